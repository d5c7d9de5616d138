import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import {
  type GridMove,
  type SavedGrid,
  type SaveGridInput,
  storyGridMachine,
} from '../../../../../machines/storyGrid/storyGrid.machine.ts'
import type { StoryItemDto } from '../../../../domain/contracts/story-items.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { resourceChanged } from '../../../api/resourceQueries.ts'
import { stories } from '../../../api/stories.ts'
import { storyItems } from '../../../api/story-items.ts'
import { useResourceClient } from '../../../api/useResource.ts'
import { toast } from '../../../ui/toasts/toastStore.ts'
import { type GridSentences, type GridState, useGridAnnouncement } from './gridAnnouncement.ts'

/**
 * The story editor's grid (machines/storyGrid): the loaded story's version and pages go in as
 * they come; a drop is saved through `PUT /api/story/{id}/structure` and announced, a refusal
 * (a stale story: 409) undone on screen, said, and the story loaded again.
 */
export function useStoryGrid(
  storyId: number,
  version: number | undefined,
  pages: readonly StoryItemDto[] | undefined,
  sentences: GridSentences,
) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const client = useResourceClient(stories)
  const texts = { saved: t`Saved story item`, failed: t`Failed to save story item` }
  const latest = useRef({ storyId, queryClient, client, texts })
  latest.current = { storyId, queryClient, client, texts }
  const moved = useRef<GridMove | null>(null)
  const machine = useMemo(
    () =>
      storyGridMachine.provide({
        actors: {
          save: fromPromise<SavedGrid, SaveGridInput>(async ({ input }) => {
            const answer = await latest.current.client.structure(latest.current.storyId, {
              story: { version: input.version },
              items: input.items,
            })
            return { version: answer.version }
          }),
        },
        actions: {
          notifyMoved: (_, move) => {
            moved.current = move
            toast.success(latest.current.texts.saved)
            void resourceChanged(latest.current.queryClient, storyItems)
            void resourceChanged(latest.current.queryClient, stories)
          },
          notifyFailed: (_, error) => {
            toast.error(latest.current.texts.failed, failureOf(error)?.message ?? undefined)
            // A stale story (409): what is stored now comes back, and the move can be tried again.
            void resourceChanged(latest.current.queryClient, storyItems)
            void resourceChanged(latest.current.queryClient, stories)
          },
        },
      }),
    [],
  )
  const actor = useActorRef(machine)
  const places = pages?.map(({ id, column, row }) => `${id}:${column}:${row}`).join(',')
  useEffect(() => {
    if (version === undefined || places === undefined) return
    const items = places
      ? places.split(',').map((entry) => {
          const [id, column, row] = entry.split(':').map(Number) as [number, number, number]
          return { id, column, row }
        })
      : []
    actor.send({ type: 'grid.loaded', version, items })
  }, [actor, version, places])
  const state = useSelector(
    actor,
    (snapshot): GridState =>
      snapshot.matches('saving') ? 'saving' : snapshot.matches('dragging') ? 'dragging' : 'idle',
  )
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const announcement = useGridAnnouncement(state, context, moved, sentences)
  return { actor, state, context, announcement }
}
