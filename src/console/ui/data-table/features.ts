import { createPaginatedRowModel, rowPaginationFeature, tableFeatures } from '@tanstack/react-table'

/** How a column lays out its cells; read by the header and body renderers. */
export type DataColumnMeta = {
  /** `end` right-aligns the header and cells (numbers, ids). */
  align?: 'start' | 'end'
  /** A fixed CSS width, e.g. `'4.5rem'`; the other columns share what is left. */
  width?: string
  /** Keeps the cell on one line (ids, dates, icons). */
  nowrap?: boolean
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
