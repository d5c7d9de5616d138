import { Trans } from '@lingui/react/macro'
import { type ColumnDef, createColumnHelper, type RowData } from '@tanstack/react-table'
import { StateIcon } from '../StateIcon.tsx'
import type { DataTableFeatures } from './features.ts'

/** A column of a DataTable over `Row` (the v9 `ColumnDef` for the table's feature set). */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold different value types, as in TanStack's own helper
export type DataColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>

/**
 * The numeric ID column: narrow, right-aligned, tabular figures. Reads `row.id` unless given
 * another accessor.
 */
export function idColumn<Row extends RowData>(
  get: (row: Row) => number | string = (row) => (row as { id: number }).id,
) {
  return createColumnHelper<DataTableFeatures, Row>().accessor(get, {
    id: 'id',
    header: () => <Trans>ID</Trans>,
    meta: { align: 'end', width: '4.5rem', nowrap: true },
  })
}

/**
 * The State column (SPEC §2): translated or missing translations, plus published when the
 * record has that flag. The header is translated at render, so the column can be built once.
 */
export function stateColumn<Row extends RowData>(state: {
  translated: (row: Row) => boolean
  published?: (row: Row) => boolean
}) {
  const { translated, published } = state
  return createColumnHelper<DataTableFeatures, Row>().display({
    id: 'state',
    header: () => <Trans>State</Trans>,
    cell: ({ row }) => (
      <StateIcon translated={translated(row.original)} published={published?.(row.original)} />
    ),
    meta: { width: published ? '5rem' : '4rem', nowrap: true },
  })
}

/**
 * The v9 column helper for `Row` on the DataTable's features (`accessor`, `display`, `group`,
 * `columns`), plus the shared `id` and `state` columns.
 *
 * @example
 * const col = createColumns<Category>()
 * const columns = [col.id(), col.accessor('title', { header: t`Title` }), col.state({ translated: (c) => c.translated })]
 */
export function createColumns<Row extends RowData>() {
  return {
    ...createColumnHelper<DataTableFeatures, Row>(),
    id: idColumn<Row>,
    state: stateColumn<Row>,
  }
}
