import { describe, expect, it } from 'vitest'
import { applyListMove, LAST, listModel, stepMove, treeModel } from '../../src/domain/ordering-model.ts'

// 1 (11, 12), 2 (21), 3.
const tree = treeModel([
  { id: 1, children: [11, 12] },
  { id: 2, children: [21] },
  { id: 3, children: [] },
])

describe('ordering models', () => {
  it('a tree: where each item is, and each level in order', () => {
    expect(tree.placeOf(2)).toEqual({ parentId: null, position: 1, siblings: [1, 2, 3] })
    expect(tree.placeOf(12)).toEqual({ parentId: 1, position: 1, siblings: [11, 12] })
    expect(tree.placeOf(99)).toBeNull()
    expect(tree.levelOf(null)).toEqual([1, 2, 3])
    expect(tree.levelOf(2)).toEqual([21])
    expect(tree.levelOf(99)).toEqual([])
    // Without rules every move is allowed.
    expect(tree.problemOf({ id: 1, parentId: 2, position: 0 })).toBeNull()
  })

  it('a tree with rules: they decide which moves are refused', () => {
    const rules = treeModel([{ id: 1, children: [11] }], (move) => (move.parentId === 11 ? 'tooDeep' : null))
    expect(rules.problemOf({ id: 1, parentId: 11, position: 0 })).toBe('tooDeep')
    expect(rules.problemOf({ id: 11, parentId: null, position: 0 })).toBeNull()
  })

  it('a list: one level', () => {
    const list = listModel([7, 5, 9])
    expect(list.placeOf(9)).toEqual({ parentId: null, position: 2, siblings: [7, 5, 9] })
    expect(list.levelOf(null)).toEqual([7, 5, 9])
    expect(list.levelOf(7)).toEqual([])
  })

  it('steps one place up or down within the level, not past its edges', () => {
    expect(stepMove(tree, 11, -1)).toBeNull()
    expect(stepMove(tree, 12, 1)).toBeNull()
    expect(stepMove(tree, 12, -1)).toEqual({ id: 12, parentId: 1, position: 0 })
    expect(stepMove(tree, 1, 1)).toEqual({ id: 1, parentId: null, position: 1 })
    expect(stepMove(tree, 3, 1)).toBeNull()
    expect(stepMove(tree, 99, 1)).toBeNull()
    expect(stepMove(listModel([7, 5, 9]), 5, 1)).toEqual({ id: 5, parentId: null, position: 2 })
  })

  it('applies a move to a list', () => {
    expect(applyListMove([7, 5, 9], { id: 7, parentId: null, position: 2 })).toEqual([5, 9, 7])
    expect(applyListMove([7, 5, 9], { id: 9, parentId: null, position: 0 })).toEqual([9, 7, 5])
    expect(applyListMove([7, 5, 9], { id: 5, parentId: null, position: LAST })).toEqual([7, 9, 5])
    expect(applyListMove([7, 5, 9], { id: 4, parentId: null, position: 0 })).toEqual([7, 5, 9])
  })
})
