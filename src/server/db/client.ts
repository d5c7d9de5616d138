import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * The extensions the migrations create (pg_trgm: the users' text search index). PGlite keeps an
 * extension's catalog entries in the data folder but not its code: every open, of a folder or of a
 * dump, must load them again, or the first query touching the index fails.
 */
export const pgliteExtensions = { pg_trgm }

/** A PGlite with the schema's extensions loaded; always open PGlite through this. */
export const openPGlite = (dataDir?: string, options: PGliteOptions = {}) =>
  PGlite.create(dataDir, { ...options, extensions: { ...pgliteExtensions, ...options.extensions } })

export type Database = {
  db: Db
  engine: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

export type OpenOptions = {
  url?: string
  dataDir?: string
  /** An open PGlite (from `openPGlite`, so the extensions are loaded). */
  pglite?: PGlite
  /**
   * PostgreSQL only: a pooled connection that the server ends (restart, admin termination, network
   * cut) is reported here, once per connection, and replaced on next use; idle or checked out by a
   * transaction. Without a listener Node would crash the process. Default: a warning on the console.
   */
  onConnectionError?: (error: Error) => void
  /** PostgreSQL only: how long to wait for a new connection before the query fails (ms). */
  connectionTimeoutMillis?: number
}

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or an existing PGlite instance). */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    // A database that is down fails a request within seconds instead of leaving it hanging.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    })
    const report = options.onConnectionError ?? ((error: Error) => console.warn(`database: ${error.message}`))
    // The pool listens for errors of idle clients only: a client checked out by a transaction that
    // loses its connection emits `error` with no listener, an uncaught exception that ends the
    // process. So every client gets a listener of its own from the moment it connects; it reports
    // the first error (a cut can raise two: the server's notice, then the closed socket). The
    // pool's own `error` event repeats an idle client's error, already reported: it only needs a
    // listener so that emitting it does not throw.
    pool.on('error', () => {})
    // pool.end() resolves once its clients are told to end, not once they have: whoever drops or
    // stops the database right after would cut live connections. close() waits for the last one.
    const open = new Set<pg.PoolClient>()
    let allEnded = () => {}
    pool.on('connect', (client) => {
      open.add(client)
      let reported = false
      client.on('error', (error: Error) => {
        if (reported) return
        reported = true
        report(error)
      })
    })
    pool.on('remove', (client) => {
      open.delete(client)
      if (!open.size) allEnded()
    })
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        const ended = new Promise<void>((resolve) => {
          allEnded = resolve
        })
        await pool.end()
        if (open.size) await ended
      },
    }
  }
  let client = options.pglite
  if (!client) {
    const dir = options.dataDir ?? 'memory://'
    if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
    client = await openPGlite(dir)
  }
  const pglite = client
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => pglite.close(),
  }
}
