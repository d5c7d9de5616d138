import { useLingui } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { StoryDto } from '../../../domain/contracts/stories.ts'
import { storyTypes } from '../../../domain/enums.ts'
import { listQuery } from '../../api/resourceQueries.ts'
import { stories } from '../../api/stories.ts'
import { storyItems, storyItemsApi } from '../../api/story-items.ts'
import { type AlsoPrefetch, usePrefetchRecord } from '../../api/usePrefetch.ts'
import { createColumns, type FilterDef } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { useServerList } from '../../ui/list-page/useServerList.ts'
import { StoryDrawer } from './StoryDrawer.tsx'

const col = createColumns<StoryDto>()

/** The editor's chunk, read while the list is idle: a row opens it at once. */
const EDITOR = [() => import('./editor/StoryEditorPage.tsx')]

/** The story's pages, read with the story when its row is about to be opened (the editor shows both). */
const alsoPages: AlsoPrefetch = ({ queryClient, id, lang, resolve }) =>
  void queryClient.prefetchQuery(listQuery(storyItems, resolve(storyItemsApi), lang, { storyId: id }))

/**
 * Stories (docs/product.md §2 "Stories list"): ID, Title, Type, Category, Pages, State (translated
 * and published); filters Quiz/Story and title; sorted by index, 25 a page from the server. A row
 * opens the story's editor (`/stories/{id}`); Add Story opens the story drawer.
 */
export default function StoriesPage() {
  const { t } = useLingui()
  const navigate = useNavigate()
  const typeNames = useMemo(() => ({ story: t`Story`, quiz: t`Quiz` }), [t])
  const filters = useMemo<FilterDef<'type' | 'q'>[]>(
    () => [
      {
        id: 'type',
        kind: 'select',
        label: t`Type`,
        allLabel: t`Quizzes and stories`,
        options: storyTypes.map((type) => ({ value: type, label: typeNames[type] })),
      },
      { id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` },
    ],
    [t, typeNames],
  )
  const { page, settling } = useServerList(stories, filters)
  const prefetch = usePrefetchRecord(stories, alsoPages)
  const columns = useMemo(
    () => [
      col.id(),
      col.translated('title', { header: t`Title`, meta: { sticky: true, minWidth: '12rem' } }),
      col.accessor('type', {
        header: t`Type`,
        cell: ({ row }) => (
          <Badge color={row.original.type === 'quiz' ? 'purple' : 'grass'} variant="soft">
            {typeNames[row.original.type]}
          </Badge>
        ),
        meta: { nowrap: true },
      }),
      col.category((story) => story.category),
      col.accessor('itemCount', {
        header: t({ message: 'Pages', context: 'the number of pages of a story' }),
        meta: { align: 'end', nowrap: true },
      }),
      col.state({ translated: (story) => story.translated, published: (story) => story.published }),
    ],
    [t, typeNames],
  )
  return (
    <ListPage
      mode="server"
      title={t`Stories`}
      description={t`Stories and quizzes the app shows, built from pages of content`}
      list={page}
      settling={settling}
      columns={columns}
      filters={filters}
      emptyMessage={t`No stories match.`}
      addLabel={t`Add Story`}
      preload={EDITOR}
      onRowPreview={prefetch}
      onOpenRow={(story) => navigate(`/stories/${story.id}`)}
    >
      <StoryDrawer />
    </ListPage>
  )
}
