import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database } from '../../src/server/db/client.ts'
import { openBenchDatabase } from './bench-server.ts'
import { openPostgresBench, postgresServer } from './postgres.ts'

export type Engine = 'PGlite' | 'PostgreSQL'
/** A migrated bench database with the admin only, and a data folder for its files. */
export type Bench = { database: Database; dataDir: string }

/** Which engine this process measures (set for the child processes `onEachEngine` starts). */
const ENGINE_OF_PROCESS = 'CANOPY_BENCH_ENGINE'

/**
 * Measures a bench on PGlite and then on PostgreSQL (when one is reachable: BENCH_DATABASE_URL,
 * DATABASE_URL or TEST_DATABASE_URL), each in a process of its own, so that one engine's heap
 * (PGlite's passes 1 GB with the large data sets) does not slow the other. `script` is the bench's
 * `import.meta.url`; `database` names its PostgreSQL database (made anew, dropped after). The
 * parent process runs `before` first (what the bench measures without a database).
 */
export async function onEachEngine(
  script: string,
  database: string,
  measure: (engine: Engine, bench: Bench) => Promise<void>,
  before?: () => Promise<void>,
) {
  const engine = process.env[ENGINE_OF_PROCESS] as Engine | undefined
  if (!engine) {
    await before?.()
    for (const name of ['PGlite', 'PostgreSQL'] satisfies Engine[]) {
      const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(script)], {
        stdio: 'inherit',
        env: { ...process.env, [ENGINE_OF_PROCESS]: name },
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
      return
    }
    const postgres = await openPostgresBench(server, `${database}_${process.pid}`)
    try {
      await measure('PostgreSQL', postgres)
    } finally {
      await postgres.database.close()
      await postgres.drop()
      rmSync(postgres.dataDir, { recursive: true, force: true })
    }
  }
}
