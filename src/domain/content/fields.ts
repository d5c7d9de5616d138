import { z } from 'zod'
import { markdownField } from '../markdown-field.ts'
import { maxText } from '../text-length.ts'
import { MAX_ID, requiredText, TEXT_MAX } from '../validation.ts'

/**
 * What every content type's form says (docs/product.md §5 "Title is required." on info,
 * infographic, quiz question, action and initiative forms), written once.
 */
export const contentMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: 'Title should be at most 100 characters.',
  shortDescriptionTooLong: 'Short description should be at most 300 characters.',
  descriptionTooLong: 'Description is too long.',
  categoriesInvalid: 'Categories should be a list of category ids.',
  categoriesTooMany: 'A content item has at most 20 categories.',
  categoryNotFound: 'A chosen category does not exist.',
  labelsInvalid: 'Labels should be a list of label ids.',
  labelsTooMany: 'A content item names at most 50 labels.',
  labelNotFound: 'A chosen label does not exist.',
  idRepeated: 'Each id may appear only once.',
} as const

export const CONTENT_LIMITS = {
  shortDescription: 300,
  categories: 20,
  labels: 50,
} as const

/** A required title in the request language. */
export const titleField = requiredText(
  contentMessages.titleRequired,
  TEXT_MAX.title,
  contentMessages.titleTooLong,
)

/** A rich text description (markdown, src/domain/markdown-field.ts). */
export const descriptionField = markdownField(contentMessages.descriptionTooLong)

/** One line shown in lists of the app. */
export const shortDescriptionField = z
  .string()
  .check(...maxText(CONTENT_LIMITS.shortDescription, contentMessages.shortDescriptionTooLong))
  .trim()

/** A list of record ids, each once, at most `max` (categories, labels). */
export const idListField = (invalid: string, max: number, tooMany: string) =>
  z
    .array(
      z
        .number({ error: invalid })
        .int({ error: invalid })
        .positive({ error: invalid })
        .max(MAX_ID, { error: invalid }),
      {
        error: invalid,
      },
    )
    .max(max, { error: tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: contentMessages.idRepeated })

export const categoryIdsField = idListField(
  contentMessages.categoriesInvalid,
  CONTENT_LIMITS.categories,
  contentMessages.categoriesTooMany,
)

export const labelIdsField = idListField(
  contentMessages.labelsInvalid,
  CONTENT_LIMITS.labels,
  contentMessages.labelsTooMany,
)
