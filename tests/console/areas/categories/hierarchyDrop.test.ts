import { describe, expect, it } from 'vitest'
import {
  dropId,
  dropOutcome,
  moveForDrop,
  parseDropId,
} from '../../../../src/console/areas/categories/hierarchyDrop.ts'
import type { HierarchyItem } from '../../../../src/domain/categories.ts'

const items = (...rows: [number, number | null, number][]): HierarchyItem[] =>
  rows.map(([id, parentCategoryId, index]) => ({ id, parentCategoryId, index }))
// Food 1 (Meat 11, Dairy 12), Mobility 2 (Car 21), Energy 3.
const tree = items([1, null, 0], [11, 1, 1], [12, 1, 2], [2, null, 3], [21, 2, 4], [3, null, 5])
const LAST = Number.MAX_SAFE_INTEGER

describe('drop targets of the hierarchy drawer', () => {
  it('names droppables and reads them back', () => {
    expect(dropId({ kind: 'row', id: 12 })).toBe('row-12')
    expect(dropId({ kind: 'into', parentId: 3 })).toBe('into-3')
    expect(dropId({ kind: 'root' })).toBe('root')
    for (const id of ['row-12', 'into-3', 'root']) expect(dropId(parseDropId(id)!)).toBe(id)
    expect(parseDropId('row-x')).toBeNull()
    expect(parseDropId(null)).toBeNull()
  })

  it.each([
    ['its own row: nothing', 11, { kind: 'row', id: 11 }, null],
    [
      'a main zone: last sub category there',
      3,
      { kind: 'into', parentId: 2 },
      { id: 3, parentCategoryId: 2, position: LAST },
    ],
    [
      'the empty target: last main category',
      21,
      { kind: 'root' },
      { id: 21, parentCategoryId: null, position: LAST },
    ],
    [
      'a later sibling: its place (after it)',
      11,
      { kind: 'row', id: 12 },
      { id: 11, parentCategoryId: 1, position: 1 },
    ],
    [
      'an earlier main: its place (before it)',
      3,
      { kind: 'row', id: 1 },
      { id: 3, parentCategoryId: null, position: 0 },
    ],
    [
      'a row of another level: before it, in that level',
      3,
      { kind: 'row', id: 21 },
      { id: 3, parentCategoryId: 2, position: 0 },
    ],
    [
      'a sub row onto a main row: a main before it',
      12,
      { kind: 'row', id: 2 },
      { id: 12, parentCategoryId: null, position: 1 },
    ],
  ] as const)('dropping on %s', (_what, dragged, target, move) => {
    expect(moveForDrop(tree, dragged, target)).toEqual(move)
  })

  it('refuses what would make a third level, with the reason', () => {
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
      move: { id: 3, parentCategoryId: 1, position: LAST },
      position: 2,
      siblings: 3,
    })
    expect(dropOutcome(tree, 12, { kind: 'row', id: 1 })).toMatchObject({ position: 0, siblings: 4 })
  })
})
