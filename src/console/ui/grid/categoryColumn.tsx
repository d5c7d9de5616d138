import { Trans } from '@lingui/react/macro'
import { createColumnHelper, type RowData } from '@tanstack/react-table'
import type { CategoryRef } from '../../../domain/contracts/content-parts.ts'
import { shownText } from '../../../domain/reference.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import type { DataTableFeatures } from './features.ts'

/**
 * The Category column of a record's list (stories, the content list): the category's emoji and
 * its title in the list's language (its reference, marked, where missing); empty without one.
 */
export function categoryColumn<Row extends RowData>(get: (row: Row) => CategoryRef | null) {
  return createColumnHelper<DataTableFeatures, Row>().display({
    id: 'category',
    header: () => <Trans>Category</Trans>,
    cell: ({ row }) => {
      const category = get(row.original)
      return category ? (
        <span>
          {category.emoji}{' '}
          <TranslatableText value={shownText(category, 'title')} fallback={`#${category.id}`} />
        </span>
      ) : null
    },
  })
}
