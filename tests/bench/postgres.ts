import pg from 'pg'

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

/** One statement on the server's maintenance connection (create or drop a bench database). */
export async function adminQuery(url: string, query: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** The URL of database `name` on the server of `url`. */
export function databaseOn(url: string, name: string) {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}
