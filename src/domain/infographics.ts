import { z } from 'zod'
import { mediaItemDtoSchema } from './contracts/media.ts'
import { listQuerySchema } from './list.ts'
import { markdownField } from './markdown-field.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages } from './media.ts'
import { MAX_ID, requiredText, TEXT_MAX } from './validation.ts'

/**
 * Infographics (docs/product.md §3: id, title, description, categories, media): a picture with a rich text
 * description, shown in stories and listed under Content. Title and description are translated;
 * the description is markdown (src/domain/rich-text.ts).
 */
export const infographicMessages = {
  /** docs/product.md §5. */
  titleRequired: 'Title is required.',
  titleTooLong: 'Title should be at most 100 characters.',
  descriptionTooLong: 'Description is too long.',
  categoriesInvalid: 'Categories should be a list of category ids.',
  categoriesTooMany: 'An infographic has at most 20 categories.',
  categoryNotFound: 'A chosen category does not exist.',
} as const

export const INFOGRAPHIC_CATEGORIES_MAX = 20

const titleField = requiredText(
  infographicMessages.titleRequired,
  TEXT_MAX.title,
  infographicMessages.titleTooLong,
)
const descriptionField = markdownField(infographicMessages.descriptionTooLong)
const categoryId = z
  .number({ error: infographicMessages.categoriesInvalid })
  .int({ error: infographicMessages.categoriesInvalid })
  .positive({ error: infographicMessages.categoriesInvalid })
  .max(MAX_ID, { error: infographicMessages.categoriesInvalid })
const categoryIdsField = z
  .array(categoryId, { error: infographicMessages.categoriesInvalid })
  .max(INFOGRAPHIC_CATEGORIES_MAX, { error: infographicMessages.categoriesTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each id may appear only once.' })

/** `POST /api/info-graphic`: title and description in the request language, categories, media ids. */
export const infographicCreateSchema = z.object({
  title: titleField,
  description: descriptionField.default(''),
  categoryIds: categoryIdsField.default([]),
  media: mediaListBodyField.optional(),
})
export type InfographicInput = z.input<typeof infographicCreateSchema>

/** `PUT /api/info-graphic/:id`: the title is required; a field left out keeps what is stored. */
export const infographicUpdateSchema = z.object({
  title: titleField,
  description: descriptionField.optional(),
  categoryIds: categoryIdsField.optional(),
  media: mediaListBodyField.optional(),
})
export type InfographicUpdateInput = z.input<typeof infographicUpdateSchema>

/** The drawer's form: the media list as the drawer shows it (saved as the ids in order). */
export const infographicFormSchema = z.object({
  title: titleField,
  description: descriptionField,
  categoryIds: categoryIdsField,
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type InfographicFormValues = z.input<typeof infographicFormSchema>

export const emptyInfographicForm: InfographicFormValues = {
  title: '',
  description: '',
  categoryIds: [],
  media: [],
}

/** `?q=` searches the title shown in the request language (its reference where missing). */
export const infographicListQuerySchema = listQuerySchema

export type { InfographicDto } from './contracts/infographics.ts'

import type { InfographicDto } from './contracts/infographics.ts'

export function infographicToForm(record: InfographicDto): InfographicFormValues {
  return {
    title: record.title,
    description: record.description,
    categoryIds: record.categories.map((category) => category.id),
    media: record.media,
  }
}
