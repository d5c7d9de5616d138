import { fromPromise, setup } from 'xstate'
import type { HierarchyProblem } from '../src/domain/category-hierarchy.ts'
import {
  applyCo2Move,
  type Co2HierarchyItem,
  co2MoveProblem,
  normalizeCo2Hierarchy,
  sameCo2Hierarchy,
} from '../src/domain/co2/hierarchy.ts'
import { failureOf } from '../src/domain/failure.ts'
import type { OrderItem } from '../src/domain/ordering.ts'
import type { OrderingMove } from '../src/domain/ordering-model.ts'
import { invokeCall } from './kit/call.ts'
import {
  type HierarchyDraftContext,
  type HierarchyDraftEvent,
  hierarchyDraftLogic,
  hierarchyDraftStates,
} from './kit/hierarchyDraft.ts'

/** The last move that was refused, so the drawer can say why. */
export type Co2HierarchyRefusal = { move: OrderingMove; problem: HierarchyProblem }

type Context = HierarchyDraftContext<Co2HierarchyItem, OrderingMove, HierarchyProblem>
export type Co2HierarchyEvent = HierarchyDraftEvent<Co2HierarchyItem, OrderingMove>

/** What the `save` actor writes: the changes between the two (`co2HierarchySave`); it answers the stored order. */
export type Co2HierarchySaveInput = { original: Co2HierarchyItem[]; draft: Co2HierarchyItem[] }

const draft = hierarchyDraftLogic({
  normalize: normalizeCo2Hierarchy,
  apply: applyCo2Move,
  problem: co2MoveProblem,
  same: sameCo2Hierarchy,
})

/** Whether the draft differs from the stored hierarchy. */
export const hasPendingCo2Moves = draft.hasPendingMoves

/** A save refused because a question changed since the drawer read it (409). */
export const isConflict = (error: unknown) => failureOf(error)?.status === 409

/**
 * Sort and Hierarchy of the CO2 questions (docs/product.md §2, §4 "CO2 hierarchy"): closed →
 * editing, where moves (drag and drop, keys, buttons) change a draft; a move that breaks the one
 * level is refused and remembered so the drawer can say why. Save writes the changes (the
 * injected `save`: parents as updates with the versions read, then the order); saved, it closes
 * with a notice; refused as stale (409: someone changed a question meanwhile), the moves are
 * dropped and the hierarchy is read again (`reload`), the error kept so the drawer says so; any
 * other failure keeps the moves for another try. Cancel or Esc with pending moves asks first; when
 * the address stops naming the drawer it closes at once (the leave guard has asked already),
 * except while saving.
 *
 * Unlike the categories' one-request save, a save here is several writes and a 409 may come after
 * some of them landed: reading the hierarchy again shows what is stored. The `save` and `reload`
 * actors and the notices are injected with `.provide()`; tests/machines/models/co2Hierarchy.model.ts
 * holds the expected behaviour.
 */
export const co2HierarchyMachine = setup({
  types: { context: {} as Context, events: {} as Co2HierarchyEvent },
  actors: {
    save: fromPromise<OrderItem[], Co2HierarchySaveInput>(async () => {
      throw new Error('co2HierarchyMachine: provide the save actor')
    }),
    reload: fromPromise<Co2HierarchyItem[]>(async () => {
      throw new Error('co2HierarchyMachine: provide the reload actor')
    }),
  },
  guards: { ...draft.guards, isConflict: (_, error: unknown) => isConflict(error) },
  actions: {
    ...draft.actions,
    notifySaved: () => {},
    notifySaveFailed: (_, _error: unknown) => {},
    notifyConflict: () => {},
    emitClosed: () => {},
  },
}).createMachine({
  id: 'co2Hierarchy',
  context: draft.initialContext,
  initial: 'closed',
  states: {
    ...hierarchyDraftStates<Co2HierarchyItem[], OrderingMove>(),
    saving: {
      invoke: invokeCall({
        src: 'save',
        input: ({ context }: { context: Context }) => ({ original: context.original, draft: context.draft }),
        done: { target: 'closing', actions: 'notifySaved' },
        failed: 'editing',
        notifyFailed: 'notifySaveFailed',
        refusals: [
          {
            guard: { type: 'isConflict', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'reloading',
            actions: [
              { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
              'notifyConflict',
            ],
          },
        ],
      }),
    },
    // After a 409: the stored hierarchy replaces the moves. Nothing is pending, so leaving asks nothing.
    reloading: {
      invoke: {
        src: 'reload',
        // The conflict stays in `error`: the drawer says why the moves are gone.
        onDone: { target: 'editing', actions: { type: 'refresh', params: ({ event }) => event.output } },
        // Not read again: the moves stay (the notice said why), with this failure, for another try.
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
      on: { 'hierarchy.close': 'closing', 'hierarchy.leave': 'closing' },
    },
  },
})
