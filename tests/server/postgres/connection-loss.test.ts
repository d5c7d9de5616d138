import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../src/server/db/client.ts'
import { isDatabaseUnavailable } from '../../../src/server/db/errors.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// PostgreSQL only (the server-postgres project): PGlite has no connections to lose.
let testDatabase: TestDatabase
let database: Database
const reported: Error[] = []
const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)

beforeAll(async () => {
  testDatabase = await createTestDatabase()
  database = await openDatabase({
    url: testDatabase.url!,
    onConnectionError: (error) => reported.push(error),
  })
  process.on('uncaughtException', onUncaught)
})
afterEach(() => {
  reported.length = 0
})
afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  await database?.close()
  await testDatabase?.close()
})

type Executor = Pick<Database['db'], 'execute'>
const backendPid = async (db: Executor) => {
  const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[]
  }
  return result.rows[0]!.pid
}

async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: testDatabase.url })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ done: boolean }>('select pg_terminate_backend($1) as done', [pid])
    expect(rows[0]!.done).toBe(true)
  } finally {
    await admin.end()
  }
}

it('an idle connection ended by the server is reported, not a crash, and the next query reconnects', async () => {
  const before = await backendPid(database.db)
  await terminate(before)
  await expect.poll(() => reported.length).toBeGreaterThan(0)
  expect(reported[0]!.message).toMatch(/terminat/i)

  const after = await backendPid(database.db)
  expect(after).not.toBe(before)
  expect(uncaught).toEqual([])
})

it('a connection cut while a transaction holds it fails that transaction, is reported, and does not crash', async () => {
  let pid = 0
  let inside = () => {}
  const started = new Promise<void>((resolve) => {
    inside = resolve
  })
  const transaction = database.db.transaction(async (tx) => {
    pid = await backendPid(tx)
    inside()
    // Long enough that the cut certainly lands while the client is checked out and busy.
    await tx.execute(sql`select pg_sleep(10)`)
  })
  const outcome = transaction.then(
    () => null,
    (error: unknown) => error,
  )
  await started
  // Let pg_sleep reach the server before the cut.
  await expect
    .poll(async () => {
      const admin = new pg.Client({ connectionString: testDatabase.url })
      await admin.connect()
      try {
        const { rows } = await admin.query(
          'select 1 from pg_stat_activity where pid = $1 and query like $2',
          [pid, '%pg_sleep%'],
        )
        return rows.length
      } finally {
        await admin.end()
      }
    })
    .toBe(1)
  await terminate(pid)

  const error = await outcome
  expect(error).toBeInstanceOf(Error)
  // What the route's error handler then sees: a lost database (503), not a bug (500).
  expect(isDatabaseUnavailable(error)).toBe(true)
  await expect.poll(() => reported.length).toBeGreaterThan(0)
  expect(reported.map((e) => e.message).join('\n')).toMatch(/terminat/i)
  // Give any late 'error' event a chance to surface as an uncaught exception.
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(uncaught).toEqual([])

  // The broken client left the pool; the next query gets a fresh connection.
  const after = await backendPid(database.db)
  expect(after).not.toBe(pid)
})
