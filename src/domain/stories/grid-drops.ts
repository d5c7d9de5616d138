// The story grid as the keyboard walks it (docs/product.md §4 "Story item moves"): the places a
// picked-up card can be dropped, in an order the arrow keys step through, where it would land (for
// the screen reader's announcement), and the card next to another for the roving focus. Pure: the
// story grid machine (machines/storyGrid/) asks these on every key, the pointer's hover included.

import {
  columnsOf,
  type Drop,
  dropPositions,
  type GridItem,
  type GridPlace,
  moved,
  normalised,
  sortedItems,
} from './grid.ts'

/** A grid read as one string, so outcomes compare by value (`moved` gives normalised grids). */
const keyOf = (items: readonly GridItem[]) =>
  sortedItems(items)
    .map((each) => `${each.id}@${each.column}.${each.row}`)
    .join(' ')

/** Where `id` stands on a grid, and whether it has its column to itself; null when absent. */
function standing(items: readonly GridItem[], id: number) {
  const place = items.find((each) => each.id === id)
  if (!place) return null
  const alone = !items.some((each) => each.id !== id && each.column === place.column)
  return { column: place.column, row: place.row, alone }
}

type Standing = NonNullable<ReturnType<typeof standing>>

/**
 * The order of the steps: by column, then row; on one place, the card alone in a new column
 * before the card on top of an existing one (the new column comes first on screen, to the left).
 * Two distinct outcomes never tie beyond that: the other cards keep their order and columns, so
 * the column, row and "alone" say the whole outcome.
 */
const byLanding = (a: Standing, b: Standing) =>
  a.column - b.column || a.row - b.row || Number(b.alone) - Number(a.alone)

/** One drop with its outcome, read once. */
type Candidate = { drop: Drop; key: string; landing: Standing }

function candidates(items: readonly GridItem[], id: number): Candidate[] {
  if (items.length < 2 || !items.some((each) => each.id === id)) return []
  const unchanged = keyOf(normalised(items))
  const seen = new Set([unchanged])
  const found: Candidate[] = []
  // Targets in reading order, positions in grid.ts's order: the first drop of an outcome is kept,
  // and the stable sort below keeps that order among equal landings.
  for (const target of sortedItems(items)) {
    if (target.id === id) continue
    for (const position of dropPositions) {
      const drop = { targetId: target.id, position }
      const outcome = moved(items, id, drop)
      const key = keyOf(outcome)
      if (seen.has(key)) continue
      seen.add(key)
      found.push({ drop, key, landing: standing(outcome, id)! })
    }
  }
  return found.sort((a, b) => byLanding(a.landing, b.landing))
}

/**
 * Every drop of `id` that changes the grid, one per outcome (the first target in reading order,
 * then `before`, `after`, `below`, names it), ordered by where the card lands in the outcome:
 * column, then row, and on one place the card alone in its column (`before`) first. [] for an
 * unknown id or a grid of fewer than two cards.
 */
export const dropTargets = (items: readonly GridItem[], id: number): Drop[] =>
  candidates(items, id).map((each) => each.drop)

/** Whether dropping `id` at `drop` changes the grid (a gone target or card changes nothing). */
export const changesGrid = (items: readonly GridItem[], id: number, drop: Drop) =>
  keyOf(moved(items, id, drop)) !== keyOf(normalised(items))

/**
 * The keyboard's arrow step while a card is held: from `current` the next or previous of
 * `dropTargets`, staying on `current` at either end (no wrapping: the ends are where the grid ends).
 * `current` is found by its outcome, so a pointer's drop that names the same outcome another way
 * steps on from there. From none (or a `current` the changed grid no longer has): `next` takes the
 * first target after the card's own place in the targets' order (the last when there is none),
 * `previous` the last one before it (the first when there is none), so the first arrow moves
 * the card the way it points. Null when the card can go nowhere.
 */
export function steppedDrop(
  items: readonly GridItem[],
  id: number,
  current: Drop | null,
  direction: 'next' | 'previous',
): Drop | null {
  const found = candidates(items, id)
  if (!found.length) return null
  const at = current ? found.findIndex((each) => each.key === keyOf(moved(items, id, current))) : -1
  if (current && at >= 0) {
    const step = at + (direction === 'next' ? 1 : -1)
    return step < 0 || step >= found.length ? current : found[step]!.drop
  }
  const here = standing(normalised(items), id)!
  if (direction === 'next') {
    const after = found.find((each) => byLanding(each.landing, here) > 0)
    return (after ?? found.at(-1)!).drop
  }
  const before = found.findLast((each) => byLanding(each.landing, here) < 0)
  return (before ?? found[0]!).drop
}

/** Where `id` lands (column and row of the outcome) when dropped at `drop`: what is announced. */
export function dropLanding(items: readonly GridItem[], id: number, drop: Drop): GridPlace {
  const landing = standing(moved(items, id, drop), id)
  // Only a card on the grid is ever held; naming another is a caller's mistake, not a place.
  if (!landing) throw new RangeError(`dropLanding: no card ${id} on the grid`)
  return { column: landing.column, row: landing.row }
}

export type GridDirection = 'left' | 'right' | 'up' | 'down'

/**
 * The card the roving focus moves to from `id`: up and down within its column, left and right to
 * the next column on the same row, or that column's last row when it is shorter; at an edge it
 * stays. From no card (or one the grid no longer has), the first card in reading order; null on
 * an empty grid.
 */
export function neighbour(
  items: readonly GridItem[],
  id: number | null,
  direction: GridDirection,
): number | null {
  const columns = columnsOf(items)
  const c = columns.findIndex((column) => column.some((each) => each.id === id))
  if (c < 0) return columns[0]?.[0]?.id ?? null
  const column = columns[c]!
  const r = column.findIndex((each) => each.id === id)
  if (direction === 'up') return column[Math.max(r - 1, 0)]!.id
  if (direction === 'down') return column[Math.min(r + 1, column.length - 1)]!.id
  const next = columns[c + (direction === 'left' ? -1 : 1)]
  return next ? next[Math.min(r, next.length - 1)]!.id : column[r]!.id
}
