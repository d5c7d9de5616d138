import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  changedPlaces,
  columnsOf,
  type GridItem,
  isNormalised,
  moved,
  newItemPlace,
  normalised,
  sortedItems,
} from '../../src/domain/stories/grid.ts'

// A story's grid of pages (src/domain/stories/grid.ts, docs/product.md §4 "Story item moves"):
// the rules checked on examples a person can read, then over random grids.

const item = (id: number, column: number, row: number): GridItem => ({ id, column, row })
/** A grid as columns of ids from the top: [[1, 2], [3]] is 1 and 2 in column 0, 3 in column 1. */
const grid = (...columns: number[][]) => columns.flatMap((ids, c) => ids.map((id, r) => item(id, c, r)))
/** A grid read back as columns of ids. */
const shape = (items: readonly GridItem[]) => columnsOf(items).map((column) => column.map((each) => each.id))

/** Any grid: distinct ids at any cells (gaps, shared cells), up to 30 items. */
const anyGrid = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 500 }), column: fc.nat(8), row: fc.nat(5) }),
  { selector: (each) => each.id, maxLength: 30 },
)
/** A grid with at least two items, a moving one and a target among them, and a position. */
const aMove = anyGrid
  .filter((items) => items.length >= 2)
  .chain((items) =>
    fc.record({
      items: fc.constant(items),
      id: fc.constantFrom(...items.map((each) => each.id)),
      targetId: fc.constantFrom(...items.map((each) => each.id)),
      position: fc.constantFrom('before' as const, 'after' as const, 'below' as const),
    }),
  )

/** Every item once, and the rule: columns 0..n-1, rows 0..m-1 in each, one item per cell. */
function expectWhole(result: readonly GridItem[], from: readonly GridItem[]) {
  expect(result.map((each) => each.id).sort((a, b) => a - b)).toEqual(
    from.map((each) => each.id).sort((a, b) => a - b),
  )
  const columns = columnsOf(result)
  columns.forEach((column, c) => {
    column.forEach((each, r) => {
      expect(each.column).toBe(c)
      expect(each.row).toBe(r)
    })
  })
}

describe('normalised', () => {
  it('closes gaps and separates two items in one cell, keeping the reading order', () => {
    const items = [item(7, 4, 3), item(2, 0, 1), item(5, 4, 3), item(9, 2, 0)]
    expect(sortedItems(normalised(items))).toEqual([
      item(2, 0, 0),
      item(9, 1, 0),
      item(5, 2, 0),
      item(7, 2, 1),
    ])
  })

  it('over random grids: every item kept, the rule holds, the reading order is the same, again changes nothing', () => {
    fc.assert(
      fc.property(anyGrid, (items) => {
        const result = normalised(items)
        expectWhole(result, items)
        expect(sortedItems(result).map((each) => each.id)).toEqual(sortedItems(items).map((each) => each.id))
        expect(isNormalised(result)).toBe(true)
        expect(normalised(result)).toEqual(result)
      }),
    )
  })

  it('says whether a grid already obeys the rule', () => {
    expect(isNormalised(grid([1, 2], [3]))).toBe(true)
    expect(isNormalised([item(1, 0, 0), item(2, 2, 0)])).toBe(false)
    expect(isNormalised([item(1, 0, 0), item(2, 0, 0)])).toBe(false)
    expect(isNormalised([item(1, 0, 1)])).toBe(false)
    expect(isNormalised([])).toBe(true)
  })
})

describe('a drop', () => {
  const story = grid([1, 2], [3, 4, 5], [6])

  it('before the first column makes a column 0 of its own; the others move right', () => {
    expect(shape(moved(story, 4, { targetId: 1, position: 'before' }))).toEqual([[4], [1, 2], [3, 5], [6]])
  })

  it('before a later column puts it in a column of its own just before that one', () => {
    expect(shape(moved(story, 1, { targetId: 6, position: 'before' }))).toEqual([[2], [3, 4, 5], [1], [6]])
  })

  it('after an item goes to the next column on the same row; what was there moves down', () => {
    const result = moved(story, 6, { targetId: 2, position: 'after' })
    expect(shape(result)).toEqual([
      [1, 2],
      [3, 6, 4, 5],
    ])
    expect(result.find((each) => each.id === 6)).toMatchObject({ column: 1, row: 1 })
    // The target's row is read without the moving item: 1 taken from above 2 leaves 2 on row 0.
    expect(shape(moved(story, 1, { targetId: 2, position: 'after' }))).toEqual([[2], [1, 3, 4, 5], [6]])
  })

  it('after an item on a row past the next column’s end goes to its end', () => {
    expect(shape(moved(story, 6, { targetId: 1, position: 'after' }))).toEqual([
      [1, 2],
      [6, 3, 4, 5],
    ])
    expect(shape(moved(story, 2, { targetId: 5, position: 'after' }))).toEqual([[1], [3, 4, 5], [6, 2]])
  })

  it('after an item of the last column starts a new column', () => {
    expect(shape(moved(story, 1, { targetId: 6, position: 'after' }))).toEqual([[2], [3, 4, 5], [6], [1]])
  })

  it('below an item goes just under it in its column', () => {
    expect(shape(moved(story, 6, { targetId: 3, position: 'below' }))).toEqual([
      [1, 2],
      [3, 6, 4, 5],
    ])
    expect(shape(moved(story, 3, { targetId: 5, position: 'below' }))).toEqual([[1, 2], [4, 5, 3], [6]])
  })

  it('of the only item of a column closes that column', () => {
    expect(shape(moved(story, 6, { targetId: 2, position: 'below' }))).toEqual([
      [1, 2, 6],
      [3, 4, 5],
    ])
  })

  it('on itself or naming an unknown item changes nothing', () => {
    expect(moved(story, 3, { targetId: 3, position: 'after' })).toEqual(normalised(story))
    expect(moved(story, 99, { targetId: 3, position: 'after' })).toEqual(normalised(story))
    expect(moved(story, 3, { targetId: 99, position: 'below' })).toEqual(normalised(story))
  })

  it('over random grids: every item kept, the rule holds, and the item lands where its position says', () => {
    fc.assert(
      fc.property(aMove, ({ items, id, targetId, position }) => {
        const result = moved(items, id, { targetId, position })
        expectWhole(result, items)
        if (id === targetId) {
          expect(result).toEqual(normalised(items))
          return
        }
        const at = (each: number) => result.find((candidate) => candidate.id === each)!
        const mover = at(id)
        const target = at(targetId)
        const columns = columnsOf(result)
        if (position === 'before') {
          expect(columns[mover.column]).toHaveLength(1)
          expect(target.column).toBe(mover.column + 1)
        } else if (position === 'below') {
          expect(mover.column).toBe(target.column)
          expect(mover.row).toBe(target.row + 1)
        } else {
          expect(mover.column).toBe(target.column + 1)
          expect(mover.row).toBeLessThanOrEqual(target.row)
        }
      }),
    )
  })

  it('over random grids: the other items keep their order and their columns together', () => {
    fc.assert(
      fc.property(aMove, ({ items, id, targetId, position }) => {
        const without = (grid: readonly GridItem[]) =>
          columnsOf(grid.filter((each) => each.id !== id)).map((column) => column.map((each) => each.id))
        expect(without(moved(items, id, { targetId, position }))).toEqual(without(normalised(items)))
      }),
    )
  })
})

describe('a new item', () => {
  it('goes to row 0 of the column after the last item, or to 0, 0 on an empty grid', () => {
    expect(newItemPlace([])).toEqual({ column: 0, row: 0 })
    expect(newItemPlace(grid([1, 2], [3]))).toEqual({ column: 2, row: 0 })
    expect(newItemPlace([item(1, 4, 2)])).toEqual({ column: 5, row: 0 })
  })

  it('over random normalised grids: starts a column of its own at the end', () => {
    fc.assert(
      fc.property(anyGrid, (items) => {
        const before = normalised(items)
        const place = newItemPlace(before)
        const result = normalised([...before, { id: 1000, ...place }])
        expect(result.find((each) => each.id === 1000)).toEqual({
          id: 1000,
          column: columnsOf(before).length,
          row: 0,
        })
        expect(changedPlaces(before, result).map((each) => each.id)).toEqual([1000])
      }),
    )
  })
})

describe('changedPlaces', () => {
  it('lists only the items a move put elsewhere', () => {
    const before = grid([1, 2], [3])
    const after = moved(before, 3, { targetId: 1, position: 'below' })
    expect(
      changedPlaces(before, after)
        .map((each) => each.id)
        .sort(),
    ).toEqual([2, 3])
  })
})
