import { DEFAULT_COUNTRY } from '../../../../domain/constants.ts'
import type { Co2AverageDto } from '../../../../domain/contracts/co2-averages.ts'

/** The CO2 average drawer's form (docs/product.md §3 "CO2 average"); the value empty while typed. */
export type Co2AverageForm = { value: number | null; country: string; categoryIds: number[] }

/** A new average: the default country (docs/product.md §9: NL). */
export const emptyCo2AverageForm: Co2AverageForm = { value: null, country: DEFAULT_COUNTRY, categoryIds: [] }

export const co2AverageToForm = (record: Co2AverageDto): Co2AverageForm => ({
  value: record.value,
  country: record.country,
  categoryIds: record.categoryIds,
})
