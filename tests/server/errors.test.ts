import { readFileSync } from 'node:fs'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

const packageVersion = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 10_000, windowMs: 60_000 } })
})
afterAll(() => t?.close())

const expectErrorShape = (body: unknown, code: string) => {
  expect(body).toMatchObject({ error: code, message: expect.stringMatching(/\S/) })
  const keys = Object.keys(body as object)
  expect(
    keys.every((k) => ['error', 'message', 'fields'].includes(k)),
    keys.join(),
  ).toBe(true)
}

describe('errors', () => {
  it.each(['/api/nope', '/api/user/1/nope', '/api', '/api/'])(
    'answers 404 JSON for the unknown route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expectErrorShape(response.json(), 'not_found')
    },
  )

  it('answers 404 JSON for an unknown method on a known path', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/status' })
    expect(response.statusCode).toBe(404)
    expectErrorShape(response.json(), 'not_found')
  })

  it.each(['{"email":', '{email: "a@b.nl"}', 'null garbage', '"'])(
    'answers 400 to the malformed JSON %j',
    async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/login-admin',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expectErrorShape(response.json(), 'bad_request')
    },
  )

  it.each([
    ['an array', [1, 2]],
    ['a string', 'admin@example.com'],
    ['null', null],
    ['numbers for strings', { email: 1, password: 2 }],
    ['nested objects', { email: { $ne: '' }, password: { $gt: '' } }],
  ])('answers 400 to a JSON body that is %s', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login-admin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })
    expect(response.statusCode).toBe(400)
    expectErrorShape(response.json(), 'bad_request')
  })

  it('answers 413 to a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'big@example.org', password: 'x'.repeat(3 * 1024 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expectErrorShape(response.json(), 'payload_too_large')
  })

  it.each([
    ['application/x-www-form-urlencoded', 'email=admin%40example.com&password=x'],
    [
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--xyz--',
    ],
    ['text/plain', 'hello'],
    ['application/xml', '<login/>'],
    ['image/png', '\x89PNG'],
    ['application/json; charset=utf-16', '{}'],
  ])('answers 4xx, not 500, to the content type %s', async (contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/login-admin',
      headers: { 'content-type': contentType },
      payload,
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  })

  it('answers 400 in the API error shape to a malformed URL escape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/%zz',
      headers: { cookie: t.adminCookie },
    })
    expect(response.statusCode).toBe(400)
    expectErrorShape(response.json(), 'bad_request')
  })

  it.each([
    ['a NUL character in a login e-mail', '/api/user/login-admin', { email: 'a\u0000b@c.de', password: 'x' }],
    [
      'a NUL character in a registration',
      '/api/user/register',
      { email: 'nul@example.org', password: 'long enough', firstName: 'A\u0000', lastName: 'B' },
    ],
  ])('answers 4xx, not 500, to %s', async (_name, url, payload) => {
    const response = await t.app.inject({ method: 'POST', url, payload })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })

  it('answers 4xx, not 500, to a NUL character in a search', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user?q=a%00b',
      headers: { cookie: t.adminCookie },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })

  it('never answers 500 to garbage requests', async () => {
    const random = seeded(20_240_601)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const
    const paths = [
      '/api/user',
      '/api/user/1',
      '/api/user/-5',
      '/api/user/1e400',
      '/api/user/NaN',
      '/api/user/current',
      '/api/user/login-admin',
      '/api/user/register',
      '/api/user/logout',
      '/api/status',
      '/api/user?page=1e400&pageSize=-3',
      '/api/user?q=%27%3B%20drop%20table%20users%3B--',
      '/api/user?sort=__proto__',
      '/api/user?level[]=admin&level[]=device',
      '/api/user?page=1&page=2',
      '/api/%2e%2e/%2e%2e/etc/passwd',
      '/api/user/%F0%9F%92%A9',
      '/api//user',
      '/file/../../package.json',
      '/file/%00',
      `/api/${'a'.repeat(2000)}`,
    ]
    const bodies: (() => string | undefined)[] = [
      () => undefined,
      () => '',
      () => '{',
      () => JSON.stringify({ email: 'admin@example.com', password: 'x'.repeat(Math.floor(random() * 5000)) }),
      () => JSON.stringify({ email: '\u0000', password: '\ud800', firstName: '💩'.repeat(50), lastName: [] }),
      () => JSON.stringify({ __proto__: { level: 'admin' }, constructor: { prototype: { admin: true } } }),
      () => JSON.stringify([[[[[[[[[[[]]]]]]]]]]]),
      () => JSON.stringify('x'.repeat(100)),
      () => Array.from({ length: 64 }, () => String.fromCharCode(Math.floor(random() * 256))).join(''),
      () => '9'.repeat(400),
    ]
    const contentTypes = [
      undefined,
      'application/json',
      'text/plain',
      'application/octet-stream',
      'application/json; charset=latin1',
      'multipart/form-data',
      ';;;',
    ]
    const auth: Record<string, string>[] = [
      {},
      { cookie: t.adminCookie },
      { cookie: t.adminCookie, cms: '1' },
      { authorization: `Bearer ${t.adminToken}` },
      { authorization: 'Bearer \u00ff\u00fe' },
      { cookie: 'accessToken=%' },
      { cookie: 'accessToken=a; accessToken=b' },
    ]
    const failures: string[] = []
    for (let i = 0; i < 40; i++) {
      const method = pick(methods)
      const request: InjectOptions = {
        method,
        url: pick(paths),
        headers: { ...pick(auth), lang: pick(['en', 'nl', 'xx', '']) },
        remoteAddress: `198.51.100.${i}`,
      }
      const body = pick(bodies)()
      const contentType = pick(contentTypes)
      if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
        request.payload = body
        if (contentType) (request.headers as Record<string, string>)['content-type'] = contentType
      }
      const response = await t.app.inject(request)
      if (response.statusCode >= 500) {
        failures.push(`${method} ${request.url} (${contentType}) → ${response.statusCode} ${response.body}`)
      } else if (response.statusCode >= 400 && method !== 'HEAD' && String(request.url).startsWith('/api')) {
        const json = response.json()
        if (typeof json.error !== 'string' || typeof json.message !== 'string') {
          failures.push(
            `${method} ${request.url} → ${response.statusCode} without the error shape: ${response.body}`,
          )
        }
      }
    }
    expect(failures).toEqual([])
  })
})

describe('GET /api/status', () => {
  it("returns package.json's version, without a session", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/status' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ version: packageVersion })
  })
})

describe('security headers', () => {
  it.each(['/api/status', '/api/nope', '/'])(
    'are set on %s, suitable for plain-HTTP localhost',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      const csp = String(response.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toContain('upgrade-insecure-requests')
      expect(response.headers['strict-transport-security']).toBeUndefined()
      expect(response.headers['x-powered-by']).toBeUndefined()
    },
  )
})

/** mulberry32: the same garbage on every run, so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
}
