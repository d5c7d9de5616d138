import { z } from 'zod'
import { DEFAULT_CATEGORY_EMOJI } from './constants.ts'
import type { MediaPurpose } from './enums.ts'
import { listQuerySchema } from './list.ts'
import { eachIdOnce } from './ordering.ts'
import { MAX_ID, requiredText, TEXT_MAX } from './validation.ts'

export { DEFAULT_CATEGORY_EMOJI }

/** Messages of SPEC §5 and of the two-level rule, as the schemas and the server write them (English). */
export const categoryMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: 'Title should be at most 100 characters.',
  emojiInvalid: 'Emoji should be a single emoji.',
  parentInvalid: 'Parent should be a category id or empty.',
  parentNotFound: 'Parent category not found.',
  selfParent: 'A category cannot be its own parent.',
  parentIsSub: 'A sub category cannot have sub categories.',
  hasChildren: 'This category has sub categories, so it cannot become a sub category.',
  deleteHasChildren: 'This category has sub categories.',
  hierarchyIncomplete: 'The categories changed since the hierarchy was loaded. Reload and try again.',
  /** SPEC §5: categories (and stories) require a background image in their media list. */
  backgroundImageRequired: 'This object requires a background-image',
} as const

export const CATEGORY_TITLE_MAX = TEXT_MAX.title
/** The purpose a category's media list must contain (SPEC §5). */
export const CATEGORY_REQUIRED_MEDIA: MediaPurpose = 'background-image'

export const categoryTypes = ['main', 'sub'] as const
export type CategoryType = (typeof categoryTypes)[number]

/**
 * The longest text the emoji rule looks at. The longest emoji sequences (a family with skin
 * tones, a subdivision flag) take about 20 UTF-16 units; anything longer is not one emoji and is
 * refused without being read, so a pasted megabyte cannot stall the server or the tab.
 */
export const EMOJI_MAX = 32

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u

/** Whether the text is one grapheme (segmenting stops at the second). */
function isOneGrapheme(text: string): boolean {
  let count = 0
  for (const _ of segmenter.segment(text)) {
    count++
    if (count > 1) return false
  }
  return count === 1
}

/** One emoji (a single grapheme that is a pictograph, a flag or a keycap). */
export function isSingleEmoji(text: string): boolean {
  return text.length <= EMOJI_MAX && isOneGrapheme(text) && PICTOGRAPHIC.test(text)
}

const titleField = requiredText(
  categoryMessages.titleRequired,
  CATEGORY_TITLE_MAX,
  categoryMessages.titleTooLong,
)

/** Empty means the default seedling (SPEC §9). */
const emojiField = z
  .string({ error: categoryMessages.emojiInvalid })
  .max(EMOJI_MAX, { error: categoryMessages.emojiInvalid, abort: true })
  .trim()
  .transform((text) => text || DEFAULT_CATEGORY_EMOJI)
  .refine(isSingleEmoji, { error: categoryMessages.emojiInvalid })

const parentField = z
  .number({ error: categoryMessages.parentInvalid })
  .int({ error: categoryMessages.parentInvalid })
  .positive({ error: categoryMessages.parentInvalid })
  .max(MAX_ID, { error: categoryMessages.parentInvalid })
  .nullable()

/**
 * A category as the drawer edits it and `POST /api/category` takes it (SPEC §3): title in the
 * request language, emoji (default 🌱), isContent (default true), parentCategoryId (null: a main category).
 */
export const categorySchema = z.object({
  title: titleField,
  emoji: emojiField.default(DEFAULT_CATEGORY_EMOJI),
  isContent: z.boolean({ error: 'isContent should be true or false.' }).default(true),
  parentCategoryId: parentField.default(null),
})
export type CategoryInput = z.input<typeof categorySchema>
export type CategoryValues = z.output<typeof categorySchema>

/**
 * SPEC §3 names the parent `parentCategory` (`{id}`, or null for a main category): the API takes
 * that shape as well as `parentCategoryId`. Both at once must name the same parent.
 */
const parentCategoryShape = z
  .object({ id: parentField.unwrap() }, { error: categoryMessages.parentInvalid })
  .nullable()

type ParentFields = { parentCategoryId?: number | null; parentCategory?: { id: number } | null }

const sameParent = (input: ParentFields) =>
  input.parentCategory === undefined ||
  input.parentCategoryId === undefined ||
  (input.parentCategory?.id ?? null) === input.parentCategoryId

/** The parent as one field: `parentCategory` when given, else `parentCategoryId` (undefined: unchanged). */
function oneParent<T extends ParentFields>({ parentCategory, ...rest }: T) {
  return {
    ...rest,
    parentCategoryId: parentCategory !== undefined ? (parentCategory?.id ?? null) : rest.parentCategoryId,
  }
}

const parentMismatch = {
  error: 'parentCategory and parentCategoryId name different parents.',
  path: ['parentCategory'],
}

/** `POST /api/category`: the form's fields, the parent in either shape (none: a main category). */
export const categoryCreateSchema = categorySchema
  .extend({ parentCategoryId: parentField.optional(), parentCategory: parentCategoryShape.optional() })
  .refine(sameParent, parentMismatch)
  .transform((input) => {
    const { parentCategoryId, ...rest } = oneParent(input)
    return { ...rest, parentCategoryId: parentCategoryId ?? null }
  })

/** `PUT /api/category/:id`: the title is required; a field left out keeps what is stored. */
export const categoryUpdateSchema = z
  .object({
    title: titleField,
    emoji: emojiField.optional(),
    isContent: z.boolean({ error: 'isContent should be true or false.' }).optional(),
    parentCategoryId: parentField.optional(),
    parentCategory: parentCategoryShape.optional(),
  })
  .refine(sameParent, parentMismatch)
  .transform(oneParent)
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>

/** The drawer's form: every field present (the parent select gives null for "none"). */
export const categoryFormSchema = z.object({
  title: titleField,
  emoji: emojiField,
  isContent: z.boolean(),
  parentCategoryId: parentField,
})
export type CategoryFormValues = z.input<typeof categoryFormSchema>

export const emptyCategoryForm: CategoryFormValues = {
  title: '',
  emoji: DEFAULT_CATEGORY_EMOJI,
  isContent: true,
  parentCategoryId: null,
}

/** `?q=` searches the title in the request language; `?type=main|sub` filters the level. */
export const categoryListQuerySchema = listQuerySchema.extend({
  type: z.enum(categoryTypes, { error: 'Type should be main or sub.' }).optional(),
})
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>
export const categorySortFields = ['id', 'index', 'title'] as const

export type { CategoryDto, CategoryMediaDto } from './contracts/categories.ts'

import type { CategoryDto } from './contracts/categories.ts'

/** The form values of a stored category. */
export function categoryToForm(category: CategoryDto): CategoryFormValues {
  return {
    title: category.title,
    emoji: category.emoji,
    isContent: category.isContent,
    parentCategoryId: category.parentCategoryId,
  }
}

// ---------------------------------------------------------------------------------------------
// The hierarchy (SPEC §2, §5): two levels. A main category has no parent; a sub category has a
// main category as its parent. Order: main categories by index; each main's sub categories by index.

/** One category's place in the tree. */
export type HierarchyItem = { id: number; parentCategoryId: number | null; index: number }

/** Why a category cannot go where it was dropped. */
export type HierarchyProblem = 'unknown' | 'self' | 'hasChildren' | 'targetIsSub'

/** The message of each problem as the server writes it (the console shows its own, with names). */
export const hierarchyProblemMessages: Record<HierarchyProblem, string> = {
  unknown: categoryMessages.parentNotFound,
  self: categoryMessages.selfParent,
  hasChildren: categoryMessages.hasChildren,
  targetIsSub: categoryMessages.parentIsSub,
}

const byIndex = (a: HierarchyItem, b: HierarchyItem) => a.index - b.index || a.id - b.id

/** One main category and its sub categories' ids, in order. */
export type HierarchyBranch = { id: number; children: number[] }

/**
 * The tree of a flat list: main categories in order, each with its sub categories in order.
 * A parent that is missing from the list, or is itself a sub category (data broken outside
 * these rules), makes the item a main category, so every item shows exactly once.
 */
export function hierarchyTree(items: readonly HierarchyItem[]): HierarchyBranch[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const isMain = (item: HierarchyItem) => {
    if (item.parentCategoryId === null || item.parentCategoryId === item.id) return true
    const parent = byId.get(item.parentCategoryId)
    return !parent || (parent.parentCategoryId !== null && parent.parentCategoryId !== parent.id)
  }
  const mains = items.filter(isMain).sort(byIndex)
  const children = new Map<number, HierarchyItem[]>()
  for (const item of items) {
    if (isMain(item)) continue
    const list = children.get(item.parentCategoryId!) ?? []
    list.push(item)
    children.set(item.parentCategoryId!, list)
  }
  return mains.map((main) => ({
    id: main.id,
    children: (children.get(main.id) ?? []).sort(byIndex).map((child) => child.id),
  }))
}

/** The items of a tree, depth first (each main followed by its sub categories), indexed 0..n-1. */
export function flattenTree(tree: readonly HierarchyBranch[]): HierarchyItem[] {
  const items: HierarchyItem[] = []
  for (const branch of tree) {
    items.push({ id: branch.id, parentCategoryId: null, index: items.length })
    for (const child of branch.children)
      items.push({ id: child, parentCategoryId: branch.id, index: items.length })
  }
  return items
}

/** The list in its stored form: depth first, indexes 0..n-1, parents repaired as `hierarchyTree` reads them. */
export const normalizeHierarchy = (items: readonly HierarchyItem[]) => flattenTree(hierarchyTree(items))

/** Whether two lists describe the same tree (same parents, same order). */
export function sameHierarchy(a: readonly HierarchyItem[], b: readonly HierarchyItem[]): boolean {
  const left = normalizeHierarchy(a)
  const right = normalizeHierarchy(b)
  return (
    left.length === right.length &&
    left.every(
      (item, position) =>
        item.id === right[position]!.id && item.parentCategoryId === right[position]!.parentCategoryId,
    )
  )
}

/**
 * Why `draggedId` cannot become a sub category of `targetId`, or null when it can (two levels
 * only): nothing goes onto itself, a category with sub categories cannot become a child, and a
 * sub category cannot get children.
 */
export function nestProblem(
  draggedId: number,
  targetId: number,
  items: readonly HierarchyItem[],
): HierarchyProblem | null {
  const dragged = items.find((item) => item.id === draggedId)
  const target = items.find((item) => item.id === targetId)
  if (!dragged || !target) return 'unknown'
  if (draggedId === targetId) return 'self'
  if (items.some((item) => item.parentCategoryId === draggedId && item.id !== draggedId)) return 'hasChildren'
  if (target.parentCategoryId !== null) return 'targetIsSub'
  return null
}

/** Whether `draggedId` may become a sub category of `targetId` (see `nestProblem`). */
export const canNest = (draggedId: number, targetId: number, items: readonly HierarchyItem[]) =>
  nestProblem(draggedId, targetId, items) === null

/**
 * A move in the tree: category `id` goes under `parentCategoryId` (null: it becomes a main
 * category) at `position` among its new siblings, counted without itself (0 = first; past the
 * end = last).
 */
export type HierarchyMove = { id: number; parentCategoryId: number | null; position: number }

/** Why a move is refused, or null when it is allowed. */
export function moveProblem(items: readonly HierarchyItem[], move: HierarchyMove): HierarchyProblem | null {
  if (!items.some((item) => item.id === move.id)) return 'unknown'
  if (move.parentCategoryId === null) return null
  return nestProblem(move.id, move.parentCategoryId, items)
}

/**
 * The tree after `move`, normalized (depth first, indexes 0..n-1). A refused move returns the
 * same array, so callers can tell by reference that nothing changed.
 */
export function applyHierarchyMove(
  items: readonly HierarchyItem[],
  move: HierarchyMove,
): readonly HierarchyItem[] {
  if (moveProblem(items, move)) return items
  const before = hierarchyTree(items)
  // A main category keeps its sub categories when it moves among the main categories.
  const moved = before.find((branch) => branch.id === move.id) ?? { id: move.id, children: [] }
  const tree = before
    .filter((branch) => branch.id !== move.id)
    .map((branch) => ({ id: branch.id, children: branch.children.filter((child) => child !== move.id) }))
  const position = Math.max(0, Math.floor(move.position))
  if (move.parentCategoryId === null) {
    tree.splice(Math.min(position, tree.length), 0, moved)
  } else {
    const parent = tree.find((branch) => branch.id === move.parentCategoryId)
    if (!parent) return items
    parent.children.splice(Math.min(position, parent.children.length), 0, move.id)
  }
  const next = flattenTree(tree)
  return sameHierarchy(items, next) && isNormalized(items) ? items : next
}

function isNormalized(items: readonly HierarchyItem[]) {
  const normal = normalizeHierarchy(items)
  return items.every(
    (item, position) =>
      item.id === normal[position]!.id &&
      item.parentCategoryId === normal[position]!.parentCategoryId &&
      item.index === position,
  )
}

/** Where a category is: its parent (null for a main category), its position and its siblings. */
export function placeOf(items: readonly HierarchyItem[], id: number) {
  const tree = hierarchyTree(items)
  const mainPosition = tree.findIndex((branch) => branch.id === id)
  if (mainPosition >= 0) {
    return { parentCategoryId: null, position: mainPosition, siblings: tree.map((branch) => branch.id) }
  }
  for (const branch of tree) {
    const position = branch.children.indexOf(id)
    if (position >= 0) return { parentCategoryId: branch.id, position, siblings: branch.children }
  }
  return null
}

/** The move one place up (-1) or down (+1) among its siblings, or null at the edge. */
export function stepMove(items: readonly HierarchyItem[], id: number, delta: -1 | 1): HierarchyMove | null {
  const place = placeOf(items, id)
  if (!place) return null
  const position = place.position + delta
  if (position < 0 || position >= place.siblings.length) return null
  return { id, parentCategoryId: place.parentCategoryId, position }
}

/** Main categories `id` may become a sub category of (in order): none when it has sub categories. */
export function possibleParents(items: readonly HierarchyItem[], id: number): number[] {
  return hierarchyTree(items)
    .map((branch) => branch.id)
    .filter((candidate) => canNest(id, candidate, items))
}

/**
 * Every item that breaks the two-level rule in a whole tree (the server checks a hierarchy save
 * with it): its parent is unknown, itself, a sub category, or it has sub categories of its own.
 */
export function hierarchyProblems(
  items: readonly HierarchyItem[],
): { id: number; position: number; problem: HierarchyProblem }[] {
  const byId = new Map(items.map((item) => [item.id, item]))
  const parents = new Set(items.map((item) => item.parentCategoryId).filter((id) => id !== null))
  const problems: { id: number; position: number; problem: HierarchyProblem }[] = []
  items.forEach((item, position) => {
    const parentId = item.parentCategoryId
    if (parentId === null) return
    const parent = byId.get(parentId)
    const problem: HierarchyProblem | null = !parent
      ? 'unknown'
      : parentId === item.id
        ? 'self'
        : parent.parentCategoryId !== null
          ? 'targetIsSub'
          : parents.has(item.id)
            ? 'hasChildren'
            : null
    if (problem) problems.push({ id: item.id, position, problem })
  })
  return problems
}

const idField = z
  .number({ error: 'Id must be a number.' })
  .int({ error: 'Id must be a whole number.' })
  .positive({ error: 'Id must be a positive number.' })
  .max(MAX_ID, { error: 'Id is out of range.' })

/**
 * Body of `PUT /api/category/hierarchy`: every category once, with its parent and its index (the
 * server keeps the order of the indexes within each level and stores the tree depth first).
 */
export const categoryHierarchySchema = z
  .array(
    z.object(
      {
        id: idField,
        parentCategoryId: parentField,
        index: z
          .number({ error: 'Index must be a number.' })
          .int({ error: 'Index must be a whole number.' })
          .min(0, { error: 'Index starts at 0.' })
          .max(MAX_ID, { error: 'Index is out of range.' }),
      },
      { error: 'Each entry is an object with an id, a parentCategoryId and an index.' },
    ),
    { error: 'The hierarchy must be a list of entries, each with an id, a parentCategoryId and an index.' },
  )
  .min(1, { error: 'The hierarchy needs at least one entry.' })
  .max(10_000, { error: 'The hierarchy takes at most 10000 entries.' })
  .superRefine(eachIdOnce)
export type CategoryHierarchyInput = z.infer<typeof categoryHierarchySchema>

/** A category in the order of the tree (each main followed by its sub categories), for lists. */
export function inTreeOrder<T extends HierarchyItem>(categories: readonly T[]): T[] {
  const byId = new Map(categories.map((category) => [category.id, category]))
  return normalizeHierarchy(categories).map((item) => byId.get(item.id)!)
}
