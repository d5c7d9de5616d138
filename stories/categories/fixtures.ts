import { fn } from 'storybook/test'
import type { CategoriesApi } from '../../src/console/api/categories.ts'
import {
  type CategoryDto,
  type CategoryInput,
  type CategoryUpdateInput,
  DEFAULT_CATEGORY_EMOJI,
} from '../../src/domain/categories.ts'
import { type CategoryUsage, unusedCategory } from '../../src/domain/category-deletion.ts'
import { type CategoryHierarchyInput, normalizeHierarchy } from '../../src/domain/category-hierarchy.ts'
import type { Lang } from '../../src/domain/lang.ts'
import type { OrderItem } from '../../src/domain/ordering.ts'
import { referenceOf } from '../../src/domain/reference.ts'
import { memoryResource } from '../support/memoryResource.ts'

type Seed = { id: number; emoji: string; en: string; nl?: string; parent?: number; isContent?: false }

/** A small two-level tree: Food (Meat, Dairy, Food waste), Mobility (Car, Flying), Energy, Water. */
const seeds: Seed[] = [
  { id: 1, emoji: '🥦', en: 'Food', nl: 'Voeding' },
  { id: 2, emoji: '🥩', en: 'Meat', nl: 'Vlees', parent: 1 },
  { id: 3, emoji: '🧀', en: 'Dairy', nl: 'Zuivel', parent: 1 },
  { id: 4, emoji: '🍽️', en: 'Food waste', parent: 1 },
  { id: 5, emoji: '🚲', en: 'Mobility', nl: 'Mobiliteit' },
  { id: 6, emoji: '🚗', en: 'Car', nl: 'Auto', parent: 5 },
  { id: 7, emoji: '✈️', en: 'Flying', nl: 'Vliegen', parent: 5 },
  { id: 8, emoji: '⚡', en: 'Energy', nl: 'Energie', isContent: false },
  { id: 9, emoji: '💧', en: 'Water' },
]

/**
 * The categories as `GET /api/category` answers them in `lang` (Food has its background image; a
 * title missing in Dutch comes with its English reference, as the server sends it).
 */
export function categoryRows(lang: Lang = 'en'): CategoryDto[] {
  const title = (seed: Seed) => (lang === 'en' ? seed.en : (seed.nl ?? ''))
  return seeds.map((seed, index) => {
    const parent = seeds.find((candidate) => candidate.id === seed.parent)
    const media =
      seed.id === 1
        ? [
            {
              id: 11,
              purpose: 'background-image' as const,
              description: lang === 'en' ? 'Vegetables on a table' : 'Groenten op tafel',
              file: { uuid: '0b7a4c1e-6f2d-4b8e-9a51-3c2d1e0f9a11' },
              width: 2048,
              height: 1365,
            },
          ]
        : []
    const reference = referenceOf(
      { title: { en: seed.en, nl: seed.nl }, parentTitle: parent ? { en: parent.en, nl: parent.nl } : null },
      lang,
    )
    return {
      id: seed.id,
      index,
      ...(reference ? { reference } : {}),
      title: title(seed),
      emoji: seed.emoji,
      isContent: seed.isContent ?? true,
      parentCategoryId: seed.parent ?? null,
      parentTitle: parent ? title(parent) : null,
      type: parent ? 'sub' : 'main',
      childCount: seeds.filter((candidate) => candidate.parent === seed.id).length,
      mediaCount: media.length,
      media,
      hasBackgroundImage: media.length > 0,
      translated: Boolean(title(seed)),
      version: 1,
    }
  })
}

/** `count` categories for paging: every fourth a main category, the others under the main before them. */
export function manyCategoryRows(count: number): CategoryDto[] {
  let parent: CategoryDto | null = null
  return Array.from({ length: count }, (_, index) => {
    const main = index % 4 === 0
    const row: CategoryDto = {
      id: index + 1,
      index,
      title: main ? `Topic ${index + 1}` : `Aspect ${index + 1}`,
      emoji: main ? '🌳' : DEFAULT_CATEGORY_EMOJI,
      isContent: true,
      parentCategoryId: main ? null : (parent?.id ?? null),
      parentTitle: main ? null : (parent?.title ?? null),
      type: main ? 'main' : 'sub',
      childCount: main ? 3 : 0,
      mediaCount: 0,
      media: [],
      hasBackgroundImage: false,
      translated: index % 5 !== 4,
      version: 1,
    }
    if (main) parent = row
    return row
  })
}

export { unusedCategory }

/**
 * An in-memory categories API whose calls stories and tests check: the kit's `memoryResource`
 * (lists search the title) plus the hierarchy and story-sorting calls.
 */
export function fakeCategoriesApi(
  rows: CategoryDto[] = categoryRows(),
  /** What else refers to each category (sub categories are counted from the rows). */
  usedBy: Record<number, Partial<CategoryUsage>> = {},
) {
  const fromInput = (base: CategoryDto, input: CategoryInput | CategoryUpdateInput): CategoryDto => {
    const parentId = input.parentCategoryId === undefined ? base.parentCategoryId : input.parentCategoryId
    return {
      ...base,
      title: input.title,
      emoji: input.emoji ?? base.emoji,
      isContent: input.isContent ?? base.isContent,
      parentCategoryId: parentId,
      type: parentId === null ? 'main' : 'sub',
    }
  }
  const client = memoryResource<CategoryDto, CategoryInput, CategoryUpdateInput>(rows, {
    create: (input, id) => ({ ...fromInput(categoryRows()[8]!, input), id }),
    update: (row, input) => fromInput(row, input),
    matches: (row, q) => row.title.toLowerCase().includes(q.toLowerCase()),
  })
  return {
    ...client,
    saveHierarchy: fn(async (items: CategoryHierarchyInput) => normalizeHierarchy(items)).mockName(
      'saveHierarchy',
    ),
    storySorting: fn(async (_id: number, items: OrderItem[]) => items).mockName('storySorting'),
    usage: fn(
      async (id: number): Promise<CategoryUsage> => ({
        ...unusedCategory,
        subCategories: (await client.list({}, 'en')).filter((row) => row.parentCategoryId === id).length,
        ...usedBy[id],
      }),
    ).mockName('usage'),
  } satisfies CategoriesApi
}
