import { LAST, type OrderingModel, type OrderingMove, stepMove } from '../../../domain/ordering-model.ts'
import type { RowControl } from './HierarchyRow.tsx'

/** The top-level items in order, each with its children: the tree as a hierarchy's model holds it. */
export const branchesOf = <Problem>(model: OrderingModel<Problem>) =>
  model.levelOf(null).map((id) => ({ id, children: model.levelOf(id) }))

/** Top-level items `id` may go under, in order (the model's rules: none when it has children). */
export const possibleParentsOf = <Problem>(model: OrderingModel<Problem>, id: number) =>
  model
    .levelOf(null)
    .filter((candidate) => model.problemOf({ id, parentId: candidate, position: LAST }) === null)

/**
 * The moves of one row of a two-level tree, for its keys, its buttons and the palette: a step up
 * or down among its siblings, under one of the top-level items it may go under (`parents`, its
 * own parent left out), back to the top level right after its parent (`makeMain`, for a child),
 * and under the top-level item just above (`indent`, Alt+→, where allowed).
 */
export function treeMovesOf<Problem>(
  model: OrderingModel<Problem>,
  moveBy: (move: OrderingMove, control: RowControl) => void,
  id: number,
  parentId: number | null,
) {
  const top = model.levelOf(null)
  const parents = possibleParentsOf(model, id).filter((candidate) => candidate !== parentId)
  const step = (delta: -1 | 1, control: RowControl) => {
    const move = stepMove(model, id, delta)
    if (move) moveBy(move, control)
  }
  const nest = (parent: number) => moveBy({ id, parentId: parent, position: LAST }, 'handle')
  // Right after its old parent.
  const makeMain =
    parentId === null
      ? undefined
      : () => moveBy({ id, parentId: null, position: top.indexOf(parentId) + 1 }, 'handle')
  const above = parentId === null ? top[top.indexOf(id) - 1] : undefined
  const indent = above !== undefined && parents.includes(above) ? () => nest(above) : undefined
  return { parents, step, nest, makeMain, indent }
}

export type TreeMoves = ReturnType<typeof treeMovesOf>
