import { afterAll, beforeAll, expect, it } from 'vitest'
import { packageVersion } from '../../src/server/config.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/status is what a load balancer asks before sending a server requests (docs/deploy.md):
// ready only while the server can reach its database, and never from a cache. A stopping server
// finishing its requests while refusing new ones is shown with real processes (the browser test
// tests/e2e/two-servers.test.ts and tests/server/postgres/two-servers.test.ts).

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(() => t?.close())

it('answers 200 with the version while the database answers', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/status' })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ version: packageVersion })
  expect(response.headers['cache-control']).toBe('no-store')
})

it('answers 503 once the database cannot be reached, in the error shape, without a session', async () => {
  const lost = await createTestApp({ seed: false })
  try {
    await lost.database.close()
    const response = await lost.app.inject({ method: 'GET', url: '/api/status' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toMatchObject({ error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE })
    expect(response.headers['retry-after']).toBeDefined()
    expect(response.headers['cache-control']).toBe('no-store')
  } finally {
    await lost.app.close()
  }
})
