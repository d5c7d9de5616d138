import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../src/domain/constants.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { type Bench, type Engine, onEachEngine } from './engines.ts'
import { ms, type Timing, table, timed } from './support.ts'
import { BENCH_USERS, fillUsersBench, HEAVY_USER_ACTIVITY } from './users-data.ts'

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

await onEachEngine(import.meta.url, 'canopy_bench', measure)
