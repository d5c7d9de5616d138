import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  columnsOf,
  type Drop,
  dropPositions,
  type GridItem,
  moved,
  normalised,
  sortedItems,
} from '../../src/domain/stories/grid.ts'
import {
  changesGrid,
  dropLanding,
  dropTargets,
  neighbour,
  steppedDrop,
} from '../../src/domain/stories/grid-drops.ts'

// The keyboard's walk of a story grid (src/domain/stories/grid-drops.ts): the drops a held card
// can take, in arrow order, checked on examples a person can read, then over random grids against
// grid.ts's `moved`, which says what every drop does.

const item = (id: number, column: number, row: number): GridItem => ({ id, column, row })
/** A grid as columns of ids from the top: [[1, 2], [3]] is 1 and 2 in column 0, 3 in column 1. */
const grid = (...columns: number[][]) => columns.flatMap((ids, c) => ids.map((id, r) => item(id, c, r)))
/** A grid read back as columns of ids. */
const shape = (items: readonly GridItem[]) => columnsOf(items).map((column) => column.map((each) => each.id))
const drop = (targetId: number, position: Drop['position']): Drop => ({ targetId, position })

/** Any grid: distinct ids at any cells (gaps, shared cells), up to 12 items (every drop is tried). */
const anyGrid = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 500 }), column: fc.nat(6), row: fc.nat(4) }),
  { selector: (each) => each.id, maxLength: 12 },
)
/** A grid with at least two items and the held one among them. */
const aHold = anyGrid
  .filter((items) => items.length >= 2)
  .chain((items) =>
    fc.record({ items: fc.constant(items), id: fc.constantFrom(...items.map((each) => each.id)) }),
  )

/** The same grid, whatever order its items come in. */
const sameGrid = (a: readonly GridItem[], b: readonly GridItem[]) =>
  JSON.stringify(sortedItems(a)) === JSON.stringify(sortedItems(b))
/** Where the card stands after the drop, and whether its column holds nothing else. */
function landing(items: readonly GridItem[], id: number, at: Drop) {
  const outcome = moved(items, id, at)
  const card = outcome.find((each) => each.id === id)!
  return { ...card, alone: outcome.filter((each) => each.column === card.column).length === 1 }
}
/** Where the card stands now (dropped on itself, nothing moves). */
const ownPlace = (items: readonly GridItem[], id: number) => landing(items, id, drop(id, 'after'))
/** The arrow order restated: column, row, then the card alone in its column first. */
const compare = (a: ReturnType<typeof landing>, b: ReturnType<typeof landing>) =>
  a.column - b.column || a.row - b.row || Number(b.alone) - Number(a.alone)

/** Steps from none until the step stays put; the drops visited, each once. */
function walk(items: readonly GridItem[], id: number, direction: 'next' | 'previous') {
  const visited: Drop[] = []
  let current = steppedDrop(items, id, null, direction)
  while (current && !visited.includes(current)) {
    visited.push(current)
    current = steppedDrop(items, id, current, direction)
  }
  return { visited, last: current }
}

describe('drop targets', () => {
  // Card 12 on the right of a column 10, 11 (the story grid machine's model grid).
  const story = grid([10, 11], [12])

  it('list each outcome once, by where the card lands: column 0 alone, then rows 0..2', () => {
    expect(dropTargets(story, 12)).toEqual([drop(10, 'before'), drop(10, 'below'), drop(11, 'below')])
    // Before 11 is before 10's column too: the first target in reading order names it.
    expect(shape(moved(story, 12, drop(11, 'before')))).toEqual(shape(moved(story, 12, drop(10, 'before'))))
  })

  it('on one place, the card alone in a new column comes before the card on top of a column', () => {
    const three = grid([1], [2], [3])
    expect(dropTargets(three, 1)).toEqual([
      drop(2, 'below'),
      drop(3, 'before'),
      drop(2, 'after'),
      drop(3, 'below'),
      drop(3, 'after'),
    ])
    expect(dropTargets(three, 1).map((each) => dropLanding(three, 1, each))).toEqual([
      { column: 0, row: 1 },
      { column: 1, row: 0 },
      { column: 1, row: 0 },
      { column: 1, row: 1 },
      { column: 2, row: 0 },
    ])
  })

  it('leave out drops that change nothing (after 10 leaves 12 where it is)', () => {
    expect(changesGrid(story, 12, drop(10, 'after'))).toBe(false)
    expect(changesGrid(story, 12, drop(10, 'before'))).toBe(true)
    expect(dropTargets(story, 12)).not.toContainEqual(drop(10, 'after'))
  })

  it('are none for an unknown card or a grid of one', () => {
    expect(dropTargets(story, 99)).toEqual([])
    expect(dropTargets([item(1, 0, 0)], 1)).toEqual([])
    expect(dropTargets([], 1)).toEqual([])
  })

  it('over random grids: every target changes the grid, and no two give the same grid', () => {
    fc.assert(
      fc.property(aHold, ({ items, id }) => {
        const outcomes = dropTargets(items, id).map((each) => moved(items, id, each))
        for (const [i, outcome] of outcomes.entries()) {
          expect(sameGrid(outcome, normalised(items))).toBe(false)
          for (const other of outcomes.slice(i + 1)) expect(sameGrid(outcome, other)).toBe(false)
        }
      }),
    )
  })

  it('over random grids: the landings are in arrow order', () => {
    fc.assert(
      fc.property(aHold, ({ items, id }) => {
        const landings = dropTargets(items, id).map((each) => landing(items, id, each))
        for (const [i, each] of landings.slice(1).entries())
          expect(compare(landings[i]!, each)).toBeLessThan(0)
        expect(landings.map(({ column, row }) => ({ column, row }))).toEqual(
          dropTargets(items, id).map((each) => dropLanding(items, id, each)),
        )
      }),
    )
  })

  it('over random grids: every grid a drop can make is one of the targets’ grids', () => {
    fc.assert(
      fc.property(aHold, ({ items, id }) => {
        const outcomes = dropTargets(items, id).map((each) => moved(items, id, each))
        for (const target of items) {
          for (const position of dropPositions) {
            const outcome = moved(items, id, drop(target.id, position))
            if (sameGrid(outcome, normalised(items))) continue
            expect(outcomes.some((each) => sameGrid(each, outcome))).toBe(true)
          }
        }
      }),
    )
  })
})

describe('a keyboard step', () => {
  const story = grid([10, 11], [12])
  const middle = grid([10, 12, 11])

  it('from none moves the way the arrow points: the first target after the card, the last before it', () => {
    expect(steppedDrop(middle, 12, null, 'next')).toEqual(drop(11, 'below'))
    expect(steppedDrop(middle, 12, null, 'previous')).toEqual(drop(10, 'before'))
  })

  it('from none with nothing that way takes the nearest end', () => {
    // 12 stands last in arrow order: nothing comes after it.
    expect(steppedDrop(story, 12, null, 'next')).toEqual(drop(11, 'below'))
    expect(steppedDrop(story, 12, null, 'previous')).toEqual(drop(11, 'below'))
    expect(steppedDrop(grid([12], [10, 11]), 12, null, 'previous')).toEqual(drop(10, 'below'))
  })

  it('steps through the targets and stays at either end', () => {
    expect(steppedDrop(story, 12, drop(10, 'before'), 'next')).toEqual(drop(10, 'below'))
    expect(steppedDrop(story, 12, drop(10, 'below'), 'previous')).toEqual(drop(10, 'before'))
    const last = drop(11, 'below')
    expect(steppedDrop(story, 12, last, 'next')).toBe(last)
    const first = drop(10, 'before')
    expect(steppedDrop(story, 12, first, 'previous')).toBe(first)
  })

  it('goes on from a drop that names a target’s outcome another way (a pointer’s hover)', () => {
    expect(steppedDrop(story, 12, drop(11, 'before'), 'next')).toEqual(drop(10, 'below'))
  })

  it('from a drop the grid no longer takes starts as from none', () => {
    expect(steppedDrop(story, 12, drop(10, 'after'), 'previous')).toEqual(drop(11, 'below'))
    expect(steppedDrop(story, 12, drop(99, 'below'), 'next')).toEqual(drop(11, 'below'))
  })

  it('is none when the card can go nowhere', () => {
    expect(steppedDrop([item(1, 0, 0)], 1, null, 'next')).toBeNull()
    expect(steppedDrop(story, 99, null, 'previous')).toBeNull()
  })

  it('over random grids: next from none visits the targets after the card (else the last), each once, then stays', () => {
    fc.assert(
      fc.property(aHold, ({ items, id }) => {
        const targets = dropTargets(items, id)
        const here = ownPlace(items, id)
        const after = targets.filter((each) => compare(landing(items, id, each), here) > 0)
        const { visited, last } = walk(items, id, 'next')
        expect(visited).toEqual(after.length ? after : targets.slice(-1))
        expect(last).toBe(visited.at(-1) ?? null)
      }),
    )
  })

  it('over random grids: previous from none visits the targets before the card (else the first) back, each once, then stays', () => {
    fc.assert(
      fc.property(aHold, ({ items, id }) => {
        const targets = dropTargets(items, id)
        const here = ownPlace(items, id)
        const before = targets.filter((each) => compare(landing(items, id, each), here) < 0)
        const { visited, last } = walk(items, id, 'previous')
        expect(visited).toEqual(before.length ? before.reverse() : targets.slice(0, 1))
        expect(last).toBe(visited.at(-1) ?? null)
      }),
    )
  })
})

describe('a landing', () => {
  it('is the card’s column and row after the drop', () => {
    const story = grid([1, 2], [3, 4, 5], [6])
    expect(dropLanding(story, 6, drop(2, 'after'))).toEqual({ column: 1, row: 1 })
    expect(dropLanding(story, 4, drop(1, 'before'))).toEqual({ column: 0, row: 0 })
    expect(dropLanding(story, 1, drop(1, 'below'))).toEqual({ column: 0, row: 0 })
  })

  it('of a card the grid does not hold is a mistake', () => {
    expect(() => dropLanding(grid([1]), 9, drop(1, 'below'))).toThrow(RangeError)
  })
})

describe('the neighbouring card', () => {
  const story = grid([1, 2], [3, 4, 5], [6])

  it('up and down stay in the column and stop at its ends', () => {
    expect(neighbour(story, 1, 'down')).toBe(2)
    expect(neighbour(story, 2, 'down')).toBe(2)
    expect(neighbour(story, 4, 'up')).toBe(3)
    expect(neighbour(story, 3, 'up')).toBe(3)
  })

  it('left and right keep the row, or take the last row of a shorter column, and stop at the edges', () => {
    expect(neighbour(story, 2, 'right')).toBe(4)
    expect(neighbour(story, 5, 'right')).toBe(6)
    expect(neighbour(story, 5, 'left')).toBe(2)
    expect(neighbour(story, 1, 'left')).toBe(1)
    expect(neighbour(story, 6, 'right')).toBe(6)
  })

  it('reads a grid with gaps by its order', () => {
    expect(neighbour([item(1, 0, 0), item(2, 3, 4), item(3, 3, 9)], 1, 'right')).toBe(2)
  })

  it('from no card, or a gone one, is the first card in reading order; none on an empty grid', () => {
    expect(neighbour(story, null, 'right')).toBe(1)
    expect(neighbour(story, 99, 'down')).toBe(1)
    expect(neighbour([], null, 'up')).toBeNull()
  })
})
