import { createPaginatedRowModel, rowPaginationFeature, tableFeatures } from '@tanstack/react-table'

/** How a column lays out its cells; read by the header and body renderers. */
export type DataColumnMeta = {
  /** `end` right-aligns the header and cells (numbers, ids). */
  align?: 'start' | 'end'
  /** A fixed CSS width, e.g. `'4.5rem'`; the other columns share what is left. */
  width?: string
  /** Keeps the cell on one line (ids, dates, icons). */
  nowrap?: boolean
  /**
   * The narrowest the column may get, e.g. `'20rem'` for a message: a table whose columns do not
   * fit at their minimum scrolls sideways inside its frame instead of squeezing them.
   */
  minWidth?: string
  /**
   * Stays in view while the table scrolls sideways: the ID (`idColumn` sets it) and the column
   * that names the row (first name, title). A sticky column after others that scroll slides over
   * them until it meets the sticky ones before it.
   */
  sticky?: boolean
}

/**
 * The table's v9 feature set, built once at module scope as TanStack asks. Only paging is a
 * TanStack feature: filtering runs before the table (the caller's `matches`, or the default
 * text match) because filters are URL state shared with server-mode callers, not column state.
 */
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: {} as DataColumnMeta,
})

export type DataTableFeatures = typeof dataTableFeatures
