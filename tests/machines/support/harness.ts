import { fromPromise } from 'xstate'

/**
 * A promise actor the test settles by hand, so a model path's `xstate.done.actor.*` and
 * `xstate.error.actor.*` steps can be played on a real running actor.
 */
export function controllable<TOutput, TInput = unknown>() {
  const calls: TInput[] = []
  let settle: { resolve: (value: TOutput) => void; reject: (error: unknown) => void } | null = null
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push(input)
        settle = { resolve, reject }
      }),
  )
  return {
    logic,
    calls,
    async resolve(value: TOutput) {
      if (!settle) throw new Error('no call is pending')
      settle.resolve(value)
      settle = null
      await flush()
    },
    async reject(error: unknown) {
      if (!settle) throw new Error('no call is pending')
      settle.reject(error)
      settle = null
      await flush()
    },
  }
}

/** Lets settled promises reach the actor. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The model's event executors are typed by event type only; this reads the sample event's payload. */
export const payload = <T>(step: { event: unknown }) => step.event as T
