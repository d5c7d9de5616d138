import type { Co2HierarchyItem } from '../../../src/domain/co2/hierarchy.ts'
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

// The expected behaviour of machines/co2Hierarchy.machine.ts, written by hand from docs/product.md
// §2 (Sort and Hierarchy on the CO2 questions) and §4 ("CO2 hierarchy": one level): what every
// hierarchy drawer does (./hierarchyDraft.model.ts), the one level, and its save:
// - Save (only with pending moves) hands the stored hierarchy and the draft to the save; saved, the
//   drawer closes with a notice; refused as stale (409), a notice says so and the hierarchy is
//   read again, replacing the moves (the conflict kept to be shown); a failed reading keeps the
//   moves with its error; any other refusal keeps the moves with the error and a notice;
// - while the hierarchy is read again, nothing is pending: closing does not ask;
// - while saving, leaving the page does not interrupt the save.
// Trees are named; their stored form (depth first, indexes 0..n-1) is written out below.

const items = (...rows: [number, number | null][]): Co2HierarchyItem[] =>
  rows.map(([id, parentQuestionId], index) => ({ id, parentQuestionId, index, version: 1 }))

/** Diet 1 (Meat 11), Car 2, Motor 3 (Fuel 31). */
export const trees = {
  stored: items([1, null], [11, 1], [2, null], [3, null], [31, 3]),
  /** The same questions after another editor put Car first. */
  reloaded: items([2, null], [1, null], [11, 1], [3, null], [31, 3]),
  /** Car as the last sub question of Diet. */
  carInDiet: items([1, null], [11, 1], [2, 1], [3, null], [31, 3]),
  /** As read after a conflict: another editor made Car a sub question of Motor. */
  carInMotor: items([1, null], [11, 1], [3, null], [2, 3], [31, 3]),
}
export type TreeName = keyof typeof trees

export type MoveName = 'carIntoDiet' | 'carBack' | 'motorIntoCar'

export const moves: Record<MoveName, MoveSample<OrderingMove, TreeName>> = {
  carIntoDiet: {
    move: { id: 2, parentId: 1, position: 9 },
    from: { stored: 'carInDiet', reloaded: 'carInDiet', carInDiet: 'carInDiet', carInMotor: 'carInDiet' },
  },
  // Car back to the second place of the top level, as stored.
  carBack: {
    move: { id: 2, parentId: null, position: 1 },
    from: { stored: 'stored', reloaded: 'stored', carInDiet: 'stored', carInMotor: 'stored' },
  },
  // Motor has a sub question, so it cannot become one.
  motorIntoCar: { move: { id: 3, parentId: 2, position: 0 }, from: {}, problem: 'hasChildren' },
}

export const saveError = { status: 400, message: 'A sub question cannot have sub questions.' }
export const conflictError = {
  status: 409,
  error: 'conflict',
  message: 'Changed by someone else.',
  version: 2,
}
export const reloadError = { status: 503, message: 'The server is busy.' }

export type Co2HierarchyState = DraftModelState<'saving' | 'reloading', TreeName, MoveName>

export type Co2HierarchyModelEvent =
  | DraftModelEvent<TreeName, MoveName>
  | { type: 'save.done' }
  | { type: 'save.error'; error: unknown }
  | { type: 'reload.done'; output: TreeName }
  | { type: 'reload.error'; error: unknown }

function next(state: Co2HierarchyState, event: Co2HierarchyModelEvent): Outcome<Co2HierarchyState> {
  // Save hands the stored hierarchy and the draft to the save (it writes the changes between them).
  const shared = draftModelNext(state, event, moves, (s) => ({
    original: trees[s.original!],
    draft: trees[s.draft!],
  }))
  if (shared) return shared
  const { stay, go, close } = draftSteps(state)
  if (state.value === 'saving') {
    if (event.type === 'save.done') return close([['notifySaved']])
    if (event.type === 'save.error' && event.error === conflictError)
      return go({ value: 'reloading', error: event.error }, [
        ['notifyConflict'],
        ['start', 'reload', undefined],
      ])
    if (event.type === 'save.error')
      return go({ value: 'editing', error: event.error }, [['notifySaveFailed', event.error]])
    return stay
  }
  // reloading
  if (event.type === 'reload.done')
    return go({ value: 'editing', original: event.output, draft: event.output, refusal: null })
  if (event.type === 'reload.error') return go({ value: 'editing', error: event.error })
  // The reading under way is dropped once the drawer has closed.
  if (event.type === 'hierarchy.close' || event.type === 'hierarchy.leave')
    return { state: closedDraft, effects: [['emitClosed'], ['abandon', 'reload']] }
  return stay
}

export const co2HierarchyModel: BehaviourModel<Co2HierarchyState, Co2HierarchyModelEvent> = {
  initial: closedDraft,
  events: [
    ...draftModelEvents<TreeName, MoveName>('stored', 'reloaded', ['carIntoDiet', 'carBack', 'motorIntoCar']),
    { type: 'save.done' },
    { type: 'save.error', error: saveError },
    { type: 'save.error', error: conflictError },
    { type: 'reload.done', output: 'carInMotor' },
    { type: 'reload.error', error: reloadError },
  ],
  next,
  label: (event) =>
    event.type === 'save.error' && event.error === conflictError ? 'save.conflict' : draftEventLabel(event),
}
