import { describe, expect, it } from 'vitest'
import {
  categoryCreateSchema,
  categoryFormSchema,
  categoryListQuerySchema,
  categoryUpdateSchema,
  DEFAULT_CATEGORY_EMOJI,
  isSingleEmoji,
} from '../../src/domain/categories.ts'
import {
  applyHierarchyMove,
  canNest,
  categoryHierarchySchema,
  flattenTree,
  type HierarchyItem,
  hierarchyProblems,
  hierarchyTree,
  inTreeOrder,
  moveProblem,
  nestProblem,
  normalizeHierarchy,
  placeOf,
  possibleParents,
  sameHierarchy,
  stepMove,
} from '../../src/domain/category-hierarchy.ts'

/** [id, parent, index] → items. */
const items = (...rows: [number, number | null, number][]): HierarchyItem[] =>
  rows.map(([id, parentCategoryId, index]) => ({ id, parentCategoryId, index }))

// Food 1 (Meat 11, Dairy 12), Mobility 2 (Car 21), Energy 3 (no children).
const tree = items([1, null, 0], [11, 1, 1], [12, 1, 2], [2, null, 3], [21, 2, 4], [3, null, 5])

const firstMessage = (result: {
  success: boolean
  error?: { issues: { message: string; path: PropertyKey[] }[] }
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('category schemas (docs/product.md §5)', () => {
  it('requires a title: "Title is required."', () => {
    for (const title of [undefined, '', '   ', null, 3]) {
      const result = categoryCreateSchema.safeParse({ title })
      expect(firstMessage(result)).toEqual([['title', 'Title is required.']])
    }
    expect(firstMessage(categoryUpdateSchema.safeParse({}))).toEqual([['title', 'Title is required.']])
    expect(firstMessage(categoryFormSchema.safeParse({ ...validForm, title: ' ' }))).toEqual([
      ['title', 'Title is required.'],
    ])
  })

  it('limits the title to 100 characters', () => {
    expect(categoryCreateSchema.safeParse({ title: 'x'.repeat(100) }).success).toBe(true)
    expect(firstMessage(categoryCreateSchema.safeParse({ title: 'x'.repeat(101) }))).toEqual([
      ['title', 'Title should be at most 100 characters.'],
    ])
  })

  it('defaults to the seedling, a content category and no parent', () => {
    expect(DEFAULT_CATEGORY_EMOJI).toBe('🌱')
    expect(categoryCreateSchema.parse({ title: ' Food ' })).toEqual({
      title: 'Food',
      emoji: '🌱',
      isContent: true,
      parentCategoryId: null,
    })
    expect(categoryCreateSchema.parse({ title: 'Food', emoji: '' }).emoji).toBe('🌱')
    expect(categoryFormSchema.parse({ ...validForm, emoji: '  ' }).emoji).toBe('🌱')
  })

  it('takes one emoji, including flags, keycaps and sequences', () => {
    for (const emoji of ['🥦', '⚡', '♻️', '🏳️‍🌈', '🇳🇱', '1️⃣', '👩🏽‍🌾']) {
      expect(isSingleEmoji(emoji), emoji).toBe(true)
      expect(categoryCreateSchema.safeParse({ title: 'x', emoji }).success, emoji).toBe(true)
    }
    for (const emoji of ['a', 'ab', '🥦🥕', '1', 'Food 🥦']) {
      expect(isSingleEmoji(emoji), emoji).toBe(false)
      expect(firstMessage(categoryCreateSchema.safeParse({ title: 'x', emoji }))).toEqual([
        ['emoji', 'Emoji should be a single emoji.'],
      ])
    }
  })

  it('takes a positive whole parent id or null', () => {
    expect(categoryCreateSchema.parse({ title: 'x', parentCategoryId: 4 }).parentCategoryId).toBe(4)
    expect(categoryCreateSchema.parse({ title: 'x', parentCategoryId: null }).parentCategoryId).toBeNull()
    for (const parentCategoryId of [0, -1, 1.5, '4', 2 ** 31]) {
      expect(firstMessage(categoryCreateSchema.safeParse({ title: 'x', parentCategoryId }))).toEqual([
        ['parentCategoryId', 'Parent should be a category id or empty.'],
      ])
    }
  })

  it('leaves out what an update does not name', () => {
    expect(categoryUpdateSchema.parse({ title: 'Food' })).toEqual({ title: 'Food' })
    expect(categoryUpdateSchema.parse({ title: 'Food', parentCategoryId: null })).toEqual({
      title: 'Food',
      parentCategoryId: null,
    })
  })

  it('filters the list by main or sub', () => {
    expect(categoryListQuerySchema.parse({ type: 'main', page: '2' })).toEqual({ type: 'main', page: 2 })
    expect(categoryListQuerySchema.safeParse({ type: 'third' }).error?.issues[0]?.message).toBe(
      'Type should be main or sub.',
    )
  })

  it('takes a hierarchy of unique ids with parents and indexes', () => {
    expect(categoryHierarchySchema.safeParse(tree).success).toBe(true)
    expect(firstMessage(categoryHierarchySchema.safeParse([...tree, tree[0]]))).toEqual([
      ['6.id', 'Each id may appear only once.'],
    ])
    expect(categoryHierarchySchema.safeParse([]).error?.issues[0]?.message).toBe(
      'The hierarchy needs at least one entry.',
    )
    expect(categoryHierarchySchema.safeParse([{ id: 1, index: 0 }]).success).toBe(false)
    expect(categoryHierarchySchema.safeParse([{ id: 1, parentCategoryId: null, index: -1 }]).success).toBe(
      false,
    )
  })
})

const validForm = { title: 'Food', emoji: '🥦', isContent: true, parentCategoryId: null, media: [] }

describe('canNest: two levels only', () => {
  it.each([
    ['a main category without children onto another main category', 3, 1, null],
    ['a sub category onto another main category', 21, 1, null],
    ['a sub category onto its own parent', 11, 1, null],
    ['a category onto itself', 3, 3, 'self'],
    ['a main category with children onto another main', 1, 2, 'hasChildren'],
    ['a main category with children onto itself', 1, 1, 'self'],
    ['a category onto a sub category (a third level)', 3, 11, 'targetIsSub'],
    ['a sub category onto a sibling sub category', 12, 11, 'targetIsSub'],
    ['a sub category onto a sub category of another main', 21, 12, 'targetIsSub'],
    ['a main category onto its own sub category', 1, 11, 'hasChildren'],
    ['an unknown category', 99, 1, 'unknown'],
    ['onto an unknown category', 3, 99, 'unknown'],
  ] as const)('%s → %s', (_what, dragged, target, problem) => {
    expect(nestProblem(dragged, target, tree)).toBe(problem)
    expect(canNest(dragged, target, tree)).toBe(problem === null)
  })
})

describe('applyHierarchyMove', () => {
  const ids = (list: readonly HierarchyItem[]) =>
    list.map((item) => [item.id, item.parentCategoryId, item.index])

  it('makes a main category the last child of another', () => {
    expect(ids(applyHierarchyMove(tree, { id: 3, parentCategoryId: 2, position: 9 }))).toEqual([
      [1, null, 0],
      [11, 1, 1],
      [12, 1, 2],
      [2, null, 3],
      [21, 2, 4],
      [3, 2, 5],
    ])
  })

  it('moves a sub category to another parent at a position', () => {
    expect(ids(applyHierarchyMove(tree, { id: 21, parentCategoryId: 1, position: 1 }))).toEqual([
      [1, null, 0],
      [11, 1, 1],
      [21, 1, 2],
      [12, 1, 3],
      [2, null, 4],
      [3, null, 5],
    ])
  })

  it('makes a sub category a main category at a position', () => {
    expect(ids(applyHierarchyMove(tree, { id: 12, parentCategoryId: null, position: 0 }))).toEqual([
      [12, null, 0],
      [1, null, 1],
      [11, 1, 2],
      [2, null, 3],
      [21, 2, 4],
      [3, null, 5],
    ])
  })

  it('reorders main categories, taking their sub categories along', () => {
    expect(ids(applyHierarchyMove(tree, { id: 1, parentCategoryId: null, position: 2 }))).toEqual([
      [2, null, 0],
      [21, 2, 1],
      [3, null, 2],
      [1, null, 3],
      [11, 1, 4],
      [12, 1, 5],
    ])
  })

  it('reorders within a level', () => {
    expect(ids(applyHierarchyMove(tree, { id: 12, parentCategoryId: 1, position: 0 })).slice(0, 3)).toEqual([
      [1, null, 0],
      [12, 1, 1],
      [11, 1, 2],
    ])
  })

  it.each([
    ['onto itself', { id: 3, parentCategoryId: 3, position: 0 }],
    ['a parent with children under another', { id: 1, parentCategoryId: 2, position: 0 }],
    ['under a sub category', { id: 3, parentCategoryId: 11, position: 0 }],
    ['an unknown category', { id: 99, parentCategoryId: null, position: 0 }],
  ])('refuses %s and returns the same list', (_what, move) => {
    expect(moveProblem(tree, move)).not.toBeNull()
    expect(applyHierarchyMove(tree, move)).toBe(tree)
  })

  it('returns the same list for a move that changes nothing', () => {
    expect(applyHierarchyMove(tree, { id: 11, parentCategoryId: 1, position: 0 })).toBe(tree)
    expect(applyHierarchyMove(tree, { id: 3, parentCategoryId: null, position: 99 })).toBe(tree)
  })

  it('clamps positions', () => {
    expect(ids(applyHierarchyMove(tree, { id: 3, parentCategoryId: null, position: -4 }))[0]).toEqual([
      3,
      null,
      0,
    ])
  })
})

describe('tree helpers', () => {
  it('reads a tree from any index spread, repairing impossible parents', () => {
    const messy = items(
      [5, null, 40],
      [6, 5, 3],
      [7, 6, 1],
      [8, 99, 2],
      [9, null, 10],
      [10, 9, 0],
      [11, 11, 7],
    )
    expect(hierarchyTree(messy)).toEqual([
      { id: 7, children: [] },
      { id: 8, children: [] },
      { id: 11, children: [] },
      { id: 9, children: [10] },
      { id: 5, children: [6] },
    ])
    expect(normalizeHierarchy(messy).map((item) => item.index)).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(flattenTree(hierarchyTree(tree))).toEqual(tree)
  })

  it('compares trees by parents and order, not by index values', () => {
    const spread = items([1, null, 10], [11, 1, 11], [12, 1, 12], [2, null, 20], [21, 2, 21], [3, null, 30])
    expect(sameHierarchy(tree, spread)).toBe(true)
    expect(sameHierarchy(tree, applyHierarchyMove(tree, { id: 3, parentCategoryId: 1, position: 0 }))).toBe(
      false,
    )
  })

  it('knows where a category is, and the step moves at the edges', () => {
    expect(placeOf(tree, 12)).toEqual({ parentCategoryId: 1, position: 1, siblings: [11, 12] })
    expect(placeOf(tree, 2)).toEqual({ parentCategoryId: null, position: 1, siblings: [1, 2, 3] })
    expect(placeOf(tree, 99)).toBeNull()
    expect(stepMove(tree, 11, -1)).toBeNull()
    expect(stepMove(tree, 12, 1)).toBeNull()
    expect(stepMove(tree, 12, -1)).toEqual({ id: 12, parentCategoryId: 1, position: 0 })
    expect(stepMove(tree, 1, 1)).toEqual({ id: 1, parentCategoryId: null, position: 1 })
    expect(stepMove(tree, 3, 1)).toBeNull()
    expect(stepMove(tree, 99, 1)).toBeNull()
  })

  it('lists the possible parents: main categories other than itself, none for a parent', () => {
    expect(possibleParents(tree, 3)).toEqual([1, 2])
    expect(possibleParents(tree, 21)).toEqual([1, 2, 3])
    expect(possibleParents(tree, 1)).toEqual([])
  })

  it('lists every entry that breaks the two-level rule', () => {
    expect(hierarchyProblems(tree)).toEqual([])
    const broken = items([1, null, 0], [11, 1, 1], [12, 11, 2], [2, 2, 3], [3, 99, 4])
    expect(hierarchyProblems(broken)).toEqual([
      { id: 11, position: 1, problem: 'hasChildren' },
      { id: 12, position: 2, problem: 'targetIsSub' },
      { id: 2, position: 3, problem: 'self' },
      { id: 3, position: 4, problem: 'unknown' },
    ])
  })

  it('puts categories in tree order for lists', () => {
    const rows = [
      { id: 21, parentCategoryId: 2, index: 0, title: 'Car' },
      { id: 2, parentCategoryId: null, index: 1, title: 'Mobility' },
      { id: 1, parentCategoryId: null, index: 0, title: 'Food' },
    ]
    expect(inTreeOrder(rows).map((row) => row.title)).toEqual(['Food', 'Mobility', 'Car'])
  })
})
