import { z } from 'zod'
import { labelCreateSchema, labelListQuerySchema, labelUpdateSchema } from '../labels.ts'
import { isoDate, translatedFlag, versioned } from './common.ts'
import { defineContract } from './contract.ts'
import { labelEndpoint } from './endpoints.ts'

/** A label as the API answers it (`translated` is always true: a label has no translatable field). */
export const labelDtoSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  creationDate: isoDate,
  ...translatedFlag,
  ...versioned,
})
export type LabelDto = z.infer<typeof labelDtoSchema>

/** What `/api/user-label` answers and takes (its endpoint: `labelEndpoint`). */
export const labelSchemas = {
  dto: labelDtoSchema,
  query: labelListQuerySchema,
  create: labelCreateSchema,
  update: labelUpdateSchema,
}
export const labelContract = defineContract(labelEndpoint, labelSchemas)
