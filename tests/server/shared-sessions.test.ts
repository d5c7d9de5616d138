import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Several servers may share one database (README, "Choices"): a session is read from the database
// on every request, never kept by a server, so what one server ends, every server has ended. This
// holds any future session cache to that.
let first: TestApp
let second: TestApp
beforeAll(async () => {
  first = await createTestApp()
  second = await createTestApp({ seed: false, database: first.database })
})
afterAll(async () => {
  await second?.close()
  await first?.close()
})

const current = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/current', headers: { authorization: `Bearer ${token}` } })

it('ends a session on every server at once when it is logged out on one', async () => {
  const { token } = await first.login()
  // Read on the second server first, as a cache would keep it.
  expect((await current(second, token)).statusCode).toBe(200)
  expect((await current(first, token)).statusCode).toBe(200)
  const logout = await first.app.inject({
    method: 'GET',
    url: '/api/user/logout',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(logout.statusCode).toBe(200)
  expect((await current(second, token)).statusCode).toBe(401)
  expect((await current(first, token)).statusCode).toBe(401)
})

it("ends a demoted admin's CMS access on every server at once", async () => {
  const admin = await first.createUser({ level: 'admin' })
  const { token } = await first.sessionFor(admin.id)
  const users = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/api/user?page=1', headers: { authorization: `Bearer ${token}` } })
  expect((await users(second)).statusCode).toBe(200)
  const demote = await first.asAdmin('PUT', `/api/user-admin/${admin.id}`, {
    firstName: admin.firstName,
    lastName: admin.lastName,
    email: admin.email,
    level: 'registered-user',
  })
  expect(demote.statusCode).toBe(200)
  expect((await users(second)).statusCode).toBe(403)
})
