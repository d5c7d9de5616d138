import type { RowData } from '@tanstack/react-table'
import { useMemo, useRef } from 'react'
import { PANEL_PAGE_SIZE } from '../../../domain/constants.ts'
import type { DataColumn } from './columns.tsx'
import { DataGrid } from './DataGrid.tsx'
import { deleteColumn } from './deleteColumn.tsx'

export type PanelTableProps<Row extends RowData> = {
  /** The grid's accessible name, e.g. "Actions of this user". */
  label: string
  columns: readonly DataColumn<Row>[]
  rows: Row[] | undefined
  getRowId: (row: Row) => number
  emptyMessage: string
  /** Names the delete icon of a row for screen readers ("Delete action Plant a tree"). */
  deleteLabel: (row: Row) => string
  /**
   * A row's delete icon was pressed: ask first. `table` finds the grid, where focus belongs once
   * the row is gone (its icon goes with it).
   */
  onDelete: (row: Row, table: () => HTMLElement | null) => void
}

/**
 * A table inside a drawer panel (docs/product.md §2: "Panel tables have 10 rows per page and a delete icon
 * per row"): the list table in client mode, PANEL_PAGE_SIZE rows a page, its page kept in memory
 * (not the URL), and a last column of delete icons.
 */
export function PanelTable<Row extends RowData>(props: PanelTableProps<Row>) {
  const { label, columns, rows, getRowId, emptyMessage, deleteLabel, onDelete } = props
  const root = useRef<HTMLDivElement>(null)
  // The callbacks are read when used, so new closures each render keep the columns as they are.
  const latest = useRef({ deleteLabel, onDelete })
  latest.current = { deleteLabel, onDelete }
  const withDelete = useMemo(
    () => [
      ...columns,
      deleteColumn<Row>({
        label: (row) => latest.current.deleteLabel(row),
        onDelete: (row) =>
          latest.current.onDelete(
            row,
            () => root.current?.querySelector<HTMLElement>('[role="grid"]') ?? null,
          ),
      }),
    ],
    [columns],
  )
  return (
    <div ref={root}>
      <DataGrid<Row>
        stateIn="memory"
        pageSize={PANEL_PAGE_SIZE}
        label={label}
        columns={withDelete}
        rows={rows}
        getRowId={getRowId}
        emptyMessage={emptyMessage}
      />
    </div>
  )
}
