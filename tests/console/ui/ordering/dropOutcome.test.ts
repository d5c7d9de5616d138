import { describe, expect, it } from 'vitest'
import {
  type DragState,
  dropOutcome,
  dropStateOf,
  moveForDrop,
} from '../../../../src/console/ui/ordering/dropOutcome.ts'
import { dropId, itemOfDropId, parseDropId } from '../../../../src/console/ui/ordering/dropTargets.ts'
import { LAST, listModel, treeModel } from '../../../../src/domain/ordering-model.ts'

const list = listModel([7, 5, 9, 4])
// 1 (11, 12), 2 (21), 3; nothing may go under 2.
const tree = treeModel(
  [
    { id: 1, children: [11, 12] },
    { id: 2, children: [21] },
    { id: 3, children: [] },
  ],
  (move) => (move.parentId === 2 ? 'closed' : null),
)

describe('drop targets', () => {
  it('names droppables and reads them back', () => {
    expect(dropId({ kind: 'row', id: 12 })).toBe('row-12')
    expect(dropId({ kind: 'into', parentId: 3 })).toBe('into-3')
    expect(dropId({ kind: 'root' })).toBe('root')
    for (const id of ['row-12', 'into-3', 'root']) expect(dropId(parseDropId(id)!)).toBe(id)
    expect(parseDropId('row-x')).toBeNull()
    expect(parseDropId(null)).toBeNull()
    expect(itemOfDropId('row-12')).toBe(12)
    expect(itemOfDropId('into-3')).toBeNull()
  })
})

describe('dropping in a list', () => {
  it('takes the place of the item it is dropped on, in either direction', () => {
    expect(moveForDrop(list, 7, { kind: 'row', id: 9 })).toEqual({ id: 7, parentId: null, position: 2 })
    expect(moveForDrop(list, 4, { kind: 'row', id: 5 })).toEqual({ id: 4, parentId: null, position: 1 })
    expect(moveForDrop(list, 5, { kind: 'row', id: 5 })).toBeNull()
    expect(moveForDrop(list, 5, { kind: 'root' })).toEqual({ id: 5, parentId: null, position: LAST })
  })

  it('says where it would go: position and size of the list', () => {
    expect(dropOutcome(list, 7, { kind: 'row', id: 9 })).toEqual({
      kind: 'move',
      move: { id: 7, parentId: null, position: 2 },
      position: 2,
      siblings: 4,
    })
    expect(dropOutcome(list, 7, { kind: 'root' })).toMatchObject({ position: 3, siblings: 4 })
    expect(dropOutcome(list, 7, { kind: 'row', id: 7 })).toEqual({ kind: 'none' })
    expect(dropOutcome(list, 7, null)).toEqual({ kind: 'none' })
  })
})

describe('dropping in a tree', () => {
  it('goes into the level of the target, refused by the caller’s rules', () => {
    expect(dropOutcome(tree, 3, { kind: 'into', parentId: 1 })).toEqual({
      kind: 'move',
      move: { id: 3, parentId: 1, position: LAST },
      position: 2,
      siblings: 3,
    })
    expect(dropOutcome(tree, 3, { kind: 'row', id: 21 })).toEqual({
      kind: 'refused',
      move: { id: 3, parentId: 2, position: 0 },
      problem: 'closed',
    })
    expect(dropOutcome(tree, 3, { kind: 'row', id: 99 })).toEqual({ kind: 'none' })
  })
})

describe('how a target shows during a drag', () => {
  const over = (id: number, target: DragState<string>['target']): DragState<string> => ({
    id,
    target,
    outcome: dropOutcome(tree, id, target),
  })

  it('marks only the target under the dragged item', () => {
    const drag = over(11, { kind: 'row', id: 12 })
    expect(dropStateOf(tree, drag, { kind: 'row', id: 12 })).toBe('after')
    expect(dropStateOf(tree, drag, { kind: 'row', id: 11 })).toBeUndefined()
    expect(dropStateOf(tree, null, { kind: 'row', id: 12 })).toBeUndefined()
  })

  it('before when moving up or into another level, after when moving down within one', () => {
    expect(dropStateOf(tree, over(12, { kind: 'row', id: 11 }), { kind: 'row', id: 11 })).toBe('before')
    expect(dropStateOf(tree, over(3, { kind: 'row', id: 11 }), { kind: 'row', id: 11 })).toBe('before')
    expect(dropStateOf(tree, over(1, { kind: 'row', id: 3 }), { kind: 'row', id: 3 })).toBe('after')
  })

  it('into for a zone; refused where the rules say no; nothing over its own place', () => {
    expect(dropStateOf(tree, over(3, { kind: 'into', parentId: 1 }), { kind: 'into', parentId: 1 })).toBe(
      'into',
    )
    expect(dropStateOf(tree, over(3, { kind: 'into', parentId: 2 }), { kind: 'into', parentId: 2 })).toBe(
      'refused',
    )
    expect(dropStateOf(tree, over(3, { kind: 'row', id: 3 }), { kind: 'row', id: 3 })).toBeUndefined()
  })
})
