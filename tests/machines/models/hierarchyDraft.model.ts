import type { Effect, Outcome } from '../support/model.ts'

// The expected behaviour every Sort and Hierarchy drawer shares (the categories' tree, the CO2
// questions' hierarchy), written by hand from docs/product.md §2 (Sort and Hierarchy):
// - moves change a draft; a move that breaks the hierarchy's rule is refused, the draft stays and
//   the drawer says why; the next allowed move clears the note;
// - Reset puts the stored tree back; a reloaded list replaces an untouched tree only;
// - Save (only with pending moves) starts the save with what the drawer's model says it sends;
// - Cancel or Esc with pending moves asks first (Discard closes; Keep editing or Esc goes back);
// - when the address stops naming the drawer (the console's leave guard has asked already), it
//   closes at once, pending moves or not;
// - every way out emits one closed event.
// What follows a save is each drawer's own (its model's `saving` and after).

/** A move the model tries: where it leads from each named tree, or why it is refused (no tree). */
export type MoveSample<TMove, TTree extends string> = {
  move: TMove
  from: Partial<Record<TTree, TTree>>
  problem?: string
}

/** A drawer's state in the model's terms: trees and moves by name. */
export type DraftModelState<TValue extends string, TTree extends string, TMoveName extends string> = {
  value: 'closed' | 'editing' | 'confirmingClose' | TValue
  /** The tree as stored, and the draft with the pending moves. */
  original: TTree | null
  draft: TTree | null
  /** The last refused move and why. */
  refusal: { move: TMoveName; problem: string } | null
  error: unknown
}

export type DraftModelEvent<TTree extends string, TMoveName extends string> =
  | { type: 'hierarchy.open'; tree: TTree }
  | { type: 'hierarchy.refresh'; tree: TTree }
  | { type: 'hierarchy.move'; move: TMoveName }
  | { type: 'hierarchy.reset' }
  | { type: 'hierarchy.save' }
  | { type: 'hierarchy.close' }
  | { type: 'hierarchy.leave' }
  | { type: 'hierarchy.discard' }
  | { type: 'hierarchy.keepEditing' }

/** The closed drawer. */
export const closedDraft = {
  value: 'closed',
  original: null,
  draft: null,
  refusal: null,
  error: null,
} as const

/** Helpers over one state: stay, go with a patch, close (emitting closed after `before`). */
export function draftSteps<S extends DraftModelState<string, string, string>>(state: S) {
  return {
    stay: { state, effects: [] } as Outcome<S>,
    go: (patch: Partial<S>, effects: Effect[] = []): Outcome<S> => ({
      state: { ...state, ...patch },
      effects,
    }),
    close: (before: Effect[] = []): Outcome<S> => ({
      state: closedDraft as S,
      effects: [...before, ['emitClosed'] as const],
    }),
  }
}

/**
 * The shared part of `next`: the closed, editing and confirmingClose states. `saveInput` is what
 * the save is started with; `undefined` for a state this part does not cover (the drawer's own).
 */
export function draftModelNext<
  TValue extends string,
  TTree extends string,
  TMoveName extends string,
  S extends DraftModelState<TValue, TTree, TMoveName>,
>(
  state: S,
  event: { type: string },
  moves: Record<TMoveName, MoveSample<unknown, TTree>>,
  saveInput: (state: S) => unknown,
): Outcome<S> | undefined {
  const { stay, go, close } = draftSteps(state)
  const e = event as DraftModelEvent<TTree, TMoveName>
  const pending = state.original !== state.draft
  switch (state.value) {
    case 'closed':
      if (e.type === 'hierarchy.open')
        return go({
          value: 'editing',
          original: e.tree,
          draft: e.tree,
          refusal: null,
          error: null,
        } as Partial<S>)
      return stay
    case 'editing':
      if (e.type === 'hierarchy.move') {
        const { from, problem } = moves[e.move]
        const after = from[state.draft!]
        if (after) return go({ draft: after, refusal: null, error: null } as Partial<S>)
        return go({ refusal: { move: e.move, problem: problem! } } as Partial<S>)
      }
      if (e.type === 'hierarchy.refresh')
        return pending ? stay : go({ original: e.tree, draft: e.tree, refusal: null } as Partial<S>)
      if (e.type === 'hierarchy.reset')
        return go({ draft: state.original, refusal: null, error: null } as Partial<S>)
      if (e.type === 'hierarchy.save')
        return pending
          ? go({ value: 'saving', refusal: null, error: null } as Partial<S>, [
              ['start', 'save', saveInput(state)],
            ])
          : stay
      if (e.type === 'hierarchy.close')
        return pending ? go({ value: 'confirmingClose' } as Partial<S>) : close()
      if (e.type === 'hierarchy.leave') return close()
      return stay
    case 'confirmingClose':
      if (e.type === 'hierarchy.discard' || e.type === 'hierarchy.leave') return close()
      if (e.type === 'hierarchy.keepEditing' || e.type === 'hierarchy.close')
        return go({ value: 'editing' } as Partial<S>)
      return stay
    default:
      return undefined
  }
}

/** The events every drawer's model tries, with its own trees and moves (the save answers are its own). */
export const draftModelEvents = <TTree extends string, TMoveName extends string>(
  opened: TTree,
  reloaded: TTree,
  moveNames: readonly TMoveName[],
): DraftModelEvent<TTree, TMoveName>[] => [
  { type: 'hierarchy.open', tree: opened },
  { type: 'hierarchy.refresh', tree: reloaded },
  ...moveNames.map((move) => ({ type: 'hierarchy.move' as const, move })),
  { type: 'hierarchy.reset' },
  { type: 'hierarchy.save' },
  { type: 'hierarchy.close' },
  { type: 'hierarchy.leave' },
  { type: 'hierarchy.discard' },
  { type: 'hierarchy.keepEditing' },
]

/** Test titles: `move energyIntoFood`, `open stored`, `save`… */
export function draftEventLabel(event: { type: string; move?: string; tree?: string }) {
  const name = event.type.replace('hierarchy.', '')
  if (event.type === 'hierarchy.move') return `move ${event.move}`
  if (event.type === 'hierarchy.open' || event.type === 'hierarchy.refresh') return `${name} ${event.tree}`
  return name
}
