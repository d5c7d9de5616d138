import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { StoryDto } from '../../../../domain/contracts/stories.ts'
import type { StoryItemDto } from '../../../../domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../../../domain/enums.ts'
import { shownText } from '../../../../domain/reference.ts'
import { sortedItems } from '../../../../domain/stories/grid.ts'
import { detailQuery, listQuery, resourceChanged } from '../../../api/resourceQueries.ts'
import { stories } from '../../../api/stories.ts'
import { storyItems } from '../../../api/story-items.ts'
import { useResourceClient } from '../../../api/useResource.ts'
import { useLanguage } from '../../../app/i18n/LanguageProvider.tsx'
import { MountWhenOpened } from '../../../ui/drawer/MountWhenOpened.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'
import { useUpdateSearchParams } from '../../../ui/useUpdateSearchParams.ts'
import { StoryDrawer } from '../StoryDrawer.tsx'
import { EditorView } from './EditorView.tsx'
import { contentParamsInEditor, pageParam, storyParam, writeNewPage } from './editorParams.ts'
import { pageKinds } from './pageKinds.ts'
import { StoryItemDrawer } from './StoryItemDrawer.tsx'
import { useEditorDeletes } from './useEditorDeletes.tsx'
import { usePageTitles } from './usePageTitles.ts'
import { usePublishToggle } from './usePublishToggle.ts'
import { useStoryEditorCommands } from './useStoryEditorCommands.ts'
import { useStoryGrid } from './useStoryGrid.ts'
import './storyEditor.css'

/**
 * The story editor (`/stories/{id}`, docs/product.md §2 "Story editor"): the story's title, its
 * pages counted and laid out on the grid, and Edit, Add Item, Publish/Un-publish and Delete. Each
 * drawer is named in the URL (editorParams.ts); the palette offers the same (useStoryEditorCommands).
 */
export default function StoryEditorPage() {
  const id = Number(useParams().id)
  const { lang } = useLanguage()
  const storyClient = useResourceClient(stories)
  const pageClient = useResourceClient(storyItems)
  // A language switch keeps the editor (and an open drawer, which reloads on its own) on screen
  // while the story is read again in the new language; another story's is never shown.
  const story = useQuery({
    ...detailQuery(stories, storyClient, lang, id),
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  })
  const pages = useQuery({
    ...listQuery(storyItems, pageClient, lang, { storyId: id }),
    placeholderData: (previous) =>
      previous?.length && previous.every((page) => page.storyId === id) ? previous : undefined,
  })
  if (!story.data) return <EditorView.Waiting story={story} />
  return (
    <StoryEditor
      story={story.data}
      pages={pages.data}
      pagesError={pages.error}
      retry={() => void pages.refetch()}
    />
  )
}

function StoryEditor({
  story,
  pages,
  pagesError,
  retry,
}: {
  story: StoryDto
  pages: StoryItemDto[] | undefined
  pagesError: unknown
  retry: () => void
}) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const update = useUpdateSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const pageClient = useResourceClient(storyItems)
  const addButton = useRef<HTMLButtonElement>(null)
  const byId = useMemo(() => new Map((pages ?? []).map((page) => [page.id, page])), [pages])
  const sentences = usePageTitles(byId)
  const grid = useStoryGrid(story.id, story.version, pages, sentences)
  const publish = usePublishToggle(story, lang)

  /**
   * Where focus goes once a page is deleted: the card after it in reading order, else the one
   * before, else Add Item. Read when the delete is asked (the grid has changed by the time the
   * dialog has closed).
   */
  const focusAfterPage = (deleted: number) => {
    const order = sortedItems(grid.context.items)
    const at = order.findIndex((item) => item.id === deleted)
    const next = order[at + 1] ?? order[at - 1]
    return () => {
      const card = next ? document.querySelector<HTMLElement>(`[data-page-id="${next.id}"]`) : null
      if (next && card) grid.actor.send({ type: 'card.select', id: next.id })
      return card ?? addButton.current
    }
  }
  const deletes = useEditorDeletes(story.id)
  const openPage = (pageId: number) => update((params) => pageParam.write(params, pageId))
  const addPage = (kind: StoryItemKind) => update((params) => writeNewPage(params, kind))
  const edit = () => update((params) => storyParam.write(params, story.id))
  useStoryEditorCommands(story, { publish, edit, addPage, remove: deletes.askStory })

  // Content made in place for a new page ("New info page" in the page drawer): the page is made of it.
  const pageOfNew = (kind: StoryItemKind) => async (saved: { id: number; added: boolean }) => {
    if (!saved.added) return
    const shows =
      kind === 'action'
        ? { actionIds: [saved.id] }
        : kind === 'initiative'
          ? { initiativeIds: [saved.id] }
          : { contentId: saved.id }
    try {
      await pageClient.create({ storyId: story.id, kind, ...shows } as never, lang)
      toast.success(t`Saved story item`)
    } catch {
      toast.error(t`Failed to save story item`)
    }
    void resourceChanged(queryClient, storyItems)
    void resourceChanged(queryClient, stories)
  }

  return (
    <>
      <EditorView
        story={story}
        title={shownText(story, 'title')}
        pages={pages}
        pagesError={pagesError}
        retry={retry}
        grid={grid}
        byId={byId}
        publish={publish}
        addButton={addButton}
        onEdit={edit}
        onDelete={deletes.askStory}
        onOpenPage={openPage}
        onDeletePage={(pageId) => deletes.askPage(pageId, sentences.titleOf(pageId), focusAfterPage(pageId))}
      />
      {/* Each drawer mounts when first opened: the editor's first render is the grid's alone. */}
      <MountWhenOpened param={storyParam}>
        {/* Deleted from its drawer, the story's editor has nothing left to show. */}
        <StoryDrawer param={storyParam} onDeleted={() => navigate('/stories')} />
      </MountWhenOpened>
      <MountWhenOpened param={pageParam}>
        <StoryItemDrawer storyId={story.id} />
      </MountWhenOpened>
      {(Object.keys(pageKinds) as StoryItemKind[]).map((kind) => {
        const { Drawer } = pageKinds[kind]
        return (
          <MountWhenOpened key={kind} param={contentParamsInEditor[kind]}>
            <Drawer param={contentParamsInEditor[kind]} onSaved={pageOfNew(kind)} />
          </MountWhenOpened>
        )
      })}
      {deletes.dialog}
    </>
  )
}
