import { z } from 'zod'
import { DEFAULT_CATEGORY_EMOJI } from './constants.ts'
import { mediaItemDtoSchema } from './contracts/media.ts'
import { listQuerySchema } from './list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages, requiredPurposeMessages } from './media.ts'
import { maxText } from './text-length.ts'
import { MAX_ID, requiredText, TEXT_MAX } from './validation.ts'

export { DEFAULT_CATEGORY_EMOJI }

/** Messages of docs/product.md §5 and of the two-level rule, as the schemas and the server write them (English). */
export const categoryMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: 'Title should be at most 100 characters.',
  emojiInvalid: 'Emoji should be a single emoji.',
  parentInvalid: 'Parent should be a category id or empty.',
  parentNotFound: 'Parent category not found.',
  selfParent: 'A category cannot be its own parent.',
  parentIsSub: 'A sub category cannot have sub categories.',
  hasChildren: 'This category has sub categories, so it cannot become a sub category.',
  hierarchyIncomplete: 'The categories changed since the hierarchy was loaded. Reload and try again.',
  /** docs/product.md §5: categories (and stories) require a background image in their media list. */
  backgroundImageRequired: requiredPurposeMessages['background-image'],
} as const

export const CATEGORY_TITLE_MAX = TEXT_MAX.title

export const categoryTypes = ['main', 'sub'] as const
export type CategoryType = (typeof categoryTypes)[number]

/**
 * The longest text the emoji rule looks at, in UTF-16 units (an emoji is not a counted text: no
 * counter shows it). The longest emoji sequences (a family with skin tones, a subdivision flag)
 * take about 20; anything longer is not one emoji and is refused without being read, so a pasted
 * megabyte cannot stall the server or the tab.
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

/** Empty means the default seedling (docs/product.md §9). */
const emojiField = z
  .string({ error: categoryMessages.emojiInvalid })
  .check(...maxText(EMOJI_MAX, categoryMessages.emojiInvalid))
  .trim()
  .transform((text) => text || DEFAULT_CATEGORY_EMOJI)
  .refine(isSingleEmoji, { error: categoryMessages.emojiInvalid })

/** A parent: a category id, or null for a main category. */
export const parentField = z
  .number({ error: categoryMessages.parentInvalid })
  .int({ error: categoryMessages.parentInvalid })
  .positive({ error: categoryMessages.parentInvalid })
  .max(MAX_ID, { error: categoryMessages.parentInvalid })
  .nullable()

/**
 * A category as the drawer edits it and `POST /api/category` takes it (docs/product.md §3): title in the
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
 * docs/product.md §3 names the parent `parentCategory` (`{id}`, or null for a main category): the API takes
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
  .extend({
    parentCategoryId: parentField.optional(),
    parentCategory: parentCategoryShape.optional(),
    /** The media list, ids in order (docs/choices.md, Media); left out: none. */
    media: mediaListBodyField.optional(),
  })
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
    /** The media list, ids in order; left out: unchanged. */
    media: mediaListBodyField.optional(),
  })
  .refine(sameParent, parentMismatch)
  .transform(oneParent)
export type CategoryUpdateInput = z.input<typeof categoryUpdateSchema>

/**
 * The drawer's form: every field present (the parent select gives null for "none"), and the media
 * list as the drawer shows it (saved as the ids in order).
 */
export const categoryFormSchema = z.object({
  title: titleField,
  emoji: emojiField,
  isContent: z.boolean(),
  parentCategoryId: parentField,
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type CategoryFormValues = z.input<typeof categoryFormSchema>

export const emptyCategoryForm: CategoryFormValues = {
  title: '',
  emoji: DEFAULT_CATEGORY_EMOJI,
  isContent: true,
  parentCategoryId: null,
  media: [],
}

/** `?q=` searches the title shown in the request language (its reference where missing); `?type=main|sub` filters the level. */
export const categoryListQuerySchema = listQuerySchema.extend({
  type: z.enum(categoryTypes, { error: 'Type should be main or sub.' }).optional(),
})
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>

export type { CategoryDto, CategoryMediaDto } from './contracts/categories.ts'

import type { CategoryDto } from './contracts/categories.ts'

/** The form values of a stored category. */
export function categoryToForm(category: CategoryDto): CategoryFormValues {
  return {
    title: category.title,
    emoji: category.emoji,
    isContent: category.isContent,
    parentCategoryId: category.parentCategoryId,
    media: category.media,
  }
}
