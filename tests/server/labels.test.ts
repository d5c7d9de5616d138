import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labels, userLabels } from '../../src/server/db/schema.ts'
import { seedDemoLabels } from '../../src/server/seed/demo/labels.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// What is the Labels area's own: its value rule and messages, its search, sorts and seed. What
// every CRUD resource answers (paging, 404s, ids, body shapes, languages) is the kit's test
// (tests/server/crud/); sign-in, admin and the cms header on every route, the route sweep's.

type Label = { id: number; value: string; creationDate: string; translated: boolean }

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
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
})

describe('GET /api/user-label/:id', () => {
  it('answers 404 for an unknown id', async () => {
    const response = await call('GET', '/api/user-label/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'Label not found.' })
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
})

describe('DELETE /api/user-label/:id', () => {
  it('removes the label from the users who had it', async () => {
    const label = await create('Utrecht pilot 2024')
    const user = await t.createUser()
    await t.db.insert(userLabels).values({ userId: user.id, labelId: label.id })
    expect((await call('DELETE', `/api/user-label/${label.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(userLabels).where(eq(userLabels.userId, user.id))).toEqual([])
  })
})

describe('demo seed', () => {
  it('adds labels spread over the last months, the same every time', async () => {
    const now = new Date('2026-03-05T14:30:00Z')
    const runs: Pick<Label, 'value' | 'creationDate'>[][] = []
    for (let run = 0; run < 2; run++) {
      await t.db.delete(labels)
      await seedDemoLabels(t.db, now)
      runs.push((await list()).map(({ value, creationDate }) => ({ value, creationDate })))
    }
    const [first, second] = runs as [(typeof runs)[0], (typeof runs)[0]]
    expect(first.map((l) => l.value)).toEqual(
      expect.arrayContaining([
        'Early adopter',
        'Beta tester',
        'Ambassador',
        'Utrecht pilot',
        'Newsletter',
        'Needs follow-up',
      ]),
    )
    const ages = first.map((l) => (now.getTime() - Date.parse(l.creationDate)) / 86_400_000)
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ages)).toBeGreaterThan(90)
    expect(new Set(first.map((l) => l.creationDate.slice(0, 7))).size).toBeGreaterThanOrEqual(4)
    expect(second).toEqual(first)
  })
})
