/**
 * A move: item `id` goes under `parentId` (null: the top level, the only level of a list) at
 * `position` among its new siblings, counted without itself (0 = first; past the end = last).
 */
export type OrderingMove = { id: number; parentId: number | null; position: number }

/** Where an item is: its parent (null: the top level), its position and its level's ids in order. */
export type Place = { parentId: number | null; position: number; siblings: readonly number[] }

/** Past the end of any level: "last". */
export const LAST = Number.MAX_SAFE_INTEGER

/**
 * The items being ordered, as the ordering kit reads them: what is where, and the caller's rules.
 * A tree (two levels) and a flat list are made by `treeModel` and `listModel`; a grid is a list
 * laid out in rows (its own collision detection, the same model).
 */
export type OrderingModel<Problem> = {
  placeOf: (id: number) => Place | null
  /** The ids of one level in order: the top level (null) or a parent's children. */
  levelOf: (parentId: number | null) => readonly number[]
  /** Why a move is not allowed (the caller's rules), or null when it is. */
  problemOf: (move: OrderingMove) => Problem | null
}

/** One top-level item and its children's ids, in order. */
export type Branch = { id: number; children: readonly number[] }

/** A tree of two levels: top-level items, each with its children. `problemOf` holds the caller's rules. */
export function treeModel<Problem = never>(
  branches: readonly Branch[],
  problemOf: (move: OrderingMove) => Problem | null = () => null,
): OrderingModel<Problem> {
  const top = branches.map((branch) => branch.id)
  const children = new Map(branches.map((branch) => [branch.id, branch.children]))
  const parents = new Map(branches.flatMap((branch) => branch.children.map((child) => [child, branch.id])))
  const levelOf = (parentId: number | null) => (parentId === null ? top : (children.get(parentId) ?? []))
  return {
    levelOf,
    problemOf,
    placeOf: (id) => {
      const parentId = children.has(id) ? null : parents.get(id)
      if (parentId === undefined) return null
      const siblings = levelOf(parentId)
      return { parentId, position: siblings.indexOf(id), siblings }
    },
  }
}

/** A flat list (one level); every move is allowed. */
export function listModel(ids: readonly number[]): OrderingModel<never> {
  return treeModel(ids.map((id) => ({ id, children: [] })))
}

/** The move one place up (-1) or down (+1) among its siblings, or null at the edge. */
export function stepMove<Problem>(
  model: OrderingModel<Problem>,
  id: number,
  delta: -1 | 1,
): OrderingMove | null {
  const place = model.placeOf(id)
  if (!place) return null
  const position = place.position + delta
  if (position < 0 || position >= place.siblings.length) return null
  return { id, parentId: place.parentId, position }
}

/** A list with `move` applied (a flat list's draft after a move). */
export function applyListMove(ids: readonly number[], move: OrderingMove): number[] {
  if (!ids.includes(move.id)) return [...ids]
  const rest = ids.filter((id) => id !== move.id)
  rest.splice(Math.min(Math.max(0, move.position), rest.length), 0, move.id)
  return rest
}
