import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countQueries } from './support/query-count.ts'
import { createTestApp, type TestApp, type TestUser } from './support/test-app.ts'
import { createActivity, createContent } from './support/user-activity.ts'

type UserRecord = {
  id: number
  firstName: string
  lastName: string
  email: string | null
  level: string
  address: Record<string, string | null>
  requestedAccountDeletion: boolean
  requestedDataRemoval: boolean
  creationDate: string
  activeDate: string | null
}

let t: TestApp
let people: Record<'sanne' | 'daan' | 'emma' | 'device' | 'percent', TestUser>
let allIds: number[]

beforeAll(async () => {
  t = await createTestApp()
  people = {
    sanne: await t.createUser({
      firstName: 'Sanne',
      lastName: 'Quartzberg',
      email: 'sanne.q@example.org',
      level: 'registered-user',
      city: 'Utrecht',
      street: 'Oudegracht',
      houseNumber: '12',
      postalCode: '3511 AB',
      requestedAccountDeletion: true,
      activeDate: new Date('2026-01-02T03:04:05Z'),
    }),
    daan: await t.createUser({ firstName: 'Daan', lastName: 'de Vries', email: 'daan@zephyr.test' }),
    emma: await t.createUser({
      firstName: 'Emma',
      lastName: 'Jansen',
      email: 'emma@example.org',
      level: 'admin',
    }),
    device: await t.createUser({
      firstName: '',
      lastName: '',
      email: null,
      passwordHash: null,
      deviceId: 'secret-device-id',
      expoPushToken: 'ExponentPushToken[secret]',
      level: 'device',
    }),
    percent: await t.createUser({ firstName: 'Percy', lastName: '100% Green', email: 'percy@example.org' }),
  }
  allIds = [1, ...Object.values(people).map((p) => p.id)].sort((a, b) => a - b)
})
afterAll(() => t?.close())

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: t.adminCookie } })
const list = async (query: string) => {
  const response = await get(`/api/user${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<UserRecord[]>()
}
const ids = (rows: UserRecord[]) => rows.map((r) => r.id)

describe('GET /api/user', () => {
  it('returns every user as a plain array, without a total header', async () => {
    const response = await get('/api/user')
    expect(response.statusCode).toBe(200)
    const rows = response.json<UserRecord[]>()
    expect(Array.isArray(rows)).toBe(true)
    expect(ids(rows)).toEqual(allIds)
    expect(response.headers['x-total-count']).toBeUndefined()
  })

  it('returns records without secrets', async () => {
    const response = await get('/api/user')
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/i)
    expect(response.body).not.toContain('secret-device-id')
    expect(response.body).not.toContain('ExponentPushToken[secret]')
    const device = response.json<UserRecord[]>().find((r) => r.id === people.device.id)
    expect(device).toMatchObject({ level: 'device', email: null, hasPushToken: true })
  })

  it('shows address, deletion requests and dates', async () => {
    const sanne = (await list('')).find((r) => r.id === people.sanne.id)
    expect(sanne).toMatchObject({
      firstName: 'Sanne',
      lastName: 'Quartzberg',
      email: 'sanne.q@example.org',
      level: 'registered-user',
      address: { street: 'Oudegracht', house_number: '12', postal_code: '3511 AB', city: 'Utrecht' },
      requestedAccountDeletion: true,
      requestedDataRemoval: false,
      activeDate: '2026-01-02T03:04:05.000Z',
    })
    expect(Number.isNaN(Date.parse(sanne!.creationDate))).toBe(false)
  })

  it('pages on the server with the total in x-total-count', async () => {
    const first = await get('/api/user?page=1&pageSize=2')
    expect(first.statusCode).toBe(200)
    expect(first.headers['x-total-count']).toBe(String(allIds.length))
    expect(ids(first.json())).toEqual(allIds.slice(0, 2))

    const second = await get('/api/user?page=2&pageSize=2')
    expect(ids(second.json())).toEqual(allIds.slice(2, 4))

    const last = await get(`/api/user?page=${Math.ceil(allIds.length / 2)}&pageSize=2`)
    expect(ids(last.json())).toEqual(allIds.slice(-(allIds.length % 2 || 2)))

    const beyond = await get('/api/user?page=99&pageSize=2')
    expect(beyond.json()).toEqual([])
    expect(beyond.headers['x-total-count']).toBe(String(allIds.length))
  })

  it('counts the filtered total, not the table', async () => {
    const response = await get('/api/user?page=1&pageSize=1&level=admin')
    expect(response.headers['x-total-count']).toBe('2')
    expect(response.json()).toHaveLength(1)
  })

  it.each([
    ['first name', 'sAnNe', ['sanne']],
    ['last name', 'quartz', ['sanne']],
    ['last name with a space', 'de vr', ['daan']],
    ['e-mail', 'zephyr.test', ['daan']],
    ['a literal %', '%', ['percent']],
    ['a literal _', '_', []],
    ['nothing matching', 'no-such-person', []],
  ] as const)('filters with q on %s', async (_what, q, expected) => {
    const rows = await list(`?q=${encodeURIComponent(q)}`)
    expect(ids(rows)).toEqual(expected.map((name) => people[name].id))
  })

  it('filters with q on the numeric id', async () => {
    const rows = await list(`?q=${people.emma.id}`)
    expect(ids(rows)).toContain(people.emma.id)
    for (const row of rows) {
      expect(row.id === people.emma.id || JSON.stringify(row).includes(String(people.emma.id))).toBe(true)
    }
  })

  it('treats a number too long for an id as text', async () => {
    expect(await list('?q=99999999999')).toEqual([])
  })

  it('filters by level, alone and with q', async () => {
    expect(ids(await list('?level=device'))).toEqual([people.device.id])
    expect(ids(await list('?level=admin'))).toEqual([1, people.emma.id])
    expect(ids(await list('?level=registered-user&q=example.org'))).toEqual([
      people.sanne.id,
      people.percent.id,
    ])
    expect(await list('?level=admin&q=quartz')).toEqual([])
  })

  it('sorts by a field, descending with -', async () => {
    expect(ids(await list('?sort=-id'))).toEqual([...allIds].reverse())
    const byFirstName = (await list('?sort=firstName&level=registered-user')).map((r) => r.firstName)
    expect(byFirstName).toEqual(['Daan', 'Percy', 'Sanne'])
    const byEmailDesc = (await list('?sort=-email&q=example.org')).map((r) => r.email)
    expect(byEmailDesc).toEqual([...byEmailDesc].sort().reverse())
  })

  it.each([
    ['level=superuser', 'level', 'Level must be device, registered-user or admin.'],
    ['page=0', 'page', 'Page starts at 1.'],
    ['page=abc', 'page', null],
    ['page=1.5', 'page', null],
    ['page=-1', 'page', 'Page starts at 1.'],
    ['page=1&pageSize=0', 'pageSize', null],
    ['page=1&pageSize=501', 'pageSize', 'Page size is at most 500.'],
    ['sort=password', 'sort', null],
    ['sort=passwordHash', 'sort', null],
    ['sort=-', 'sort', null],
    ['sort=id;drop', 'sort', null],
    [`q=${'x'.repeat(201)}`, 'q', 'Search text is too long.'],
  ])('answers 400 to ?%s with a message for %s', async (query, field, message) => {
    const response = await get(`/api/user?${query}`)
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ error: 'bad_request', message: expect.any(String) })
    expect(Object.keys(body.fields)).toContain(field)
    if (message) expect(body.fields[field]).toBe(message)
    else expect(body.fields[field]).toMatch(/\S/)
  })
})

describe('GET /api/user/:id', () => {
  it('returns one user record', async () => {
    const response = await get(`/api/user/${people.daan.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: people.daan.id,
      firstName: 'Daan',
      lastName: 'de Vries',
      email: 'daan@zephyr.test',
      level: 'registered-user',
    })
    expect(response.body).not.toMatch(/argon2/i)
  })

  it('answers 404 for an unknown id', async () => {
    const response = await get('/api/user/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) })
  })

  it.each(['abc', '0', '-1', '1.5', '1e3x'])('answers 400 to the id %j', async (id) => {
    const response = await get(`/api/user/${id}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'bad_request', fields: { id: 'Id must be a number.' } })
  })

  it.each(['2147483648', '99999999999999'])(
    'answers 4xx, not 500, to the id %s beyond the integer range',
    async (id) => {
      const response = await get(`/api/user/${id}`)
      expect([400, 404]).toContain(response.statusCode)
      expect(response.json().error).toMatch(/bad_request|not_found/)
    },
  )
})

describe('the list with activity, states and deep pages', () => {
  let u: TestApp
  let active: TestUser
  let idle: TestUser
  const many: TestUser[] = []

  beforeAll(async () => {
    u = await createTestApp()
    const content = await createContent(u.db)
    active = await u.createUser({ firstName: 'Jan', lastName: 'Actief', email: 'jan.actief@example.org' })
    idle = await u.createUser({ firstName: 'Ida', lastName: 'Idle', email: null, level: 'device' })
    await createActivity(u.db, active.id, content)
    const names = ['Anna', 'bram', 'Cor', 'daan', 'Eva', 'Finn', 'Gijs', 'Hanna', 'Ilse', 'Joost', 'Kim']
    for (const [index, name] of names.entries()) {
      many.push(
        await u.createUser({
          firstName: name,
          lastName: index % 3 ? 'Jansen' : 'de Boer',
          // Every third without an e-mail or a last activity: those sort last both ways.
          email: index % 3 === 2 ? null : `${name.toLowerCase()}@example.org`,
          activeDate: index % 3 === 1 ? null : new Date(Date.UTC(2026, 0, 1 + ((index * 7) % 11))),
          level: index % 3 === 2 ? 'device' : 'registered-user',
        }),
      )
    }
  })
  afterAll(() => u?.close())

  const listOf = async (query: string) => {
    const response = await u.asAdmin('GET', `/api/user${query}`)
    expect(response.statusCode, response.body).toBe(200)
    return response
  }

  it('counts watched stories as quizzes and actions plus initiatives as the list, per row', async () => {
    const rows = (await listOf('?page=1&pageSize=25')).json<(UserRecord & Record<string, number>)[]>()
    expect(rows.find((row) => row.id === active.id)).toMatchObject({ quizzes: 2, list: 3 })
    expect(rows.find((row) => row.id === idle.id)).toMatchObject({ quizzes: 0, list: 0 })
    expect((await u.asAdmin('GET', `/api/user/${active.id}`)).json()).toMatchObject({ quizzes: 2, list: 3 })
  })

  it('reads a page in the same number of queries whatever its size (no query per row)', async () => {
    const small = await countQueries(u.db, () => u.asAdmin('GET', '/api/user?page=1&pageSize=1'))
    const large = await countQueries(u.db, () => u.asAdmin('GET', '/api/user?page=1&pageSize=25'))
    expect(small.result.json()).toHaveLength(1)
    expect(large.result.json().length).toBeGreaterThan(10)
    expect(large.queries).toBe(small.queries)
    const all = await countQueries(u.db, () => u.asAdmin('GET', '/api/user'))
    expect(all.queries).toBeLessThanOrEqual(small.queries)
  })

  it('searches first and last name together, as one text', async () => {
    const rows = (await listOf('?q=jan%20act')).json<UserRecord[]>()
    expect(ids(rows)).toEqual([active.id])
  })

  it('has no translatable field: every user is translated, none missing', async () => {
    const translated = (await listOf('?state=translated&page=1&pageSize=100')).json<UserRecord[]>()
    expect(translated.length).toBe(2 + many.length + 1)
    expect(translated.every((row) => (row as UserRecord & { translated: boolean }).translated)).toBe(true)
    const missing = await listOf('?state=missing&page=1&pageSize=5')
    expect(missing.json()).toEqual([])
    expect(missing.headers['x-total-count']).toBe('0')
  })

  it.each([
    'id',
    '-id',
    'firstName',
    '-firstName',
    'lastName',
    '-lastName',
    'email',
    '-email',
    'activeDate',
    '-activeDate',
  ])('pages sorted by %s give the whole list in order, deep pages (read from the end) too', async (sort) => {
    for (const query of [`sort=${sort}`, `sort=${sort}&q=jansen`, `sort=${sort}&level=device`]) {
      const all = ids((await listOf(`?${query}`)).json<UserRecord[]>())
      for (const size of [1, 2, 3, 5]) {
        const pages: number[] = []
        for (let page = 1; page <= Math.ceil(all.length / size) + 1; page++) {
          const response = await listOf(`?${query}&page=${page}&pageSize=${size}`)
          expect(response.headers['x-total-count']).toBe(String(all.length))
          pages.push(...ids(response.json<UserRecord[]>()))
        }
        expect(pages, `${query} by ${size}`).toEqual(all)
      }
    }
  })
})
