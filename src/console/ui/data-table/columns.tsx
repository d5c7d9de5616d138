import { Trans } from '@lingui/react/macro'
import { type ColumnDef, createColumnHelper, type RowData } from '@tanstack/react-table'
import { formatDateTime } from '../../../domain/dates.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
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

/** A moment written the interface language's way ("5th March 2024 - 14:30", "5 maart 2024 - 14:30"). */
function DateTime({ value }: { value: string }) {
  const { lang } = useLanguage()
  return <>{formatDateTime(value, lang)}</>
}

/** The Date column (SPEC §2): when the record was made, unless given another accessor. */
export function dateColumn<Row extends RowData>(
  get: (row: Row) => string = (row) => (row as { creationDate: string }).creationDate,
) {
  return createColumnHelper<DataTableFeatures, Row>().accessor(get, {
    id: 'creationDate',
    header: () => <Trans>Date</Trans>,
    cell: ({ getValue }) => <DateTime value={getValue()} />,
    meta: { nowrap: true, width: '14rem' },
  })
}

/**
 * The v9 column helper for `Row` on the DataTable's features (`accessor`, `display`, `group`,
 * `columns`), plus the shared `id`, `state` and `date` columns.
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
    date: dateColumn<Row>,
  }
}
