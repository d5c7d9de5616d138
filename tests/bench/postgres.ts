import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../src/server/db/client.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { BENCH_ADMIN } from './bench-server.ts'

export { adminQuery } from '../support/postgresAdmin.ts'

import { adminQuery } from '../support/postgresAdmin.ts'

/**
 * A PostgreSQL server to create a bench database on, or null: BENCH_DATABASE_URL, DATABASE_URL,
 * TEST_DATABASE_URL, else the local cluster as .ci/run sets it up. Never fills the given database itself.
 */
export async function postgresServer(): Promise<string | null> {
  const candidates = [
    process.env.BENCH_DATABASE_URL,
    process.env.DATABASE_URL,
    process.env.TEST_DATABASE_URL,
    'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  ].filter((url): url is string => Boolean(url))
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    try {
      await client.connect()
      await client.query('select 1')
      return url
    } catch {
      // next candidate
    } finally {
      await client.end().catch(() => {})
    }
  }
  return null
}

/** The URL of database `name` on the server of `url`. */
export function databaseOn(url: string, name: string) {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/**
 * A migrated bench database `name` on `server` with the admin only, a data folder for files, and
 * how to drop it again. Made anew (an earlier run's is dropped first).
 */
export async function openPostgresBench(server: string, name: string) {
  await adminQuery(server, `drop database if exists "${name}" with (force)`)
  await adminQuery(server, `create database "${name}"`)
  const database = await openDatabase({ url: databaseOn(server, name) })
  await database.migrate()
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    demo: false,
  })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-'))
  return {
    database,
    dataDir,
    drop: () => adminQuery(server, `drop database if exists "${name}" with (force)`),
  }
}
