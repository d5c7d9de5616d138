import { z } from 'zod'
import { labelIdsField, titleField } from '../content/fields.ts'
import { mediaItemDtoSchema } from '../contracts/media.ts'
import type { StoryDto } from '../contracts/stories.ts'
import { storyTypes } from '../enums.ts'
import { listQuerySchema } from '../list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages, requiredPurposeMessages } from '../media.ts'
import { maxText } from '../text-length.ts'
import { MAX_ID } from '../validation.ts'

/**
 * Stories and quizzes (docs/product.md §3 Story, §5): a title, the push message that announces
 * it, its type, its category, the labels it is not shown to, and its media (a story background
 * image required). Their pages are story items (story-items.ts) on a grid (grid.ts).
 */
export const storyMessages = {
  categoryRequired: 'Category is required.',
  /** docs/product.md §5: the notification message stays under 150 characters. */
  notificationTooLong: 'Please keep this short',
  typeInvalid: 'Type should be quiz or story.',
  publishedInvalid: 'Published should be true or false.',
  categoryNotFound: 'The chosen category does not exist.',
  /** docs/product.md §5: stories, like categories, require a background image in their media. */
  backgroundImageRequired: requiredPurposeMessages['background-image'],
} as const

/** docs/product.md §9: the notification message's hint gives 150 as its maximum length. */
export const NOTIFICATION_CTA_MAX = 150

const notificationField = z
  .string()
  .check(...maxText(NOTIFICATION_CTA_MAX, storyMessages.notificationTooLong))
  .trim()

const typeField = z.enum(storyTypes, { error: storyMessages.typeInvalid })

const categoryIdField = z
  .number({ error: storyMessages.categoryRequired })
  .int({ error: storyMessages.categoryRequired })
  .positive({ error: storyMessages.categoryRequired })
  .max(MAX_ID, { error: storyMessages.categoryRequired })

const fields = {
  title: titleField,
  notificationCTA: notificationField,
  type: typeField,
  categoryId: categoryIdField,
  notRelevantForLabelIds: labelIdsField,
  published: z.boolean({ error: storyMessages.publishedInvalid }),
}

/**
 * docs/product.md §3 names a story's category `category`: a body may send it as the API answers it
 * (`{id, …}`) in place of `categoryId`.
 */
const categoryAsId = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  const { category, ...rest } = body as { category?: unknown; categoryId?: unknown }
  if (rest.categoryId !== undefined || category === undefined) return rest
  const id = category && typeof category === 'object' ? (category as { id?: unknown }).id : category
  return { ...rest, categoryId: id ?? undefined }
}

/** `POST /api/story`: title and category required; a new story is not published unless said. */
const storyCreateFields = z.object({
  ...fields,
  notificationCTA: fields.notificationCTA.default(''),
  type: fields.type.default('story'),
  notRelevantForLabelIds: fields.notRelevantForLabelIds.default([]),
  published: fields.published.default(false),
  media: mediaListBodyField.optional(),
})
export const storyCreateSchema = z.preprocess(categoryAsId, storyCreateFields)

/**
 * `PUT /api/story/:id`: a field left out keeps what is stored; one sent is checked as on create
 * (an empty title or no category is refused). Publish/Un-publish sends only the flag (docs/product.md
 * §4) — the story's title may be missing in the language the console is in.
 */
const storyUpdateFields = z.object({
  ...fields,
  title: fields.title.optional(),
  categoryId: fields.categoryId.optional(),
  notificationCTA: fields.notificationCTA.optional(),
  type: fields.type.optional(),
  notRelevantForLabelIds: fields.notRelevantForLabelIds.optional(),
  published: fields.published.optional(),
  media: mediaListBodyField.optional(),
})
export const storyUpdateSchema = z.preprocess(categoryAsId, storyUpdateFields)

/**
 * `GET /api/story`: `?type=quiz|story`, `?q=` (the title shown), `?published=`, `?categoryId=`;
 * sorted by index unless `?sort=` says otherwise.
 */
export const storyListQuerySchema = listQuerySchema.extend({
  type: typeField.optional(),
  published: z
    .enum(['true', 'false'], { error: storyMessages.publishedInvalid })
    .transform((value) => value === 'true')
    .optional(),
  categoryId: z.coerce
    .number({ error: storyMessages.categoryNotFound })
    .int({ error: storyMessages.categoryNotFound })
    .positive({ error: storyMessages.categoryNotFound })
    .max(MAX_ID, { error: storyMessages.categoryNotFound })
    .optional(),
})

/** The story drawer's form: the media list as shown (saved as ids); no category chosen yet is null. */
export const storyFormSchema = z.object({
  ...fields,
  categoryId: categoryIdField
    .nullable()
    .refine((id) => id !== null, { error: storyMessages.categoryRequired }),
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type StoryFormValues = z.input<typeof storyFormSchema>

export const emptyStoryForm: StoryFormValues = {
  title: '',
  notificationCTA: '',
  type: 'story',
  categoryId: null,
  notRelevantForLabelIds: [],
  published: false,
  media: [],
}

export function storyToForm(record: StoryDto): StoryFormValues {
  return {
    title: record.title,
    notificationCTA: record.notificationCTA,
    type: record.type,
    categoryId: record.category?.id ?? null,
    notRelevantForLabelIds: record.notRelevantForLabels.map((label) => label.id),
    published: record.published,
    media: record.media,
  }
}
