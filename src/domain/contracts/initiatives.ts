import { z } from 'zod'
import {
  initiativeCreateSchema,
  initiativeListQuerySchema,
  initiativeUpdateSchema,
} from '../content/initiatives.ts'
import { impactAreas } from '../enums.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { addressDtoSchema, categoryRefSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { initiativeEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/** An initiative as the API answers it, in the request language. */
export const initiativeDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  quizTitle: z.string(),
  website: z.string(),
  impactArea: z.enum(impactAreas),
  address: addressDtoSchema,
  categories: z.array(categoryRefSchema),
  shortDescription: z.string(),
  /** Markdown (src/domain/rich-text.ts). */
  description: z.string(),
  media: z.array(mediaItemDtoSchema),
  ...withReference('title', 'quizTitle', 'shortDescription', 'description'),
  ...translatedFlag,
  ...versioned,
})
export type InitiativeDto = z.infer<typeof initiativeDtoSchema>
/** What the rich text editor's "link to an initiative" picker reads of one. */
export type InitiativeSummaryDto = Pick<
  InitiativeDto,
  'id' | 'title' | 'impactArea' | 'website' | 'reference' | 'translated'
>

export const initiativeSchemas = {
  dto: initiativeDtoSchema,
  query: initiativeListQuerySchema,
  create: initiativeCreateSchema,
  update: initiativeUpdateSchema,
}
export const initiativeContract = defineContract(initiativeEndpoint, initiativeSchemas)
