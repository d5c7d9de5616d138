import { z } from 'zod'
import { actionCreateSchema, actionListQuerySchema, actionUpdateSchema } from '../content/actions.ts'
import { actionTypes } from '../enums.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { categoryRefSchema, labelRefSchema, sourceDtoSchema, stepDtoSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { actionEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/**
 * An action as the API answers it, in the request language; `translated` also reads its steps'
 * and sources' descriptions.
 */
export const actionDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(actionTypes),
  shortDescription: z.string(),
  /** Markdown (src/domain/rich-text.ts). */
  description: z.string(),
  categories: z.array(categoryRefSchema),
  notRelevantForLabels: z.array(labelRefSchema),
  difficulty: z.number().int(),
  impact: z.number().int(),
  steps: z.array(stepDtoSchema),
  sources: z.array(sourceDtoSchema),
  media: z.array(mediaItemDtoSchema),
  ...withReference('title', 'shortDescription', 'description'),
  ...translatedFlag,
  ...versioned,
})
export type ActionDto = z.infer<typeof actionDtoSchema>

export const actionSchemas = {
  dto: actionDtoSchema,
  query: actionListQuerySchema,
  create: actionCreateSchema,
  update: actionUpdateSchema,
}
export const actionContract = defineContract(actionEndpoint, actionSchemas)
