import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useMemo, useRef } from 'react'
import type { ShownText } from '../../../../../domain/reference.ts'
import { createColumns, type DataColumn } from '../../../../ui/grid/columns.tsx'
import { PanelTable } from '../../../../ui/grid/PanelTable.tsx'
import { type PanelRecordKind, recordKindTexts } from '../recordKinds.ts'
import type { PanelConfirmation } from '../usePanelConfirmations.tsx'
import { RecordTitle } from './cells.tsx'

/** A row of the user's records: its own id is the one a delete is asked for. */
type RecordRow = { id: number }

export type RecordKindTableProps<Row extends RecordRow> = {
  /** Which of the user's records the rows are: names the delete icons and what `ask` deletes. */
  kind: PanelRecordKind
  rows: Row[]
  /** The grid's accessible name, e.g. "Initiatives of this user". */
  label: string
  emptyMessage: string
  /** The first column's header, e.g. "Initiative". */
  titleHeader: string
  /** The first column's id ('title' unless given). */
  titleColumnId?: string
  /** The record's title as the editing language shows it (`shownText(row, 'title')`: a missing one by its reference). */
  getTitle: (row: Row) => ShownText
  /** The id of the content the record belongs to, shown (and named) when the title is missing. */
  getRecordId: (row: Row) => number
  /** What the title cell shows, if not the title (or its id) alone. */
  renderTitle?: (row: Row) => ReactNode
  /** The columns after the title, memoized by the panel. */
  columns: readonly DataColumn<Row>[]
  /** The ids deleted before the record itself (an action's steps, docs/product.md §4). */
  stepIds?: (row: Row) => readonly number[]
  ask: (confirmation: PanelConfirmation) => void
}

/**
 * A panel table of one kind of the user's records (docs/product.md §2): the record's title first, the panel's
 * own columns after it, and a delete icon per row that asks first (docs/product.md §5), focus going back to
 * the table once the row is gone.
 */
export function RecordKindTable<Row extends RecordRow>(props: RecordKindTableProps<Row>) {
  const { kind, rows, label, emptyMessage, titleHeader, titleColumnId = 'title', columns, ask } = props
  const { i18n } = useLingui()
  // The getters are read when used, so new closures each render keep the columns as they are.
  const latest = useRef(props)
  latest.current = props
  const name = (row: Row) => latest.current.getTitle(row).text || `#${latest.current.getRecordId(row)}`
  const withTitle = useMemo(() => {
    const col = createColumns<Row>()
    return [
      col.accessor((row) => latest.current.getTitle(row).text, {
        id: titleColumnId,
        header: () => titleHeader,
        cell: ({ row }) => {
          const { getTitle, getRecordId, renderTitle } = latest.current
          return renderTitle ? (
            renderTitle(row.original)
          ) : (
            <RecordTitle title={getTitle(row.original)} id={getRecordId(row.original)} />
          )
        },
        meta: { sticky: true, minWidth: '10rem' },
      }),
      ...columns,
    ]
  }, [columns, titleColumnId, titleHeader])
  return (
    <PanelTable<Row>
      label={label}
      rows={rows}
      columns={withTitle}
      getRowId={(row) => row.id}
      emptyMessage={emptyMessage}
      deleteLabel={(row) => i18n._(recordKindTexts[kind].deleteLabel(name(row)))}
      onDelete={(row, table) => {
        const stepIds = latest.current.stepIds?.(row)
        ask({ type: 'delete', kind, id: row.id, ...(stepIds ? { stepIds } : {}), focusAfter: table })
      }}
    />
  )
}
