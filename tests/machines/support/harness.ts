import { type AnyActorLogic, createActor, fromPromise } from 'xstate'
import type { Effect } from './model.ts'

/**
 * A promise actor the test settles by hand. Each start is logged as `['start', name, input]`; a
 * call the machine abandons while it is still open (the actor is stopped, so its answer will be
 * ignored) is logged as `['abandon', name]`.
 */
export function controllable<TOutput, TInput = unknown>(name: string, effects: Effect[] = []) {
  type Call = {
    input: TInput
    open: boolean
    resolve: (value: TOutput) => void
    reject: (error: unknown) => void
  }
  const started: Call[] = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        const call: Call = { input, open: true, resolve, reject }
        started.push(call)
        effects.push(['start', name, input])
        signal.addEventListener('abort', () => {
          if (!call.open) return
          call.open = false
          effects.push(['abandon', name])
        })
      }),
  )
  const latestOpen = () => {
    const call = started.at(-1)
    return call?.open ? call : null
  }
  const settle = async (how: (call: Call) => void) => {
    const call = latestOpen()
    if (!call) throw new Error(`no ${name} call is pending`)
    call.open = false
    how(call)
    await flush()
  }
  return {
    logic,
    /** The inputs of every call, in order. */
    get calls() {
      return started.map((call) => call.input)
    },
    /** Whether the latest call still waits for its answer. */
    get pending() {
      return latestOpen() !== null
    },
    resolve: (value: TOutput) => settle((call) => call.resolve(value)),
    reject: (error: unknown) => settle((call) => call.reject(error)),
    /** Answers an earlier call (one the machine may have abandoned) after the latest one started. */
    async resolveCall(index: number, value: TOutput) {
      started[index]!.resolve(value)
      await flush()
    },
  }
}

/** Lets settled promises reach the actor. */
export const flush = () => new Promise((resolve) => setImmediate(resolve))

/** The error an actor fails with (for a machine's own actors, which fail until one is provided). */
export function errorOf(logic: unknown, input: unknown): Promise<unknown> {
  if (!logic) return Promise.resolve(new Error('no such actor'))
  const actor = createActor(logic as AnyActorLogic, { input })
  const failed = new Promise((resolve) => actor.subscribe({ error: resolve }))
  actor.start()
  return failed
}
