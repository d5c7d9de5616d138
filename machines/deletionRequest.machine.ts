import { assign, fromPromise, setup } from 'xstate'
import type { DeletionRequestType, UserFullDto } from '../src/domain/users.ts'
import { invokeCall, retryTo } from './kit/call.ts'
import { loadStates, retryLoad } from './kit/load.ts'

/** The request being handled: a row of the deletion-request table. */
export type DeletionRequestInput = { userId: number; type: DeletionRequestType }

/** What the review shows will be removed: the user, and how many of their own records go. */
export type DeletionSummary = {
  user: Pick<UserFullDto, 'id' | 'firstName' | 'lastName' | 'email' | 'level'>
  records: {
    stories: number
    actions: number
    steps: number
    initiatives: number
    infographics: number
    co2QuizAnswers: number
    interests: number
    labels: number
  }
  /** Whether the user answered the behaviour and profile tracker (those answers go too). */
  hasBptAnswers: boolean
}

/** The summary of `GET /api/user/{id}/full`, for a `load` actor that reads it. */
export const deletionSummaryOf = (user: UserFullDto): DeletionSummary => ({
  user: {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    level: user.level,
  },
  records: {
    stories: user.stories.length,
    actions: user.actions.length,
    steps: user.steps.length,
    initiatives: user.initiatives.length,
    infographics: user.infographics.length,
    co2QuizAnswers: user.userCo2QuizAnswers.length,
    interests: user.interests.length,
    labels: user.labels.length,
  },
  hasBptAnswers: user.bptInfo !== null,
})

export type DeletionRequestContext = DeletionRequestInput & {
  /** What will be removed, once loaded. */
  summary: DeletionSummary | null
  /** Why loading or removing failed. */
  error: unknown
  /** Whether the removal went through (what the machine's output tells the list). */
  removed: boolean
}

/** When the drawer has closed: whether the request was carried out (the list then reloads). */
export type DeletionRequestOutput = { removed: boolean }

export type DeletionRequestEvent =
  /** The review's Delete account / Delete data button: asks first. */
  | { type: 'request.delete' }
  /** The confirmation's Yes. */
  | { type: 'request.confirm' }
  /** The confirmation's No (or Esc): back to the review. */
  | { type: 'request.back' }
  | { type: 'request.retry' }
  /** The drawer's Cancel or close: leaves the drawer (not while removing). */
  | { type: 'request.close' }

/** What `load` and `remove` are given: the request. */
const requestOf = ({ context }: { context: DeletionRequestContext }): DeletionRequestInput => ({
  userId: context.userId,
  type: context.type,
})

/**
 * The "Handle the request" drawer (docs/product.md §2 "Users": a user asked for their account or their data
 * to be deleted):
 * - `loading`: `load` reads what will be removed; `loadFailed` offers Retry;
 * - `review`: what was requested (`type`) and what will be removed (`summary`); Delete asks first;
 * - `confirming`: "delete user and all data" (account) or "delete user's data" (data) (docs/product.md §5);
 *   No goes back to the review;
 * - `removing`: `remove` runs with the request (`DELETE /api/user/{id}` for an account,
 *   `DELETE /api/user/{id}/data` for data; the provided actor picks); it cannot be closed while it
 *   runs, its answer decides;
 * - `done`: the request was carried out; `failed`: it was not, with the error and Retry;
 * - `closed` (final): the drawer is gone; the output says whether anything was removed.
 * Close leaves from every state but `removing`.
 *
 * `load` and `remove` are injected with `.provide()`; both get the request ({ userId, type }).
 * tests/machines/models/deletionRequest.model.ts holds the expected behaviour.
 */
export const deletionRequestMachine = setup({
  types: {
    context: {} as DeletionRequestContext,
    events: {} as DeletionRequestEvent,
    input: {} as DeletionRequestInput,
    output: {} as DeletionRequestOutput,
  },
  actors: {
    load: fromPromise<DeletionSummary, DeletionRequestInput>(async () => {
      throw new Error('deletionRequestMachine: provide the load actor')
    }),
    remove: fromPromise<unknown, DeletionRequestInput>(async () => {
      throw new Error('deletionRequestMachine: provide the remove actor')
    }),
  },
  actions: {
    storeSummary: assign({ summary: (_, summary: DeletionSummary) => summary }),
    storeError: assign({ error: (_, error: unknown) => error }),
    clearError: assign({ error: null }),
    markRemoved: assign({ removed: true }),
  },
}).createMachine({
  id: 'deletionRequest',
  context: ({ input }) => ({
    userId: input.userId,
    type: input.type,
    summary: null,
    error: null,
    removed: false,
  }),
  initial: 'loading',
  states: {
    ...loadStates<DeletionRequestEvent>()({
      input: requestOf,
      loaded: {
        target: 'review',
        actions: {
          type: 'storeSummary',
          params: ({ event }: { event: { output: DeletionSummary } }) => event.output,
        },
      },
      retry: { 'request.retry': retryLoad },
      leave: { 'request.close': 'closed' },
    }),
    review: {
      on: {
        'request.delete': 'confirming',
        'request.close': 'closed',
      },
    },
    confirming: {
      on: {
        'request.confirm': 'removing',
        'request.back': 'review',
        'request.close': 'closed',
      },
    },
    removing: {
      invoke: invokeCall({
        src: 'remove',
        input: requestOf,
        done: { target: 'done', actions: 'markRemoved' },
        failed: 'failed',
      }),
    },
    done: {
      on: { 'request.close': 'closed' },
    },
    failed: {
      on: {
        'request.retry': retryTo('removing'),
        'request.close': 'closed',
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ removed: context.removed }),
})
