import { useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import { hasPendingOrder, listOrderMachine } from '../../../../machines/listOrder.machine.ts'
import { failureOf } from '../../../domain/failure.ts'
import type { OrderItem } from '../../../domain/ordering.ts'
import { stories } from '../../api/stories.ts'
import { useResourceChanged, useResourceClient } from '../../api/useResource.ts'
import { toast } from '../../ui/toasts/toastStore.ts'

/**
 * The quiz of the day's order as a draft (machines/listOrder.machine.ts) over the published
 * quizzes `ids` as loaded: moves, Reset, and Save through `PUT /api/story/order`; the stories'
 * lists refresh after a save.
 */
export function useQuizOrder(ids: readonly number[] | undefined) {
  const { t } = useLingui()
  const client = useResourceClient(stories)
  const changed = useResourceChanged(stories)
  const texts = {
    saved: t`Saved the order of the quiz of the day`,
    failed: t`Failed to save the order of the quiz of the day`,
  }
  const latest = useRef({ client, changed, texts })
  latest.current = { client, changed, texts }
  const machine = useMemo(
    () =>
      listOrderMachine.provide({
        actors: {
          save: fromPromise<unknown, { items: OrderItem[] }>(({ input }) =>
            latest.current.client.order(input.items),
          ),
        },
        actions: {
          notifySaved: () => {
            toast.success(latest.current.texts.saved)
            void latest.current.changed()
          },
          notifyFailed: (_, error) =>
            toast.error(latest.current.texts.failed, failureOf(error)?.message ?? undefined),
        },
      }),
    [],
  )
  const actor = useActorRef(machine)
  const key = ids?.join(',')
  useEffect(() => {
    if (key !== undefined) actor.send({ type: 'order.loaded', ids: key ? key.split(',').map(Number) : [] })
  }, [actor, key])
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft)
  const original = useSelector(actor, (snapshot) => snapshot.context.original)
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'))
  return {
    actor,
    draft,
    original,
    saving,
    pending: hasPendingOrder({ original, draft }),
  }
}
