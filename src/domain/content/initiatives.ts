import { z } from 'zod'
import type { InitiativeDto } from '../contracts/initiatives.ts'
import { mediaItemDtoSchema } from '../contracts/media.ts'
import { impactAreas } from '../enums.ts'
import { listQuerySchema } from '../list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages } from '../media.ts'
import { maxText } from '../text-length.ts'
import { TEXT_MAX } from '../validation.ts'
import { addressSchema, emptyAddress } from './address.ts'
import { categoryIdsField, descriptionField, shortDescriptionField, titleField } from './fields.ts'
import { websiteField } from './web-address.ts'

/**
 * Initiatives (docs/product.md §3): a group or organisation app users can join. Title, quiz title,
 * a website (http or https) and an impact area are required (§5).
 */
export const initiativeMessages = {
  quizTitleRequired: 'Quiz title is required.',
  quizTitleTooLong: 'Quiz title should be at most 100 characters.',
  impactAreaRequired: 'Impact area is required.',
} as const

const fields = {
  title: titleField,
  quizTitle: z
    .string({ error: initiativeMessages.quizTitleRequired })
    .check(...maxText(TEXT_MAX.title, initiativeMessages.quizTitleTooLong))
    .trim()
    .min(1, { error: initiativeMessages.quizTitleRequired }),
  website: websiteField,
  impactArea: z.enum(impactAreas, { error: initiativeMessages.impactAreaRequired }),
  address: addressSchema,
  categoryIds: categoryIdsField,
  shortDescription: shortDescriptionField,
  description: descriptionField,
}

/** `POST /api/initiative`. */
export const initiativeCreateSchema = z.object({
  ...fields,
  address: fields.address.default(emptyAddress),
  categoryIds: fields.categoryIds.default([]),
  shortDescription: fields.shortDescription.default(''),
  description: fields.description.default(''),
  media: mediaListBodyField.optional(),
})

/** `PUT /api/initiative/:id`: the required fields again; a field left out keeps what is stored. */
export const initiativeUpdateSchema = z.object({
  ...fields,
  address: fields.address.optional(),
  categoryIds: fields.categoryIds.optional(),
  shortDescription: fields.shortDescription.optional(),
  description: fields.description.optional(),
  media: mediaListBodyField.optional(),
})

/** `?impactArea=local|national|global` besides the common list query. */
export const initiativeListQuerySchema = listQuerySchema.extend({
  impactArea: z.enum(impactAreas, { error: 'Impact area should be local, national or global.' }).optional(),
})

export const initiativeFormSchema = z.object({
  ...fields,
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type InitiativeFormValues = z.input<typeof initiativeFormSchema>

export const emptyInitiativeForm: InitiativeFormValues = {
  title: '',
  quizTitle: '',
  website: '',
  impactArea: 'local',
  address: { ...emptyAddress },
  categoryIds: [],
  shortDescription: '',
  description: '',
  media: [],
}

export function initiativeToForm(record: InitiativeDto): InitiativeFormValues {
  return {
    title: record.title,
    quizTitle: record.quizTitle,
    website: record.website,
    impactArea: record.impactArea,
    address: record.address,
    categoryIds: record.categories.map((category) => category.id),
    shortDescription: record.shortDescription,
    description: record.description,
    media: record.media,
  }
}
