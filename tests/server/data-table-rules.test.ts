import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CALCULATION_TABLES } from '../../src/domain/calculation-tables.ts'
import type { DataTableDefault, DataTableDto } from '../../src/domain/data-tables.ts'
import { dataTables } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Issue 18, "Broken" 4: the tables the CO2 calculation reads keep their shape, their name and
// their existence; other tables stay free-form.

let t: TestApp
let defaults: DataTableDefault[]

beforeAll(async () => {
  t = await createTestApp()
  defaults = (await t.asAdmin('GET', '/api/data-table/defaults')).json<DataTableDefault[]>()
})
afterAll(() => t?.close())

const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)
const shipped = (name: string) => structuredClone(defaults.find((table) => table.name === name)!.data)

/** The shipped tables, as the demo seeds them. */
async function seedDefaults() {
  await t.db.delete(dataTables)
  const stored: Record<string, DataTableDto> = {}
  for (const table of defaults) {
    const response = await call('POST', '/api/data-table', table)
    expect(response.statusCode, response.body).toBe(201)
    stored[table.name] = response.json<DataTableDto>()
  }
  return stored
}

const storedData = async (id: number) =>
  (await t.db.select().from(dataTables).where(eq(dataTables.id, id)))[0]?.data

describe('a calculation table keeps its shape', () => {
  beforeEach(async () => {
    await t.db.delete(dataTables)
  })

  it('refuses the car-fuel table of the report: 400 naming each broken field', async () => {
    const response = await call('POST', '/api/data-table', {
      name: 'car-fuel',
      data: { lpg: 'lots', petrol: -5 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Must be a number of 0 or more.',
      fields: {
        'data.petrol': 'Must be a number of 0 or more.',
        'data.diesel': 'This field is required.',
        'data.lpg': 'Must be a number of 0 or more.',
        'data.hybrid': 'This field is required.',
        'data.electric': 'This field is required.',
      },
    })
    expect(await t.db.select().from(dataTables)).toEqual([])
  })

  it('refuses a factor past its bound, a field the legend does not list, a wrong kind of table', async () => {
    const tooHigh = await call('POST', '/api/data-table', {
      name: 'car-fuel',
      data: { ...(shipped('car-fuel') as object), petrol: 190 },
    })
    expect(tooHigh.json().fields).toEqual({ 'data.petrol': 'Must be at most 1.' })
    const extra = await call('POST', '/api/data-table', {
      name: 'gas',
      data: { 'natural-gas': 1.78, 'natural gas': 1.9 },
    })
    expect(extra.json().fields).toEqual({ 'data.natural gas': 'This field is not part of this table.' })
    const list = await call('POST', '/api/data-table', { name: 'diet', data: [900] })
    expect(list.json().fields).toEqual({
      data: 'This table should be an object of fields, as the legend lists them.',
    })
  })

  it('names the row and column of a row table', async () => {
    const [short, medium, long] = shipped('flights') as Record<string, unknown>[]
    const response = await call('POST', '/api/data-table', {
      name: 'flights',
      data: [short, long, { ...medium, kgCo2PerPassengerKm: '0.18' }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      'data.2.kgCo2PerPassengerKm': 'Must be a number of 0 or more.',
      'data.2.fromKm': 'Must be larger than in the row before.',
    })
  })

  it('checks the name as stored: trimmed', async () => {
    const response = await call('POST', '/api/data-table', { name: '  gas ', data: { 'natural-gas': -1 } })
    expect(response.json().fields).toEqual({ 'data.natural-gas': 'Must be a number of 0 or more.' })
  })

  it('refuses a broken update and keeps what is stored; a stored broken table can be mended', async () => {
    const stored = await seedDefaults()
    const fuel = stored['car-fuel']!
    const broken = await call('PUT', `/api/data-table/${fuel.id}`, {
      name: 'car-fuel',
      data: { lpg: 'lots', petrol: -5 },
      version: fuel.version,
    })
    expect(broken.statusCode).toBe(400)
    expect(Object.keys(broken.json().fields)).toEqual([
      'data.petrol',
      'data.diesel',
      'data.lpg',
      'data.hybrid',
      'data.electric',
    ])
    expect(await storedData(fuel.id)).toEqual(shipped('car-fuel'))
    // A table broken before these rules: the next save must fix it, and may.
    await t.db
      .update(dataTables)
      .set({ data: { petrol: -5 } })
      .where(eq(dataTables.id, fuel.id))
    const mended = await call('PUT', `/api/data-table/${fuel.id}`, {
      name: 'car-fuel',
      data: { ...(shipped('car-fuel') as object), petrol: 0.2 },
    })
    expect(mended.statusCode, mended.body).toBe(200)
  })

  it('leaves other tables free-form', async () => {
    for (const name of ['car-fuel-2023', 'my-factors']) {
      const response = await call('POST', '/api/data-table', { name, data: { lpg: 'lots', petrol: -5 } })
      expect(response.statusCode, response.body).toBe(201)
    }
  })
})

describe('a calculation table stays', () => {
  it.each(CALCULATION_TABLES)('DELETE %s answers 409 with the reason and deletes nothing', async (name) => {
    const stored = await seedDefaults()
    const response = await call('DELETE', `/api/data-table/${stored[name]!.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'The CO2 calculation reads this table, so it cannot be deleted.',
    })
    expect(await storedData(stored[name]!.id)).toEqual(shipped(name))
  })

  it('keeps its name: renaming answers 409 on the name; saving under the same name is fine', async () => {
    const stored = await seedDefaults()
    const gas = stored.gas!
    const renamed = await call('PUT', `/api/data-table/${gas.id}`, {
      name: 'gas-old',
      data: shipped('gas'),
    })
    expect(renamed.statusCode).toBe(409)
    expect(renamed.json()).toEqual({
      error: 'conflict',
      message: 'The CO2 calculation reads this table by its name, so the name cannot change.',
      fields: { name: 'The CO2 calculation reads this table by its name, so the name cannot change.' },
    })
    const same = await call('PUT', `/api/data-table/${gas.id}`, {
      name: 'gas',
      data: { 'natural-gas': 1.8 },
    })
    expect(same.statusCode, same.body).toBe(200)
  })

  it('a free-form table is deleted and renamed as before; a lost calculation table can be added again', async () => {
    await t.db.delete(dataTables)
    const mine = (await call('POST', '/api/data-table', { name: 'gas-2023', data: {} })).json<DataTableDto>()
    expect((await call('PUT', `/api/data-table/${mine.id}`, { name: 'gas-2022', data: {} })).statusCode).toBe(
      200,
    )
    expect((await call('DELETE', `/api/data-table/${mine.id}`)).statusCode).toBe(200)
    const again = await call('POST', '/api/data-table', { name: 'gas', data: shipped('gas') })
    expect(again.statusCode, again.body).toBe(201)
  })
})
