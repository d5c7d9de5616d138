import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type DataTableDefault,
  type DataTableDto,
  type DataTableLegends,
  dataTableCreateSchema,
} from '../../src/domain/data-tables.ts'
import { dataTables } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

/** As the console calls: admin cookie, cms and lang headers. */
const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)

const create = async (body: Record<string, unknown>) => {
  const response = await call('POST', '/api/data-table', body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<DataTableDto>()
}

const names = async (query = '') =>
  (await call('GET', `/api/data-table${query}`)).json<DataTableDto[]>().map((d) => d.name)

describe('POST /api/data-table', () => {
  beforeEach(async () => {
    await t.db.delete(dataTables)
  })

  it('creates a table from parsed JSON: 201 with the record, country nl by default', async () => {
    const response = await call('POST', '/api/data-table', {
      name: 'bike-fuel',
      data: { petrol: 0.19, diesel: 0.18 },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'bike-fuel',
      country: 'nl',
      data: { petrol: 0.19, diesel: 0.18 },
      creationDate: expect.stringMatching(/Z$/),
      size: { kind: 'fields', count: 2 },
      translated: true,
      version: 1,
    })
  })

  it('counts the rows of an array, keeps a given country (lowercase) and any JSON value', async () => {
    const rows = await create({ name: 'trips', country: 'BE', data: [{ a: 1 }, { a: 2 }, { a: 3 }] })
    expect(rows).toMatchObject({ country: 'be', size: { kind: 'rows', count: 3 } })
    const nested = { a: { b: [1, 'two', true, null, { c: -1.5e-3 }] }, 'key with spaces': 'ok', é: 'ü' }
    expect((await create({ name: 'nested', data: nested })).data).toEqual(nested)
    expect((await create({ name: 'scalar', data: 0 })).size).toEqual({ kind: 'fields', count: 0 })
    expect((await create({ name: 'empty-list', data: [] })).size).toEqual({ kind: 'rows', count: 0 })
  })

  it.each([
    ['no name', { data: {} }, 'name', 'Name is required.'],
    ['an empty name', { name: '', data: {} }, 'name', 'Name is required.'],
    ['a blank name', { name: '  ', data: {} }, 'name', 'Name is required.'],
    ['uppercase', { name: 'CarFuel', data: {} }, 'name', 'Name should be all lowercase.'],
    ['a space', { name: 'car fuel', data: {} }, 'name', 'Name should not contain spaces.'],
    ['uppercase and a space', { name: 'My Table', data: {} }, 'name', 'Name should be all lowercase.'],
    ['a long name', { name: 'x'.repeat(101), data: {} }, 'name', 'Name should be at most 100 characters.'],
    ['no data', { name: 'x' }, 'data', 'Data is required.'],
    ['null data', { name: 'x', data: null }, 'data', 'Data is required.'],
    [
      'a bad country',
      { name: 'x', data: {}, country: 'nld' },
      'country',
      'Country should be a two-letter code, such as nl.',
    ],
  ])('answers 400 to %s', async (_what, payload, field, message) => {
    const response = await call('POST', '/api/data-table', payload)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ error: 'bad_request', message })
    expect(body.fields).toEqual({ [field]: message })
    expect(await names()).toEqual([])
  })

  it('reports every failing field at once', async () => {
    const response = await call('POST', '/api/data-table', { name: 'Bad Name' })
    expect(response.json().fields).toEqual({
      name: 'Name should be all lowercase.',
      data: 'Data is required.',
    })
  })

  it('answers 400 "Data should be valid JSON." to a number JSON cannot hold', async () => {
    const response = await call('POST', '/api/data-table', '{"name": "huge", "data": {"x": 1e400}}', {
      'content-type': 'application/json',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ data: 'Data should be valid JSON.' })
  })

  it('answers 400 to data nested too deeply, and to malformed JSON', async () => {
    for (const depth of [33, 63]) {
      const deep = `${'['.repeat(depth)}1${']'.repeat(depth)}`
      const tooDeep = await call('POST', '/api/data-table', `{"name": "deep", "data": ${deep}}`, {
        'content-type': 'application/json',
      })
      expect(tooDeep.statusCode).toBe(400)
      expect(tooDeep.json().fields).toEqual({ data: 'Data is nested too deeply.' })
    }
    // Past 64 levels the whole body is refused before it is parsed.
    const abyss = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`
    const refused = await call('POST', '/api/data-table', `{"name": "deep", "data": ${abyss}}`, {
      'content-type': 'application/json',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: 'bad_request',
      message: 'The request body nests deeper than 64 levels.',
    })
    const deepest = `${'['.repeat(32)}1${']'.repeat(32)}`
    const allowed = await call('POST', '/api/data-table', `{"name": "deep", "data": ${deepest}}`, {
      'content-type': 'application/json',
    })
    expect(allowed.statusCode).toBe(201)
    const malformed = await call('POST', '/api/data-table', '{"name": "x", "data": {', {
      'content-type': 'application/json',
    })
    expect(malformed.statusCode).toBe(400)
  })

  it('answers 400, not 500, to text the database cannot store', async () => {
    const response = await call('POST', '/api/data-table', { name: 'nul', data: { a: 'x\u0000y' } })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('bad_request')
  })

  it('answers 409 on the name field when the name is taken', async () => {
    await create({ name: 'my-diet', data: { vegan: 900 } })
    const response = await call('POST', '/api/data-table', { name: 'my-diet', data: {} })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'A Data Table with this name already exists.',
      fields: { name: 'A Data Table with this name already exists.' },
    })
  })

  it('creates one table when the same name is sent several times at once, 409 for the others', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/data-table', { name: 'race', data: { n: 1 } })),
    )
    const codes = responses.map((r) => r.statusCode).sort()
    expect(codes).toEqual([201, 409, 409, 409, 409, 409])
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().fields).toEqual({ name: 'A Data Table with this name already exists.' })
    }
    expect(await names()).toEqual(['race'])
  })
})

describe('GET /api/data-table', () => {
  let ids: number[]
  beforeAll(async () => {
    await t.db.delete(dataTables)
    ids = []
    // Stored as they are (free-form data under the calculation's names): this is about listing.
    for (const [name, data] of [
      ['public-transport', { train: 0.005 }],
      ['car-fuel', { petrol: 0.19 }],
      ['house-type', [{ type: 'apartment' }]],
      ['electricity', { grey: 0.33 }],
      ['co2_100%', 1],
    ] as const) {
      const [row] = await t.db.insert(dataTables).values({ name, data }).returning()
      ids.push(row!.id)
    }
  })

  it('returns every table sorted by id as a plain array', async () => {
    const response = await call('GET', '/api/data-table')
    expect(response.statusCode).toBe(200)
    const rows = response.json<DataTableDto[]>()
    expect(rows.map((r) => r.id)).toEqual(ids)
    expect(rows[2]).toMatchObject({ name: 'house-type', size: { kind: 'rows', count: 1 }, translated: true })
  })

  it('filters on the name and sorts', async () => {
    expect(await names('?q=TYPE')).toEqual(['house-type'])
    expect(await names('?q=%25')).toEqual(['co2_100%'])
    expect(await names('?q=_')).toEqual(['co2_100%'])
    expect(await names('?sort=name')).toEqual([
      'car-fuel',
      'co2_100%',
      'electricity',
      'house-type',
      'public-transport',
    ])
    expect(await names('?sort=-name&q=e')).toEqual(['house-type', 'electricity', 'car-fuel'])
    expect((await call('GET', '/api/data-table?sort=data')).statusCode).toBe(400)
  })

  it('GET /:id returns one table, 404 "Data table not found." for an unknown id', async () => {
    const one = await call('GET', `/api/data-table/${ids[1]}`)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ id: ids[1], name: 'car-fuel', data: { petrol: 0.19 } })
    const missing = await call('GET', '/api/data-table/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Data table not found.' })
  })
})

describe('PUT /api/data-table/:id', () => {
  let table: DataTableDto
  beforeEach(async () => {
    await t.db.delete(dataTables)
    table = await create({ name: 'my-diet', country: 'be', data: { vegan: 900 } })
  })

  it('replaces name and data, keeps the country when left out: 200 with the record', async () => {
    const response = await call('PUT', `/api/data-table/${table.id}`, { name: 'my-diet-2024', data: [1, 2] })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      ...table,
      name: 'my-diet-2024',
      data: [1, 2],
      size: { kind: 'rows', count: 2 },
      version: 2,
    })
    const changed = await call('PUT', `/api/data-table/${table.id}`, {
      name: 'my-diet',
      country: 'NL',
      data: {},
    })
    expect(changed.json()).toMatchObject({ country: 'nl', data: {} })
  })

  it('keeps its own name without a conflict, 409 when taking another table’s', async () => {
    await create({ name: 'my-flights', data: [] })
    expect(
      (await call('PUT', `/api/data-table/${table.id}`, { name: 'my-diet', data: { a: 1 } })).statusCode,
    ).toBe(200)
    const taken = await call('PUT', `/api/data-table/${table.id}`, { name: 'my-flights', data: {} })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().fields).toEqual({ name: 'A Data Table with this name already exists.' })
    expect((await call('GET', `/api/data-table/${table.id}`)).json().name).toBe('my-diet')
  })

  it.each([
    [{ name: 'My Table', data: {} }, 'name', 'Name should be all lowercase.'],
    [{ name: 'my table', data: {} }, 'name', 'Name should not contain spaces.'],
    [{ name: '', data: {} }, 'name', 'Name is required.'],
    [{ name: 'my-diet' }, 'data', 'Data is required.'],
    [{ name: 'my-diet', data: null }, 'data', 'Data is required.'],
  ])('answers 400 to %j and changes nothing', async (payload, field, message) => {
    const response = await call('PUT', `/api/data-table/${table.id}`, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ [field]: message })
    expect((await call('GET', `/api/data-table/${table.id}`)).json()).toEqual(table)
  })
})

describe('DELETE /api/data-table/:id', () => {
  it('frees the name of a deleted table', async () => {
    await t.db.delete(dataTables)
    const table = await create({ name: 'gas-2023', data: { 'natural-gas': 1.78 } })
    const response = await call('DELETE', `/api/data-table/${table.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: table.id })
    await create({ name: 'gas-2023', data: {} })
  })
})

describe('GET /api/data-table/defaults', () => {
  it('returns the shipped factor tables', async () => {
    const response = await call('GET', '/api/data-table/defaults')
    expect(response.statusCode).toBe(200)
    const defaults = response.json<DataTableDefault[]>()
    const byName = Object.fromEntries(defaults.map((d) => [d.name, d]))
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        'car-fuel',
        'flights',
        'diet',
        'house-type',
        'electricity',
        'public-transport',
      ]),
    )
    expect(byName['car-fuel']!.data).toEqual({
      petrol: 0.19,
      diesel: 0.18,
      lpg: 0.16,
      hybrid: 0.13,
      electric: 0.06,
    })
    expect(byName['public-transport']!.data).toMatchObject({ train: 0.005 })
    expect(byName.flights!.data).toHaveLength(3)
    expect(Object.keys(byName.diet!.data as object)).toEqual([
      'vegan',
      'vegetarian',
      'flexitarian',
      'average',
      'meat-lover',
    ])
    for (const table of defaults) {
      expect(table.country).toBe('nl')
      expect(dataTableCreateSchema.safeParse(table).success, table.name).toBe(true)
    }
  })

  it('is not changed by a caller, and each default can be created as it is', async () => {
    await t.db.delete(dataTables)
    const first = (await call('GET', '/api/data-table/defaults')).json<DataTableDefault[]>()
    for (const table of first) await create(table as unknown as Record<string, unknown>)
    const second = (await call('GET', '/api/data-table/defaults')).json<DataTableDefault[]>()
    expect(second).toEqual(first)
    expect(await names()).toEqual(first.map((d) => d.name))
  })
})

describe('GET /api/data-table/legends', () => {
  const legends = async (lang?: string) => {
    const response = await call(
      'GET',
      '/api/data-table/legends',
      undefined,
      lang === undefined ? {} : { lang },
    )
    expect(response.statusCode).toBe(200)
    return response.json<DataTableLegends>()
  }

  it('explains every default table and every one of its fields or columns', async () => {
    const defaults = (await call('GET', '/api/data-table/defaults')).json<DataTableDefault[]>()
    const en = await legends('en')
    expect(Object.keys(en).sort()).toEqual(defaults.map((d) => d.name).sort())
    for (const table of defaults) {
      const legend = en[table.name]!
      expect(legend).toMatchObject({
        name: table.name,
        title: expect.any(String),
        description: expect.any(String),
      })
      const keys = Array.isArray(table.data)
        ? [...new Set(table.data.flatMap((row) => Object.keys(row as object)))]
        : Object.keys(table.data as object)
      expect(legend.kind).toBe(Array.isArray(table.data) ? 'rows' : 'fields')
      expect(legend.fields.map((f) => f.key)).toEqual(keys)
      for (const field of legend.fields) {
        expect(field.label, `${table.name}.${field.key}`).toMatch(/\S/)
        expect(field.unit, `${table.name}.${field.key}`).toMatch(/\S/)
        expect(field.description, `${table.name}.${field.key}`).toMatch(/\S/)
      }
    }
  })

  it('answers in the request language, English by default', async () => {
    const en = await legends('en')
    const nl = await legends('nl')
    expect(en['car-fuel']).toMatchObject({ title: 'Car emissions by fuel' })
    expect(nl['car-fuel']).toMatchObject({ title: 'Uitstoot van auto’s per brandstof' })
    expect(en.diet!.fields[0]).toMatchObject({
      key: 'vegan',
      label: 'Vegan',
      unit: 'kg CO2e per person per year',
    })
    expect(nl.diet!.fields[0]).toMatchObject({
      key: 'vegan',
      label: 'Veganistisch',
      unit: 'kg CO2e per persoon per jaar',
    })
    expect(nl['house-type']!.fields.map((f) => f.unit)).toEqual(['tekst', 'kWh per jaar', 'm3 per jaar'])
    for (const name of Object.keys(en)) {
      expect(nl[name]!.description).not.toBe(en[name]!.description)
      expect(nl[name]!.fields.map((f) => f.key)).toEqual(en[name]!.fields.map((f) => f.key))
    }
    expect(await legends()).toEqual(en)
    expect(await legends('fr')).toEqual(en)
  })
})

describe('demo seed', () => {
  it('adds a copy of the default tables', async () => {
    const demo = await createTestApp({ seed: { demo: true } })
    try {
      const headers = { cookie: demo.adminCookie }
      const seeded = (await demo.app.inject({ method: 'GET', url: '/api/data-table', headers })).json<
        DataTableDto[]
      >()
      const defaults = (await call('GET', '/api/data-table/defaults')).json<DataTableDefault[]>()
      expect(seeded.map(({ name, country, data }) => ({ name, country, data }))).toEqual(defaults)
      expect(new Set(seeded.map((d) => d.creationDate)).size).toBe(seeded.length)
    } finally {
      await demo.close()
    }
  })
})
