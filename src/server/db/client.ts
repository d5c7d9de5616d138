import path from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { projectRoot } from '../paths.ts'
import { initPGliteDataDir } from './pgliteInit.ts'
import { drizzleParsers, forDrizzle } from './pgliteParsers.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations')

// Each engine's driver is imported when that engine is opened: a server on PostgreSQL never loads
// PGlite (a WebAssembly PostgreSQL), one on PGlite never loads `pg` (issue 11, memory at idle).

/**
 * PostgreSQL's shared buffers default to 128 MB, which PGlite allocates and clears in its
 * WebAssembly memory at every open: 150 MB of the process before the first query, and memory
 * WebAssembly never gives back. The console's data fits in far less, and the operating system's
 * file cache still holds the data folder (issue 11: idle memory).
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'max_wal_size=64MB', 'min_wal_size=32MB']

/**
 * PGlite runs PostgreSQL in single-user mode, without the checkpointer that would recycle the
 * write-ahead log: loading 100,000 users left 1.1 GB of WAL beside 58 MB of data, and a long-running
 * server's WAL grew without end. `Database.checkpoint()` runs after migrating, seeding and bulk
 * loads, and the server runs one this often; `max_wal_size` above is what a checkpoint keeps (the
 * default, 1 GB, kept all of it as recycled segments).
 */
export const PGLITE_CHECKPOINT_INTERVAL_MS = 5 * 60_000

/**
 * A PGlite with the schema's extensions loaded; always open PGlite through this. The extensions
 * the migrations create (pg_trgm: the text search indexes): PGlite keeps an extension's catalog
 * entries in the data folder but not its code, so every open, of a folder or of a dump, must load
 * them again, or the first query touching the index fails.
 */
export async function openPGlite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  return PGlite.create(dataDir, {
    postgresqlconf: PGLITE_SETTINGS,
    ...options,
    // What Drizzle reads as text, read so by the instance (pgliteParsers.ts).
    parsers: { ...drizzleParsers, ...options.parsers },
    extensions: { pg_trgm, ...options.extensions },
  })
}

export type Database = {
  db: Db
  engine: 'pglite' | 'postgres'
  /** One statement straight through the driver, without Drizzle (the benches' baseline). */
  query(text: string, params?: unknown[]): Promise<unknown>
  migrate(): Promise<void>
  /**
   * Runs `task` while no other server on this database runs one: what a start does first
   * (migrations, the first start's seeding) must not run twice at once when several servers
   * start together. PostgreSQL: a session advisory lock, let go when the task ends or its
   * connection is lost. PGlite: the task alone (the data folder's lock keeps other servers out).
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** PGlite: writes out what the WAL holds so its segments can go (PostgreSQL's checkpointer does this itself). */
  checkpoint(): Promise<void>
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
  /** Told of every statement Drizzle sends, with its parameters (the benches record a request's). */
  onQuery?: (text: string, params: unknown[]) => void
  /** PostgreSQL only: how long to wait for a new connection before the query fails (ms). */
  connectionTimeoutMillis?: number
}

/** The advisory lock servers take while starting ("canopy" in ASCII): any fixed number would do. */
export const START_LOCK_KEY = 0x63616e6f7079

const queryLogger = ({ onQuery }: OpenOptions) =>
  onQuery ? { logQuery: (text: string, params: unknown[]) => onQuery(text, params) } : false

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or an existing PGlite instance). */
export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) {
    const [{ default: pgDriver }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ])
    // A database that is down fails a request within seconds instead of leaving it hanging.
    const pool = new pgDriver.Pool({
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
    const db = drizzlePg({ client: pool, schema, logger: queryLogger(options) }) as unknown as Db
    return {
      db,
      engine: 'postgres',
      query: (text, params) => pool.query(text, params),
      migrate: () => migratePg(db as never, { migrationsFolder }),
      exclusive: async (task) => {
        const holder = await pool.connect()
        try {
          await holder.query('select pg_advisory_lock($1)', [START_LOCK_KEY])
          try {
            return await task()
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => {})
          }
        } finally {
          holder.release()
        }
      },
      checkpoint: async () => {},
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
    if (!dir.startsWith('memory://')) await initPGliteDataDir(dir, PGLITE_SETTINGS)
    client = await openPGlite(dir)
  }
  const pglite = client
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const db = drizzlePglite({
    client: forDrizzle(pglite),
    schema,
    logger: queryLogger(options),
  }) as unknown as Db
  return {
    db,
    engine: 'pglite',
    query: (text, params) => pglite.query(text, params),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (task) => task(),
    checkpoint: async () => {
      await pglite.exec('CHECKPOINT')
    },
    close: () => pglite.close(),
  }
}
