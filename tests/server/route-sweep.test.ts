import type { HTTPMethods, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ID } from '../../src/domain/validation.ts'
import { rowCounts, tablesThatLostRows } from './support/row-counts.ts'
import { type Credentials, createTestApp, type TestApp } from './support/test-app.ts'

// Walks every /api route the app registers, so an area added later is held to the same rules
// without anyone remembering to list it: sign-in and admin checks, the error shape, no 500s,
// 404 for an unknown id, and no data lost to a bad request.

/** Routes anyone may call (the rest are CMS routes, for admins only). */
const publicRoutes = new Set([
  'GET /api/status',
  'POST /api/user/register',
  'POST /api/user/login-admin',
  'GET /api/user/logout',
  'GET /api/user/current',
])

type Route = { method: HTTPMethods; url: string; key: string; params: string[] }
const routes: Route[] = []

let t: TestApp
const as: Partial<Record<'device' | 'registered-user', Credentials>> = {}

beforeAll(async () => {
  t = await createTestApp({
    seed: { demo: true },
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api')) return
      for (const method of [route.method].flat() as HTTPMethods[]) {
        if (method === 'HEAD') continue
        const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!)
        routes.push({ method, url: route.url, key: `${method} ${route.url}`, params })
      }
    },
  })
  for (const level of ['device', 'registered-user'] as const) {
    as[level] = await t.sessionFor((await t.createUser({ level })).id)
  }
})
afterAll(() => t?.close())

const fill = (route: Route, value: string | number) =>
  route.params.reduce((url, param) => url.replace(`:${param}`, encodeURIComponent(String(value))), route.url)

const isWrite = (method: string) => method !== 'GET'

const send = (route: Route, url: string, headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: route.method,
    url,
    headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(payload === undefined || !isWrite(route.method)
      ? {}
      : { payload: payload as InjectOptions['payload'] }),
  })

const hasErrorShape = (response: LightMyRequestResponse) => {
  const body = response.json()
  return typeof body.error === 'string' && typeof body.message === 'string'
}

const cmsRoutes = () => routes.filter((route) => !publicRoutes.has(route.key))

it('finds the routes of every area', () => {
  const urls = new Set(routes.map((route) => route.url))
  for (const url of [
    '/api/user',
    '/api/category',
    '/api/user-label',
    '/api/data-table',
    '/api/feedback',
    '/api/initiative',
    '/api/initiative/:id',
    '/api/media/upload',
    '/api/media/search/:term',
    '/api/media/add',
    '/api/media/:id',
  ]) {
    expect(urls).toContain(url)
  }
  expect(cmsRoutes().length).toBeGreaterThan(20)
})

describe('every CMS route', () => {
  it('answers 401 in the error shape without a session', async () => {
    const wrong: string[] = []
    for (const route of cmsRoutes()) {
      const response = await send(route, fill(route, 1), {}, '{}')
      if (response.statusCode !== 401 || !hasErrorShape(response))
        wrong.push(`${route.key} → ${response.statusCode}`)
    }
    expect(wrong).toEqual([])
  })

  it('answers 403 to devices and registered users, by token or cookie, before looking at the request', async () => {
    const wrong: string[] = []
    for (const route of cmsRoutes()) {
      for (const level of ['device', 'registered-user'] as const) {
        const { token, cookie } = as[level]!
        const ways: Record<string, string>[] = [{ authorization: `Bearer ${token}` }, { cookie, cms: '1' }]
        for (const headers of ways) {
          const response = await send(route, fill(route, 'not-an-id'), headers, '{')
          if (response.statusCode !== 403 || !hasErrorShape(response)) {
            wrong.push(`${route.key} as ${level} by ${Object.keys(headers)[0]} → ${response.statusCode}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('refuses an admin cookie write without the cms header (403), and changes nothing', async () => {
    const before = await rowCounts(t.db)
    const wrong: string[] = []
    for (const route of cmsRoutes().filter((each) => isWrite(each.method))) {
      const response = await send(route, fill(route, 1), { cookie: t.adminCookie, lang: 'en' }, '{}')
      if (response.statusCode !== 403 || !hasErrorShape(response)) {
        wrong.push(`${route.key} → ${response.statusCode}`)
      }
    }
    expect(wrong).toEqual([])
    expect(await rowCounts(t.db)).toEqual(before)
  })

  it('answers 404 in the error shape to an id that does not exist', async () => {
    const wrong: string[] = []
    const byId = cmsRoutes().filter((route) => route.params.length === 1 && route.params[0] === 'id')
    expect(byId.length).toBeGreaterThan(8)
    for (const route of byId) {
      // A body good enough to get past validation where the route wants one.
      const payload = route.method === 'PUT' ? await validBodyFor(route) : undefined
      const response = await send(route, fill(route, MAX_ID), adminHeaders(), payload)
      if (response.statusCode !== 404 || !hasErrorShape(response)) {
        wrong.push(`${route.key} → ${response.statusCode} ${response.body.slice(0, 120)}`)
      }
    }
    expect(wrong).toEqual([])
  })
})

const adminHeaders = () => ({ cookie: t.adminCookie, cms: '1', lang: 'en' })

/** Writes whose record is read elsewhere: a user is edited at /user-admin/:id, read at /user/:id. */
const readPathOf: Record<string, string> = { '/api/user-admin': '/api/user' }

/** Writes whose records have no list to read one from (media are found by search): a valid body. */
const validBodies: Record<string, unknown> = {
  '/api/media/:id': { description: 'A river at dawn', purpose: 'background-image' },
  // A structure names the story's version and its pages' places, not a record.
  '/api/story/:id/structure': { story: { version: 1 }, items: [] },
}

/** A record read back from its GET, which its PUT accepts; a one-entry list for the order routes. */
async function validBodyFor(route: Route): Promise<string | undefined> {
  if (Object.hasOwn(validBodies, route.url)) return JSON.stringify(validBodies[route.url])
  if (!route.url.endsWith('/:id')) return '[{"id":1,"index":0}]'
  const writeUrl = route.url.replace(/\/:id.*$/, '')
  const listUrl = readPathOf[writeUrl] ?? writeUrl
  const list = await t.app.inject({ method: 'GET', url: listUrl, headers: adminHeaders() })
  if (list.statusCode !== 200) return '{}'
  const [first] = list.json<Record<string, unknown>[]>()
  if (!first) return '{}'
  const one = await t.app.inject({ method: 'GET', url: `${listUrl}/${first.id}`, headers: adminHeaders() })
  return one.statusCode === 200 ? one.body : JSON.stringify(first)
}

describe('bad input from an admin', () => {
  // Non-canonical spellings of real ids (1 and 2 exist in every area's demo data) included.
  const ids = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e400',
    String(MAX_ID + 1),
    '💩',
    ' ',
    '0x1',
    '2e0',
    '+1',
    '%201',
    '1.0',
    '01',
  ]
  const bodies = [
    undefined,
    '',
    '{',
    'null',
    '[]',
    '{}',
    '"text"',
    '[{"id":"x","index":-1}]',
    '[{"id":1,"index":0},{"id":1,"index":1}]',
    JSON.stringify({ title: 42, name: ['x'], value: { nested: true }, data: '{', parentCategoryId: 'x' }),
    JSON.stringify({ title: '\u0000', name: 'a'.repeat(100_000), value: '\ud800' }),
    JSON.stringify({ __proto__: { level: 'admin' }, constructor: { prototype: { polluted: true } } }),
    JSON.stringify([[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]),
  ]
  const queries = [
    '',
    '?page=0',
    '?page=1e400&pageSize=-3',
    '?q=%00',
    '?sort=__proto__',
    '?level=nope',
    '?page=1&page=2',
  ]

  // Thousands of requests one after another: 15 s alone, over 30 s on 2 cores beside the browser
  // tests, so it gets a budget of its own.
  it('never answers 500, always in the error shape, and loses no data', { timeout: 120_000 }, async () => {
    const before = await rowCounts(t.db)
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(46)
    expect(before.categories).toBeGreaterThan(0)
    const wrong: string[] = []
    let requests = 0
    for (const route of cmsRoutes()) {
      const urls = route.params.length
        ? ids.map((id) => fill(route, id))
        : route.method === 'GET'
          ? queries.map((query) => `${route.url}${query}`)
          : [route.url]
      for (const url of urls) {
        for (const payload of isWrite(route.method) ? bodies : [undefined]) {
          // Deletes and writes with garbage ids only: a real id could legitimately remove data.
          const response = await send(route, url, adminHeaders(), payload)
          requests++
          const status = response.statusCode
          if (status >= 500)
            wrong.push(`${route.method} ${url} ${payload?.slice(0, 40)} → ${status} ${response.body}`)
          else if (status >= 400 && !hasErrorShape(response))
            wrong.push(`${route.method} ${url} → ${status} no shape`)
          else if (status < 400 && route.params.length && isWrite(route.method)) {
            wrong.push(`${route.method} ${url} accepted a garbage id → ${status}`)
          }
        }
      }
    }
    expect(wrong).toEqual([])
    expect(requests).toBeGreaterThan(500)
    const after = await rowCounts(t.db)
    const lost = tablesThatLostRows(before, after)
    expect(lost).toEqual([])
  })
})
