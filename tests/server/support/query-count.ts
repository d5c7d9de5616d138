import type { Db } from '../../../src/server/db/client.ts'

type Client = { query: (...args: unknown[]) => unknown }

/**
 * How many statements `run` sends to the database (PGlite's `query`, or the pg pool's outside
 * transactions), to show a route's queries do not grow with its rows.
 */
export async function countQueries<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const client = (db as unknown as { $client: Client }).$client
  const original = client.query
  let queries = 0
  client.query = function counted(this: unknown, ...args: unknown[]) {
    queries++
    return original.apply(this, args)
  }
  try {
    return { result: await run(), queries }
  } finally {
    client.query = original
  }
}
