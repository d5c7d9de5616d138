import { assign, fromPromise, not, setup } from 'xstate'
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

/** The last move that was refused, so the drawer can say why. */
export type HierarchyRefusal = { move: HierarchyMove; problem: HierarchyProblem }

type Context = {
  /** The tree as stored (when the drawer opened, or after a refresh of an untouched tree). */
  original: HierarchyItem[]
  /** The tree with the pending moves applied; saved as a whole. */
  draft: HierarchyItem[]
  refusal: HierarchyRefusal | null
  error: unknown
}

export type CategoryHierarchyEvent =
  | { type: 'hierarchy.open'; items: HierarchyItem[] }
  | { type: 'hierarchy.refresh'; items: HierarchyItem[] }
  | { type: 'hierarchy.move'; move: HierarchyMove }
  | { type: 'hierarchy.reset' }
  | { type: 'hierarchy.save' }
  | { type: 'hierarchy.close' }
  /** The address no longer names the drawer (the leave guard asked first): close without asking. */
  | { type: 'hierarchy.leave' }
  | { type: 'hierarchy.discard' }
  | { type: 'hierarchy.keepEditing' }

const initialContext: Context = { original: [], draft: [], refusal: null, error: null }

/** Whether the draft differs from the stored tree. */
export const hasPendingMoves = (context: Pick<Context, 'original' | 'draft'>) =>
  !sameHierarchy(context.original, context.draft)

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
  guards: {
    hasPendingMoves: ({ context }) => hasPendingMoves(context),
    isAllowed: ({ context }, move: HierarchyMove) => moveProblem(context.draft, move) === null,
  },
  actions: {
    start: assign((_, items: HierarchyItem[]) => {
      const tree = normalizeHierarchy(items)
      return { ...initialContext, original: tree, draft: tree }
    }),
    refresh: assign((_, items: HierarchyItem[]) => {
      const tree = normalizeHierarchy(items)
      return { original: tree, draft: tree, refusal: null }
    }),
    applyMove: assign({
      draft: ({ context }, move: HierarchyMove) => [...applyHierarchyMove(context.draft, move)],
      refusal: null,
      error: null,
    }),
    // Runs only when `isAllowed` said no, so the move has a problem.
    refuseMove: assign({
      refusal: ({ context }, move: HierarchyMove) => ({ move, problem: moveProblem(context.draft, move)! }),
    }),
    resetDraft: assign(({ context }) => ({ draft: context.original, refusal: null, error: null })),
    clearNotes: assign({ refusal: null, error: null }),
    storeError: assign({ error: (_, error: unknown) => error }),
    reset: assign(() => initialContext),
    notifySaved: (_, _items: HierarchyItem[]) => {},
    notifySaveFailed: (_, _error: unknown) => {},
    emitClosed: () => {},
  },
}).createMachine({
  id: 'categoryHierarchy',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'hierarchy.open': {
          target: 'editing',
          actions: { type: 'start', params: ({ event }) => event.items },
        },
      },
    },
    editing: {
      on: {
        'hierarchy.move': [
          {
            guard: { type: 'isAllowed', params: ({ event }) => event.move },
            actions: { type: 'applyMove', params: ({ event }) => event.move },
          },
          { actions: { type: 'refuseMove', params: ({ event }) => event.move } },
        ],
        // The list reloaded (another language, another editor): only an untouched tree follows it.
        'hierarchy.refresh': {
          guard: not('hasPendingMoves'),
          actions: { type: 'refresh', params: ({ event }) => event.items },
        },
        'hierarchy.reset': { actions: 'resetDraft' },
        'hierarchy.save': { guard: 'hasPendingMoves', target: 'saving', actions: 'clearNotes' },
        'hierarchy.close': [{ guard: 'hasPendingMoves', target: 'confirmingClose' }, { target: 'closing' }],
        'hierarchy.leave': 'closing',
      },
    },
    confirmingClose: {
      on: {
        'hierarchy.discard': 'closing',
        'hierarchy.leave': 'closing',
        'hierarchy.keepEditing': 'editing',
        'hierarchy.close': 'editing',
      },
    },
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
    // Every way out passes here, so closing always emits one closed event.
    closing: {
      entry: 'emitClosed',
      always: { target: 'closed', actions: 'reset' },
    },
  },
})
