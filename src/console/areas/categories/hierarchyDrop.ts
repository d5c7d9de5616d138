import {
  type HierarchyItem,
  type HierarchyMove,
  type HierarchyProblem,
  moveProblem,
  placeOf,
} from '../../../domain/categories.ts'

/** What a dragged category is over in the Sort and Hierarchy drawer. */
export type DropTarget =
  /** A category's row: take its place in its level (after it when moving down within the level). */
  | { kind: 'row'; id: number }
  /** The zone under a main category's sub categories: become its last sub category. */
  | { kind: 'into'; parentId: number }
  /** The empty target: become the last main category. */
  | { kind: 'root' }

/** Droppable ids: `row-12`, `into-3`, `root`. */
export const dropId = (target: DropTarget) =>
  target.kind === 'row' ? `row-${target.id}` : target.kind === 'into' ? `into-${target.parentId}` : 'root'

export function parseDropId(id: string | number | null | undefined): DropTarget | null {
  if (id === 'root') return { kind: 'root' }
  const match = /^(row|into)-(\d+)$/.exec(String(id ?? ''))
  if (!match) return null
  const value = Number(match[2])
  return match[1] === 'row' ? { kind: 'row', id: value } : { kind: 'into', parentId: value }
}

/** Past the end of any level: "last". */
const LAST = Number.MAX_SAFE_INTEGER

/**
 * The move a drop makes, or null when it changes nothing (dropped on itself). Over a row of the
 * same level the dragged category takes that row's position (as a sortable list does); over a
 * row of another level it goes before that row, into that row's level.
 */
export function moveForDrop(
  items: readonly HierarchyItem[],
  draggedId: number,
  target: DropTarget,
): HierarchyMove | null {
  if (target.kind === 'root') return { id: draggedId, parentCategoryId: null, position: LAST }
  if (target.kind === 'into') return { id: draggedId, parentCategoryId: target.parentId, position: LAST }
  if (target.id === draggedId) return null
  const place = placeOf(items, target.id)
  if (!place) return null
  return { id: draggedId, parentCategoryId: place.parentCategoryId, position: place.position }
}

export type DropOutcome =
  | { kind: 'none' }
  | { kind: 'refused'; move: HierarchyMove; problem: HierarchyProblem }
  | { kind: 'move'; move: HierarchyMove; position: number; siblings: number }

/** What dropping `draggedId` on `target` would do: nothing, a refusal with its reason, or a move. */
export function dropOutcome(
  items: readonly HierarchyItem[],
  draggedId: number,
  target: DropTarget | null,
): DropOutcome {
  const move = target ? moveForDrop(items, draggedId, target) : null
  if (!move) return { kind: 'none' }
  const problem = moveProblem(items, move)
  if (problem) return { kind: 'refused', move, problem }
  const siblings = items.filter(
    (item) => item.parentCategoryId === move.parentCategoryId && item.id !== draggedId,
  ).length
  return { kind: 'move', move, position: Math.min(move.position, siblings), siblings: siblings + 1 }
}
