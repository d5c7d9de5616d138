import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { labels } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Only the canonical form of an id names a record: `DELETE /api/user-label/0x32` used to delete
// record 50. Each spelling below is refused with 400 and the record stays.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

it('refuses every other spelling of a real id, and touches nothing', async () => {
  const created = await t.asAdmin('POST', '/api/user-label', { value: 'keep me' })
  const id: number = created.json().id
  const spellings = [
    `0x${id.toString(16)}`,
    `${id}e0`,
    `+${id}`,
    `%20${id}`,
    `${id}.0`,
    `0${id}`,
    `${id}%20`,
    `${id}.`,
  ]
  for (const spelling of spellings) {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.asAdmin(
        method,
        `/api/user-label/${spelling}`,
        method === 'PUT' ? { value: 'changed' } : undefined,
      )
      expect({ spelling, method, status: response.statusCode, body: response.json() }).toEqual({
        spelling,
        method,
        status: 400,
        body: {
          error: 'bad_request',
          message: 'Id must be a number.',
          fields: { id: 'Id must be a number.' },
        },
      })
    }
  }
  const [row] = await t.db.select().from(labels).where(eq(labels.id, id))
  expect(row?.value).toBe('keep me')
  // The canonical id still works.
  expect((await t.asAdmin('GET', `/api/user-label/${id}`)).statusCode).toBe(200)
  expect((await t.asAdmin('DELETE', `/api/user-label/${id}`)).statusCode).toBe(200)
})
