import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client.ts'

/** The database's plan for `query`, as text (`explain`), on either engine. */
export async function planOf(db: Db, query: SQL) {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as
    | { rows: Record<string, string>[] }
    | Record<string, string>[]
  const rows = Array.isArray(result) ? result : result.rows
  return rows.map((row) => Object.values(row)[0]).join('\n')
}
