import { useLingui } from '@lingui/react/macro'
import { Badge, Text } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { CategoryDto, CategoryType } from '../../../domain/categories.ts'
import { shownText } from '../../../domain/reference.ts'
import { stateMatches } from '../../../domain/translation-state.ts'
import {
  createColumns,
  type FilterDef,
  type FilterValues,
  textMatches,
  useStateFilter,
} from '../../ui/grid/index.ts'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'
import { categoryTypeLabels } from './typeLabels.ts'

const col = createColumns<CategoryDto>()

export type CategoryFilterId = 'q' | 'type' | 'state'

/**
 * A category's title in the list's language; where it is missing, its reference marked with the
 * language it is in; a visible note when it has no title in any language.
 */
export function CategoryTitle({ category }: { category: Pick<CategoryDto, 'title' | 'reference'> }) {
  const { t } = useLingui()
  return (
    <TranslatableText
      value={shownText(category, 'title')}
      fallback={
        <Text color="gray" style={{ fontStyle: 'italic' }}>
          {t`No title in this language`}
        </Text>
      }
    />
  )
}

/** The Categories table (docs/product.md §2): ID, Emoji, Title, Type (Main category / Sub category), State. */
export function useCategoryColumns() {
  const { t, i18n } = useLingui()
  return useMemo(
    () => [
      col.id(),
      col.accessor('emoji', {
        header: t`Emoji`,
        cell: ({ getValue }) => <span className="category-emoji">{getValue()}</span>,
        meta: { width: '4.5rem' },
      }),
      col.accessor((category) => shownText(category, 'title').text, {
        id: 'title',
        header: t`Title`,
        cell: ({ row }) => (
          <span className="category-title" data-type={row.original.type}>
            {row.original.type === 'sub' ? (
              <span aria-hidden className="category-sub-marker">
                ↳
              </span>
            ) : null}
            <CategoryTitle category={row.original} />
          </span>
        ),
        meta: { sticky: true, minWidth: '10rem' },
      }),
      col.accessor('type', {
        header: t`Type`,
        cell: ({ getValue }) => {
          const type = getValue() as CategoryType
          return (
            <Badge color={type === 'main' ? 'grass' : 'gray'} variant="soft">
              {i18n._(categoryTypeLabels[type])}
            </Badge>
          )
        },
        meta: { nowrap: true, width: '10rem' },
      }),
      col.state({ translated: (category) => category.translated }),
    ],
    [t, i18n],
  )
}

/** Filters: the title (text), Main/Sub and State (selects); all live in the URL (`?q=&type=&state=`). */
export function useCategoryFilters() {
  const { t, i18n } = useLingui()
  const state = useStateFilter()
  return useMemo<FilterDef<CategoryFilterId>[]>(
    () => [
      { id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` },
      {
        id: 'type',
        kind: 'select',
        label: t`Type`,
        allLabel: t`All types`,
        options: [
          { value: 'main', label: i18n._(categoryTypeLabels.main) },
          { value: 'sub', label: i18n._(categoryTypeLabels.sub) },
        ],
      },
      state,
    ],
    [t, i18n, state],
  )
}

export const categoryMatches = (category: CategoryDto, values: FilterValues<CategoryFilterId>) =>
  textMatches(values.q, shownText(category, 'title').text) &&
  (!values.type || values.type === category.type) &&
  stateMatches(values.state, category.translated)
