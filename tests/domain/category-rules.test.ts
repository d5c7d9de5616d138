import { describe, expect, it } from 'vitest'
import {
  type CategoryDto,
  categoryCreateSchema,
  categoryToForm,
  categoryUpdateSchema,
  EMOJI_MAX,
  emptyCategoryForm,
  isSingleEmoji,
} from '../../src/domain/categories.ts'
import {
  applyHierarchyMove,
  canNest,
  categoryHierarchySchema,
  type HierarchyItem,
  hierarchyTree,
  placeOf,
  sameHierarchy,
} from '../../src/domain/category-hierarchy.ts'
import { withMediaIds } from '../../src/domain/media.ts'

const items = (...rows: [number, number | null, number][]): HierarchyItem[] =>
  rows.map(([id, parentCategoryId, index]) => ({ id, parentCategoryId, index }))

// Food 1 (Meat 11, Dairy 12), Mobility 2 (Car 21), Energy 3.
const tree = items([1, null, 0], [11, 1, 1], [12, 1, 2], [2, null, 3], [21, 2, 4], [3, null, 5])

/** Every message a body is refused with, as `path: message` (what a 400 names). */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('the parent in docs/product.md §3’s shape, parentCategory {id}', () => {
  it('is taken on create and update, null making a main category', () => {
    expect(categoryCreateSchema.parse({ title: 'Meat', parentCategory: { id: 1 } }).parentCategoryId).toBe(1)
    expect(categoryCreateSchema.parse({ title: 'Food', parentCategory: null }).parentCategoryId).toBeNull()
    expect(categoryUpdateSchema.parse({ title: 'Meat', parentCategory: { id: 1 } })).toEqual({
      title: 'Meat',
      parentCategoryId: 1,
    })
    expect(categoryUpdateSchema.parse({ title: 'Food', parentCategory: null })).toEqual({
      title: 'Food',
      parentCategoryId: null,
    })
  })

  it('may come with parentCategoryId when both name the same parent', () => {
    expect(
      categoryCreateSchema.parse({ title: 'Meat', parentCategory: { id: 1 }, parentCategoryId: 1 })
        .parentCategoryId,
    ).toBe(1)
    expect(
      categoryUpdateSchema.parse({ title: 'Food', parentCategory: null, parentCategoryId: null }),
    ).toEqual({ title: 'Food', parentCategoryId: null })
  })

  it('refuses two different parents', () => {
    for (const body of [
      { title: 'Meat', parentCategory: { id: 1 }, parentCategoryId: 2 },
      { title: 'Meat', parentCategory: null, parentCategoryId: 2 },
      { title: 'Meat', parentCategory: { id: 1 }, parentCategoryId: null },
    ]) {
      for (const schema of [categoryCreateSchema, categoryUpdateSchema])
        expect(messages(schema.safeParse(body)), JSON.stringify(body)).toEqual([
          'parentCategory: parentCategory and parentCategoryId name different parents.',
        ])
    }
  })

  it('refuses a parent that is not a category id', () => {
    for (const parentCategory of [{ id: 0 }, { id: 1.5 }, 'Food', 3])
      expect(messages(categoryCreateSchema.safeParse({ title: 'x', parentCategory }))[0]).toMatch(
        /^parentCategory(\.id)?: Parent should be a category id or empty\.$/,
      )
  })
})

describe('other category fields', () => {
  it('says isContent is a yes or no', () => {
    expect(messages(categoryCreateSchema.safeParse({ title: 'x', isContent: 'yes' }))).toEqual([
      'isContent: isContent should be true or false.',
    ])
    expect(messages(categoryUpdateSchema.safeParse({ title: 'x', isContent: 1 }))).toEqual([
      'isContent: isContent should be true or false.',
    ])
  })

  it('refuses a long text as an emoji with one message, without reading it', () => {
    expect(messages(categoryCreateSchema.safeParse({ title: 'x', emoji: '🥦'.repeat(EMOJI_MAX) }))).toEqual([
      'emoji: Emoji should be a single emoji.',
    ])
    expect(messages(categoryCreateSchema.safeParse({ title: 'x', emoji: 5 }))).toEqual([
      'emoji: Emoji should be a single emoji.',
    ])
  })

  it('takes an emoji sequence up to 32 UTF-16 units', () => {
    const family = (people: number) => `👩${'\u200d👩'.repeat(people - 1)}`
    expect(family(11)).toHaveLength(EMOJI_MAX)
    expect(isSingleEmoji(family(11))).toBe(true)
    expect(isSingleEmoji(family(12))).toBe(false)
  })

  it('starts the Add form empty, with the seedling, as content, as a main category, without media', () => {
    expect(emptyCategoryForm).toEqual({
      title: '',
      emoji: '🌱',
      isContent: true,
      parentCategoryId: null,
      media: [],
    })
  })

  const lake = {
    id: 3,
    description: 'Lake',
    purpose: 'background-image' as const,
    file: { uuid: '0b6a8f4e-5c1d-4e2a-9f3b-7d8c6e5a4b3c' },
    width: 10,
    height: 10,
  }

  it('fills the Edit form from the stored category, its media list included', () => {
    const stored = {
      id: 11,
      title: 'Meat',
      emoji: '🥩',
      isContent: false,
      parentCategoryId: 1,
      media: [lake],
    }
    expect(categoryToForm(stored as CategoryDto)).toEqual({
      title: 'Meat',
      emoji: '🥩',
      isContent: false,
      parentCategoryId: 1,
      media: [lake],
    })
  })

  it('saves the media list as its ids, in order', () => {
    const form = { ...emptyCategoryForm, title: 'Meat', media: [lake, { ...lake, id: 1 }] }
    expect(withMediaIds(form)).toEqual({
      title: 'Meat',
      emoji: '🌱',
      isContent: true,
      parentCategoryId: null,
      media: [3, 1],
    })
  })
})

describe('the hierarchy body (PUT /api/category/hierarchy)', () => {
  const entry = { id: 1, parentCategoryId: null, index: 0 }

  it.each([
    [{ id: 'x' }, '0.id: Id must be a number.'],
    [{ id: 1.5 }, '0.id: Id must be a whole number.'],
    [{ id: 0 }, '0.id: Id must be a positive number.'],
    [{ id: 2 ** 31 }, '0.id: Id is out of range.'],
    [{ index: 'x' }, '0.index: Index must be a number.'],
    [{ index: 0.5 }, '0.index: Index must be a whole number.'],
    [{ index: -1 }, '0.index: Index starts at 0.'],
    [{ index: 2 ** 31 }, '0.index: Index is out of range.'],
  ])('refuses %j in an entry', (change, message) => {
    expect(messages(categoryHierarchySchema.safeParse([{ ...entry, ...change }]))).toEqual([message])
  })

  it('says what a body and an entry look like', () => {
    expect(messages(categoryHierarchySchema.safeParse({ items: [entry] }))).toEqual([
      ': The hierarchy must be a list of entries, each with an id, a parentCategoryId and an index.',
    ])
    expect(messages(categoryHierarchySchema.safeParse([entry, 'x']))).toEqual([
      '1: Each entry is an object with an id, a parentCategoryId and an index.',
    ])
  })

  it('takes at most 10000 entries', () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ id: i + 1, parentCategoryId: null, index: i }))
    expect(categoryHierarchySchema.safeParse(many(10_000)).success).toBe(true)
    expect(messages(categoryHierarchySchema.safeParse(many(10_001)))).toEqual([
      ': The hierarchy takes at most 10000 entries.',
    ])
  })
})

describe('reading broken or unusual trees', () => {
  it('keeps the sub categories of a category that names itself as parent', () => {
    // Broken data: 5 is its own parent, so it shows as a main category, and 6 stays under it.
    const broken = items([5, 5, 0], [6, 5, 1])
    expect(hierarchyTree(broken)).toEqual([{ id: 5, children: [6] }])
    expect(canNest(5, 3, [...broken, { id: 3, parentCategoryId: null, index: 2 }])).toBe(false)
    expect(canNest(5, 3, items([5, 5, 0], [3, null, 1]))).toBe(true)
  })

  it('orders categories with the same index by id', () => {
    expect(hierarchyTree(items([2, null, 0], [1, null, 0]))).toEqual([
      { id: 1, children: [] },
      { id: 2, children: [] },
    ])
  })

  it('tells a tree from one with fewer or more categories', () => {
    expect(sameHierarchy(tree.slice(0, 3), tree)).toBe(false)
    expect(sameHierarchy(tree, tree.slice(0, 3))).toBe(false)
  })

  it('finds the first sub category of a main category', () => {
    expect(placeOf(tree, 11)).toEqual({ parentCategoryId: 1, position: 0, siblings: [11, 12] })
  })

  it('returns a move that changes nothing on an unnormalized list in its stored form', () => {
    const spread = items([1, null, 10], [11, 1, 11], [12, 1, 12], [2, null, 20], [21, 2, 21], [3, null, 30])
    const energyLast = { id: 3, parentCategoryId: null, position: 2 }
    expect(applyHierarchyMove(spread, energyLast)).toEqual(tree)
    expect(applyHierarchyMove(tree, energyLast)).toBe(tree)
  })
})
