import type { FeedbackDetailEvent } from '../../../machines/feedbackDetail.machine.ts'
import type { FeedbackDto } from '../../../src/domain/feedback.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/feedbackDetail.machine.ts, written by hand from docs/product.md §2
// (Feedback: a row opens a detail view with the message, a screenshot and Delete):
// - opening loads the feedback; a failed load offers Retry; closing while it loads drops the load;
// - Delete asks first; Cancel or Esc on the question goes back to the feedback, not out of the drawer;
// - while the delete runs the drawer stays (its answer decides); a deleted feedback closes the
//   drawer with a notice, a failed delete keeps it open with the error and a notice;
// - every way out emits one closed event, naming the feedback that closed.

export const record: FeedbackDto = {
  id: 7,
  message: 'The quiz button does nothing.',
  user: { id: 3, firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org' },
  creationDate: '2025-03-05T14:30:00.000Z',
  file: { uuid: '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b' },
  translated: true,
}
export const loadError = { status: 404, message: 'Feedback not found.' }
export const deleteError = { status: 500, message: 'Something went wrong on the server.' }

export type FeedbackDetailState = {
  value: 'closed' | 'loading' | 'loadFailed' | 'showing' | 'confirmingDelete' | 'deleting'
  /** The open feedback's id, its record once loaded, and the last load or delete error. */
  id: number | null
  record: FeedbackDto | null
  error: unknown
}

/** The machine's own events, and the answers of its actors. */
export type FeedbackDetailModelEvent =
  | FeedbackDetailEvent
  | { type: 'load.done'; output: FeedbackDto }
  | { type: 'load.error'; error: unknown }
  | { type: 'remove.done' }
  | { type: 'remove.error'; error: unknown }

const closed: FeedbackDetailState = { value: 'closed', id: null, record: null, error: null }

function next(state: FeedbackDetailState, event: FeedbackDetailModelEvent): Outcome<FeedbackDetailState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<FeedbackDetailState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  // `after`: effects the runtime carries out once the step is over (stopping a dropped actor).
  const close = (before: Effect[] = [], after: Effect[] = []) => ({
    state: closed,
    effects: [...before, ['emitClosed', state.id] as const, ...after],
  })
  switch (state.value) {
    case 'closed':
      if (event.type === 'detail.open')
        return {
          state: { ...closed, value: 'loading', id: event.id },
          effects: [['start', 'load', { id: event.id }]],
        }
      return stay
    case 'loading':
      if (event.type === 'load.done') return go({ value: 'showing', record: event.output, error: null })
      if (event.type === 'load.error') return go({ value: 'loadFailed', error: event.error })
      // Closing while it loads drops the load: its answer is ignored.
      if (event.type === 'detail.close') return close([], [['abandon', 'load']])
      return stay
    case 'loadFailed':
      if (event.type === 'detail.retry')
        return go({ value: 'loading', error: null }, [['start', 'load', { id: state.id }]])
      if (event.type === 'detail.close') return close()
      return stay
    case 'showing':
      if (event.type === 'detail.delete') return go({ value: 'confirmingDelete', error: null })
      if (event.type === 'detail.close') return close()
      return stay
    case 'confirmingDelete':
      if (event.type === 'detail.confirmDelete')
        return go({ value: 'deleting' }, [['start', 'remove', { id: state.id }]])
      if (event.type === 'detail.cancelDelete' || event.type === 'detail.close')
        return go({ value: 'showing' })
      return stay
    case 'deleting':
      if (event.type === 'remove.done') return close([['notifyDeleted', state.id]])
      if (event.type === 'remove.error')
        return go({ value: 'showing', error: event.error }, [['notifyDeleteFailed', event.error]])
      return stay
  }
}

export const feedbackDetailModel: BehaviourModel<FeedbackDetailState, FeedbackDetailModelEvent> = {
  initial: closed,
  events: [
    { type: 'detail.open', id: 7 },
    { type: 'detail.close' },
    { type: 'detail.retry' },
    { type: 'detail.delete' },
    { type: 'detail.confirmDelete' },
    { type: 'detail.cancelDelete' },
    { type: 'load.done', output: record },
    { type: 'load.error', error: loadError },
    { type: 'remove.done' },
    { type: 'remove.error', error: deleteError },
  ],
  next,
  label: (event) => event.type.replace('detail.', ''),
}
