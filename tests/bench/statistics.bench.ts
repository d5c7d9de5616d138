import { statisticsSeriesNames } from '../../src/domain/contracts/statistics.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { type Bench, type Engine, onEachEngine } from './engines.ts'
import { fillStatisticsBench, STATS_ROWS } from './statistics-data.ts'
import { table, timeGets } from './support.ts'

// `npm run bench statistics`: each GET /api/statistics/<name> over 100,000 users and 1,000,000
// rows of activity (tests/bench/statistics-data.ts), on PGlite and on PostgreSQL. Targets (issue
// 24): p50 ≤ 100 ms on PGlite, ≤ 30 ms on PostgreSQL.

const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const WARM_UPS = 5

async function measure(engine: Engine, bench: Bench) {
  const filled = await fillStatisticsBench(bench.database.db)
  const spread = Object.entries(STATS_ROWS)
    .map(([name, n]) => `${name} ${n.toLocaleString('en')}`)
    .join(', ')
  console.log(
    `\n${engine}: ${filled.users.toLocaleString('en')} users, ${filled.activity.toLocaleString('en')} activity rows ` +
      `(${spread}), generated in ${(filled.ms / 1000).toFixed(1)} s`,
  )
  const app = await benchApp(bench)
  const login = await app.inject({ method: 'POST', url: '/api/user/login-admin', payload: BENCH_ADMIN })
  const headers = { authorization: `Bearer ${login.json().accessToken as string}`, lang: 'nl' }
  const target = engine === 'PGlite' ? 100 : 30
  const rows = await timeGets(
    app,
    headers,
    statisticsSeriesNames.map((name) => ({
      name: `GET /api/statistics/${name}`,
      url: `/api/statistics/${name}`,
      target,
    })),
    { runs: RUNS, warmUps: WARM_UPS },
  )
  console.log(`${engine}, ${RUNS} requests each after ${WARM_UPS} warm-ups, one at a time (inject):`)
  table(rows)
  await app.close()
}

await onEachEngine(import.meta.url, 'canopy_bench_statistics', measure)
