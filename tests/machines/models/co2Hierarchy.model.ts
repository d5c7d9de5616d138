import type { Co2HierarchyItem } from '../../../src/domain/co2/hierarchy.ts'
import type { OrderingMove } from '../../../src/domain/ordering-model.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/co2Hierarchy.machine.ts, written by hand from docs/product.md
// §2 (Sort and Hierarchy on the CO2 questions) and §4 ("CO2 hierarchy": one level):
// - moves change a draft; a move that breaks the one level is refused, the draft stays and the
//   drawer says why; the next allowed move clears the note;
// - Reset puts the stored hierarchy back; a reloaded list replaces an untouched tree only;
// - Save (only with pending moves) hands the stored hierarchy and the draft to the save; saved, the
//   drawer closes with a notice; refused as stale (409), a notice says so and the hierarchy is
//   read again, replacing the moves (the conflict kept to be shown); a failed reading keeps the
//   moves with its error; any other refusal keeps the moves with the error and a notice;
// - Cancel or Esc with pending moves asks first (Discard closes; Keep editing or Esc goes back);
//   while the hierarchy is read again, nothing is pending: closing does not ask;
// - when the address stops naming the drawer it closes at once, except while saving;
// - every way out emits one closed event.
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

/** A move the model tries: where it leads from each tree, or why it is refused (no tree). */
type MoveSample = { move: OrderingMove; from: Partial<Record<TreeName, TreeName>>; problem?: string }
export type MoveName = 'carIntoDiet' | 'carBack' | 'motorIntoCar'

export const moves: Record<MoveName, MoveSample> = {
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

export type Co2HierarchyState = {
  value: 'closed' | 'editing' | 'confirmingClose' | 'saving' | 'reloading'
  original: TreeName | null
  draft: TreeName | null
  refusal: { move: MoveName; problem: string } | null
  error: unknown
}

export type Co2HierarchyModelEvent =
  | { type: 'hierarchy.open'; tree: TreeName }
  | { type: 'hierarchy.refresh'; tree: TreeName }
  | { type: 'hierarchy.move'; move: MoveName }
  | { type: 'hierarchy.reset' }
  | { type: 'hierarchy.save' }
  | { type: 'hierarchy.close' }
  | { type: 'hierarchy.leave' }
  | { type: 'hierarchy.discard' }
  | { type: 'hierarchy.keepEditing' }
  | { type: 'save.done' }
  | { type: 'save.error'; error: unknown }
  | { type: 'reload.done'; output: TreeName }
  | { type: 'reload.error'; error: unknown }

const closed: Co2HierarchyState = { value: 'closed', original: null, draft: null, refusal: null, error: null }

function next(state: Co2HierarchyState, event: Co2HierarchyModelEvent): Outcome<Co2HierarchyState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<Co2HierarchyState>, effects: Effect[] = []) => ({
    state: { ...state, ...patch },
    effects,
  })
  const close = (before: Effect[] = []) => ({ state: closed, effects: [...before, ['emitClosed'] as const] })
  const pending = state.original !== state.draft
  switch (state.value) {
    case 'closed':
      if (event.type === 'hierarchy.open')
        return go({ value: 'editing', original: event.tree, draft: event.tree, refusal: null, error: null })
      return stay
    case 'editing':
      if (event.type === 'hierarchy.move') {
        const { from, problem } = moves[event.move]
        const after = from[state.draft!]
        if (after) return go({ draft: after, refusal: null, error: null })
        return go({ refusal: { move: event.move, problem: problem! } })
      }
      if (event.type === 'hierarchy.refresh')
        return pending ? stay : go({ original: event.tree, draft: event.tree, refusal: null })
      if (event.type === 'hierarchy.reset') return go({ draft: state.original, refusal: null, error: null })
      if (event.type === 'hierarchy.save')
        return pending
          ? go({ value: 'saving', refusal: null, error: null }, [
              ['start', 'save', { original: trees[state.original!], draft: trees[state.draft!] }],
            ])
          : stay
      if (event.type === 'hierarchy.close') return pending ? go({ value: 'confirmingClose' }) : close()
      if (event.type === 'hierarchy.leave') return close()
      return stay
    case 'confirmingClose':
      if (event.type === 'hierarchy.discard' || event.type === 'hierarchy.leave') return close()
      if (event.type === 'hierarchy.keepEditing' || event.type === 'hierarchy.close')
        return go({ value: 'editing' })
      return stay
    case 'saving':
      if (event.type === 'save.done') return close([['notifySaved']])
      if (event.type === 'save.error' && event.error === conflictError)
        return go({ value: 'reloading', error: event.error }, [
          ['notifyConflict'],
          ['start', 'reload', undefined],
        ])
      if (event.type === 'save.error')
        return go({ value: 'editing', error: event.error }, [['notifySaveFailed', event.error]])
      return stay
    case 'reloading':
      if (event.type === 'reload.done')
        return go({ value: 'editing', original: event.output, draft: event.output, refusal: null })
      if (event.type === 'reload.error') return go({ value: 'editing', error: event.error })
      // The reading under way is dropped once the drawer has closed.
      if (event.type === 'hierarchy.close' || event.type === 'hierarchy.leave')
        return { state: closed, effects: [['emitClosed'], ['abandon', 'reload']] }
      return stay
  }
}

export const co2HierarchyModel: BehaviourModel<Co2HierarchyState, Co2HierarchyModelEvent> = {
  initial: closed,
  events: [
    { type: 'hierarchy.open', tree: 'stored' },
    { type: 'hierarchy.refresh', tree: 'reloaded' },
    { type: 'hierarchy.move', move: 'carIntoDiet' },
    { type: 'hierarchy.move', move: 'carBack' },
    { type: 'hierarchy.move', move: 'motorIntoCar' },
    { type: 'hierarchy.reset' },
    { type: 'hierarchy.save' },
    { type: 'hierarchy.close' },
    { type: 'hierarchy.leave' },
    { type: 'hierarchy.discard' },
    { type: 'hierarchy.keepEditing' },
    { type: 'save.done' },
    { type: 'save.error', error: saveError },
    { type: 'save.error', error: conflictError },
    { type: 'reload.done', output: 'carInMotor' },
    { type: 'reload.error', error: reloadError },
  ],
  next,
  label: (event) => {
    const name = event.type.replace('hierarchy.', '')
    if (event.type === 'hierarchy.move') return `move ${event.move}`
    if (event.type === 'hierarchy.open' || event.type === 'hierarchy.refresh') return `${name} ${event.tree}`
    if (event.type === 'save.error') return event.error === conflictError ? 'save.conflict' : 'save.error'
    return name
  },
}
