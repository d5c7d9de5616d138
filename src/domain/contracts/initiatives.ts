import { z } from 'zod'
import { impactAreas } from '../enums.ts'
import { listQuerySchema } from '../list.ts'
import { translatedFlag, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { initiativeEndpoint } from './endpoints.ts'

/**
 * An initiative as `GET /api/initiative` answers it, in the request language. For now the list
 * serves the rich text editor's "link to an initiative" picker (`?q=` searches the title); the
 * content area adds the rest of docs/product.md §3's fields and the writes.
 */
export const initiativeSummaryDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  impactArea: z.enum(impactAreas),
  website: z.string(),
  ...withReference('title'),
  ...translatedFlag,
})
export type InitiativeSummaryDto = z.infer<typeof initiativeSummaryDtoSchema>

/** What `/api/initiative` answers (read only for now; its endpoint: `initiativeEndpoint`). */
export const initiativeSchemas = { dto: initiativeSummaryDtoSchema, query: listQuerySchema }
export const initiativeContract = defineContract(initiativeEndpoint, initiativeSchemas)
