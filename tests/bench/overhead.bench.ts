// What the API adds to its SQL (issue 11, target ≤ 1.3×): for each list request, the statements it
// runs (the session check included) are recorded, then run again straight through the driver, one
// after the other as the request does; the ratio is the HTTP request's median over theirs. Over
// loopback HTTP with a keep-alive client, 100,000 users, on PGlite and on PostgreSQL (when reachable).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Pool } from 'undici'
import { type Database, openDatabase } from '../../src/server/db/client.ts'
import { categories, users } from '../../src/server/db/schema.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { adminQuery, databaseOn, postgresServer } from './postgres.ts'
import { ms, table, timed } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 300)
const WARM_UPS = 50
// As many app users as the outside benchmark of issue 11 had.
const USERS = Number(process.env.BENCH_USERS ?? 100_000)
const LISTS = [
  '/api/user?page=1&pageSize=25',
  '/api/user?page=1&pageSize=25&sort=-lastName',
  '/api/category?page=1&pageSize=25',
  '/api/user-label',
]

type Statement = { text: string; params: unknown[] }

async function measure(
  engine: string,
  open: (onQuery: (text: string, params: unknown[]) => void) => Promise<Database>,
) {
  let recording: Statement[] | null = null
  const database = await open((text, params) => recording?.push({ text, params }))
  await database.migrate()
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    demo: false,
  })
  for (let start = 0; start < USERS; start += 1000) {
    await database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => ({
        firstName: `First${start + i}`,
        lastName: `Last${((start + i) * 7919) % USERS}`,
        email: `user${start + i}@example.org`,
        level: 'registered-user' as const,
      })),
    )
  }
  await database.db.insert(categories).values(
    Array.from({ length: 200 }, (_, i) => ({
      index: i,
      title: { en: `Category ${i}`, nl: `Categorie ${i}` },
      emoji: '🌱',
    })),
  )
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

  const rows: Record<string, string>[] = []
  for (const url of LISTS) {
    for (let i = 0; i < WARM_UPS; i++) await get(url)
    recording = []
    await get(url)
    const statements: Statement[] = recording
    recording = null
    const bare = await timed(
      RUNS,
      async () => {
        for (const statement of statements) await database.query(statement.text, statement.params)
      },
      WARM_UPS,
    )
    const http = await timed(RUNS, () => get(url))
    rows.push({
      engine,
      request: `GET ${url}`,
      statements: String(statements.length),
      'SQL via the driver (p50)': ms(bare.p50),
      'HTTP request (p50)': ms(http.p50),
      ratio: `${(http.p50 / bare.p50).toFixed(2)}×`,
      target: '≤ 1.3×',
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
