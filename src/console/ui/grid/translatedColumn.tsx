import { createColumnHelper, type RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { shownText } from '../../../domain/reference.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import type { DataColumnMeta, DataTableFeatures } from './features.ts'

/**
 * A column of a translatable text (a title): the text in the list's language, or where it is
 * missing its reference marked with its language (docs/choices.md "Translation references"). Its value, the
 * text shown, is what the default text filter matches, so a Dutch search finds the English title
 * of an item without a Dutch one.
 *
 * @example col.translated('title', { header: t`Title` })
 */
export function translatedColumn<Row extends RowData>(
  field: keyof Row & string,
  options: { header: string | (() => ReactNode); meta?: DataColumnMeta },
) {
  return createColumnHelper<DataTableFeatures, Row>().accessor(
    (row) => shownText(row as object, field).text,
    {
      id: field,
      header: options.header,
      meta: options.meta,
      cell: ({ row }) => <TranslatableText value={shownText(row.original as object, field)} />,
    },
  )
}
