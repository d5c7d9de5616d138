import type { ErrorActorEvent } from 'xstate'

/** The failed call's error, as the params of the host's `storeError` or a `notify…Failed` action. */
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error

/**
 * Back to the state that makes the call again, the old error cleared (the host's `clearError`
 * action): the transition of every Retry.
 */
export const retryTo = <const TTarget extends string>(target: TTarget) =>
  ({ target, actions: 'clearError' }) as const

/**
 * The `invoke` of a state that waits for one injected call (a load, a save, a delete): the actor
 * `src` (the invocation is named after it, so a test can tell which call runs) gets `input`; its
 * answer goes on as `done` says; a failure keeps the error in the context (the host's
 * `storeError` action), runs the action `notifyFailed` names with it, and goes to `failed`.
 * `refusals`: transitions tried first on a failure (a stale write has its own state, say).
 *
 * Every part is checked against the host machine where it is used: an actor, action or event the
 * host does not have is a type error there.
 */
export function invokeCall<
  const TSrc extends string,
  TInput,
  const TDone,
  const TFailed extends string,
  const TNotify extends string = never,
  const TRefusals extends readonly object[] = [],
>(call: {
  src: TSrc
  input: TInput
  done: TDone
  failed: TFailed
  notifyFailed?: TNotify
  refusals?: TRefusals
}) {
  // NoInfer: without `notifyFailed` the action list is just `storeError`, whatever the host offers.
  const notify: { type: NoInfer<TNotify>; params: typeof errorOf }[] =
    call.notifyFailed === undefined ? [] : [{ type: call.notifyFailed, params: errorOf }]
  return {
    id: call.src,
    src: call.src,
    input: call.input,
    onDone: call.done,
    onError: [
      ...(call.refusals ?? []),
      { target: call.failed, actions: [{ type: 'storeError', params: errorOf }, ...notify] },
    ],
  } as const
}
