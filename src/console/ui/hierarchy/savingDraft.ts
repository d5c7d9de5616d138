import type { RefObject } from 'react'
import { fromPromise } from 'xstate'
import { failureOf } from '../../../domain/failure.ts'
import { toast } from '../toasts/toastStore.ts'

/** What a Sort drawer's save needs, read when it runs (the latest client, words and list). */
export type DraftSaving<TInput, TOutput> = {
  save: (input: TInput) => Promise<TOutput>
  messages: { saved: string; saveFailed: string }
  /** Reads the list again: after a save, and after a failure (another editor may have changed it). */
  invalidate: () => unknown
}

/**
 * The implementations a draft machine of the hierarchy kit (`categoryHierarchy`, `listSort`) is
 * given with `.provide()`: its `save` actor and the saved / failed notices, each reading `latest`
 * when it runs, so the machine is made once.
 */
export function savingDraft<TInput, TOutput>(latest: RefObject<DraftSaving<TInput, TOutput>>) {
  return {
    actors: { save: fromPromise<TOutput, TInput>(({ input }) => latest.current.save(input)) },
    actions: {
      notifySaved: () => {
        const { messages, invalidate } = latest.current
        toast.success(messages.saved)
        void invalidate()
      },
      notifySaveFailed: (_: unknown, error: unknown) => {
        const { messages, invalidate } = latest.current
        toast.error(messages.saveFailed, failureOf(error)?.message)
        void invalidate()
      },
    },
  }
}
