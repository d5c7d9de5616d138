import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { type PublishUpdate, publishToggleMachine } from '../../../../../machines/publishToggle.machine.ts'
import type { StoryDto } from '../../../../domain/contracts/stories.ts'
import { failureOf } from '../../../../domain/failure.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { resourceChanged } from '../../../api/resourceQueries.ts'
import { stories } from '../../../api/stories.ts'
import { useResourceClient } from '../../../api/useResource.ts'
import { toast } from '../../../ui/toasts/toastStore.ts'

/**
 * The editor's Publish / Un-publish (machines/publishToggle.machine.ts): the button shows the new
 * state at once, the update sends the flipped flag with the story's version (docs/product.md §4),
 * its notice offers Undo (so does the palette, `canUndo`); a refusal rolls the button back.
 */
export function usePublishToggle(story: StoryDto, lang: Lang) {
  const { t } = useLingui()
  const client = useResourceClient(stories)
  const queryClient = useQueryClient()
  // The newest version known: the loaded story's, or what the last update answered (a reload may
  // still be on its way when Undo is pressed).
  const version = useRef(story.version)
  version.current = Math.max(version.current, story.version)
  const texts = {
    published: t`Published the story`,
    unpublished: t`Un-published the story`,
    undo: t`Undo`,
    failed: t`Failed to save story`,
  }
  const latest = useRef({ client, queryClient, texts, lang })
  latest.current = { client, queryClient, texts, lang }
  const actorRef = useRef<{ send: (event: { type: 'publish.undo' }) => void } | null>(null)
  const machine = useMemo(
    () =>
      publishToggleMachine.provide({
        actors: {
          update: fromPromise<unknown, PublishUpdate>(async ({ input }) => {
            const { client, lang } = latest.current
            const body = { published: input.published, version: version.current }
            const saved = await client.update(input.id, body as never, lang)
            version.current = Math.max(version.current, saved.version)
            return saved
          }),
        },
        actions: {
          notifySaved: (_, { published, undo }) => {
            const { texts, queryClient } = latest.current
            void resourceChanged(queryClient, stories)
            toast.success(
              published ? texts.published : texts.unpublished,
              undefined,
              undo
                ? { label: texts.undo, run: () => actorRef.current?.send({ type: 'publish.undo' }) }
                : undefined,
            )
          },
          notifyFailed: (_, error) => {
            void resourceChanged(latest.current.queryClient, stories)
            toast.error(latest.current.texts.failed, failureOf(error)?.message ?? undefined)
          },
        },
      }),
    [],
  )
  const actor = useActorRef(machine, { input: { storyId: story.id, published: story.published } })
  actorRef.current = actor
  useEffect(() => {
    actor.send({ type: 'publish.loaded', published: story.published })
  }, [actor, story.published])
  const published = useSelector(actor, (snapshot) => snapshot.context.published)
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'))
  const canUndo = useSelector(actor, (snapshot) => snapshot.context.canUndo)
  return {
    published,
    saving,
    canUndo,
    toggle: () => actor.send({ type: 'publish.toggle' }),
    undo: () => actor.send({ type: 'publish.undo' }),
  }
}
