import type { EventObject } from 'xstate'
import { invokeCall, retryTo } from './call.ts'

/** The Retry of `loadFailed`: load again, the old error cleared. */
export const retryLoad = retryTo('loading')

/**
 * The two states every drawer that shows a stored record starts with: `loading` runs the injected
 * `load` actor with `input`, and goes on as `loaded` says (to the form, the review, the record);
 * a failed load waits in `loadFailed` with the error kept (the host's `storeError`) until Retry
 * (`retry`: the host's event mapped to `retryLoad`) loads again. `leave`: the ways out (event → target), taken in both states;
 * closing while loading drops the load, its answer is ignored.
 *
 * Given the host's events first (`loadStates<MyEvent>()({ … })`), so an event it does not have is
 * a type error; the host needs the `load` actor and the `storeError` and `clearError` actions, and
 * what it spreads in is checked against those.
 */
export const loadStates =
  <TEvent extends EventObject>() =>
  <TInput, const TLoaded>(load: {
    input: TInput
    loaded: TLoaded
    retry: Partial<Record<TEvent['type'], typeof retryLoad>>
    leave: Partial<Record<TEvent['type'], string>>
  }) => {
    return {
      loading: {
        invoke: invokeCall({ src: 'load', input: load.input, done: load.loaded, failed: 'loadFailed' }),
        on: load.leave,
      },
      loadFailed: { on: { ...load.leave, ...load.retry } },
    } as const
  }
