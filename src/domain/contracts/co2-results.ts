import { z } from 'zod'

/** One line of the results: kg CO2 a year of one category, its title in the request language. */
export const co2CategoryResultSchema = z.object({
  categoryId: z.number().int().nullable(),
  title: z.string(),
  co2value: z.number(),
})

/**
 * `POST /api/co2-results` → kg CO2 a year: the total and each category's part, rounded to 2
 * decimals, largest first, categories at 0 left out (docs/product.md §9).
 */
export const co2ResultsSchema = z.object({
  total: z.number(),
  perCategory: z.array(co2CategoryResultSchema),
})
export type Co2ResultsDto = z.infer<typeof co2ResultsSchema>
