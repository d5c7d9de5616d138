import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../src/server/db/schema.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts'

const MAX = 3
let first: TestApp
let second: TestApp

beforeAll(async () => {
  first = await createTestApp({ loginRateLimit: { max: MAX, windowMs: 60_000 } })
  // Another server instance on the same database, as behind a load balancer.
  second = await createTestApp({
    database: first.database,
    seed: false,
    loginRateLimit: { max: MAX, windowMs: 60_000 },
  })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const attempt = (t: TestApp, remoteAddress: string, password = 'wrong password') =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login-admin',
    payload: { email: ADMIN_EMAIL, password },
    remoteAddress,
  })

const expectLimited = (response: Awaited<ReturnType<typeof attempt>>) => {
  expect(response.statusCode).toBe(429)
  expect(response.json()).toEqual({ error: 'rate_limited', message: expect.stringMatching(/\S/) })
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
  expect(response.headers['set-cookie']).toBeUndefined()
}

describe('login rate limit', () => {
  it(`answers 429 to attempt ${MAX + 1} from one client within the window, even with the right password`, async () => {
    const client = '192.0.2.1'
    for (let i = 0; i < MAX; i++) expect((await attempt(first, client)).statusCode).toBe(401)
    expectLimited(await attempt(first, client))
    expectLimited(await attempt(first, client, ADMIN_PASSWORD))
  })

  it('counts per client: another address still gets through', async () => {
    const response = await attempt(first, '192.0.2.2', ADMIN_PASSWORD)
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-ratelimit-remaining']).toBe(String(MAX - 1))
  })

  it('counts successful logins and invalid requests too', async () => {
    const client = '192.0.2.3'
    expect((await attempt(first, client, ADMIN_PASSWORD)).statusCode).toBe(200)
    const invalid = await first.app.inject({
      method: 'POST',
      url: '/api/user/login-admin',
      payload: {},
      remoteAddress: client,
    })
    expect(invalid.statusCode).toBe(400)
    expect((await attempt(first, client)).statusCode).toBe(401)
    expectLimited(await attempt(first, client, ADMIN_PASSWORD))
  })

  it('keeps the count in the database: a second instance sees the same count', async () => {
    const client = '192.0.2.4'
    expect((await attempt(first, client)).statusCode).toBe(401)
    expect((await attempt(second, client)).statusCode).toBe(401)
    expect((await attempt(first, client)).statusCode).toBe(401)
    expectLimited(await attempt(second, client, ADMIN_PASSWORD))
    // The client limited on the first instance is limited on the second as well.
    expectLimited(await attempt(second, '192.0.2.1', ADMIN_PASSWORD))
  })

  it('survives a restart: a new instance on the same database keeps the count', async () => {
    const restarted = await createTestApp({
      database: first.database,
      seed: false,
      loginRateLimit: { max: MAX, windowMs: 60_000 },
    })
    try {
      expectLimited(await attempt(restarted, '192.0.2.1', ADMIN_PASSWORD))
    } finally {
      await restarted.close()
    }
  })

  it('does not limit other routes', async () => {
    for (let i = 0; i < MAX + 2; i++) {
      const response = await first.app.inject({
        method: 'GET',
        url: '/api/status',
        remoteAddress: '192.0.2.1',
      })
      expect(response.statusCode).toBe(200)
    }
  })

  it('opens again when the window has passed', async () => {
    const windowMs = 600
    const quick = await createTestApp({
      database: first.database,
      seed: false,
      loginRateLimit: { max: 1, windowMs },
    })
    try {
      const client = '192.0.2.5'
      expect((await attempt(quick, client)).statusCode).toBe(401)
      expectLimited(await attempt(quick, client))
      await new Promise((resolve) => setTimeout(resolve, windowMs + 150))
      expect((await attempt(quick, client, ADMIN_PASSWORD)).statusCode).toBe(200)
    } finally {
      await quick.close()
    }
  })
})

describe('registration rate limit', () => {
  const registerFrom = (t: TestApp, remoteAddress: string, n: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: `limit.${remoteAddress}.${n}@example.org`,
        password: 'long enough',
        firstName: 'A',
        lastName: 'B',
      },
      remoteAddress,
    })

  it(`answers 429 to registration ${MAX + 1} from one client, with its own count apart from login`, async () => {
    const client = '198.51.100.1'
    for (let n = 0; n < MAX; n++) expect((await registerFrom(first, client, n)).statusCode).toBe(201)
    const limited = await registerFrom(first, client, MAX)
    expectLimited(limited)
    // Nothing was stored for the refused call, and login from the same client is still open.
    expect((await attempt(first, client, ADMIN_PASSWORD)).statusCode).toBe(200)
  })
})

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const proxy = '127.0.0.1'
  const viaProxy = (t: TestApp, forwardedFor: string, password = 'wrong password') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login-admin',
      payload: { email: ADMIN_EMAIL, password },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
    })

  it('off (default): X-Forwarded-* are ignored, so a client cannot pick its own bucket or the Secure flag', async () => {
    const t = await createTestApp({
      database: first.database,
      seed: false,
      loginRateLimit: { max: MAX, windowMs: 60_000 },
    })
    try {
      // Every "client" below is one socket address: they share one bucket.
      for (let n = 0; n < MAX; n++) expect((await viaProxy(t, `203.0.113.${n + 10}`)).statusCode).toBe(401)
      expectLimited(await viaProxy(t, '203.0.113.99', ADMIN_PASSWORD))
      const direct = await t.app.inject({
        method: 'POST',
        url: '/api/user/login-admin',
        payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        remoteAddress: '192.0.2.77',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(direct.statusCode).toBe(200)
      expect(direct.cookies.find((c) => c.name === 'accessToken')?.secure).toBeFalsy()
    } finally {
      await t.close()
    }
  })

  it('on: each forwarded client has its own bucket and the cookie is Secure over https', async () => {
    const t = await createTestApp({
      database: first.database,
      seed: false,
      loginRateLimit: { max: MAX, windowMs: 60_000 },
      trustProxy: [proxy],
    })
    try {
      const limitedClient = '203.0.113.50'
      for (let n = 0; n < MAX; n++) expect((await viaProxy(t, limitedClient)).statusCode).toBe(401)
      expectLimited(await viaProxy(t, limitedClient, ADMIN_PASSWORD))
      // Another client behind the same proxy is not locked out by the first one.
      const other = await viaProxy(t, '203.0.113.51', ADMIN_PASSWORD)
      expect(other.statusCode).toBe(200)
      const cookie = other.cookies.find((c) => c.name === 'accessToken')
      expect(cookie?.secure).toBe(true)
      expect(cookie?.httpOnly).toBe(true)
    } finally {
      await t.close()
    }
  })
})

describe('old rate-limit rows', () => {
  it('are deleted once their window has ended', async () => {
    const t = await createTestApp({
      database: first.database,
      seed: false,
      loginRateLimit: { max: MAX, windowMs: 60_000 },
    })
    try {
      const old = new Date(Date.now() - 3_600_000)
      await t.db
        .insert(rateLimits)
        .values({ key: 'POST:/api/user/login-admin:192.0.2.200', count: 7, resetAt: old })
      expect((await attempt(t, '192.0.2.201')).statusCode).toBe(401)
      await expect
        .poll(
          async () =>
            (await t.db.select().from(rateLimits).where(like(rateLimits.key, '%192.0.2.200'))).length,
        )
        .toBe(0)
      // The live window of the client that just tried is kept.
      const live = await t.db.select().from(rateLimits).where(like(rateLimits.key, '%:192.0.2.201'))
      expect(live).toHaveLength(1)
    } finally {
      await t.close()
    }
  })
})
