import { z } from 'zod'
import { contentTypes } from '../enums.ts'
import { listQuerySchema } from '../list.ts'
import { MAX_ID } from '../validation.ts'

/**
 * The /content list (docs/product.md §2 "Content list"): actions, infographics, initiatives and quiz
 * questions in one list, paged, sorted and filtered on the server. Ours: one endpoint,
 * `GET /api/content`, beside the per-type ones the specification names.
 */
export { type ContentType, contentTypes } from '../enums.ts'

export const contentListMessages = {
  typeInvalid: 'Type should be action, info-graphic, initiative or question.',
  idInvalid: 'Id must be a number.',
} as const

export const contentListQuerySchema = listQuerySchema.extend({
  type: z.enum(contentTypes, { error: contentListMessages.typeInvalid }).optional(),
  /** One item by id (with `type`): its row, as an open drawer reads the story it belongs to. */
  id: z.coerce
    .number({ error: contentListMessages.idInvalid })
    .int({ error: contentListMessages.idInvalid })
    .positive({ error: contentListMessages.idInvalid })
    .max(MAX_ID, { error: contentListMessages.idInvalid })
    .optional(),
})
export type ContentListQuery = z.infer<typeof contentListQuerySchema>

/** `?sort=`: by id (the default, newest last), by the title shown, or by type. */
export const contentSortFields = ['id', 'title', 'type'] as const
