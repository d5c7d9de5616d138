import { fromPromise, setup } from 'xstate'
import type { OrderItem } from '../src/domain/ordering.ts'
import { applyListMove, type OrderingMove } from '../src/domain/ordering-model.ts'
import { invokeCall } from './kit/call.ts'
import {
  type HierarchyDraftContext,
  type HierarchyDraftEvent,
  hierarchyDraftLogic,
  hierarchyDraftStates,
} from './kit/hierarchyDraft.ts'

// A flat list is the hierarchy kit's draft with flat rules: the ids in order, any move allowed
// (nothing nests, so nothing is refused), and two lists the same when they hold the same ids in
// the same order. Reusing the kit's states keeps open, Cancel, the discard question and leaving
// exactly as in the categories' drawer.

type Context = HierarchyDraftContext<number, OrderingMove, never>
export type ListSortEvent = HierarchyDraftEvent<number, OrderingMove>

const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

const draft = hierarchyDraftLogic<number, OrderingMove, never>({
  // The list comes as the server ordered it (`?sort=index`): its order is the stored one.
  normalize: (ids) => [...ids],
  apply: applyListMove,
  problem: () => null,
  same: sameOrder,
})

/** Whether the draft differs from the stored order. */
export const hasPendingSort = draft.hasPendingMoves

/** The draft as the order endpoints take it: `[{id, index}]`, indexes 0..n-1. */
export const sortItemsOf = (ids: readonly number[]): OrderItem[] => ids.map((id, index) => ({ id, index }))

/**
 * The Sort drawer of a flat ordered list (the BPT questions' Sort and Hierarchy, docs/product.md
 * §2): closed → editing, where moves (drag and drop, Move up/down, Alt+↑/↓) change a draft of the
 * ids; Reset drops them; a reloaded list replaces an untouched draft only. Save (only with pending
 * moves) sends the whole order once as `[{id, index}]` through the injected `save`, which answers
 * the stored order: saved, the drawer closes with a notice; refused, the moves stay with the error
 * and a notice, for another try. Cancel or Esc with pending moves asks first; when the address
 * stops naming the drawer it closes at once (the leave guard has asked already), except while
 * saving, which is not interrupted.
 *
 * The `save` actor and the notices are injected with `.provide()`;
 * tests/machines/models/listSort.model.ts holds the expected behaviour.
 */
export const listSortMachine = setup({
  types: { context: {} as Context, events: {} as ListSortEvent },
  actors: {
    save: fromPromise<OrderItem[], { items: OrderItem[] }>(async () => {
      throw new Error('listSortMachine: provide the save actor')
    }),
  },
  guards: draft.guards,
  actions: {
    ...draft.actions,
    notifySaved: (_, _items: OrderItem[]) => {},
    notifySaveFailed: (_, _error: unknown) => {},
    emitClosed: () => {},
  },
}).createMachine({
  id: 'listSort',
  context: draft.initialContext,
  initial: 'closed',
  states: {
    ...hierarchyDraftStates<number[], OrderingMove>(),
    saving: {
      invoke: invokeCall({
        src: 'save',
        input: ({ context }: { context: Context }) => ({ items: sortItemsOf(context.draft) }),
        done: {
          target: 'closing',
          actions: {
            type: 'notifySaved',
            params: ({ event }: { event: { output: OrderItem[] } }) => event.output,
          },
        },
        failed: 'editing',
        notifyFailed: 'notifySaveFailed',
      }),
    },
  },
})
