import { describe, expect, it } from 'vitest'
import {
  fromHierarchyMove,
  hierarchyModel,
  toHierarchyMove,
} from '../../../../src/console/areas/categories/hierarchyModel.ts'
import { dropOutcome, moveForDrop } from '../../../../src/console/ui/ordering/dropOutcome.ts'
import type { HierarchyItem } from '../../../../src/domain/category-hierarchy.ts'
import { LAST } from '../../../../src/domain/ordering-model.ts'

const items = (...rows: [number, number | null, number][]): HierarchyItem[] =>
  rows.map(([id, parentCategoryId, index]) => ({ id, parentCategoryId, index }))
// Food 1 (Meat 11, Dairy 12), Mobility 2 (Car 21), Energy 3.
const tree = hierarchyModel(
  items([1, null, 0], [11, 1, 1], [12, 1, 2], [2, null, 3], [21, 2, 4], [3, null, 5]),
)

describe('the categories as the ordering kit reads them', () => {
  it('is the tree of the domain rules: main categories, each with its sub categories', () => {
    expect(tree.levelOf(null)).toEqual([1, 2, 3])
    expect(tree.levelOf(1)).toEqual([11, 12])
    expect(tree.placeOf(21)).toEqual({ parentId: 2, position: 0, siblings: [21] })
    // Stored out of order, or under a missing parent: read as the domain's tree reads it.
    const messy = hierarchyModel(items([5, null, 9], [6, 99, 1], [7, 5, 0]))
    expect(messy.levelOf(null)).toEqual([6, 5])
    expect(messy.levelOf(5)).toEqual([7])
  })

  it.each([
    ['its own row: nothing', 11, { kind: 'row', id: 11 }, null],
    [
      'a main zone: last sub category there',
      3,
      { kind: 'into', parentId: 2 },
      { id: 3, parentId: 2, position: LAST },
    ],
    [
      'the empty target: last main category',
      21,
      { kind: 'root' },
      { id: 21, parentId: null, position: LAST },
    ],
    [
      'a later sibling: its place (after it)',
      11,
      { kind: 'row', id: 12 },
      { id: 11, parentId: 1, position: 1 },
    ],
    [
      'an earlier main: its place (before it)',
      3,
      { kind: 'row', id: 1 },
      { id: 3, parentId: null, position: 0 },
    ],
    [
      'a row of another level: before it, in that level',
      3,
      { kind: 'row', id: 21 },
      { id: 3, parentId: 2, position: 0 },
    ],
    [
      'a sub row onto a main row: a main before it',
      12,
      { kind: 'row', id: 2 },
      { id: 12, parentId: null, position: 1 },
    ],
  ] as const)('dropping on %s', (_what, dragged, target, move) => {
    expect(moveForDrop(tree, dragged, target)).toEqual(move)
  })

  it('refuses what would make a third level, with the reason of the domain rules', () => {
    expect(dropOutcome(tree, 1, { kind: 'into', parentId: 2 })).toMatchObject({
      kind: 'refused',
      problem: 'hasChildren',
    })
    expect(dropOutcome(tree, 1, { kind: 'row', id: 21 })).toMatchObject({
      kind: 'refused',
      problem: 'hasChildren',
    })
    expect(dropOutcome(tree, 3, { kind: 'into', parentId: 3 })).toMatchObject({
      kind: 'refused',
      problem: 'self',
    })
    expect(dropOutcome(tree, 11, null)).toEqual({ kind: 'none' })
  })

  it('tells the position and the size of the new level', () => {
    expect(dropOutcome(tree, 3, { kind: 'into', parentId: 1 })).toEqual({
      kind: 'move',
      move: { id: 3, parentId: 1, position: LAST },
      position: 2,
      siblings: 3,
    })
    expect(dropOutcome(tree, 12, { kind: 'row', id: 1 })).toMatchObject({ position: 0, siblings: 4 })
  })

  it('turns moves into the machine’s and back', () => {
    const move = { id: 3, parentId: 1, position: 2 }
    expect(toHierarchyMove(move)).toEqual({ id: 3, parentCategoryId: 1, position: 2 })
    expect(fromHierarchyMove(toHierarchyMove(move))).toEqual(move)
  })
})
