import { z } from 'zod'
import { categoryMessages, parentField } from './categories.ts'
import { eachIdOnce, orderIdField, orderIndexField } from './ordering.ts'
import { treeModel } from './ordering-model.ts'

// The category hierarchy (docs/product.md §2, §5): two levels. A main category has no parent; a sub category
// has a main category as its parent. Order: main categories by index; each main's sub categories
// by index. Pure rules, used by Sort and Hierarchy in the console and by the server's checks.

/** One category's place in the tree. */
export type HierarchyItem = { id: number; parentCategoryId: number | null; index: number }

/** Why a category cannot go where it was dropped. */
export type HierarchyProblem = 'unknown' | 'self' | 'hasChildren' | 'targetIsSub'

/** The message of each problem as the server writes it (the console shows its own, with names). */
export const hierarchyProblemMessages: Record<HierarchyProblem, string> = {
  unknown: categoryMessages.parentNotFound,
  self: categoryMessages.selfParent,
  hasChildren: categoryMessages.hasChildren,
  targetIsSub: categoryMessages.parentIsSub,
}

const byIndex = (a: HierarchyItem, b: HierarchyItem) => a.index - b.index || a.id - b.id

/** One main category and its sub categories' ids, in order. */
export type HierarchyBranch = { id: number; children: number[] }

/**
 * The tree of a flat list: main categories in order, each with its sub categories in order.
 * A parent that is missing from the list, or is itself a sub category (data broken outside
 * these rules), makes the item a main category, so every item shows exactly once.
 */
export function hierarchyTree(items: readonly HierarchyItem[]): HierarchyBranch[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const isMain = (item: HierarchyItem) => {
    if (item.parentCategoryId === null || item.parentCategoryId === item.id) return true
    const parent = byId.get(item.parentCategoryId)
    return !parent || (parent.parentCategoryId !== null && parent.parentCategoryId !== parent.id)
  }
  const mains = items.filter(isMain).sort(byIndex)
  const children = new Map<number, HierarchyItem[]>()
  for (const item of items) {
    if (isMain(item)) continue
    const list = children.get(item.parentCategoryId!) ?? []
    list.push(item)
    children.set(item.parentCategoryId!, list)
  }
  return mains.map((main) => ({
    id: main.id,
    children: (children.get(main.id) ?? []).sort(byIndex).map((child) => child.id),
  }))
}

/** The items of a tree, depth first (each main followed by its sub categories), indexed 0..n-1. */
export function flattenTree(tree: readonly HierarchyBranch[]): HierarchyItem[] {
  const items: HierarchyItem[] = []
  for (const branch of tree) {
    items.push({ id: branch.id, parentCategoryId: null, index: items.length })
    for (const child of branch.children)
      items.push({ id: child, parentCategoryId: branch.id, index: items.length })
  }
  return items
}

/** The list in its stored form: depth first, indexes 0..n-1, parents repaired as `hierarchyTree` reads them. */
export const normalizeHierarchy = (items: readonly HierarchyItem[]) => flattenTree(hierarchyTree(items))

/** Whether two lists describe the same tree (same parents, same order). */
export function sameHierarchy(a: readonly HierarchyItem[], b: readonly HierarchyItem[]): boolean {
  const left = normalizeHierarchy(a)
  const right = normalizeHierarchy(b)
  return (
    left.length === right.length &&
    left.every(
      (item, position) =>
        item.id === right[position]!.id && item.parentCategoryId === right[position]!.parentCategoryId,
    )
  )
}

/**
 * Why `draggedId` cannot become a sub category of `targetId`, or null when it can (two levels
 * only): nothing goes onto itself, a category with sub categories cannot become a child, and a
 * sub category cannot get children.
 */
export function nestProblem(
  draggedId: number,
  targetId: number,
  items: readonly HierarchyItem[],
): HierarchyProblem | null {
  const dragged = items.find((item) => item.id === draggedId)
  const target = items.find((item) => item.id === targetId)
  if (!dragged || !target) return 'unknown'
  if (draggedId === targetId) return 'self'
  if (items.some((item) => item.parentCategoryId === draggedId && item.id !== draggedId)) return 'hasChildren'
  if (target.parentCategoryId !== null) return 'targetIsSub'
  return null
}

/** Whether `draggedId` may become a sub category of `targetId` (see `nestProblem`). */
export const canNest = (draggedId: number, targetId: number, items: readonly HierarchyItem[]) =>
  nestProblem(draggedId, targetId, items) === null

/**
 * A move in the tree: category `id` goes under `parentCategoryId` (null: it becomes a main
 * category) at `position` among its new siblings, counted without itself (0 = first; past the
 * end = last).
 */
export type HierarchyMove = { id: number; parentCategoryId: number | null; position: number }

/** Why a move is refused, or null when it is allowed. */
export function moveProblem(items: readonly HierarchyItem[], move: HierarchyMove): HierarchyProblem | null {
  if (!items.some((item) => item.id === move.id)) return 'unknown'
  if (move.parentCategoryId === null) return null
  return nestProblem(move.id, move.parentCategoryId, items)
}

/**
 * The tree after `move`, normalized (depth first, indexes 0..n-1). A refused move returns the
 * same array, so callers can tell by reference that nothing changed.
 */
export function applyHierarchyMove(
  items: readonly HierarchyItem[],
  move: HierarchyMove,
): readonly HierarchyItem[] {
  if (moveProblem(items, move)) return items
  const before = hierarchyTree(items)
  // A main category keeps its sub categories when it moves among the main categories.
  const moved = before.find((branch) => branch.id === move.id) ?? { id: move.id, children: [] }
  const tree = before
    .filter((branch) => branch.id !== move.id)
    .map((branch) => ({ id: branch.id, children: branch.children.filter((child) => child !== move.id) }))
  const position = Math.max(0, Math.floor(move.position))
  if (move.parentCategoryId === null) {
    tree.splice(Math.min(position, tree.length), 0, moved)
  } else {
    const parent = tree.find((branch) => branch.id === move.parentCategoryId)
    if (!parent) return items
    parent.children.splice(Math.min(position, parent.children.length), 0, move.id)
  }
  const next = flattenTree(tree)
  return sameHierarchy(items, next) && isNormalized(items) ? items : next
}

function isNormalized(items: readonly HierarchyItem[]) {
  const normal = normalizeHierarchy(items)
  return items.every(
    (item, position) =>
      item.id === normal[position]!.id &&
      item.parentCategoryId === normal[position]!.parentCategoryId &&
      item.index === position,
  )
}

/** Where a category is: its parent (null for a main category), its position and its siblings. */
export function placeOf(items: readonly HierarchyItem[], id: number) {
  const place = treeModel(hierarchyTree(items)).placeOf(id)
  return place && { parentCategoryId: place.parentId, position: place.position, siblings: place.siblings }
}

/** The move one place up (-1) or down (+1) among its siblings, or null at the edge. */
export function stepMove(items: readonly HierarchyItem[], id: number, delta: -1 | 1): HierarchyMove | null {
  const place = placeOf(items, id)
  if (!place) return null
  const position = place.position + delta
  if (position < 0 || position >= place.siblings.length) return null
  return { id, parentCategoryId: place.parentCategoryId, position }
}

/** Main categories `id` may become a sub category of (in order): none when it has sub categories. */
export function possibleParents(items: readonly HierarchyItem[], id: number): number[] {
  return hierarchyTree(items)
    .map((branch) => branch.id)
    .filter((candidate) => canNest(id, candidate, items))
}

/**
 * Every item that breaks the two-level rule in a whole tree (the server checks a hierarchy save
 * with it): its parent is unknown, itself, a sub category, or it has sub categories of its own.
 */
export function hierarchyProblems(
  items: readonly HierarchyItem[],
): { id: number; position: number; problem: HierarchyProblem }[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const parents = new Set(items.map((item) => item.parentCategoryId).filter((id) => id !== null))
  const problems: { id: number; position: number; problem: HierarchyProblem }[] = []
  items.forEach((item, position) => {
    const parentId = item.parentCategoryId
    if (parentId === null) return
    const parent = byId.get(parentId)
    const problem: HierarchyProblem | null = !parent
      ? 'unknown'
      : parentId === item.id
        ? 'self'
        : parent.parentCategoryId !== null
          ? 'targetIsSub'
          : parents.has(item.id)
            ? 'hasChildren'
            : null
    if (problem) problems.push({ id: item.id, position, problem })
  })
  return problems
}

/**
 * Body of `PUT /api/category/hierarchy`: every category once, with its parent and its index (the
 * server keeps the order of the indexes within each level and stores the tree depth first).
 */
export const categoryHierarchySchema = z
  .array(
    z.object(
      {
        id: orderIdField,
        parentCategoryId: parentField,
        index: orderIndexField,
      },
      { error: 'Each entry is an object with an id, a parentCategoryId and an index.' },
    ),
    { error: 'The hierarchy must be a list of entries, each with an id, a parentCategoryId and an index.' },
  )
  .min(1, { error: 'The hierarchy needs at least one entry.' })
  .max(10_000, { error: 'The hierarchy takes at most 10000 entries.' })
  .superRefine(eachIdOnce)
export type CategoryHierarchyInput = z.infer<typeof categoryHierarchySchema>

/** A category in the order of the tree (each main followed by its sub categories), for lists. */
export function inTreeOrder<T extends HierarchyItem>(categories: readonly T[]): T[] {
  const byId = new Map(categories.map((category) => [category.id, category]))
  return normalizeHierarchy(categories).map((item) => byId.get(item.id)!)
}
