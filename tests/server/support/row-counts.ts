import { sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client.ts'
import * as schema from '../../../src/server/db/schema.ts'

/** The number of rows in every table of the schema, by table name (to show no data was lost). */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(schema)) {
    if (!table || typeof table !== 'object' || !(Symbol.for('drizzle:IsDrizzleTable') in table)) continue
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table as typeof schema.users)
    counts[name] = row!.n
  }
  return counts
}

/** Tables with fewer rows after than before (sessions may expire and are left out). */
export const tablesThatLostRows = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(before).filter((table) => (after[table] ?? 0) < before[table]! && table !== 'sessions')
