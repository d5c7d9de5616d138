import type { RowData } from '@tanstack/react-table'
import type { DataColumn } from './columns.tsx'
import { type FilterDef, type FilterValues, textMatches } from './filters.ts'

type Accessor<Row extends RowData> = { id: string; read: (row: Row, index: number) => unknown }

/** The id and value reader of every data column (display columns have no value to match). */
function accessorsOf<Row extends RowData>(columns: readonly DataColumn<Row>[]): Accessor<Row>[] {
  const found: Accessor<Row>[] = []
  for (const column of columns) {
    if ('columns' in column && column.columns) found.push(...accessorsOf(column.columns))
    if ('accessorFn' in column && column.accessorFn) {
      found.push({ id: column.id ?? '', read: column.accessorFn })
    } else if ('accessorKey' in column && column.accessorKey) {
      const path = String(column.accessorKey).split('.')
      found.push({
        id: column.id ?? String(column.accessorKey),
        read: (row) => path.reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], row),
      })
    }
  }
  return found
}

/**
 * The client-mode filter used when a table passes no `matches`: a text filter matches when any
 * data column's value contains the text (case- and accent-insensitive); a select filter matches
 * when the column with the filter's id (or else the row property of that name) equals the choice.
 * Anything subtler, such as a text filter that also matches a numeric id exactly, belongs in `matches`.
 */
export function defaultMatches<Row extends RowData>(
  columns: readonly DataColumn<Row>[],
  filters: readonly FilterDef[],
): (row: Row, values: FilterValues, index: number) => boolean {
  const accessors = accessorsOf(columns)
  return (row, values, index) =>
    filters.every((filter) => {
      const wanted = values[filter.id] ?? ''
      if (!wanted) return true
      if (filter.kind === 'text') return textMatches(wanted, ...accessors.map((a) => a.read(row, index)))
      const accessor = accessors.find((a) => a.id === filter.id)
      const value = accessor ? accessor.read(row, index) : (row as Record<string, unknown>)[filter.id]
      return String(value ?? '') === wanted
    })
}
