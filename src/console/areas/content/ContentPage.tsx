import { useLingui } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { InfographicDto } from '../../../domain/infographics.ts'
import { shownText } from '../../../domain/reference.ts'
import { stateMatches } from '../../../domain/translation-state.ts'
import { categories } from '../../api/categories.ts'
import { infographics } from '../../api/infographics.ts'
import { usePrefetchList, usePrefetchRecord } from '../../api/usePrefetch.ts'
import { useResourceList } from '../../api/useResource.ts'
import { createColumns, type FilterDef, textMatches, useStateFilter } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { loadMarkdownEditor } from '../../ui/rich-text/editorChunk.ts'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'
import { InfographicDrawer } from './InfographicDrawer.tsx'

const col = createColumns<InfographicDto>()

/**
 * Content (docs/product.md §2): ID, Type, Title, Category, State; a title filter and the State filter; 25 per
 * page; a row opens its drawer. Infographics are the first content type here (docs/choices.md "Content");
 * actions, initiatives and quiz questions join the same list.
 */
export default function ContentPage() {
  const { t } = useLingui()
  const list = useResourceList(infographics)
  const prefetch = usePrefetchRecord(infographics)
  // What the infographic drawer loads as it opens: the editor of its description (a lazy chunk)
  // and the categories of its checklist.
  const categoriesForDrawer = usePrefetchList(categories)
  const drawerNeeds = useMemo(() => [loadMarkdownEditor, categoriesForDrawer], [categoriesForDrawer])
  const state = useStateFilter()
  const columns = useMemo(
    () => [
      col.id(),
      col.display({
        id: 'type',
        header: t`Type`,
        cell: () => (
          <Badge color="gray" variant="soft">
            {t`Infographic`}
          </Badge>
        ),
      }),
      col.translated('title', { header: t`Title`, meta: { sticky: true, minWidth: '10rem' } }),
      col.accessor(
        (item) => item.categories.map((category) => shownText(category, 'title').text).join(', '),
        {
          id: 'category',
          header: t`Category`,
          // Each category as the list's language shows it: a missing title by its marked reference.
          cell: ({ row }) =>
            row.original.categories.map((category, index) => (
              <span key={category.id}>
                {index ? ', ' : null}
                <TranslatableText value={shownText(category, 'title')} fallback={`#${category.id}`} />
              </span>
            )),
        },
      ),
      col.state({ translated: (item) => item.translated }),
    ],
    [t],
  )
  const filters = useMemo<FilterDef<'q' | 'state'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` }, state],
    [t, state],
  )
  return (
    <ListPage
      title={t`Content`}
      description={t`Infographics shown in stories`}
      list={list}
      columns={columns}
      filters={filters}
      matches={(item, values) =>
        textMatches(values.q, shownText(item, 'title').text) && stateMatches(values.state, item.translated)
      }
      emptyMessage={t`No infographics yet. Add the first one.`}
      addLabel={t`Add Infographic`}
      preload={drawerNeeds}
      onRowPreview={prefetch}
    >
      <InfographicDrawer />
    </ListPage>
  )
}
