import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
} from 'xstate'
import type { FeedbackDto } from '../src/domain/feedback.ts'

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
  | DoneActorEvent<FeedbackDto, 'load'>
  | ErrorActorEvent<unknown, 'load'>
  | DoneActorEvent<unknown, 'remove'>
  | ErrorActorEvent<unknown, 'remove'>

const initialContext: Context = { id: null, record: null, error: null }

/**
 * The feedback detail drawer (SPEC §2 Feedback: "a row opens a detail view with the message, a
 * screenshot and Delete"): closed → loading → showing (or loadFailed, with retry) →
 * confirmingDelete → deleting → closed with a deleted notice, or back to showing with the error.
 * Feedback is read-only, so there is no form, no unsaved state and no language reload (nothing
 * in it is translated).
 *
 * I/O (`load`, `remove`) and notices are injected with `.provide()`; I/O runs as a spawned child
 * (not `invoke`) so that `createTestModel` can walk the machine.
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
    start: assign(({ event }) => (event.type === 'detail.open' ? { ...initialContext, id: event.id } : {})),
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
      on: { 'detail.open': { target: 'loading', actions: 'start' } },
    },
    loading: {
      entry: spawnChild('load', { id: 'load', input: ({ context }) => ({ id: context.id! }) }),
      exit: stopChild('load'),
      on: {
        'xstate.done.actor.load': {
          target: 'showing',
          actions: {
            type: 'storeRecord',
            params: ({ event }: { event: DoneActorEvent<FeedbackDto, 'load'> }) => event.output,
          },
        },
        'xstate.error.actor.load': {
          target: 'loadFailed',
          actions: {
            type: 'storeError',
            params: ({ event }: { event: ErrorActorEvent<unknown, 'load'> }) => event.error,
          },
        },
        'detail.close': 'closing',
      },
    },
    loadFailed: {
      on: {
        'detail.retry': { target: 'loading', actions: 'clearError' },
        'detail.close': 'closing',
      },
    },
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
      entry: spawnChild('remove', { id: 'remove', input: ({ context }) => ({ id: context.id! }) }),
      exit: stopChild('remove'),
      on: {
        'xstate.done.actor.remove': {
          target: 'closing',
          actions: { type: 'notifyDeleted', params: ({ context }) => context.id! },
        },
        'xstate.error.actor.remove': {
          target: 'showing',
          actions: [
            {
              type: 'storeError',
              params: ({ event }: { event: ErrorActorEvent<unknown, 'remove'> }) => event.error,
            },
            {
              type: 'notifyDeleteFailed',
              params: ({ event }: { event: ErrorActorEvent<unknown, 'remove'> }) => event.error,
            },
          ],
        },
      },
    },
    // Every way out passes here, so hiding the drawer always emits one closed event.
    closing: {
      entry: 'emitClosed',
      always: { target: 'closed', actions: 'reset' },
    },
  },
})
