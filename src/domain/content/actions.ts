import { z } from 'zod'
import type { ActionDto } from '../contracts/actions.ts'
import { mediaItemDtoSchema } from '../contracts/media.ts'
import { actionTypes } from '../enums.ts'
import { listQuerySchema } from '../list.ts'
import { MEDIA_LIMITS, mediaListBodyField, mediaMessages } from '../media.ts'
import { emptyAddress } from './address.ts'
import {
  categoryIdsField,
  descriptionField,
  labelIdsField,
  shortDescriptionField,
  titleField,
} from './fields.ts'
import { sourcesField } from './sources.ts'
import { stepsField } from './steps.ts'

/**
 * Actions (docs/product.md §3 Action): something an app user can do, with the steps they tick
 * off. Title and type are required (§5); difficulty and impact are sliders 0–100, step 1 (§9).
 */
export const actionMessages = {
  typeRequired: 'Type is required.',
  difficultyRange: 'Difficulty should be a whole number from 0 to 100.',
  impactRange: 'Impact should be a whole number from 0 to 100.',
} as const

const percent = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(100, { error: message })

const typeField = z.enum(actionTypes, { error: actionMessages.typeRequired })

const fields = {
  title: titleField,
  type: typeField,
  shortDescription: shortDescriptionField,
  description: descriptionField,
  categoryIds: categoryIdsField,
  notRelevantForLabelIds: labelIdsField,
  difficulty: percent(actionMessages.difficultyRange),
  impact: percent(actionMessages.impactRange),
  steps: stepsField,
  sources: sourcesField,
}

/** `POST /api/action`: texts in the request language; steps and sources whole, in order. */
export const actionCreateSchema = z.object({
  ...fields,
  shortDescription: fields.shortDescription.default(''),
  description: fields.description.default(''),
  categoryIds: fields.categoryIds.default([]),
  notRelevantForLabelIds: fields.notRelevantForLabelIds.default([]),
  difficulty: fields.difficulty.default(0),
  impact: fields.impact.default(0),
  steps: fields.steps.default([]),
  sources: fields.sources.default([]),
  media: mediaListBodyField.optional(),
})

/** `PUT /api/action/:id`: title and type required; a field left out keeps what is stored. */
export const actionUpdateSchema = z.object({
  ...fields,
  shortDescription: fields.shortDescription.optional(),
  description: fields.description.optional(),
  categoryIds: fields.categoryIds.optional(),
  notRelevantForLabelIds: fields.notRelevantForLabelIds.optional(),
  difficulty: fields.difficulty.optional(),
  impact: fields.impact.optional(),
  steps: fields.steps.optional(),
  sources: fields.sources.optional(),
  media: mediaListBodyField.optional(),
})

/** `?type=action|tips` besides the common list query. */
export const actionListQuerySchema = listQuerySchema.extend({
  type: z.enum(actionTypes, { error: 'Type should be action or tips.' }).optional(),
})

/** The drawer's form: the media list as shown (saved as ids). */
export const actionFormSchema = z.object({
  ...fields,
  media: z.array(mediaItemDtoSchema).max(MEDIA_LIMITS.listLength, { error: mediaMessages.mediaListTooLong }),
})
export type ActionFormValues = z.input<typeof actionFormSchema>

export const emptyActionForm: ActionFormValues = {
  title: '',
  type: 'action',
  shortDescription: '',
  description: '',
  categoryIds: [],
  notRelevantForLabelIds: [],
  difficulty: 0,
  impact: 0,
  steps: [],
  sources: [],
  media: [],
}

/** A new step as the form adds it: no id until saved, no address. */
export const newStep = () => ({ description: '', address: { ...emptyAddress } })
/** A new source as the form adds it. */
export const newSource = () => ({ description: '', href: '' })

export function actionToForm(record: ActionDto): ActionFormValues {
  return {
    title: record.title,
    type: record.type,
    shortDescription: record.shortDescription,
    description: record.description,
    categoryIds: record.categories.map((category) => category.id),
    notRelevantForLabelIds: record.notRelevantForLabels.map((label) => label.id),
    difficulty: record.difficulty,
    impact: record.impact,
    steps: record.steps.map(({ id, description, address }) => ({ id, description, address })),
    sources: record.sources.map(({ id, description, href }) => ({ id, description, href })),
    media: record.media,
  }
}
