import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../src/server/db/client.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// PostgreSQL only (the server-postgres project): PGlite has no connections to lose.
let testDatabase: TestDatabase
let database: Database
const reported: Error[] = []

beforeAll(async () => {
  testDatabase = await createTestDatabase()
  database = await openDatabase({
    url: testDatabase.url!,
    onConnectionError: (error) => reported.push(error),
  })
})
afterAll(async () => {
  await database?.close()
  await testDatabase?.close()
})

it('an idle connection ended by the server is reported, not a crash, and the next query reconnects', async () => {
  const pid = async () => {
    const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[]
    }
    return result.rows[0]!.pid
  }
  const before = await pid()

  const admin = new pg.Client({ connectionString: testDatabase.url })
  await admin.connect()
  try {
    await admin.query('select pg_terminate_backend($1)', [before])
  } finally {
    await admin.end()
  }
  await expect.poll(() => reported.length).toBeGreaterThan(0)
  expect(reported[0]!.message).toMatch(/terminat/i)

  const after = await pid()
  expect(after).not.toBe(before)
})
