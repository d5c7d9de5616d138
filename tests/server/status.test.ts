import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { packageVersion } from '../../src/server/config.ts'
import { media } from '../../src/server/db/schema.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors.ts'
import { conversions } from '../../src/server/media/pipeline.ts'
import { jpeg, multipart } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/status is what a load balancer asks before sending a server requests (docs/deploy.md):
// ready only while the server can reach its database, never from a cache, and not once the server
// is stopping (a rolling update), which still finishes what it is answering (the browser test
// tests/e2e/two-servers.test.ts does the same with real processes and SIGTERM).

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

it('once stopping, takes no new request and lets an upload in flight finish, then closes at once', async () => {
  const stopping = await createTestApp()
  await stopping.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = stopping.app.server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const form = multipart([
    { name: 'purpose', value: 'content-image' },
    { name: 'description', value: 'A lake at dawn' },
    { name: 'file', filename: 'lake.jpg', type: 'image/jpeg', data: await jpeg(3000, 2000) },
  ])
  // As a browser sends it: on a keep-alive connection, a compressed answer accepted.
  const inFlight = fetch(`${url}/api/media/upload`, {
    method: 'POST',
    headers: { cookie: stopping.adminCookie, cms: '1', lang: 'en', ...form.headers },
    body: form.payload,
  })
  // In flight once its image is being converted.
  await expect.poll(() => conversions.running, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0)
  const started = Date.now()
  const closing = stopping.app.close()
  const during = await fetch(`${url}/api/status`).then(
    (response) => response.status,
    () => 'refused',
  )
  expect([503, 'refused']).toContain(during)
  const finished = await inFlight
  expect(finished.status).toBe(201)
  expect(finished.headers.get('connection')).toBe('close')
  expect(await finished.json()).toMatchObject({ description: 'A lake at dawn' })
  // Its connection closed with the answer: the server does not wait out the keep-alive (72 s).
  await closing
  expect(Date.now() - started).toBeLessThan(10_000)
  expect(await stopping.db.select().from(media)).toHaveLength(1)
  await stopping.database.close()
})
