import { z } from 'zod'
import { co2ValueCreateSchema, co2ValueListQuerySchema, co2ValueUpdateSchema } from '../co2-values.ts'
import { co2SourceDtoSchema } from './co2-questions.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { categoryRefSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { co2ValueEndpoint } from './endpoints.ts'

/**
 * A CO2 value (docs/product.md §3 "CO2 value"): a fixed kg CO2 a year counted in the results of
 * its country in place of the questions in `overrideQuestions`. Served at /api/co2-basket-value
 * (docs/choices.md "CO2 quiz"). `categories` is read-only (what the list shows).
 */
export const co2ValueDtoSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  description: z.string(),
  sources: z.array(co2SourceDtoSchema),
  country: z.string(),
  overrideQuestions: z.array(z.number().int()),
  notRelevantForLabels: z.boolean(),
  categoryIds: z.array(z.number().int()),
  categories: z.array(categoryRefSchema),
  ...withReference('description'),
  ...translatedFlag,
  ...versioned,
})
export type Co2ValueDto = z.infer<typeof co2ValueDtoSchema>

export const co2ValueSchemas = {
  dto: co2ValueDtoSchema,
  query: co2ValueListQuerySchema,
  create: co2ValueCreateSchema,
  update: co2ValueUpdateSchema,
}
export const co2ValueContract = defineContract(co2ValueEndpoint, co2ValueSchemas)
