import { assign, fromPromise, setup } from 'xstate'
import type { FeedbackDto } from '../src/domain/feedback.ts'
import { invokeCall } from './kit/call.ts'
import { loadStates, retryLoad } from './kit/load.ts'

type Context = {
  /** The open feedback; `null` while closed. */
  id: number | null
  record: FeedbackDto | null
  /** Why loading or deleting failed. */
  error: unknown
}

export type FeedbackDetailEvent =
  | { type: 'detail.open'; id: number }
  | { type: 'detail.close' }
  | { type: 'detail.retry' }
  | { type: 'detail.delete' }
  | { type: 'detail.confirmDelete' }
  | { type: 'detail.cancelDelete' }

const initialContext: Context = { id: null, record: null, error: null }

/**
 * The feedback detail drawer (docs/product.md §2 Feedback: "a row opens a detail view with the message, a
 * screenshot and Delete"): closed → loading → showing (or loadFailed, with retry) →
 * confirmingDelete → deleting → closed with a deleted notice, or back to showing with the error.
 * Feedback is read-only, so there is no form, no unsaved state and no language reload (nothing
 * in it is translated).
 *
 * I/O (`load`, `remove`, each invoked by the state that waits for it) and notices are injected with
 * `.provide()`. tests/machines/models/feedbackDetail.model.ts holds the expected behaviour.
 */
export const feedbackDetailMachine = setup({
  types: { context: {} as Context, events: {} as FeedbackDetailEvent },
  actors: {
    load: fromPromise<FeedbackDto, { id: number }>(async () => {
      throw new Error('feedbackDetailMachine: provide the load actor')
    }),
    remove: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('feedbackDetailMachine: provide the remove actor')
    }),
  },
  actions: {
    start: assign((_, id: number) => ({ ...initialContext, id })),
    storeRecord: assign({ record: (_, record: FeedbackDto) => record, error: null }),
    storeError: assign({ error: (_, error: unknown) => error }),
    clearError: assign({ error: null }),
    reset: assign(() => initialContext),
    notifyDeleted: (_, _id: number) => {},
    notifyDeleteFailed: (_, _error: unknown) => {},
    emitClosed: () => {},
  },
}).createMachine({
  id: 'feedbackDetail',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'detail.open': { target: 'loading', actions: { type: 'start', params: ({ event }) => event.id } },
      },
    },
    ...loadStates<FeedbackDetailEvent>()({
      input: ({ context }: { context: Context }) => ({ id: context.id! }),
      loaded: {
        target: 'showing',
        actions: {
          type: 'storeRecord',
          params: ({ event }: { event: { output: FeedbackDto } }) => event.output,
        },
      },
      retry: { 'detail.retry': retryLoad },
      leave: { 'detail.close': 'closing' },
    }),
    showing: {
      on: {
        'detail.delete': { target: 'confirmingDelete', actions: 'clearError' },
        'detail.close': 'closing',
      },
    },
    confirmingDelete: {
      on: {
        'detail.confirmDelete': 'deleting',
        'detail.cancelDelete': 'showing',
        // Esc closes the confirmation first, not the drawer behind it.
        'detail.close': 'showing',
      },
    },
    // Closing is not offered while the delete is under way: its answer decides where to go.
    deleting: {
      invoke: invokeCall({
        src: 'remove',
        input: ({ context }: { context: Context }) => ({ id: context.id! }),
        done: {
          target: 'closing',
          actions: { type: 'notifyDeleted', params: ({ context }: { context: Context }) => context.id! },
        },
        failed: 'showing',
        notifyFailed: 'notifyDeleteFailed',
      }),
    },
    // Every way out passes here, so hiding the drawer always emits one closed event.
    closing: {
      entry: 'emitClosed',
      always: { target: 'closed', actions: 'reset' },
    },
  },
})
