import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  loginOverHttp,
  type WriteOutcome as Outcome,
  type ServerProcess,
  startServerProcess,
  stopProcess,
  writeLabel,
} from '../support/server-process.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// PostgreSQL only (the server-postgres project): the real server process, its connections cut by
// pg_terminate_backend while it writes. It must stay up and answer 201 or 503, never 500.
const LOOPS = 8

let testDatabase: TestDatabase
let dataDir: string
let server: ServerProcess
let cookie = ''
/** The database as an operator sees it; the cuts spare this connection (`pg_backend_pid()`). */
let admin: pg.Client

beforeAll(async () => {
  testDatabase = await createTestDatabase()
  dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-drill-'))
  admin = new pg.Client({ connectionString: testDatabase.url })
  await admin.connect()
  server = await startServerProcess({ DATABASE_URL: testDatabase.url!, DATA_DIR: dataDir })
  cookie = await loginOverHttp(server.url)
}, 60_000)

afterAll(async () => {
  if (server) await stopProcess(server)
  await admin?.end().catch(() => {})
  await testDatabase?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const write = (value: string) => writeLabel(server.url, cookie, value)

/** Ends every connection to the test database except the admin's own (and those spared). */
async function cutAll(spare: number[] = []) {
  const { rows } = await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid() and pid <> all($2::int[])`,
    [admin.database, spare],
  )
  return rows.length
}

const serverConnections = async () => {
  const { rows } = await admin.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    [admin.database],
  )
  return rows[0]!.n
}

const alive = () => server.child.exitCode === null && server.child.signalCode === null

const expectUnavailable = (outcome: Outcome) => {
  expect(outcome.status, JSON.stringify(outcome)).toBe(503)
  expect(outcome.body).toEqual({ error: 'unavailable', message: expect.stringMatching(/database/i) })
}

const storedValues = async (prefix: string) => {
  const { rows } = await admin.query<{ value: string }>('select value from labels where value like $1', [
    `${prefix}%`,
  ])
  return new Set(rows.map((row) => row.value))
}

it('answers 503 to writes whose connection is cut inside their transaction, and stays up', async () => {
  // The writes queue behind a lock held by another connection, inside their transactions: the cut
  // lands while every one of them has its client checked out and a query running.
  const locker = new pg.Client({ connectionString: testDatabase.url })
  await locker.connect()
  let pending: Promise<Outcome>[] = []
  try {
    await locker.query('begin')
    await locker.query('lock table labels in exclusive mode')
    const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid
    pending = Array.from({ length: LOOPS }, (_, i) => write(`held-${i}`))
    await expect
      .poll(
        async () => {
          const { rows } = await admin.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = $1 and wait_event_type = 'Lock' and query ilike 'insert into "labels"%'`,
            [admin.database],
          )
          return rows[0]!.n
        },
        { timeout: 10_000 },
      )
      .toBe(LOOPS)
    expect(await cutAll([lockerPid])).toBeGreaterThanOrEqual(LOOPS)
  } finally {
    await locker.end()
  }
  const outcomes = await Promise.all(pending)
  for (const outcome of outcomes) expectUnavailable(outcome)
  expect(alive()).toBe(true)
  expect(await storedValues('held-')).toEqual(new Set())

  // The next writes get fresh connections.
  await expect.poll(serverConnections).toBe(0)
  const after = await Promise.all(Array.from({ length: LOOPS }, (_, i) => write(`after-held-${i}`)))
  expect(after.map((outcome) => outcome.status)).toEqual(after.map(() => 201))
  expect(await storedValues('after-held-')).toEqual(new Set(after.map((outcome) => outcome.value)))
  expect(server.output()).toContain('PostgreSQL connection lost')
  expect(server.output()).not.toMatch(/unhandled error/)
}, 40_000)

it(`survives ${LOOPS} write loops while every connection is cut again and again; each 201 is stored`, async () => {
  const outcomes: Outcome[] = []
  let stop = false
  const deadline = Date.now() + 20_000
  const loop = async (n: number) => {
    for (let i = 0; i < 200 && !stop && Date.now() < deadline && alive(); i++) {
      outcomes.push(await write(`drill-${n}-${i}`))
    }
  }
  const loops = Array.from({ length: LOOPS }, (_, n) => loop(n))

  let cuts = 0
  for (let round = 0; round < 5 && alive(); round++) {
    // Let the loops get going (and reconnect) between cuts.
    const before = outcomes.length
    await expect.poll(() => outcomes.length, { timeout: 10_000 }).toBeGreaterThan(before + LOOPS)
    cuts += await cutAll()
  }
  stop = true
  await Promise.all(loops)

  expect(alive(), server.output()).toBe(true)
  expect(cuts).toBeGreaterThanOrEqual(5)
  const statuses = new Map<number, number>()
  for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
  expect(
    [...statuses.keys()].filter((status) => status !== 201 && status !== 503),
    JSON.stringify([...statuses]),
  ).toEqual([])
  for (const outcome of outcomes.filter((o) => o.status === 503)) expectUnavailable(outcome)
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.value)
  expect(acknowledged.length).toBeGreaterThan(LOOPS)
  const stored = await storedValues('drill-')
  expect(acknowledged.filter((value) => !stored.has(value))).toEqual([])

  // After the last cut every write succeeds again.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const after = await Promise.all(Array.from({ length: LOOPS }, (_, i) => write(`after-drill-${i}`)))
  expect(after.map((outcome) => outcome.status)).toEqual(after.map(() => 201))
  expect(server.output()).not.toMatch(/unhandled error/)
}, 50_000)
