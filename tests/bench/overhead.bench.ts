// What the API adds to its SQL (issue 11, target ≤ 1.3×; issue 19, target < 1 ms over the SQL): for
// each list request, the statements it runs (the session check included) are recorded, then run
// again straight through the driver the way the request runs them: one after the other, and those it
// sends together (the count beside the first page) together. Each run times the bare statements and
// the HTTP request back to back, so a machine busy with other work slows both alike; "API over SQL"
// is the median of those paired differences. Over loopback HTTP with a keep-alive client, 100,000
// users, on PGlite and on PostgreSQL (when reachable). `GET /api/status` (no session, no SQL) is the
// empty route every request pays.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Pool } from 'undici'
import { type Database, openDatabase } from '../../src/server/db/client.ts'
import { categories } from '../../src/server/db/schema.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { insertUsers } from '../support/bulk-users.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { adminQuery, databaseOn, postgresServer } from './postgres.ts'
import { ms, percentile, table } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 300)
const WARM_UPS = 50
const PROCESS_WARM_UPS = Number(process.env.BENCH_WARM_UPS ?? 3_000)
// As many app users as the outside benchmark of issue 11 had.
const USERS = Number(process.env.BENCH_USERS ?? 100_000)
const LISTS = [
  '/api/status',
  // The plain list and the filter (a search by name) of issue 19's measures.
  '/api/user?page=1&pageSize=25',
  '/api/user?page=1&pageSize=25&q=first4242',
  '/api/user?page=1&pageSize=25&sort=-lastName',
  '/api/category?page=1&pageSize=25',
  '/api/user-label',
]

const took = async (fn: () => Promise<unknown>) => {
  const start = performance.now()
  await fn()
  return performance.now() - start
}

type Statement = { text: string; params: unknown[]; wave: number }

/**
 * Numbers statements by the turn of the event loop that sent them: statements sent in one turn (a
 * `Promise.all`) share a number and run together again; a statement sent after an answer came back
 * starts a new one.
 */
function waveCounter() {
  let wave = 0
  let open = false
  return () => {
    if (!open) {
      wave++
      open = true
      setImmediate(() => {
        open = false
      })
    }
    return wave
  }
}

/** The recorded statements again, through the driver alone: each wave after the last, a wave's at once. */
async function runBare(database: Database, statements: Statement[]) {
  for (let start = 0; start < statements.length; ) {
    const wave = statements[start]!.wave
    let end = start
    while (end < statements.length && statements[end]!.wave === wave) end++
    await Promise.all(statements.slice(start, end).map((s) => database.query(s.text, s.params)))
    start = end
  }
}

async function measure(
  engine: string,
  open: (onQuery: (text: string, params: unknown[]) => void) => Promise<Database>,
) {
  let recording: Statement[] | null = null
  const waveOf = waveCounter()
  const database = await open((text, params) => recording?.push({ text, params, wave: waveOf() }))
  await database.migrate()
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    demo: false,
  })
  await insertUsers(database.db, USERS, (i) => `Last${(i * 7919) % USERS}`)
  await database.db.insert(categories).values(
    Array.from({ length: 200 }, (_, i) => ({
      index: i,
      title: { en: `Category ${i}`, nl: `Categorie ${i}` },
      emoji: '🌱',
    })),
  )
  // Bulk work ends with a checkpoint, as in the app (PGlite keeps its WAL until one).
  await database.checkpoint()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-overhead-'))
  const app = await benchApp({ database, dataDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const client = new Pool(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`, {
    connections: 1,
  })
  const login = await client.request({
    method: 'POST',
    path: '/api/user/login-admin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  })
  const { accessToken } = (await login.body.json()) as { accessToken: string }
  const get = async (url: string) => {
    const response = await client.request({
      method: 'GET',
      path: url,
      headers: { authorization: `Bearer ${accessToken}` },
    })
    await response.body.arrayBuffer()
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
  }

  // A server that has been running: every route warmed (JIT-compiled) before any is timed, so the
  // engine measured first does not carry the process's warm-up in its figures.
  for (let i = 0; i < PROCESS_WARM_UPS; i++) await get(LISTS[i % LISTS.length]!)
  const rows: Record<string, string>[] = []
  for (const url of LISTS) {
    for (let i = 0; i < WARM_UPS; i++) await get(url)
    recording = []
    await get(url)
    const statements: Statement[] = recording
    if (process.env.BENCH_SHOW) console.log(url, JSON.stringify(statements).slice(0, 600))
    recording = null
    const bare: number[] = []
    const http: number[] = []
    const over: number[] = []
    for (let i = 0; i < WARM_UPS; i++) await runBare(database, statements)
    for (let i = 0; i < RUNS; i++) {
      // Alternating which goes first, so neither always runs on the warmer caches.
      const bareFirst = i % 2 === 1
      const before = bareFirst ? await took(() => runBare(database, statements)) : 0
      const request = await took(() => get(url))
      const sqlTime = bareFirst ? before : await took(() => runBare(database, statements))
      bare.push(sqlTime)
      http.push(request)
      over.push(request - sqlTime)
    }
    const bareP50 = percentile(bare, 50)
    const httpP50 = percentile(http, 50)
    rows.push({
      engine,
      request: `GET ${url}`,
      statements: `${statements.length}${statements.length ? ` in ${new Set(statements.map((s) => s.wave)).size}` : ''}`,
      'SQL via the driver (p50)': ms(bareP50),
      'HTTP request (p50)': ms(httpP50),
      'API over SQL (p50)': ms(percentile(over, 50)),
      ratio: bareP50 ? `${(httpP50 / bareP50).toFixed(2)}×` : '',
    })
  }
  await client.close()
  await app.close()
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
  return rows
}

// BENCH_ENGINE=pglite or postgres measures one engine only.
const only = process.env.BENCH_ENGINE
const rows = only === 'postgres' ? [] : await measure('PGlite', (onQuery) => openDatabase({ onQuery }))
const server = only === 'pglite' ? null : await postgresServer()
if (server) {
  const name = `canopy_overhead_${process.pid}`
  await adminQuery(server, `drop database if exists "${name}" with (force)`)
  await adminQuery(server, `create database "${name}"`)
  try {
    rows.push(
      ...(await measure('PostgreSQL', (onQuery) => openDatabase({ url: databaseOn(server, name), onQuery }))),
    )
  } finally {
    await adminQuery(server, `drop database if exists "${name}" with (force)`)
  }
} else {
  console.log('PostgreSQL: none reachable, skipped')
}
table(rows)
