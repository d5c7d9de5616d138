import type { HTTPMethods, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The API describes itself: an OpenAPI 3.1 document generated from the same zod schemas that
// validate requests and check answers, and a readable reference page. Both are admin-only.

type Route = { method: HTTPMethods; url: string; hidden: boolean; response: unknown }
const routes: Route[] = []
let t: TestApp

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api')) return
      for (const method of [route.method].flat() as HTTPMethods[]) {
        if (method === 'HEAD') continue
        const schema = (route.schema ?? {}) as { hide?: boolean; response?: unknown }
        routes.push({ method, url: route.url, hidden: Boolean(schema.hide), response: schema.response })
      }
    },
  })
})
afterAll(() => t?.close())

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}')
const apiRoutes = () => routes.filter((route) => !route.hidden)

describe('GET /api/openapi.json', () => {
  it('lists every API route with its method, in OpenAPI 3.1', async () => {
    const response = await t.asAdmin('GET', '/api/openapi.json')
    expect(response.statusCode).toBe(200)
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>()
    expect(document.openapi).toBe('3.1.0')
    const missing = apiRoutes()
      .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`)
    expect(apiRoutes().length).toBeGreaterThan(25)
    expect(missing).toEqual([])
  })

  it('describes bodies, parameters and answers from the zod schemas', async () => {
    const document = (await t.asAdmin('GET', '/api/openapi.json')).json()
    const create = document.paths['/api/user-label'].post
    expect(create.requestBody.content['application/json'].schema.properties.value).toMatchObject({
      type: 'string',
      maxLength: 100,
    })
    expect(create.responses['201'].content['application/json'].schema.properties).toHaveProperty(
      'creationDate',
    )
    const get = document.paths['/api/category/{id}'].get
    expect(get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]),
    )
  })

  it('every visible route declares the schema of its answer', () => {
    const without = apiRoutes()
      .filter((route) => !route.response)
      .map((route) => `${route.method} ${route.url}`)
    expect(without).toEqual([])
  })

  it('is for admins only, like the reference page', async () => {
    for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
    const device = await t.sessionFor((await t.createUser({ level: 'device' })).id)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { cookie: device.cookie } }))
        .statusCode,
    ).toBe(403)
  })
})

describe('the API reference page', () => {
  it('serves a readable reference of the same document to admins', async () => {
    const page = await t.asAdmin('GET', '/api/docs/')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('swagger-ui')
    const spec = await t.asAdmin('GET', '/api/docs/json')
    expect(spec.statusCode).toBe(200)
    expect(spec.json().paths).toEqual((await t.asAdmin('GET', '/api/openapi.json')).json().paths)
  })
})
