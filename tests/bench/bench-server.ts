import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../../src/server/app.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'

export const BENCH_ADMIN = { email: 'admin@example.com', password: 'bench-password' }

/** A migrated in-memory PGlite with the admin only (or the demo content too), and a data folder for files. */
export async function openBenchDatabase({ demo = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-'))
  const database = await openDatabase()
  await database.migrate()
  await seedDatabase(database.db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    demo,
    dataDir,
  })
  return { database, dataDir }
}

/** The whole server on that database, without a login rate limit in the way (and a built console, if given). */
export const benchApp = (
  { database, dataDir }: Awaited<ReturnType<typeof openBenchDatabase>>,
  consoleDir = path.join(dataDir, 'none'),
) =>
  buildApp({
    db: database.db,
    config: {
      sessionTtlHours: 1,
      loginRateLimit: { max: 1_000_000, windowMs: 60_000 },
      version: 'bench',
      consoleDir,
      dataDir,
    },
  })
