import { asc, type Column, desc, type SQL, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Queryable } from './resource.ts'

// How a list reads one page, in order (used by the CRUD routes and the lists written by hand:
// users, media search).

/**
 * The `order by` of a list: the sort expression (empty values, such as a missing translation,
 * last in both directions), then the id so that equal values keep one order and pages never
 * overlap. `reversed` gives the exact opposite order, for reading a page from the end.
 */
export function sortTerms(expression: Column | SQL, descending: boolean, idColumn: Column, reversed = false) {
  const down = descending !== reversed
  const nulls = reversed ? sql`nulls first` : sql`nulls last`
  return [
    sql`${expression} ${down ? sql`desc` : sql`asc`} ${nulls}`,
    reversed ? desc(idColumn) : asc(idColumn),
  ]
}

/**
 * The rows one page reads: `limit`/`offset` of the sorted matches, or, past the middle of them,
 * the same rows counted from the end in the reversed order (`reversed`: the caller reverses them
 * back). A database reaches an offset by walking and dropping every row before it, so the last
 * of 4,000 pages would walk 100,000 rows; from the end it walks no more than the first page does.
 * A page past the end reads nothing.
 */
export function pageWindow(page: number, size: number, total: number) {
  const offset = (page - 1) * size
  if (offset >= total) return { offset: 0, limit: 0, reversed: false }
  if (offset * 2 <= total) return { offset, limit: size, reversed: false }
  const end = Math.min(offset + size, total)
  return { offset: total - end, limit: end - offset, reversed: true }
}

/** Where one page lies in the sorted matches (`pageWindow`). */
export type PageWindow = ReturnType<typeof pageWindow>

/**
 * What a list reads for one page: the matches and how many there are (`count`, when the list has
 * its own way of counting them, such as a prepared statement).
 */
export type PageSource =
  | { db: Queryable; table: PgTable; where: SQL | undefined; count?: () => PromiseLike<number> }
  | { count: () => PromiseLike<number> }

/**
 * Page `page` (from 1) of `size` rows of the matches of `source`, and the number of all of them
 * (for `x-total-count`). `rowsIn(window)` reads the rows of a window, in the window's order
 * (reversed when `window.reversed`); they come back in the list's order.
 * The first page is read from the start whatever the total, so it does not wait for the count: on
 * PostgreSQL both run at once, on two connections of the pool. A later page waits for the count,
 * which says where it lies: past the middle it is read from the end (`pageWindow`), past the end
 * it is empty without a query.
 */
export async function readPage<Row>(
  source: PageSource,
  { page, size }: { page: number; size: number },
  rowsIn: (window: PageWindow) => PromiseLike<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const counting = 'table' in source && !source.count ? countMatches(source) : source.count!()
  if (page === 1) {
    const [total, rows] = await Promise.all([counting, rowsIn({ offset: 0, limit: size, reversed: false })])
    return { rows, total }
  }
  const total = await counting
  const window = pageWindow(page, size, total)
  if (!window.limit) return { rows: [], total }
  const rows = await rowsIn(window)
  return { rows: window.reversed ? rows.reverse() : rows, total }
}

/** How many rows of `table` match `where`. */
async function countMatches({
  db,
  table,
  where,
}: {
  db: Queryable
  table: PgTable
  where: SQL | undefined
}): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where)
  return count?.n ?? 0
}
