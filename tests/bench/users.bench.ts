// Users area latency (issue 9 §4) on 100,000 users and about 1,000,000 activity rows
// (tests/bench/users-data.ts), through the real API: in-process (app.inject) and over loopback
// HTTP, one request at a time, each engine in its own process. On PGlite always; on PostgreSQL
// too when one is reachable (BENCH_DATABASE_URL, DATABASE_URL, TEST_DATABASE_URL, else the local
// cluster as .ci/run sets it up), in a throw-away database of its own. Prints p50/p95 with the
// issue's targets beside them; no figure fails the run (benchmarks are not tests).
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../src/domain/constants.ts'
import type { Database } from '../../src/server/db/client.ts'
import { BENCH_ADMIN, benchApp, openBenchDatabase } from './bench-server.ts'
import { openPostgresBench, postgresServer } from './postgres.ts'
import { ms, type Timing, table, timed } from './support.ts'
import { BENCH_USERS, fillUsersBench, HEAVY_USER_ACTIVITY } from './users-data.ts'

type Engine = 'PGlite' | 'PostgreSQL'
type Bench = { database: Database; dataDir: string }

const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const WARM_UPS = 20

async function measure(engine: Engine, bench: Bench) {
  const filled = await fillUsersBench(bench.database.db)
  console.log(
    `\n${engine}: ${filled.users.toLocaleString('en')} users, ${filled.activity.toLocaleString('en')} activity rows ` +
      `(user ${filled.heavyUserId} has ${HEAVY_USER_ACTIVITY.toLocaleString('en')}), generated in ${(filled.ms / 1000).toFixed(1)} s`,
  )
  const app = await benchApp(bench)
  const login = await app.inject({ method: 'POST', url: '/api/user/login-admin', payload: BENCH_ADMIN })
  const headers = { authorization: `Bearer ${login.json().accessToken as string}` }
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
  // The last full page of the 100,000 (the admin makes one more, a page of one row).
  const deepest = Math.ceil(BENCH_USERS / PAGE_SIZE)
  const textTarget = engine === 'PGlite' ? 20 : 8

  const requests = [
    { name: 'GET /api/user?page=1&q=jan', url: '/api/user?page=1&q=jan', target: textTarget },
    { name: 'GET /api/user?page=1', url: '/api/user?page=1' },
    { name: `GET /api/user?page=${deepest} (deepest)`, url: `/api/user?page=${deepest}`, deepest: true },
    {
      name: `GET /api/user/{id}/full (${HEAVY_USER_ACTIVITY} rows)`,
      url: `/api/user/${filled.heavyUserId}/full`,
      target: 30,
    },
    { name: 'GET /api/user/deletion-requests?page=1', url: '/api/user/deletion-requests?page=1' },
  ]
  const rows: Record<string, string>[] = []
  const missing: string[] = []
  let firstPage: Timing | undefined
  for (const request of requests) {
    const probe = await app.inject({ method: 'GET', url: request.url, headers })
    if (probe.statusCode !== 200) {
      missing.push(`${request.name}: ${probe.statusCode} ${probe.body.slice(0, 80)}`)
      rows.push({ request: request.name, answer: `${probe.statusCode}: not available`, 'inject p50': '—' })
      continue
    }
    const body = probe.json()
    const total = probe.headers[TOTAL_COUNT_HEADER]
    const answer = Array.isArray(body)
      ? `${body.length} rows${total ? ` of ${Number(total).toLocaleString('en')}` : ''}`
      : `${(probe.rawPayload.length / 1024).toFixed(0)} kB`
    const inject = await timed(RUNS, () => app.inject({ method: 'GET', url: request.url, headers }), WARM_UPS)
    const http = await timed(
      RUNS,
      () => fetch(`${base}${request.url}`, { headers }).then((response) => response.arrayBuffer()),
      WARM_UPS,
    )
    if (request.url === '/api/user?page=1') firstPage = inject
    let target = ''
    if (request.target)
      target = `p50 ≤ ${request.target} ms: ${inject.p50 <= request.target ? 'met' : 'MISSED'}`
    if (request.deepest && firstPage) {
      const ratio = inject.p50 / firstPage.p50
      target = `as fast as page 1: ×${ratio.toFixed(2)} ${ratio <= 1.25 ? 'met' : 'MISSED'}`
    }
    rows.push({
      request: request.name,
      answer,
      'inject p50': ms(inject.p50),
      'inject p95': ms(inject.p95),
      'HTTP p50': ms(http.p50),
      'HTTP p95': ms(http.p95),
      target,
    })
  }
  console.log(`${engine}, ${RUNS} requests each after ${WARM_UPS} warm-ups, one at a time:`)
  table(rows)
  if (missing.length) console.log(`not measured (route not there yet?):\n  ${missing.join('\n  ')}`)
  await app.close()
}

/** Each engine in a process of its own, so one's heap (PGlite's is over 1 GB here) does not slow the other. */
const engine = process.env.USERS_BENCH_ENGINE as Engine | undefined
if (!engine) {
  for (const name of ['PGlite', 'PostgreSQL'] satisfies Engine[]) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, USERS_BENCH_ENGINE: name },
    })
    if (child.status !== 0) process.exit(child.status ?? 1)
  }
} else if (engine === 'PGlite') {
  const pglite = await openBenchDatabase()
  try {
    await measure('PGlite', pglite)
  } finally {
    await pglite.database.close()
    rmSync(pglite.dataDir, { recursive: true, force: true })
  }
} else {
  const server = await postgresServer()
  if (!server) {
    console.log('\nPostgreSQL: none reachable; set BENCH_DATABASE_URL (or DATABASE_URL) to measure it too.')
  } else {
    const postgres = await openPostgresBench(server, `canopy_bench_${process.pid}`)
    try {
      await measure('PostgreSQL', postgres)
    } finally {
      await postgres.database.close()
      await postgres.drop()
      rmSync(postgres.dataDir, { recursive: true, force: true })
    }
  }
}
