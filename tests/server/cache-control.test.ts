import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { media } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Signed-in answers are personal and change with every write: a shared or browser cache must not
// keep them (the back button after logging out, a proxy in between). Status stays cacheable and
// files keep their own caching.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

it('sends Cache-Control: no-store on every /api answer, errors and sign-in included', async () => {
  const answers = [
    await t.asAdmin('GET', '/api/user/current'),
    await t.asAdmin('GET', '/api/user-label'),
    await t.asAdmin('GET', '/api/category/1'),
    await t.asAdmin('POST', '/api/user-label', { value: 'cached?' }),
    await t.asAdmin('GET', '/api/user-label/abc'),
    await t.app.inject({ method: 'GET', url: '/api/user' }),
    await t.app.inject({
      method: 'POST',
      url: '/api/user/login-admin',
      payload: { email: 'a@b.c', password: 'x' },
    }),
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
  ]
  expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 404, 201, 400, 401, 401, 404])
  for (const response of answers) expect(response.headers['cache-control']).toBe('no-store')
})

it('keeps GET /api/status from every cache (a live readiness check) and /file with its own caching', async () => {
  const status = await t.app.inject({ method: 'GET', url: '/api/status' })
  expect(status.statusCode).toBe(200)
  expect(status.headers['cache-control']).toBe('no-store')

  // A media's files are public and never change; any other file (a feedback screenshot) is private.
  const uuid = '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b'
  const screenshot = '4e3b7d2f-9c5e-4f3a-8b2c-6d7e8f9a0b1c'
  await t.db.insert(media).values({
    description: { en: 'A picture' },
    purpose: 'logo',
    fileUuid: uuid,
    width: 1,
    height: 1,
  })
  for (const folder of [uuid, screenshot]) {
    mkdirSync(path.join(t.dataDir, 'files', folder), { recursive: true })
    writeFileSync(path.join(t.dataDir, 'files', folder, 'original.webp'), 'x')
  }
  const file = await t.app.inject({ method: 'GET', url: `/file/${uuid}/original.webp` })
  expect(file.statusCode).toBe(200)
  expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const own = await t.app.inject({
    method: 'GET',
    url: `/file/${screenshot}/original.webp`,
    headers: { cookie: t.adminCookie },
  })
  expect(own.statusCode).toBe(200)
  expect(own.headers['cache-control']).toBe('private, no-store')
})
