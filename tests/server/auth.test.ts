import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../src/server/db/schema.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, cookieHeader, createTestApp, type TestApp } from './support/test-app.ts'

const SESSION_TTL_HOURS = 12
const loginFailed = { error: 'unauthorized', message: 'Login failed' }

let t: TestApp
beforeAll(async () => {
  // Many logins from one client in this file: the limit itself is tested in rate-limit.test.ts.
  t = await createTestApp({
    sessionTtlHours: SESSION_TTL_HOURS,
    loginRateLimit: { max: 1000, windowMs: 60_000 },
  })
})
afterAll(() => t?.close())

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/login-admin', payload: payload as object })
const current = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/user/current', headers })
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object })

const noSecrets = (body: string) => {
  expect(body).not.toMatch(/argon2/i)
  expect(body).not.toMatch(/password/i)
}

describe('POST /api/user/login-admin', () => {
  it('signs an admin in: token, user and an httpOnly SameSite=Strict cookie', async () => {
    const before = Date.now()
    const response = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({
      accessToken: expect.any(String),
      user: {
        id: expect.any(Number),
        firstName: 'Ada',
        lastName: 'Admin',
        email: ADMIN_EMAIL,
        level: 'admin',
      },
    })
    expect(body.accessToken.length).toBeGreaterThanOrEqual(32)
    noSecrets(response.body)

    const cookie = response.cookies.find((c) => c.name === 'accessToken')
    expect(cookie).toMatchObject({ value: body.accessToken, httpOnly: true, sameSite: 'Strict', path: '/' })
    const expires = (cookie as { expires: Date }).expires.getTime()
    expect(expires).toBeGreaterThan(before + (SESSION_TTL_HOURS - 0.1) * 3_600_000)
    expect(expires).toBeLessThan(Date.now() + (SESSION_TTL_HOURS + 0.1) * 3_600_000)
  })

  it('hands out a different token on every login', async () => {
    const a = (await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).json().accessToken
    const b = (await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).json().accessToken
    expect(a).not.toBe(b)
  })

  it('treats the e-mail case-insensitively', async () => {
    const response = await login({ email: 'ADMIN@Example.COM', password: ADMIN_PASSWORD })
    expect(response.statusCode).toBe(200)
    expect(response.json().user.email).toBe(ADMIN_EMAIL)
  })

  it('answers wrong password, unknown e-mail and non-admins alike, without a cookie', async () => {
    const registered = await t.createUser({ level: 'registered-user' })
    const device = await t.createUser({ level: 'device' })
    const attempts = [
      { email: ADMIN_EMAIL, password: 'wrong password' },
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD.toUpperCase() },
      { email: 'nobody@example.com', password: ADMIN_PASSWORD },
      { email: registered.email, password: registered.password },
      { email: device.email, password: device.password },
    ]
    for (const attempt of attempts) {
      const response = await login(attempt)
      expect(response.statusCode, attempt.email ?? '').toBe(401)
      expect(response.json()).toEqual(loginFailed)
      expect(response.headers['set-cookie']).toBeUndefined()
    }
  })

  it('refuses a user without a password', async () => {
    const noPassword = await t.createUser({ level: 'admin', passwordHash: null })
    const response = await login({ email: noPassword.email, password: noPassword.password })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual(loginFailed)
  })

  it('requires e-mail and password (docs/product.md §5 texts)', async () => {
    const response = await login({})
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'bad_request',
      message: expect.any(String),
      fields: { email: 'E-mail is required.', password: 'Password is required.' },
    })
  })

  it.each([
    ['a@b', 'E-mail must be valid.'],
    ['a@b.', 'E-mail must be valid.'],
    ['@b.nl', 'E-mail must be valid.'],
    ['a b@c.nl', 'E-mail must be valid.'],
    ['   ', 'E-mail is required.'],
  ])('rejects the e-mail %j with %j', async (email, message) => {
    const response = await login({ email, password: 'something' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ email: message })
  })

  it('rejects an empty password', async () => {
    const response = await login({ email: ADMIN_EMAIL, password: '' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ password: 'Password is required.' })
  })
})

describe('GET /api/user/current', () => {
  it('returns the signed-in user by cookie and by Bearer token', async () => {
    const { token } = await t.login()
    const ways: Record<string, string>[] = [
      { cookie: cookieHeader(token) },
      { authorization: `Bearer ${token}` },
    ]
    for (const headers of ways) {
      const response = await current(headers)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        id: expect.any(Number),
        firstName: 'Ada',
        lastName: 'Admin',
        email: ADMIN_EMAIL,
        level: 'admin',
      })
      noSecrets(response.body)
    }
  })

  it.each([
    ['no session', {}],
    ['an unknown cookie', { cookie: cookieHeader('not-a-session') }],
    ['an unknown Bearer token', { authorization: 'Bearer not-a-session' }],
    ['an empty Bearer token', { authorization: 'Bearer ' }],
  ])('answers 401 with %s', async (_name, headers: Record<string, string>) => {
    const response = await current(headers)
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) })
  })

  it('refuses an expired session', async () => {
    const admin = await t.createUser({ level: 'admin' })
    const { token } = await t.login(admin.email!, admin.password)
    expect((await current({ authorization: `Bearer ${token}` })).statusCode).toBe(200)
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id))
    expect((await current({ authorization: `Bearer ${token}` })).statusCode).toBe(401)
    expect((await current({ cookie: cookieHeader(token) })).statusCode).toBe(401)
  })

  it('refuses a session issued with a zero lifetime', async () => {
    const shortLived = await createTestApp({ database: t.database, seed: false, sessionTtlHours: 0 })
    try {
      const { token } = await shortLived.login()
      const response = await shortLived.app.inject({
        method: 'GET',
        url: '/api/user/current',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.statusCode).toBe(401)
    } finally {
      await shortLived.close()
    }
  })

  it('ends the session when the user is deleted', async () => {
    const admin = await t.createUser({ level: 'admin' })
    const { token } = await t.login(admin.email!, admin.password)
    await t.db.delete(users).where(eq(users.id, admin.id))
    expect((await current({ authorization: `Bearer ${token}` })).statusCode).toBe(401)
  })
})

describe('GET /api/user/logout', () => {
  it('revokes the cookie session and clears the cookie', async () => {
    const { cookie, token } = await t.login()
    const response = await t.app.inject({ method: 'GET', url: '/api/user/logout', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    const cleared = response.cookies.find((c) => c.name === 'accessToken')
    expect(cleared?.value).toBe('')
    expect(cleared?.path).toBe('/')
    expect(
      ((cleared as { expires?: Date }).expires?.getTime() ?? 0) <= Date.now() || cleared?.maxAge === 0,
    ).toBe(true)

    expect((await current({ cookie })).statusCode).toBe(401)
    expect((await current({ authorization: `Bearer ${token}` })).statusCode).toBe(401)
  })

  it('revokes a Bearer session, and only that one', async () => {
    const first = await t.login()
    const second = await t.login()
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/logout',
      headers: { authorization: `Bearer ${first.token}` },
    })
    expect(response.statusCode).toBe(200)
    expect((await current({ authorization: `Bearer ${first.token}` })).statusCode).toBe(401)
    expect((await current({ authorization: `Bearer ${second.token}` })).statusCode).toBe(200)
    expect((await current({ cookie: t.adminCookie })).statusCode).toBe(200)
  })

  it('succeeds without a session too, and still clears the cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/logout' })
    expect(response.statusCode).toBe(200)
    expect(response.cookies.find((c) => c.name === 'accessToken')?.value).toBe('')
  })
})

describe('POST /api/user/register', () => {
  const valid = {
    email: 'new.person@example.org',
    password: 'long enough',
    firstName: 'New',
    lastName: 'Person',
  }

  const accepted = { message: 'Registration received.' }
  const userByEmail = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email)))[0]

  it('creates a registered user who cannot sign in to the CMS, and names no account', async () => {
    const response = await register(valid)
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual(accepted)
    noSecrets(response.body)
    expect(response.headers['set-cookie']).toBeUndefined()

    const row = await userByEmail(valid.email)
    expect(row).toMatchObject({ firstName: 'New', lastName: 'Person', level: 'registered-user' })
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row?.passwordHash).not.toContain(valid.password)

    const attempt = await login({ email: valid.email, password: valid.password })
    expect(attempt.statusCode).toBe(401)
    expect(attempt.json()).toEqual(loginFailed)
  })

  it('answers a taken e-mail (the admin’s too, in any case) exactly as a new one, and changes nothing', async () => {
    const fresh = await register({ ...valid, email: 'never.seen@example.org' })
    const [admin] = await t.db.select().from(users).where(eq(users.email, ADMIN_EMAIL))
    for (const email of [ADMIN_EMAIL, 'Admin@Example.com', valid.email.toUpperCase()]) {
      const response = await register({ ...valid, email, firstName: 'Mallory' })
      expect(response.statusCode).toBe(fresh.statusCode)
      expect(response.body).toBe(fresh.body)
      expect(response.headers['content-type']).toBe(fresh.headers['content-type'])
    }
    const [adminAfter] = await t.db.select().from(users).where(eq(users.email, ADMIN_EMAIL))
    expect(adminAfter).toEqual(admin)
    expect((await userByEmail(valid.email))?.firstName).toBe('New')
    // The admin still signs in with the old password.
    expect((await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).statusCode).toBe(200)
  })

  it('stores one account, never 500, when the same e-mail is registered at once', async () => {
    const payload = { ...valid, email: 'twice@example.org' }
    const responses = await Promise.all([register(payload), register(payload), register(payload)])
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201])
    const rows = await t.db.select().from(users).where(eq(users.email, payload.email))
    expect(rows).toHaveLength(1)
  })

  it('trims names', async () => {
    const response = await register({
      ...valid,
      email: 'trim@example.org',
      firstName: '  Tess ',
      lastName: ' Bos ',
    })
    expect(response.statusCode).toBe(201)
    expect(await userByEmail('trim@example.org')).toMatchObject({ firstName: 'Tess', lastName: 'Bos' })
  })

  it('caps every field: a megabyte name is refused, not stored', async () => {
    const huge = 'n'.repeat(1_000_000)
    for (const [field, message] of [
      ['firstName', 'First name is too long.'],
      ['lastName', 'Last name is too long.'],
      ['email', 'E-mail must be valid.'],
      ['password', 'Password is too long.'],
    ] as const) {
      const email = `cap.${field.toLowerCase()}@example.org`
      const response = await register({
        ...valid,
        email,
        [field]: field === 'email' ? `${huge}@x.org` : huge,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ [field]: message })
      expect(await userByEmail(email)).toBeUndefined()
    }
    const longest = 'n'.repeat(100)
    const ok = await register({
      ...valid,
      email: 'cap.ok@example.org',
      firstName: longest,
      lastName: longest,
    })
    expect(ok.statusCode).toBe(201)
  })

  it('names every missing field', async () => {
    const response = await register({})
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: 'bad_request',
      fields: {
        email: 'E-mail is required.',
        password: 'Password is required.',
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
      },
    })
  })

  it.each([
    ['email', 'not-an-email', 'E-mail must be valid.'],
    ['email', '', 'E-mail is required.'],
    ['password', '', 'Password is required.'],
    ['password', 'short', 'Password must be at least 8 characters.'],
    ['password', 'x'.repeat(201), 'Password is too long.'],
    ['firstName', '   ', 'First name is required.'],
    ['lastName', '', 'Last name is required.'],
    ['firstName', 42, 'First name is required.'],
  ])('rejects %s = %j with %j', async (field, value, message) => {
    const response = await register({ ...valid, email: 'field.check@example.org', [field]: value })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ [field]: message })
  })
})
