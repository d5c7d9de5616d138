import { useLingui } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { ContentRowDto } from '../../../domain/contracts/content-list.ts'
import { type ContentType, contentTypes } from '../../../domain/enums.ts'
import { content } from '../../api/content.ts'
import { createColumns, type FilterDef, useStateFilter } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { useServerList } from '../../ui/list-page/useServerList.ts'
import { loadMarkdownEditor } from '../../ui/rich-text/editorChunk.ts'
import { useUpdateSearchParams } from '../../ui/useUpdateSearchParams.ts'
import { ActionDrawer } from './ActionDrawer.tsx'
import { AddContentMenu } from './AddContentMenu.tsx'
import { contentKindNames, contentParams, contentRowKey } from './contentKinds.ts'
import { InfographicDrawer } from './InfographicDrawer.tsx'
import { InitiativeDrawer } from './InitiativeDrawer.tsx'
import { QuizQuestionDrawer } from './QuizQuestionDrawer.tsx'
import { StoryButton } from './StoryButton.tsx'

const col = createColumns<ContentRowDto>()
const DRAWER_NEEDS = [loadMarkdownEditor]

/**
 * Content (docs/product.md §2 "Content list"): actions, infographics, initiatives and quiz questions in one
 * list, paged and filtered on the server (`GET /api/content`): ID, Type, Title, Category, State,
 * Story; filters Type, title and State; Add Content; a row opens its kind's drawer.
 */
export default function ContentPage() {
  const { t, i18n } = useLingui()
  const state = useStateFilter()
  const filters = useMemo<FilterDef<'type' | 'q' | 'state'>[]>(
    () => [
      {
        id: 'type',
        kind: 'select',
        label: t`Type`,
        allLabel: t`All types`,
        options: contentTypes.map((kind) => ({ value: kind, label: i18n._(contentKindNames[kind].many) })),
      },
      { id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` },
      state,
    ],
    [t, i18n, state],
  )
  const { page, settling } = useServerList(content, filters)
  const update = useUpdateSearchParams()
  const open = (row: ContentRowDto) => update((params) => contentParams[row.type].write(params, row.id))
  const columns = useMemo(
    () => [
      col.id(),
      col.accessor('type', {
        header: t`Type`,
        cell: ({ row }) => (
          <Badge color={kindColor[row.original.type]} variant="soft">
            {i18n._(contentKindNames[row.original.type].one)}
          </Badge>
        ),
        meta: { nowrap: true },
      }),
      col.translated('title', { header: t`Title`, meta: { sticky: true, minWidth: '12rem' } }),
      col.category((item) => item.category),
      col.state({ translated: (item) => item.translated }),
      col.display({ id: 'story', header: t`Story`, cell: ({ row }) => <StoryButton row={row.original} /> }),
    ],
    [t, i18n],
  )
  return (
    <ListPage
      mode="server"
      title={t`Content`}
      description={t`Actions, infographics, initiatives and quiz questions shown in stories`}
      list={page}
      settling={settling}
      columns={columns}
      filters={filters}
      emptyMessage={t`No content matches.`}
      actions={<AddContentMenu />}
      preload={DRAWER_NEEDS}
      rowKey={(row) => contentRowKey(row.type, row.id)}
      onOpenRow={open}
    >
      <ActionDrawer />
      <InitiativeDrawer />
      <InfographicDrawer />
      <QuizQuestionDrawer />
    </ListPage>
  )
}

/** Each kind's badge colour (the word says the kind too). */
const kindColor: Record<ContentType, 'grass' | 'blue' | 'amber' | 'purple'> = {
  action: 'grass',
  initiative: 'blue',
  'info-graphic': 'amber',
  question: 'purple',
}
