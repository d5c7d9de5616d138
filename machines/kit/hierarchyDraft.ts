import { assign, not } from 'xstate'

/** The pure rules of one hierarchy (src/domain): how a list is stored, moved, refused and compared. */
export type HierarchyRules<TItem, TMove, TProblem> = {
  /** The list in its stored form (depth first, indexes 0..n-1). */
  normalize: (items: readonly TItem[]) => TItem[]
  /** The list after an allowed move. */
  apply: (items: readonly TItem[], move: TMove) => readonly TItem[]
  /** Why a move is refused, or null. */
  problem: (items: readonly TItem[], move: TMove) => TProblem | null
  /** Whether two lists describe the same tree. */
  same: (a: readonly TItem[], b: readonly TItem[]) => boolean
}

export type HierarchyDraftContext<TItem, TMove, TProblem> = {
  /** The tree as stored (when the drawer opened, or after a refresh of an untouched tree). */
  original: TItem[]
  /** The tree with the pending moves applied. */
  draft: TItem[]
  /** The last move that was refused, so the drawer can say why. */
  refusal: { move: TMove; problem: TProblem } | null
  /** Why the last save failed, until the next move or save. */
  error: unknown
}

export type HierarchyDraftEvent<TItem, TMove> =
  | { type: 'hierarchy.open'; items: TItem[] }
  | { type: 'hierarchy.refresh'; items: TItem[] }
  | { type: 'hierarchy.move'; move: TMove }
  | { type: 'hierarchy.reset' }
  | { type: 'hierarchy.save' }
  | { type: 'hierarchy.close' }
  /** The address no longer names the drawer (the leave guard asked first): close without asking. */
  | { type: 'hierarchy.leave' }
  | { type: 'hierarchy.discard' }
  | { type: 'hierarchy.keepEditing' }

/**
 * The guards and actions `hierarchyDraftStates` names, over one hierarchy's rules; the host adds
 * its actors, its notices and `emitClosed`.
 */
export function hierarchyDraftLogic<TItem, TMove, TProblem>(rules: HierarchyRules<TItem, TMove, TProblem>) {
  type Context = HierarchyDraftContext<TItem, TMove, TProblem>
  type Event = HierarchyDraftEvent<TItem, TMove>
  const initialContext: Context = { original: [], draft: [], refusal: null, error: null }
  const pending = (context: Pick<Context, 'original' | 'draft'>) =>
    !rules.same(context.original, context.draft)
  return {
    initialContext,
    /** Whether the draft differs from the stored tree. */
    hasPendingMoves: pending,
    guards: {
      hasPendingMoves: ({ context }: { context: Context }) => pending(context),
      isAllowed: ({ context }: { context: Context }, move: TMove) =>
        rules.problem(context.draft, move) === null,
    },
    actions: {
      start: assign<Context, Event, TItem[], Event, never>((_, items) => {
        const tree = rules.normalize(items)
        return { ...initialContext, original: tree, draft: tree }
      }),
      refresh: assign<Context, Event, TItem[], Event, never>((_, items) => {
        const tree = rules.normalize(items)
        return { original: tree, draft: tree, refusal: null }
      }),
      applyMove: assign<Context, Event, TMove, Event, never>({
        draft: ({ context }, move) => [...rules.apply(context.draft, move)],
        refusal: null,
        error: null,
      }),
      // Runs only when `isAllowed` said no, so the move has a problem.
      refuseMove: assign<Context, Event, TMove, Event, never>({
        refusal: ({ context }, move) => ({ move, problem: rules.problem(context.draft, move)! }),
      }),
      resetDraft: assign<Context, Event, undefined, Event, never>(({ context }) => ({
        draft: context.original,
        refusal: null,
        error: null,
      })),
      clearNotes: assign<Context, Event, undefined, Event, never>({ refusal: null, error: null }),
      storeError: assign<Context, Event, unknown, Event, never>((_, error) => ({ error })),
      reset: assign<Context, Event, undefined, Event, never>(() => initialContext),
    },
  }
}

/**
 * The states every Sort and Hierarchy drawer shares (the categories' tree, the CO2 questions'
 * hierarchy): closed → editing, where moves change a draft and a refused move is remembered;
 * Reset, a reloaded list that only an untouched draft follows, Save (only with pending moves, to
 * the host's `saving`), Cancel or Esc asking first when moves are pending (`confirmingClose`), and
 * `closing`, which every way out passes so one closed event is emitted.
 *
 * The host machine supplies `saving` (and whatever follows a save) and the named guards and
 * actions: `hasPendingMoves`, `isAllowed(move)`; `start(items)`, `refresh(items)`,
 * `applyMove(move)`, `refuseMove(move)`, `resetDraft`, `clearNotes`, `reset`, `emitClosed`.
 * An action, guard or event the host lacks is a type error where the states are used.
 */
export function hierarchyDraftStates<TItems, TMove>() {
  const items = ({ event }: { event: { items: TItems } }) => event.items
  const move = ({ event }: { event: { move: TMove } }) => event.move
  return {
    closed: {
      on: { 'hierarchy.open': { target: 'editing', actions: { type: 'start', params: items } } },
    },
    editing: {
      on: {
        'hierarchy.move': [
          { guard: { type: 'isAllowed', params: move }, actions: { type: 'applyMove', params: move } },
          { actions: { type: 'refuseMove', params: move } },
        ],
        // The list reloaded (another language, another editor): only an untouched draft follows it.
        'hierarchy.refresh': { guard: not('hasPendingMoves'), actions: { type: 'refresh', params: items } },
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
    // Every way out passes here, so closing always emits one closed event.
    closing: { entry: 'emitClosed', always: { target: 'closed', actions: 'reset' } },
  } as const
}
