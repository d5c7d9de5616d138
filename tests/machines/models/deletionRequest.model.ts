import type {
  DeletionRequestEvent,
  DeletionRequestOutput,
  DeletionSummary,
} from '../../../machines/deletionRequest.machine.ts'
import type { DeletionRequestType } from '../../../src/domain/users.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/deletionRequest.machine.ts, written by hand from docs/product.md §2
// "Users" (a click on a deletion request opens a Handle the request drawer), §5 (the "delete user
// and all data" and "delete user's data" confirmations) and §7 (DELETE /api/user/{id},
// DELETE /api/user/{id}/data):
// - the drawer first loads what will be removed; a failed load offers Retry; closing while it
//   loads drops the load;
// - the review shows the request and what goes; Delete asks first; No goes back to the review;
// - Yes removes, passing the request ({ userId, type }) as it came; nothing leaves the drawer while
//   that runs; a removal that went through shows done, a failed one shows the error with Retry
//   (which removes again, the error cleared);
// - Close leaves from everywhere else; the closed drawer says whether anything was removed.

export const USER_ID = 31

export const summary: DeletionSummary = {
  user: {
    id: USER_ID,
    firstName: 'Joost',
    lastName: 'Bakker',
    email: 'joost@example.org',
    level: 'registered-user',
  },
  records: {
    stories: 4,
    actions: 2,
    steps: 5,
    initiatives: 1,
    infographics: 0,
    co2QuizAnswers: 12,
    interests: 3,
    labels: 1,
  },
  hasBptAnswers: true,
}
export const loadError = { status: 404, error: 'not_found', message: 'User not found.' }
export const removeError = { status: 503, error: 'unavailable', message: 'The database cannot be reached.' }

export type DeletionRequestState = {
  value: 'loading' | 'loadFailed' | 'review' | 'confirming' | 'removing' | 'done' | 'failed' | 'closed'
  /** `done` once the drawer has closed, with the output. */
  status: 'active' | 'done'
  output: DeletionRequestOutput | null
  userId: number
  type: DeletionRequestType
  summary: DeletionSummary | null
  error: unknown
  removed: boolean
}

/** The machine's own events, and the answers of its actors. */
export type DeletionRequestModelEvent =
  | DeletionRequestEvent
  | { type: 'load.done'; output: DeletionSummary }
  | { type: 'load.error'; error: unknown }
  | { type: 'remove.done'; output: { id: number; message: string } }
  | { type: 'remove.error'; error: unknown }

function next(state: DeletionRequestState, event: DeletionRequestModelEvent): Outcome<DeletionRequestState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<DeletionRequestState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const request = { userId: state.userId, type: state.type }
  // `after`: effects the runtime carries out once the step is over (stopping a dropped actor).
  const close = (after: Effect[] = []) =>
    go({ value: 'closed', status: 'done', output: { removed: state.removed } }, after)
  switch (state.value) {
    case 'loading':
      if (event.type === 'load.done') return go({ value: 'review', summary: event.output })
      if (event.type === 'load.error') return go({ value: 'loadFailed', error: event.error })
      if (event.type === 'request.close') return close([['abandon', 'load']])
      return stay
    case 'loadFailed':
      if (event.type === 'request.retry')
        return go({ value: 'loading', error: null }, [['start', 'load', request]])
      if (event.type === 'request.close') return close()
      return stay
    case 'review':
      if (event.type === 'request.delete') return go({ value: 'confirming' })
      if (event.type === 'request.close') return close()
      return stay
    case 'confirming':
      if (event.type === 'request.confirm') return go({ value: 'removing' }, [['start', 'remove', request]])
      if (event.type === 'request.back') return go({ value: 'review' })
      if (event.type === 'request.close') return close()
      return stay
    case 'removing':
      if (event.type === 'remove.done') return go({ value: 'done', removed: true })
      if (event.type === 'remove.error') return go({ value: 'failed', error: event.error })
      return stay
    case 'done':
      if (event.type === 'request.close') return close()
      return stay
    case 'failed':
      if (event.type === 'request.retry')
        return go({ value: 'removing', error: null }, [['start', 'remove', request]])
      if (event.type === 'request.close') return close()
      return stay
    case 'closed':
      return stay
  }
}

/** Handling one request: the user's account, or only their data. */
export function deletionRequestModel(
  type: DeletionRequestType,
): BehaviourModel<DeletionRequestState, DeletionRequestModelEvent> {
  return {
    initial: {
      value: 'loading',
      status: 'active',
      output: null,
      userId: USER_ID,
      type,
      summary: null,
      error: null,
      removed: false,
    },
    events: [
      { type: 'request.delete' },
      { type: 'request.confirm' },
      { type: 'request.back' },
      { type: 'request.retry' },
      { type: 'request.close' },
      { type: 'load.done', output: summary },
      { type: 'load.error', error: loadError },
      { type: 'remove.done', output: { id: USER_ID, message: 'Removed.' } },
      { type: 'remove.error', error: removeError },
    ],
    next,
    label: (event) => event.type.replace('request.', ''),
  }
}
