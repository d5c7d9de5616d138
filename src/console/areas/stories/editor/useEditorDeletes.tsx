import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { failureOf } from '../../../../domain/failure.ts'
import { resourceChanged } from '../../../api/resourceQueries.ts'
import { stories } from '../../../api/stories.ts'
import { storyItems } from '../../../api/story-items.ts'
import { useResourceClient } from '../../../api/useResource.ts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'

type Asking = { what: 'story' } | { what: 'page'; id: number; label: string }

/**
 * The editor's two deletes, each asked first (docs/product.md §2 "Story editor", §5): the story
 * ('Are you absolutely sure you want to delete this story?', then to /stories; its pages go with
 * it, never the content), and one page (its delete icon, Delete on a card, the palette), after
 * which focus goes to the grid's next card, or the Add Item button.
 */
export function useEditorDeletes(storyId: number) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const storyClient = useResourceClient(stories)
  const pageClient = useResourceClient(storyItems)
  const [asking, setAsking] = useState<Asking | null>(null)
  const leaving = useRef(false)
  // Where focus goes once the page asked about is deleted (`askPage` says), and whether it was: a
  // cancel gives focus back to what opened the dialog.
  const focusAfter = useRef<(() => HTMLElement | null) | null>(null)
  const deleted = useRef(false)
  const run = useMutation({
    mutationFn: (change: Asking) =>
      change.what === 'story' ? storyClient.remove(storyId) : pageClient.removeFrom(storyId, change.id),
  })
  const texts =
    asking?.what === 'page'
      ? {
          title: t`Delete page`,
          question: t`Are you absolutely sure you want to delete the page "${asking.label}"? What it shows stays in Content.`,
          done: t`Deleted story item`,
          failed: t`Failed to delete story item`,
        }
      : {
          title: t`Delete story`,
          question: t`Are you absolutely sure you want to delete this story?`,
          done: t`Deleted story`,
          failed: t`Failed to delete story`,
        }
  const confirm = () => {
    if (!asking || run.isPending) return
    const change = asking
    run.mutate(change, {
      onSuccess: () => {
        toast.success(texts.done)
        if (change.what === 'story') {
          leaving.current = true
          void resourceChanged(queryClient, stories, { deleted: storyId })
          void resourceChanged(queryClient, storyItems)
          setAsking(null)
          navigate('/stories')
          return
        }
        deleted.current = true
        void resourceChanged(queryClient, storyItems, { deleted: change.id })
        void resourceChanged(queryClient, stories)
        setAsking(null)
      },
      onError: (error) => {
        toast.error(texts.failed, failureOf(error)?.message ?? undefined)
        setAsking(null)
      },
    })
  }
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={texts.title}
      description={texts.question}
      confirmLabel={t`Delete`}
      busy={run.isPending}
      returnFocusTo={() => (leaving.current || !deleted.current ? null : (focusAfter.current?.() ?? null))}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    />
  )
  return {
    askStory: () => {
      deleted.current = false
      setAsking({ what: 'story' })
    },
    /** Asks to delete page `id`; once it is gone, focus goes where `then` says. */
    askPage: (id: number, label: string, then: () => HTMLElement | null) => {
      deleted.current = false
      focusAfter.current = then
      setAsking({ what: 'page', id, label })
    },
    dialog,
  }
}
