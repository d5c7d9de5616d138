import { asc, type Column, desc, type SQL, sql } from 'drizzle-orm'

// How a list reads one page, in order (used by the CRUD routes and the lists written by hand).

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
