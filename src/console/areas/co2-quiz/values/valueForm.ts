import { DEFAULT_COUNTRY } from '../../../../domain/constants.ts'
import type { Co2ValueDto } from '../../../../domain/contracts/co2-values.ts'

/**
 * The CO2 value drawer's form (docs/product.md §3 "CO2 value"): the body of a create, except that
 * the value may be empty while it is typed (the schema then says it must be a number).
 */
export type Co2ValueForm = {
  value: number | null
  description: string
  sources: { description: string; href: string }[]
  country: string
  overrideQuestions: number[]
  notRelevantForLabels: boolean
  categoryIds: number[]
}

/** A new value: the default country (docs/product.md §9: NL), nothing else yet. */
export const emptyCo2ValueForm: Co2ValueForm = {
  value: null,
  description: '',
  sources: [],
  country: DEFAULT_COUNTRY,
  overrideQuestions: [],
  notRelevantForLabels: false,
  categoryIds: [],
}

/** The form of a value read from the API (its sources without their translation references). */
export const co2ValueToForm = (record: Co2ValueDto): Co2ValueForm => ({
  value: record.value,
  description: record.description,
  sources: record.sources.map(({ description, href }) => ({ description, href })),
  country: record.country,
  overrideQuestions: record.overrideQuestions,
  notRelevantForLabels: record.notRelevantForLabels,
  categoryIds: record.categoryIds,
})
