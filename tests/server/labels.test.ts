import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labels, userLabels } from '../../src/server/db/schema.ts'
import { type Credentials, createTestApp, type TestApp } from './support/test-app.ts'

type Label = { id: number; value: string; creationDate: string; translated: boolean }

let t: TestApp
let device: Credentials
let registered: Credentials

beforeAll(async () => {
  t = await createTestApp()
  device = await t.sessionFor((await t.createUser({ level: 'device' })).id)
  registered = await t.sessionFor((await t.createUser({ level: 'registered-user' })).id)
})
afterAll(() => t?.close())

/** As the console calls: admin cookie, cms and lang headers. */
const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)

const create = async (value: string) => {
  const response = await call('POST', '/api/user-label', { value })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Label>()
}

const list = async (query = '') => {
  const response = await call('GET', `/api/user-label${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Label[]>()
}

describe('POST /api/user-label', () => {
  it('creates a label: 201 with the record', async () => {
    const before = Date.now()
    const response = await call('POST', '/api/user-label', { value: '  Early adopter  ' })
    expect(response.statusCode).toBe(201)
    const label = response.json<Label>()
    expect(label).toEqual({
      id: expect.any(Number),
      value: 'Early adopter',
      creationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      translated: true,
      version: 1,
    })
    expect(Date.parse(label.creationDate)).toBeGreaterThanOrEqual(before - 5_000)
    const [row] = await t.db.select().from(labels).where(eq(labels.id, label.id))
    expect(row?.value).toBe('Early adopter')
  })

  it.each([
    ['no value', {}, 'Value is required.'],
    ['an empty value', { value: '' }, 'Value is required.'],
    ['only spaces', { value: '   ' }, 'Value is required.'],
    ['null', { value: null }, 'Value is required.'],
    ['a number', { value: 12 }, 'Value is required.'],
    ['101 characters', { value: 'x'.repeat(101) }, 'Value should be at most 100 characters.'],
  ])('answers 400 to %s', async (_what, payload, message) => {
    const count = (await list()).length
    const response = await call('POST', '/api/user-label', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'bad_request', message, fields: { value: message } })
    expect(await list()).toHaveLength(count)
  })

  it('takes exactly 100 characters', async () => {
    expect((await create('y'.repeat(100))).value).toHaveLength(100)
  })

  it.each([
    ['an array', [{ value: 'x' }]],
    ['a string', 'x'],
    ['null', null],
  ])('answers 400 to a body that is %s', async (_what, payload) => {
    const response = await call('POST', '/api/user-label', JSON.stringify(payload), {
      'content-type': 'application/json',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) })
  })

  it('answers 400 to malformed JSON', async () => {
    const response = await call('POST', '/api/user-label', '{"value": ', {
      'content-type': 'application/json',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('bad_request')
  })

  it('creates labels sent at the same moment, each once', async () => {
    const values = Array.from({ length: 8 }, (_, i) => `Parallel ${i}`)
    const responses = await Promise.all(values.map((value) => call('POST', '/api/user-label', { value })))
    expect(responses.map((r) => r.statusCode)).toEqual(values.map(() => 201))
    const ids = new Set(responses.map((r) => r.json<Label>().id))
    expect(ids.size).toBe(values.length)
  })
})

describe('GET /api/user-label', () => {
  let ids: number[]
  beforeAll(async () => {
    await t.db.delete(labels)
    ids = []
    for (const value of ['Beta tester', 'Ambassador', 'Utrecht pilot', '100% green', 'Needs follow-up']) {
      ids.push((await create(value)).id)
    }
  })

  it('returns every label as a plain array sorted by id, without a total header', async () => {
    const response = await call('GET', '/api/user-label')
    expect(response.headers['x-total-count']).toBeUndefined()
    expect(response.json<Label[]>().map((l) => l.id)).toEqual(ids)
    expect(response.json<Label[]>()[0]).toEqual({
      id: ids[0],
      value: 'Beta tester',
      creationDate: expect.any(String),
      translated: true,
      version: 1,
    })
  })

  it.each([
    ['beta', ['Beta tester']],
    ['UTRECHT', ['Utrecht pilot']],
    ['e', ['Beta tester', 'Utrecht pilot', '100% green', 'Needs follow-up']],
    ['%', ['100% green']],
    ['_', []],
    ['nothing like it', []],
  ])('filters on the value with ?q=%s', async (q, values) => {
    expect((await list(`?q=${encodeURIComponent(q)}`)).map((l) => l.value)).toEqual(values)
  })

  it('sorts by value, id and date, descending with -', async () => {
    expect((await list('?sort=value')).map((l) => l.value)).toEqual([
      '100% green',
      'Ambassador',
      'Beta tester',
      'Needs follow-up',
      'Utrecht pilot',
    ])
    expect((await list('?sort=-id')).map((l) => l.id)).toEqual([...ids].reverse())
    expect((await list('?sort=-creationDate')).map((l) => l.id)).toEqual([...ids].reverse())
  })

  it('pages with the total in x-total-count', async () => {
    const first = await call('GET', '/api/user-label?page=1&pageSize=2')
    expect(first.headers['x-total-count']).toBe('5')
    expect(first.json<Label[]>().map((l) => l.id)).toEqual(ids.slice(0, 2))
    const last = await call('GET', '/api/user-label?page=3&pageSize=2')
    expect(last.json<Label[]>().map((l) => l.id)).toEqual(ids.slice(4))
    const filtered = await call('GET', '/api/user-label?page=1&pageSize=1&q=e')
    expect(filtered.headers['x-total-count']).toBe('4')
    expect(filtered.json()).toHaveLength(1)
    const beyond = await call('GET', '/api/user-label?page=9')
    expect(beyond.json()).toEqual([])
    expect(beyond.headers['x-total-count']).toBe('5')
  })

  it.each([
    ['sort=password', 'sort', 'Unknown field.'],
    ['sort=-', 'sort', null],
    ['page=0', 'page', 'Page starts at 1.'],
    ['page=1&pageSize=501', 'pageSize', 'Page size is at most 500.'],
    [`q=${'x'.repeat(201)}`, 'q', 'Search text is too long.'],
  ])('answers 400 to ?%s', async (query, field, message) => {
    const response = await call('GET', `/api/user-label?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body.error).toBe('bad_request')
    if (message) expect(body.fields[field]).toBe(message)
    else expect(body.fields[field]).toMatch(/\S/)
  })

  it('reads the same in both languages (a label has no translatable field)', async () => {
    for (const lang of ['en', 'nl', 'fr', '']) {
      const response = await call('GET', '/api/user-label', undefined, { lang })
      expect(response.statusCode).toBe(200)
      expect(response.json<Label[]>()).toEqual(await list())
      expect(response.json<Label[]>().every((l) => l.translated)).toBe(true)
    }
  })
})

describe('GET /api/user-label/:id', () => {
  it('returns one label', async () => {
    const label = await create('Newsletter')
    const response = await call('GET', `/api/user-label/${label.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(label)
  })

  it('answers 404 for an unknown id', async () => {
    const response = await call('GET', '/api/user-label/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'Label not found.' })
  })

  it.each([
    ['abc', 'Id must be a number.'],
    ['0', 'Id must be a number.'],
    ['-3', 'Id must be a number.'],
    ['1.5', 'Id must be a number.'],
    ['99999999999', 'Id is out of range.'],
  ])('answers 400 for the id %s', async (id, message) => {
    const response = await call('GET', `/api/user-label/${id}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'bad_request', fields: { id: message } })
  })
})

describe('PUT /api/user-label/:id', () => {
  it('changes the value: 200 with the record', async () => {
    const label = await create('Ambasador of Utrecht')
    const response = await call('PUT', `/api/user-label/${label.id}`, { value: ' Ambassador of Utrecht ' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ...label, value: 'Ambassador of Utrecht', version: 2 })
    expect((await call('GET', `/api/user-label/${label.id}`)).json().value).toBe('Ambassador of Utrecht')
  })

  it.each([
    [{}, 'Value is required.'],
    [{ value: ' ' }, 'Value is required.'],
    [{ value: 'z'.repeat(101) }, 'Value should be at most 100 characters.'],
  ])('answers 400 to %j and keeps the label', async (payload, message) => {
    // Values are unique: each case keeps a label of its own.
    const value = `Keep me ${JSON.stringify(payload).length}`
    const label = await create(value)
    const response = await call('PUT', `/api/user-label/${label.id}`, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'bad_request', message, fields: { value: message } })
    expect((await call('GET', `/api/user-label/${label.id}`)).json().value).toBe(value)
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await call('PUT', '/api/user-label/999999', { value: 'x' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Label not found.' })
    expect((await call('PUT', '/api/user-label/x', { value: 'x' })).statusCode).toBe(400)
  })
})

describe('DELETE /api/user-label/:id', () => {
  it('deletes: 200 with the id, then 404', async () => {
    const label = await create('Short-lived')
    const response = await call('DELETE', `/api/user-label/${label.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: label.id })
    expect((await call('GET', `/api/user-label/${label.id}`)).statusCode).toBe(404)
    const again = await call('DELETE', `/api/user-label/${label.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ error: 'not_found', message: 'Label not found.' })
  })

  it('removes the label from the users who had it', async () => {
    const label = await create('Utrecht pilot 2024')
    const user = await t.createUser()
    await t.db.insert(userLabels).values({ userId: user.id, labelId: label.id })
    expect((await call('DELETE', `/api/user-label/${label.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(userLabels).where(eq(userLabels.userId, user.id))).toEqual([])
  })

  it('answers 400 for a bad id', async () => {
    expect((await call('DELETE', '/api/user-label/abc')).statusCode).toBe(400)
  })
})

describe('access', () => {
  const routes: [InjectOptions['method'], string, unknown][] = [
    ['GET', '/api/user-label', undefined],
    ['GET', '/api/user-label/1', undefined],
    ['POST', '/api/user-label', { value: 'x' }],
    ['PUT', '/api/user-label/1', { value: 'x' }],
    ['DELETE', '/api/user-label/1', undefined],
  ]

  it.each(routes)(
    '%s %s: 401 anonymous, 403 for device and registered users',
    async (method, url, payload) => {
      const count = (await list()).length
      const anonymous = await t.app.inject({ method, url, headers: { cms: '1' }, payload: payload as never })
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json().error).toBe('unauthorized')
      for (const who of [device, registered]) {
        for (const headers of [{ cookie: who.cookie, cms: '1' }, { authorization: `Bearer ${who.token}` }]) {
          const response = await t.app.inject({ method, url, headers, payload: payload as never })
          expect(response.statusCode).toBe(403)
          expect(response.json().error).toBe('forbidden')
        }
      }
      expect(await list()).toHaveLength(count)
    },
  )

  it('refuses a cookie write without the cms header and changes nothing', async () => {
    const label = await create('Guarded')
    const attempts = [
      { method: 'POST', url: '/api/user-label', payload: { value: 'Forged' } },
      { method: 'PUT', url: `/api/user-label/${label.id}`, payload: { value: 'Forged' } },
      { method: 'DELETE', url: `/api/user-label/${label.id}` },
    ] as const
    for (const attempt of attempts) {
      const response = await t.app.inject({ ...attempt, headers: { cookie: t.adminCookie } })
      expect(response.statusCode, attempt.method).toBe(403)
      expect(response.json().error).toBe('forbidden')
    }
    expect((await list()).some((l) => l.value === 'Forged')).toBe(false)
    expect((await call('GET', `/api/user-label/${label.id}`)).json().value).toBe('Guarded')
  })

  it('takes a bearer write without the cms header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-label',
      headers: { authorization: `Bearer ${t.adminToken}` },
      payload: { value: 'Via token' },
    })
    expect(response.statusCode).toBe(201)
  })
})

describe('demo seed', () => {
  it('adds labels spread over the last months, some of them on demo users, the same every time', async () => {
    const now = new Date('2026-03-05T14:30:00Z')
    const runs = []
    for (let run = 0; run < 2; run++) {
      const demo = await createTestApp({ seed: { demo: true, now } })
      try {
        const response = await demo.app.inject({
          method: 'GET',
          url: '/api/user-label',
          headers: { cookie: demo.adminCookie },
        })
        const seeded = response.json<Label[]>()
        const links = await demo.db.select().from(userLabels)
        runs.push({ seeded, links })
      } finally {
        await demo.close()
      }
    }
    const [first, second] = runs as [(typeof runs)[0], (typeof runs)[0]]
    expect(first.seeded.map((l) => l.value)).toEqual(
      expect.arrayContaining([
        'Early adopter',
        'Beta tester',
        'Ambassador',
        'Utrecht pilot',
        'Newsletter',
        'Needs follow-up',
      ]),
    )
    const ages = first.seeded.map((l) => (now.getTime() - Date.parse(l.creationDate)) / 86_400_000)
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeGreaterThan(90)
    expect(new Set(first.seeded.map((l) => l.creationDate.slice(0, 7))).size).toBeGreaterThanOrEqual(4)
    expect(first.links.length).toBeGreaterThan(0)
    expect(second).toEqual(first)
  })
})
