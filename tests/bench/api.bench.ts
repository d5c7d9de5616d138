// API latency on PGlite with 10,000 users and 10,000 categories: the session check every request
// pays, paged lists, search, a whole list, and login (argon2id). In-process (app.inject) and over loopback HTTP (autocannon).
import { rmSync } from 'node:fs'
import autocannon from 'autocannon'
import { categories, users } from '../../src/server/db/schema.ts'
import { BENCH_ADMIN, benchApp, openBenchDatabase } from './bench-server.ts'
import { ms, table, timeRuns } from './support.ts'

const USERS = 10_000
const bench = await openBenchDatabase()
const { database, dataDir } = bench
for (let start = 0; start < USERS; start += 1000) {
  await database.db.insert(users).values(
    Array.from({ length: 1000 }, (_, i) => ({
      firstName: `First${start + i}`,
      lastName: `Last${start + i}`,
      email: `user${start + i}@example.org`,
      level: (i % 3 === 0 ? 'device' : 'registered-user') as 'device' | 'registered-user',
      city: 'Utrecht',
    })),
  )
}
const CATEGORIES = 10_000
for (let start = 0; start < CATEGORIES; start += 1000) {
  await database.db.insert(categories).values(
    Array.from({ length: 1000 }, (_, i) => ({
      index: start + i,
      title: { en: `Category ${start + i}`, ...(i % 4 ? { nl: `Categorie ${start + i}` } : {}) },
      emoji: '🌱',
    })),
  )
}
const app = await benchApp(bench)
const login = await app.inject({
  method: 'POST',
  url: '/api/user/login-admin',
  payload: BENCH_ADMIN,
})
const token = login.json().accessToken as string
const headers = { authorization: `Bearer ${token}` }
const inject = (url: string) => () => app.inject({ method: 'GET', url, headers })

const rows: Record<string, string>[] = []
for (const [name, url] of [
  ['GET /api/status (no session)', '/api/status'],
  ['GET /api/user/current', '/api/user/current'],
  ['GET /api/user?page=1&pageSize=25', '/api/user?page=1&pageSize=25'],
  ['GET /api/user?page=200&pageSize=25', '/api/user?page=200&pageSize=25'],
  ['GET /api/user?q=Last9876&page=1', '/api/user?q=Last9876&page=1'],
  ['GET /api/category (all 10,000)', '/api/category'],
  ['GET /api/category?page=1&pageSize=25', '/api/category?page=1&pageSize=25'],
  ['GET /api/category?q=Category 9876&page=1', '/api/category?q=Category%209876&page=1'],
] as const) {
  const runs = url === '/api/category' ? 20 : 200
  await timeRuns(Math.min(20, runs), inject(url))
  const { median, p95 } = await timeRuns(runs, inject(url))
  rows.push({ request: name, median: ms(median), p95: ms(p95) })
}
const loginTimes = await timeRuns(30, () =>
  app.inject({
    method: 'POST',
    url: '/api/user/login-admin',
    payload: BENCH_ADMIN,
  }),
)
rows.push({
  request: 'POST /api/user/login-admin (argon2id)',
  median: ms(loginTimes.median),
  p95: ms(loginTimes.p95),
})
console.log(
  `in-process (app.inject), PGlite, ${USERS.toLocaleString('en')} users, ${CATEGORIES.toLocaleString('en')} categories:`,
)
table(rows)

await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address() as { port: number }
const result = await autocannon({
  url: `http://127.0.0.1:${address.port}/api/user?page=1&pageSize=25`,
  headers,
  connections: 10,
  duration: 5,
})
console.log('over loopback HTTP, 10 connections, 5 s, GET /api/user?page=1&pageSize=25:')
table([
  {
    'req/s (mean)': result.requests.average.toFixed(0),
    'latency p50': `${result.latency.p50} ms`,
    'latency p99': `${result.latency.p99} ms`,
    non2xx: String(result.non2xx),
  },
])
await app.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })
