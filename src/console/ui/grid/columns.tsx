import { Trans } from '@lingui/react/macro'
import { type ColumnDef, createColumnHelper, type RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../domain/dates.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { StateIcon } from '../StateIcon.tsx'
import { categoryColumn } from './categoryColumn.tsx'
import type { DataTableFeatures } from './features.ts'
import { translatedColumn } from './translatedColumn.tsx'

/** A column of a DataGrid over `Row` (the v9 `ColumnDef` for the table's feature set). */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table hold different value types, as in TanStack's own helper
export type DataColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>

/**
 * The numeric ID column: narrow, right-aligned, tabular figures, sticky (it stays while a wide
 * table scrolls sideways). Reads `row.id` unless given another accessor.
 */
export function idColumn<Row extends RowData>(
  get: (row: Row) => number | string = (row) => (row as { id: number }).id,
) {
  return createColumnHelper<DataTableFeatures, Row>().accessor(get, {
    id: 'id',
    header: () => <Trans>ID</Trans>,
    meta: { align: 'end', width: '3rem', nowrap: true, sticky: true },
  })
}

/**
 * The State column (docs/product.md §2): translated or missing translations, plus published when the
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
 * A moment written the interface language's way ("5th March 2024 - 14:30", "5 maart 2024 - 14:30").
 * `wrap` lets a narrow column break it after the dash, never inside the date or the time.
 */
function DateTime({ value, wrap }: { value: string; wrap?: boolean }) {
  const { lang } = useLanguage()
  const text = formatDateTime(value, lang)
  const at = text.lastIndexOf(' - ')
  if (!wrap || at < 0) return <>{text}</>
  return (
    <>
      <span className="grid-nowrap">{text.slice(0, at + 2)}</span>{' '}
      <span className="grid-nowrap">{text.slice(at + 3)}</span>
    </>
  )
}

/**
 * The Date column (docs/product.md §2): when the record was made, unless given another accessor. Other
 * moments of a record (a user's Registration and Active) pass their own `id` and `header`; a
 * moment that has not happened (`null`) leaves the cell empty. A table with many columns (the
 * users list has two dates) passes `wrap`, so a date may take two lines instead of widening the
 * table past the page.
 */
export function dateColumn<Row extends RowData>(
  get: (row: Row) => string | null = (row) => (row as { creationDate: string }).creationDate,
  options: { id?: string; header?: () => ReactNode; wrap?: boolean } = {},
) {
  const { wrap = false } = options
  return createColumnHelper<DataTableFeatures, Row>().accessor(get, {
    id: options.id ?? 'creationDate',
    header: options.header ?? (() => <Trans>Date</Trans>),
    cell: ({ getValue }) => {
      const value = getValue()
      return value ? <DateTime value={value} wrap={wrap} /> : null
    },
    meta: wrap ? {} : { nowrap: true, width: '14rem' },
  })
}

/**
 * The v9 column helper for `Row` on the DataGrid's features (`accessor`, `display`, `group`,
 * `columns`), plus the shared `id`, `state`, `date`, `translated` and `category` columns.
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
    translated: translatedColumn<Row>,
    category: categoryColumn<Row>,
  }
}
