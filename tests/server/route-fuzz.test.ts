import fc from 'fast-check'
import type { HTTPMethods, LightMyRequestResponse, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arbitraryFor } from '../support/zod-arbitrary.ts'
import { isZodSchema } from '../support/zod-schemas.ts'
import { rowCounts, tablesThatLostRows } from './support/row-counts.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The route sweep's rules, on bodies and queries generated from each route's own zod schema and
// bent at the edges (lengths, unicode, numbers out of range, unknown keys, wrong types): never a
// 5xx, every refusal in the error shape, and no rows lost. Writes go to real records, so the
// update paths run too. A new route is fuzzed without being listed.

const RUNS_PER_ROUTE = 40
/** The same runs on every `npm test`; a failure prints its seed and shrunk input. */
const SEED = 20_261_123

type Fuzzed = { method: HTTPMethods; url: string; body?: unknown; query?: unknown }

let t: TestApp
const routes: Fuzzed[] = []
let clientNumber = 0

beforeAll(async () => {
  t = await createTestApp({
    seed: { demo: true },
    loginRateLimit: { max: 1_000_000, windowMs: 60_000 },
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api')) return
      const { body, querystring } = (route.schema ?? {}) as { body?: unknown; querystring?: unknown }
      for (const method of [route.method].flat() as HTTPMethods[]) {
        if (method === 'HEAD' || method === 'DELETE') continue
        if (isZodSchema(body) || isZodSchema(querystring))
          routes.push({ method, url: route.url, body, query: querystring })
      }
    },
  })
})
afterAll(() => t?.close())

/** A real id of the route's resource (from its list), so PUTs reach the update path. */
async function realId(url: string): Promise<string> {
  const list = await t.asAdmin('GET', url.replace(/\/:id.*$/, ''))
  const first = list.statusCode === 200 ? (list.json() as { id?: number }[])[0] : undefined
  return String(first?.id ?? 1)
}

const toQuery = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ''
  const params = new URLSearchParams()
  for (const [key, item] of Object.entries(value))
    params.append(key, typeof item === 'string' ? item : JSON.stringify(item))
  return `?${params}`
}

/**
 * The lists a record owns besides its row (the CRUD pattern's `media` and `links`), by body field:
 * a write that succeeded with one replaced that record's list, so its link table may shrink.
 */
const ownedListTables: Record<string, string> = { media: 'mediaLinks', categoryIds: 'infographicCategories' }
const replacedListTables = (payload: unknown) =>
  payload && typeof payload === 'object'
    ? Object.entries(ownedListTables)
        .filter(([field]) => Array.isArray((payload as Record<string, unknown>)[field]))
        .map(([, table]) => table)
    : []

function problem(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`
  if (response.statusCode < 400) return null
  const body = response.json() as { error?: unknown; message?: unknown }
  return typeof body.error === 'string' && typeof body.message === 'string'
    ? null
    : `no error shape: ${response.body.slice(0, 200)}`
}

describe('fuzzing every route from its schema', () => {
  it('finds the routes with a body or a query', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`)
    for (const key of [
      'POST /api/category',
      'PUT /api/category/:id',
      'POST /api/user/register',
      'GET /api/user',
    ]) {
      expect(keys).toContain(key)
    }
  })

  it('never answers 5xx, always refuses in the error shape, and loses no rows', {
    timeout: 240_000,
  }, async () => {
    const before = await rowCounts(t.db)
    let requests = 0
    const replaced = new Set<string>()
    for (const [position, route] of routes.entries()) {
      const url = route.url.includes(':id') ? route.url.replace(':id', await realId(route.url)) : route.url
      const isPublic = /^\/api\/(status|user\/(register|login-admin|logout|current))$/.test(route.url)
      const body = isZodSchema(route.body) ? arbitraryFor(route.body) : fc.constant(undefined)
      const query = isZodSchema(route.query) ? arbitraryFor(route.query) : fc.constant(undefined)
      await fc.assert(
        fc.asyncProperty(body, query, async (payload, queryValue) => {
          requests++
          const response = await t.app.inject({
            method: route.method,
            url: `${url}${toQuery(queryValue)}`,
            headers: {
              ...(isPublic ? {} : { cookie: t.adminCookie, cms: '1', lang: 'en' }),
              ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
            },
            remoteAddress: `10.201.${(clientNumber >> 8) & 255}.${clientNumber++ & 255}`,
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload ?? null) }),
          })
          const found = problem(response)
          if (found) throw new Error(`${route.method} ${url}: ${found}`)
          if (response.statusCode < 300) for (const table of replacedListTables(payload)) replaced.add(table)
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED + position, endOnFailure: true },
      )
    }
    expect(requests).toBeGreaterThan(routes.length * RUNS_PER_ROUTE - 1)
    const after = await rowCounts(t.db)
    const lost = tablesThatLostRows(before, after).filter((table) => !replaced.has(table))
    expect(lost).toEqual([])
  })
})
