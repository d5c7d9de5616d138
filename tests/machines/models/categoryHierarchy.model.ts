import type { HierarchyItem, HierarchyMove } from '../../../src/domain/category-hierarchy.ts'
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

// The expected behaviour of machines/categoryHierarchy.machine.ts, written by hand from docs/product.md §2
// (Sort and Hierarchy): what every hierarchy drawer does (./hierarchyDraft.model.ts), the two-level
// rule of categories, and its save:
// - Save (only with pending moves) sends the whole draft; a save closes the drawer with a
//   notice, a failed one keeps the moves with the error and a notice;
// - while saving, leaving the page does not interrupt the save.
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

export type MoveName = 'energyIntoFood' | 'energyLast' | 'foodIntoMobility'

export const moves: Record<MoveName, MoveSample<HierarchyMove, TreeName>> = {
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

export type CategoryHierarchyState = DraftModelState<'saving', TreeName, MoveName>

export type CategoryHierarchyModelEvent =
  | DraftModelEvent<TreeName, MoveName>
  | { type: 'save.done'; output: TreeName }
  | { type: 'save.error'; error: unknown }

function next(
  state: CategoryHierarchyState,
  event: CategoryHierarchyModelEvent,
): Outcome<CategoryHierarchyState> {
  // Save sends the whole draft.
  const shared = draftModelNext(state, event, moves, (s) => ({ items: trees[s.draft!] }))
  if (shared) return shared
  const { stay, go, close } = draftSteps(state)
  if (event.type === 'save.done') return close([['notifySaved', trees[event.output]]])
  if (event.type === 'save.error')
    return go({ value: 'editing', error: event.error }, [['notifySaveFailed', event.error]])
  return stay
}

export const categoryHierarchyModel: BehaviourModel<CategoryHierarchyState, CategoryHierarchyModelEvent> = {
  initial: closedDraft,
  events: [
    ...draftModelEvents<TreeName, MoveName>('stored', 'reloaded', [
      'energyIntoFood',
      'energyLast',
      'foodIntoMobility',
    ]),
    { type: 'save.done', output: 'energyInFood' },
    { type: 'save.error', error: saveError },
  ],
  next,
  label: draftEventLabel,
}
