// Where a story's pages (items) stand on its grid, and how a move or a new page changes it
// (docs/product.md §4 "Story item moves"). Pure: the story editor shows a drop's outcome with these
// before it is saved, and the server stores the positions the same rules give.
//
// The grid: columns from left to right, each a stack of rows from the top. It is read in
// order by column, then row ("sorted by column then row"). The rule that keeps it whole,
// **normalised**: the columns in use are numbered 0, 1, 2, … with none skipped, and the items of
// each column are numbered 0, 1, 2, … from the top, none skipped and no two in one cell. A grid
// with gaps or two items in a cell is normalised by keeping its reading order (column, then row,
// then id for two items in one cell) and numbering again.

/** An item's place on the grid. */
export type GridPlace = { column: number; row: number }
/** An item of a story, where it stands. */
export type GridItem = { id: number } & GridPlace

/**
 * Where an item is dropped, next to `target` (another item):
 * - `before`: in a column of its own, just before the target's column (before the first column it
 *   becomes column 0; every column from the target's moves one to the right);
 * - `after`: in the column after the target's, on the target's row (docs/product.md §4: "column +
 *   1, same row"); an item there already and those below it move one down; a row past the end of
 *   that column is its end, and after the last column a new column starts;
 * - `below`: in the target's column, just below the target (row + 1); those below move one down.
 */
export type DropPosition = 'before' | 'after' | 'below'
export const dropPositions = ['before', 'after', 'below'] as const satisfies readonly DropPosition[]
export type Drop = { targetId: number; position: DropPosition }

/** Reading order: by column, then row, then id (two items in one cell keep an order). */
export function byPlace(a: GridItem, b: GridItem) {
  return a.column - b.column || a.row - b.row || a.id - b.id
}

/** The items in reading order (a new array). */
export const sortedItems = <T extends GridItem>(items: readonly T[]) => [...items].sort(byPlace)

/** The items as columns in reading order, each a list from the top. */
export function columnsOf<T extends GridItem>(items: readonly T[]): T[][] {
  const columns: T[][] = []
  let last: number | undefined
  for (const item of sortedItems(items)) {
    if (item.column !== last) columns.push([])
    columns[columns.length - 1]!.push(item)
    last = item.column
  }
  return columns
}

/** Columns (lists from the top) as numbered places: column i, row j. */
function placed<T extends GridItem>(columns: readonly (readonly T[])[]): T[] {
  return columns.flatMap((column, c) => column.map((item, r) => ({ ...item, column: c, row: r })))
}

/** The same items numbered by the rule (module comment): reading order kept, no gaps, one per cell. */
export const normalised = <T extends GridItem>(items: readonly T[]): T[] => placed(columnsOf(items))

/** Whether the grid already obeys the rule (nothing would change by normalising it). */
export function isNormalised(items: readonly GridItem[]) {
  const again = normalised(items)
  const before = sortedItems(items)
  return again.every((item, i) => item.column === before[i]!.column && item.row === before[i]!.row)
}

/**
 * The grid after `id` is dropped at `drop`, normalised. Dropping an item on itself, or naming an
 * item the grid does not hold, changes nothing (the same grid, normalised).
 */
export function moved<T extends GridItem>(items: readonly T[], id: number, drop: Drop): T[] {
  const moving = items.find((item) => item.id === id)
  const hasTarget = items.some((item) => item.id === drop.targetId)
  if (!moving || !hasTarget || drop.targetId === id) return normalised(items)
  // Taken out first: the target's place is read on the grid without the moving item.
  const columns = columnsOf(items.filter((item) => item.id !== id))
  const c = columns.findIndex((column) => column.some((item) => item.id === drop.targetId))
  const r = columns[c]!.findIndex((item) => item.id === drop.targetId)
  if (drop.position === 'before') columns.splice(c, 0, [moving])
  else if (drop.position === 'below') columns[c]!.splice(r + 1, 0, moving)
  else if (c + 1 < columns.length) columns[c + 1]!.splice(r, 0, moving)
  else columns.push([moving])
  return placed(columns)
}

/** Where a new item goes (docs/product.md §4): the column after the last item's (0 on an empty grid), row 0. */
export function newItemPlace(items: readonly GridPlace[]): GridPlace {
  if (!items.length) return { column: 0, row: 0 }
  return { column: items.reduce((last, item) => Math.max(last, item.column), 0) + 1, row: 0 }
}

/** The items whose place differs between two grids (what a move saves). */
export function changedPlaces<T extends GridItem>(before: readonly T[], after: readonly T[]): T[] {
  const was = new Map(before.map((item) => [item.id, item]))
  return after.filter((item) => {
    const old = was.get(item.id)
    return !old || old.column !== item.column || old.row !== item.row
  })
}
