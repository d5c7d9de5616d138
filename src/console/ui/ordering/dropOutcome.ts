import { LAST, type OrderingModel, type OrderingMove } from '../../../domain/ordering-model.ts'
import type { DropTarget } from './dropTargets.ts'
import { dropId } from './dropTargets.ts'

/**
 * The move a drop makes, or null when it changes nothing (dropped on itself). Over an item of the
 * same level the dragged item takes that item's position (as a sortable list does); over an item
 * of another level it goes before that item, into that item's level. A zone makes it the last of
 * its level.
 */
export function moveForDrop<Problem>(
  model: OrderingModel<Problem>,
  draggedId: number,
  target: DropTarget,
): OrderingMove | null {
  if (target.kind === 'root') return { id: draggedId, parentId: null, position: LAST }
  if (target.kind === 'into') return { id: draggedId, parentId: target.parentId, position: LAST }
  if (target.id === draggedId) return null
  const place = model.placeOf(target.id)
  if (!place) return null
  return { id: draggedId, parentId: place.parentId, position: place.position }
}

export type DropOutcome<Problem> =
  | { kind: 'none' }
  | { kind: 'refused'; move: OrderingMove; problem: Problem }
  /** `position` (0-based) in a level of `siblings` items, the moved one included. */
  | { kind: 'move'; move: OrderingMove; position: number; siblings: number }

/** What dropping `draggedId` on `target` would do: nothing, a refusal with its reason, or a move. */
export function dropOutcome<Problem>(
  model: OrderingModel<Problem>,
  draggedId: number,
  target: DropTarget | null,
): DropOutcome<Problem> {
  const move = target ? moveForDrop(model, draggedId, target) : null
  if (!move) return { kind: 'none' }
  const problem = model.problemOf(move)
  if (problem !== null) return { kind: 'refused', move, problem }
  const siblings = model.levelOf(move.parentId).filter((id) => id !== draggedId).length
  return { kind: 'move', move, position: Math.min(move.position, siblings), siblings: siblings + 1 }
}

/** A drag under way: the item, what it is over, and what dropping it there would do. */
export type DragState<Problem> = { id: number; target: DropTarget | null; outcome: DropOutcome<Problem> }

/** How an item or zone looks while something is dragged over it (its `data-drop`). */
export type DropState = 'before' | 'after' | 'into' | 'refused' | undefined

/** How `target` shows during `drag`: where the item would go there, refused, or nothing. */
export function dropStateOf<Problem>(
  model: OrderingModel<Problem>,
  drag: DragState<Problem> | null,
  target: DropTarget,
): DropState {
  if (!drag?.target || dropId(drag.target) !== dropId(target)) return undefined
  if (drag.outcome.kind === 'refused') return 'refused'
  if (drag.outcome.kind === 'none') return undefined
  if (target.kind !== 'row') return 'into'
  const dragged = model.placeOf(drag.id)
  const over = model.placeOf(target.id)
  const downwards = dragged && over && dragged.parentId === over.parentId && dragged.position < over.position
  return downwards ? 'after' : 'before'
}
