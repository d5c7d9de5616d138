import type { HierarchyItem, HierarchyMove } from '../../../src/domain/category-hierarchy.ts'
import type { BehaviourModel, Effect, Outcome } from '../support/model.ts'

// The expected behaviour of machines/categoryHierarchy.machine.ts, written by hand from docs/product.md §2
// (Sort and Hierarchy):
// - moves change a draft of the whole tree; a move that breaks the two-level rule is refused,
//   the draft stays and the drawer says why; the next allowed move clears the note;
// - Reset puts the stored tree back; a reloaded list replaces an untouched tree only;
// - Save (only with pending moves) sends the whole draft; a save closes the drawer with a
//   notice, a failed one keeps the moves with the error and a notice;
// - Cancel or Esc with pending moves asks first (Discard closes; Keep editing or Esc goes back);
// - when the address stops naming the drawer (the console's leave guard has asked already), it
//   closes at once, pending moves or not, except while saving;
// - every way out emits one closed event.
// Trees are named; their stored form (depth first, indexes 0..n-1) is written out below.

const items = (...rows: [number, number | null][]): HierarchyItem[] =>
  rows.map(([id, parentCategoryId], index) => ({ id, parentCategoryId, index }))

/** Food 1 (Meat 11, Dairy 12), Mobility 2 (Car 21), Energy 3. */
const stored = items([1, null], [11, 1], [12, 1], [2, null], [21, 2], [3, null])
export const trees = {
  stored,
  /** The same categories after another editor put Energy first. */
  reloaded: items([3, null], [1, null], [11, 1], [12, 1], [2, null], [21, 2]),
  /** Energy as the last sub category of Food. */
  energyInFood: items([1, null], [11, 1], [12, 1], [3, 1], [2, null], [21, 2]),
}
export type TreeName = keyof typeof trees

/** A move the model tries: where it leads from each tree, or why it is refused (no tree). */
type MoveSample = { move: HierarchyMove; from: Partial<Record<TreeName, TreeName>>; problem?: string }
export type MoveName = 'energyIntoFood' | 'energyLast' | 'foodIntoMobility'

export const moves: Record<MoveName, MoveSample> = {
  energyIntoFood: {
    move: { id: 3, parentCategoryId: 1, position: 9 },
    from: { stored: 'energyInFood', reloaded: 'energyInFood', energyInFood: 'energyInFood' },
  },
  // Energy back to the end of the main categories, as in the stored tree.
  energyLast: {
    move: { id: 3, parentCategoryId: null, position: 2 },
    from: { stored: 'stored', reloaded: 'stored', energyInFood: 'stored' },
  },
  // Food has sub categories, so it cannot become one.
  foodIntoMobility: {
    move: { id: 1, parentCategoryId: 2, position: 0 },
    from: {},
    problem: 'hasChildren',
  },
}

export const saveError = { status: 400, message: 'A sub category cannot have sub categories.' }

export type CategoryHierarchyState = {
  value: 'closed' | 'editing' | 'confirmingClose' | 'saving'
  /** The tree as stored, and the draft with the pending moves. */
  original: TreeName | null
  draft: TreeName | null
  /** The last refused move and why. */
  refusal: { move: MoveName; problem: string } | null
  error: unknown
}

export type CategoryHierarchyModelEvent =
  | { type: 'hierarchy.open'; tree: TreeName }
  | { type: 'hierarchy.refresh'; tree: TreeName }
  | { type: 'hierarchy.move'; move: MoveName }
  | { type: 'hierarchy.reset' }
  | { type: 'hierarchy.save' }
  | { type: 'hierarchy.close' }
  | { type: 'hierarchy.leave' }
  | { type: 'hierarchy.discard' }
  | { type: 'hierarchy.keepEditing' }
  | { type: 'save.done'; output: TreeName }
  | { type: 'save.error'; error: unknown }

const closed: CategoryHierarchyState = {
  value: 'closed',
  original: null,
  draft: null,
  refusal: null,
  error: null,
}

function next(
  state: CategoryHierarchyState,
  event: CategoryHierarchyModelEvent,
): Outcome<CategoryHierarchyState> {
  const stay = { state, effects: [] }
  const go = (patch: Partial<CategoryHierarchyState>, effects: Effect[] = []) => ({
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
              ['start', 'save', { items: trees[state.draft!] }],
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
      if (event.type === 'save.done') return close([['notifySaved', trees[event.output]]])
      if (event.type === 'save.error')
        return go({ value: 'editing', error: event.error }, [['notifySaveFailed', event.error]])
      return stay
  }
}

export const categoryHierarchyModel: BehaviourModel<CategoryHierarchyState, CategoryHierarchyModelEvent> = {
  initial: closed,
  events: [
    { type: 'hierarchy.open', tree: 'stored' },
    { type: 'hierarchy.refresh', tree: 'reloaded' },
    { type: 'hierarchy.move', move: 'energyIntoFood' },
    { type: 'hierarchy.move', move: 'energyLast' },
    { type: 'hierarchy.move', move: 'foodIntoMobility' },
    { type: 'hierarchy.reset' },
    { type: 'hierarchy.save' },
    { type: 'hierarchy.close' },
    { type: 'hierarchy.leave' },
    { type: 'hierarchy.discard' },
    { type: 'hierarchy.keepEditing' },
    { type: 'save.done', output: 'energyInFood' },
    { type: 'save.error', error: saveError },
  ],
  next,
  label: (event) => {
    const name = event.type.replace('hierarchy.', '')
    if (event.type === 'hierarchy.move') return `move ${event.move}`
    if (event.type === 'hierarchy.open' || event.type === 'hierarchy.refresh') return `${name} ${event.tree}`
    return name
  },
}
