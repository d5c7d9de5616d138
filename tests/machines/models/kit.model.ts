import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of the machine kit (machines/kit/: `loadStates`, `invokeCall`, `retryTo`),
// written by hand, as a small record viewer built from it shows it (tests/machines/kit/kit.test.ts):
// - opening loads the record; a failed load keeps the error and offers Retry, which clears it and
//   loads again; leaving while it loads or after it failed closes, dropping an open load;
// - a call that fails keeps its error and names it in the failure notice when the host asks for
//   one; a refusal the host lists first (a 409 here) goes to its own state, without the notice;
// - Retry of a refused call clears the error and makes the call again.

export const record = { id: 4, title: 'Solar panels' }
export const loadError = { status: 404, error: 'not_found', message: 'Not found.' }
export const deleteError = { status: 503, error: 'unavailable', message: 'The database cannot be reached.' }
export const refusal = { status: 409, error: 'conflict', message: 'Still in use.' }

export type KitState = {
  value: 'closed' | 'loading' | 'loadFailed' | 'showing' | 'deleting' | 'refused'
  record: typeof record | null
  error: unknown
}

export type KitEvent =
  | { type: 'viewer.open' }
  | { type: 'viewer.close' }
  | { type: 'viewer.retry' }
  | { type: 'viewer.delete' }
  | { type: 'load.done'; output: typeof record }
  | { type: 'load.error'; error: unknown }
  | { type: 'remove.done' }
  | { type: 'remove.error'; error: unknown }

const closed: KitState = { value: 'closed', record: null, error: null }

function next(state: KitState, event: KitEvent): Outcome<KitState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<KitState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const load: Effect = ['start', 'load', { id: 4 }]
  const remove: Effect = ['start', 'remove', { id: 4 }]
  switch (state.value) {
    case 'closed':
      return event.type === 'viewer.open' ? go({ value: 'loading' }, [load]) : stay
    case 'loading':
      if (event.type === 'load.done') return go({ value: 'showing', record: event.output })
      if (event.type === 'load.error') return go({ value: 'loadFailed', error: event.error })
      if (event.type === 'viewer.close') return { state: closed, effects: [['abandon', 'load']] }
      return stay
    case 'loadFailed':
      if (event.type === 'viewer.retry') return go({ value: 'loading', error: null }, [load])
      if (event.type === 'viewer.close') return { state: closed, effects: [] }
      return stay
    case 'showing':
      if (event.type === 'viewer.delete') return go({ value: 'deleting' }, [remove])
      if (event.type === 'viewer.close') return { state: closed, effects: [] }
      return stay
    case 'deleting':
      if (event.type === 'remove.done') return { state: closed, effects: [['notifyDeleted']] }
      if (event.type === 'remove.error' && event.error === refusal)
        return go({ value: 'refused', error: refusal })
      if (event.type === 'remove.error')
        return go({ value: 'showing', error: event.error }, [['notifyDeleteFailed', event.error]])
      return stay
    case 'refused':
      if (event.type === 'viewer.retry') return go({ value: 'deleting', error: null }, [remove])
      if (event.type === 'viewer.close') return { state: closed, effects: [] }
      return stay
  }
}

export const kitModel: BehaviourModel<KitState, KitEvent> = {
  initial: closed,
  events: [
    { type: 'viewer.open' },
    { type: 'viewer.close' },
    { type: 'viewer.retry' },
    { type: 'viewer.delete' },
    { type: 'load.done', output: record },
    { type: 'load.error', error: loadError },
    { type: 'remove.done' },
    { type: 'remove.error', error: deleteError },
    { type: 'remove.error', error: refusal },
  ],
  next,
  label: (event) =>
    event.type === 'remove.error'
      ? `remove.error(${event.error === refusal ? 'refused' : 'failed'})`
      : event.type,
}
