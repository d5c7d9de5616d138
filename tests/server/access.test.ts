import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Credentials, createTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp
const as: Record<'device' | 'registered-user' | 'admin', Credentials> = {} as never

beforeAll(async () => {
  t = await createTestApp()
  for (const level of ['device', 'registered-user'] as const) {
    const user = await t.createUser({ level })
    as[level] = await t.sessionFor(user.id)
  }
  as.admin = await t.login()
})
afterAll(() => t?.close())

type Who = 'anonymous' | keyof typeof as
const authHeaders = (who: Who, via: 'cookie' | 'bearer'): Record<string, string> => {
  if (who === 'anonymous') return {}
  return via === 'cookie' ? { cookie: as[who].cookie } : { authorization: `Bearer ${as[who].token}` }
}

const cmsRoutes = ['/api/user', '/api/user/1', '/api/user?page=1&pageSize=5']
const expected: Record<Who, [number, string | null]> = {
  anonymous: [401, 'unauthorized'],
  device: [403, 'forbidden'],
  'registered-user': [403, 'forbidden'],
  admin: [200, null],
}
const matrix = cmsRoutes.flatMap((url) =>
  (['cookie', 'bearer'] as const).flatMap((via) =>
    (Object.keys(expected) as Who[]).map((who) => ({
      url,
      via,
      who,
      status: expected[who][0],
      error: expected[who][1],
    })),
  ),
)

describe('CMS routes: 401 without a session, 403 for non-admins', () => {
  it.each(matrix)('GET $url as $who via $via → $status', async ({ url, via, who, status, error }) => {
    const response = await t.app.inject({ method: 'GET', url, headers: authHeaders(who, via) })
    expect(response.statusCode).toBe(status)
    if (error) {
      expect(response.json()).toEqual({ error, message: expect.any(String) })
    } else {
      expect(response.json()).toBeTruthy()
      expect(response.json()).not.toHaveProperty('error')
    }
  })

  it('treats non-admin sessions as signed in elsewhere (current works, CMS does not)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: authHeaders('device', 'bearer'),
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().level).toBe('device')
  })

  it('a malformed Authorization header counts as no session', async () => {
    for (const authorization of ['Basic YWRtaW46YWRtaW4=', 'Bearer', 'Bearer  ', 'Token abc']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization } })
      expect(response.statusCode, authorization).toBe(401)
    }
  })
})

describe('the cms header rule for cookie sessions', () => {
  const newUser = (email: string) => ({ email, password: 'long enough', firstName: 'C', lastName: 'H' })

  it('refuses a cookie POST without the cms header, and changes nothing', async () => {
    const payload = newUser('csrf@example.org')
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { cookie: as.admin.cookie },
      payload,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'forbidden', message: expect.any(String) })

    // Nothing was created: the same registration with the header still succeeds.
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { cookie: as.admin.cookie, cms: 'true' },
      payload,
    })
    expect(accepted.statusCode).toBe(201)
  })

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'refuses a cookie %s without the cms header, and lets it through to routing with it',
    async (method) => {
      const without = await t.app.inject({ method, url: '/api/user/1', headers: { cookie: as.admin.cookie } })
      expect(without.statusCode).toBe(403)
      expect(without.json().error).toBe('forbidden')

      const withHeader = await t.app.inject({
        method,
        url: '/api/user/1',
        headers: { cookie: as.admin.cookie, cms: 'true' },
      })
      expect([401, 403]).not.toContain(withHeader.statusCode)
    },
  )

  it('refuses the cookie POST without cms for every level and for a stale cookie too', async () => {
    for (const cookie of [as.device.cookie, as['registered-user'].cookie, 'accessToken=expired-or-forged']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { cookie },
        payload: newUser('never@example.org'),
      })
      expect(response.statusCode, cookie).toBe(403)
    }
  })

  it('needs no cms header for Bearer requests', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { authorization: `Bearer ${as.admin.token}` },
      payload: newUser('bearer@example.org'),
    })
    expect(response.statusCode).toBe(201)
  })

  it('needs no cms header for anonymous requests (nothing to forge)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: newUser('anonymous@example.org'),
    })
    expect(response.statusCode).toBe(201)
  })

  it('needs no cms header for GET with a cookie', async () => {
    for (const url of ['/api/user', '/api/user/current', '/api/user/1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: as.admin.cookie } })
      expect(response.statusCode, url).toBe(200)
    }
  })
})
