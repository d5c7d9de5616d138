import { fromPromise, setup } from 'xstate'
import {
  applyHierarchyMove,
  type HierarchyItem,
  type HierarchyMove,
  type HierarchyProblem,
  moveProblem,
  normalizeHierarchy,
  sameHierarchy,
} from '../src/domain/category-hierarchy.ts'
import { invokeCall } from './kit/call.ts'
import {
  type HierarchyDraftContext,
  type HierarchyDraftEvent,
  hierarchyDraftLogic,
  hierarchyDraftStates,
} from './kit/hierarchyDraft.ts'

/** The last move that was refused, so the drawer can say why. */
export type HierarchyRefusal = { move: HierarchyMove; problem: HierarchyProblem }

type Context = HierarchyDraftContext<HierarchyItem, HierarchyMove, HierarchyProblem>
export type CategoryHierarchyEvent = HierarchyDraftEvent<HierarchyItem, HierarchyMove>

const draft = hierarchyDraftLogic({
  normalize: normalizeHierarchy,
  apply: applyHierarchyMove,
  problem: moveProblem,
  same: sameHierarchy,
})

/** Whether the draft differs from the stored tree. */
export const hasPendingMoves = draft.hasPendingMoves

/**
 * The Sort and Hierarchy drawer (docs/product.md §2): closed → editing, where moves (drag and drop or the
 * keyboard buttons) change a draft of the whole tree; moves that break the two-level rule are
 * refused and remembered so the drawer can say why. Save sends the whole draft in one request
 * (saving → closed with a saved notice, or back to editing with the error and the moves kept);
 * Cancel or Esc with pending moves asks first; when the address stops naming the drawer (another
 * page, Back), it closes without asking, as the console's leave guard has asked already (a save
 * under way is not interrupted).
 *
 * The `save` actor (invoked while saving) and the notices are injected with `.provide()`.
 * tests/machines/models/categoryHierarchy.model.ts holds the expected behaviour.
 */
export const categoryHierarchyMachine = setup({
  types: { context: {} as Context, events: {} as CategoryHierarchyEvent },
  actors: {
    save: fromPromise<HierarchyItem[], { items: HierarchyItem[] }>(async () => {
      throw new Error('categoryHierarchyMachine: provide the save actor')
    }),
  },
  guards: draft.guards,
  actions: {
    ...draft.actions,
    notifySaved: (_, _items: HierarchyItem[]) => {},
    notifySaveFailed: (_, _error: unknown) => {},
    emitClosed: () => {},
  },
}).createMachine({
  id: 'categoryHierarchy',
  context: draft.initialContext,
  initial: 'closed',
  states: {
    ...hierarchyDraftStates<HierarchyItem[], HierarchyMove>(),
    saving: {
      invoke: invokeCall({
        src: 'save',
        input: ({ context }: { context: Context }) => ({ items: context.draft }),
        done: {
          target: 'closing',
          actions: {
            type: 'notifySaved',
            params: ({ event }: { event: { output: HierarchyItem[] } }) => event.output,
          },
        },
        failed: 'editing',
        notifyFailed: 'notifySaveFailed',
      }),
    },
  },
})
