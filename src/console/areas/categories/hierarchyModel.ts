import {
  type HierarchyItem,
  type HierarchyMove,
  type HierarchyProblem,
  hierarchyTree,
  moveProblem,
} from '../../../domain/category-hierarchy.ts'
import { type OrderingModel, type OrderingMove, treeModel } from '../../../domain/ordering-model.ts'

/** A move of the ordering kit as the hierarchy machine and the domain rules read it. */
export const toHierarchyMove = ({ id, parentId, position }: OrderingMove): HierarchyMove => ({
  id,
  parentCategoryId: parentId,
  position,
})

export const fromHierarchyMove = ({ id, parentCategoryId, position }: HierarchyMove): OrderingMove => ({
  id,
  parentId: parentCategoryId,
  position,
})

/**
 * The categories as the ordering kit reads them: the tree of `src/domain/categories.ts` (main
 * categories with their sub categories) and its two-level rule, which refuses a third level.
 */
export function hierarchyModel(items: readonly HierarchyItem[]): OrderingModel<HierarchyProblem> {
  return treeModel(hierarchyTree(items), (move) => moveProblem(items, toHierarchyMove(move)))
}
