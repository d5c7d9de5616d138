import { type Column, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Queryable } from './resource.ts'

/** The index after the last one in use in `column` of `table`: a new record of an ordered list goes last. */
export async function nextIndex(db: Queryable, table: PgTable, column: Column) {
  const [row] = await db.select({ max: sql<number | null>`max(${column})` }).from(table)
  return (row?.max ?? -1) + 1
}
