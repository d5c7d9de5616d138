import { z } from 'zod'
import { co2AverageCreateSchema, co2AverageUpdateSchema, co2ValueListQuerySchema } from '../co2-values.ts'
import { translatedFlag, versioned } from './common.ts'
import { categoryRefSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { co2AverageEndpoint } from './endpoints.ts'

/**
 * A CO2 average (docs/product.md §3 "CO2 average"): the average footprint in kg CO2 a year of one
 * category in one country, what an "average" answer stands for. `categories` is read-only.
 */
export const co2AverageDtoSchema = z.object({
  id: z.number().int(),
  value: z.number(),
  country: z.string(),
  categoryIds: z.array(z.number().int()),
  categories: z.array(categoryRefSchema),
  ...translatedFlag,
  ...versioned,
})
export type Co2AverageDto = z.infer<typeof co2AverageDtoSchema>

export const co2AverageSchemas = {
  dto: co2AverageDtoSchema,
  query: co2ValueListQuerySchema,
  create: co2AverageCreateSchema,
  update: co2AverageUpdateSchema,
}
export const co2AverageContract = defineContract(co2AverageEndpoint, co2AverageSchemas)
