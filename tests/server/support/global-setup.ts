import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase, openPGlite } from '../../../src/server/db/client.ts'
import { isAlive } from '../../../src/server/db/lock.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** pglite: a gzip tarball of a migrated, empty data folder; each test database loads it. */
    pgliteDump: string
    /** postgres: a migrated, empty database each test database is created from. */
    postgresTemplate: string
  }
}

/** Test databases are named `canopy_test_<pid>_…`, so a crashed run's leftovers can be told apart. */
export const TEST_DB_PREFIX = 'canopy_test_'

/** The vitest process a test database belongs to: `canopy_test_template_<pid>`, `canopy_test_<pid>_<id>`. */
export const ownerPid = (name: string) => Number(/^canopy_test_(?:template_)?(\d+)/.exec(name)?.[1])

export const databaseUrl = (base: string, name: string) => {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

/** Migrates once per run; every test file then starts from a copy instead of migrating again. */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.TEST_DB_ENGINE ?? 'pglite'
  return engine === 'postgres' ? setupPostgres(project) : setupPglite(project)
}

async function setupPglite(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-test-dump-'))
  const pglite = await openPGlite()
  const database = await openDatabase({ pglite })
  await database.migrate()
  const dump = await pglite.dumpDataDir('gzip')
  await database.close()
  const file = path.join(dir, 'migrated.tar.gz')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDump', file)
  return () => rmSync(dir, { recursive: true, force: true })
}

async function setupPostgres(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL
  if (!base) throw new Error('The server-postgres tests need TEST_DATABASE_URL.')
  const template = `${TEST_DB_PREFIX}template_${process.pid}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  try {
    // Leftovers of runs that did not get to clean up (their process is gone).
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${TEST_DB_PREFIX}%`],
    )
    for (const { datname } of rows) {
      const pid = ownerPid(datname)
      if (!pid || !isAlive(pid) || pid === process.pid) {
        await admin.query(`drop database if exists "${datname}" with (force)`)
      }
    }
    await admin.query(`create database "${template}"`)
  } finally {
    await admin.end()
  }
  const database = await openDatabase({ url: databaseUrl(base, template) })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
  project.provide('postgresTemplate', template)
  return async () => {
    const client = new pg.Client({ connectionString: base })
    await client.connect()
    try {
      await client.query(`drop database if exists "${template}" with (force)`)
    } finally {
      await client.end()
    }
  }
}
