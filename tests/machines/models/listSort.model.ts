import type { OrderItem } from '../../../src/domain/ordering.ts'
import type { OrderingMove } from '../../../src/domain/ordering-model.ts'
import type { BehaviourModel, Outcome } from '../support/model.ts'
import {
  closedDraft,
  type DraftModelEvent,
  type DraftModelState,
  draftEventLabel,
  draftModelEvents,
  draftModelNext,
  draftSteps,
  type MoveSample,
} from './hierarchyDraft.model.ts'

// The expected behaviour of machines/listSort.machine.ts, written by hand from docs/product.md §2
// (the BPT list's Sort and Hierarchy: a flat list, ordered as the categories' drawer orders):
// what every Sort and Hierarchy drawer does (./hierarchyDraft.model.ts), with a flat list's rules:
// - every move is allowed (nothing nests): a move never leaves a refusal, a move to any place
//   lands there, a move of an id the list does not hold changes nothing;
// - Save (only with pending moves) sends the whole order once as `[{id, index}]`, 0..n-1; saved,
//   the drawer closes with a notice carrying the stored order; a failed save keeps the moves with
//   the error and a notice;
// - while saving, leaving the page does not interrupt the save.
// Lists are named; each is written out below, with the body its save sends.

/** Walk 1, Cycle 2, Train 3, as stored. */
export const trees = {
  stored: [1, 2, 3],
  /** Cycle first: another editor's order as reloaded, or Walk moved down a place. */
  twoFirst: [2, 1, 3],
  /** Walk last. */
  oneLast: [2, 3, 1],
}
export type TreeName = keyof typeof trees

/** What Save sends for each list. */
export const orders: Record<TreeName, OrderItem[]> = {
  stored: [
    { id: 1, index: 0 },
    { id: 2, index: 1 },
    { id: 3, index: 2 },
  ],
  twoFirst: [
    { id: 2, index: 0 },
    { id: 1, index: 1 },
    { id: 3, index: 2 },
  ],
  oneLast: [
    { id: 2, index: 0 },
    { id: 3, index: 1 },
    { id: 1, index: 2 },
  ],
}

export type MoveName = 'oneDown' | 'oneFirst' | 'oneLast' | 'unknownId'

// Every move leads somewhere from every list: a flat list refuses nothing.
export const moves: Record<MoveName, MoveSample<OrderingMove, TreeName>> = {
  // Walk to the second place (Move down from the top, or a drop there).
  oneDown: {
    move: { id: 1, parentId: null, position: 1 },
    from: { stored: 'twoFirst', twoFirst: 'twoFirst', oneLast: 'twoFirst' },
  },
  oneFirst: {
    move: { id: 1, parentId: null, position: 0 },
    from: { stored: 'stored', twoFirst: 'stored', oneLast: 'stored' },
  },
  // Past the end: the last place.
  oneLast: {
    move: { id: 1, parentId: null, position: 9 },
    from: { stored: 'oneLast', twoFirst: 'oneLast', oneLast: 'oneLast' },
  },
  // An id no longer in the list (deleted meanwhile): nothing changes, and nothing is refused.
  unknownId: {
    move: { id: 99, parentId: null, position: 0 },
    from: { stored: 'stored', twoFirst: 'twoFirst', oneLast: 'oneLast' },
  },
}

export const saveError = { status: 404, message: 'BPT question not found.' }

export type ListSortState = DraftModelState<'saving', TreeName, MoveName>

export type ListSortModelEvent =
  | DraftModelEvent<TreeName, MoveName>
  | { type: 'save.done'; output: TreeName }
  | { type: 'save.error'; error: unknown }

function next(state: ListSortState, event: ListSortModelEvent): Outcome<ListSortState> {
  // Save sends the draft's order as `[{id, index}]`.
  const shared = draftModelNext(state, event, moves, (s) => ({ items: orders[s.draft!] }))
  if (shared) return shared
  const { stay, go, close } = draftSteps(state)
  if (event.type === 'save.done') return close([['notifySaved', orders[event.output]]])
  if (event.type === 'save.error')
    return go({ value: 'editing', error: event.error }, [['notifySaveFailed', event.error]])
  return stay
}

export const listSortModel: BehaviourModel<ListSortState, ListSortModelEvent> = {
  initial: closedDraft,
  events: [
    ...draftModelEvents<TreeName, MoveName>('stored', 'twoFirst', [
      'oneDown',
      'oneFirst',
      'oneLast',
      'unknownId',
    ]),
    { type: 'save.done', output: 'twoFirst' },
    { type: 'save.error', error: saveError },
  ],
  next,
  label: draftEventLabel,
}
