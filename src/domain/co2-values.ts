import { z } from 'zod'
import { co2AmountField, co2CountryField, co2QuestionIdsField, oneCategoryField } from './co2-fields.ts'
import { DEFAULT_COUNTRY } from './constants.ts'
import { SOURCES_MAX, sourceEntrySchema, sourceMessages } from './content/sources.ts'
import { listQuerySchema } from './list.ts'
import { maxText } from './text-length.ts'
import { TEXT_MAX } from './validation.ts'

// CO2 values and CO2 averages (docs/product.md §3): the request bodies of /api/co2-basket-value
// (the console's Values list, docs/choices.md "CO2 quiz") and /api/co2-country-average. Each
// counts in one category of one country (default NL); its value takes the shared numeric rule.

export const co2ValueMessages = {
  descriptionTooLong: 'Description should be at most 2,000 characters.',
  /** Two averages of one category in one country: the engine could only ever read the first. */
  averageTaken: 'This category already has an average in this country.',
} as const

const description = z
  .string()
  .check(...maxText(TEXT_MAX.description, co2ValueMessages.descriptionTooLong))
  .trim()

const sources = z
  .array(sourceEntrySchema, { error: sourceMessages.tooMany })
  .max(SOURCES_MAX, { error: sourceMessages.tooMany })

/** `POST /api/co2-basket-value`: a fixed CO2 value, its description in the request language. */
export const co2ValueCreateSchema = z.object({
  value: co2AmountField,
  description: description.default(''),
  sources: sources.default([]),
  country: co2CountryField.default(DEFAULT_COUNTRY),
  /** Questions whose answers this value replaces (answered: the value does not count). */
  overrideQuestions: co2QuestionIdsField.default([]),
  notRelevantForLabels: z.boolean().default(false),
  categoryIds: oneCategoryField,
})

/** `PUT /api/co2-basket-value/:id`: the value required; a field left out keeps what is stored. */
export const co2ValueUpdateSchema = z.object({
  value: co2AmountField,
  description: description.optional(),
  sources: sources.optional(),
  country: co2CountryField.optional(),
  overrideQuestions: co2QuestionIdsField.optional(),
  notRelevantForLabels: z.boolean().optional(),
  categoryIds: oneCategoryField.optional(),
})

/** `POST /api/co2-country-average`: the average footprint of one category in one country. */
export const co2AverageCreateSchema = z.object({
  value: co2AmountField,
  country: co2CountryField.default(DEFAULT_COUNTRY),
  categoryIds: oneCategoryField,
})

/** `PUT /api/co2-country-average/:id`: the value required; a field left out keeps what is stored. */
export const co2AverageUpdateSchema = z.object({
  value: co2AmountField,
  country: co2CountryField.optional(),
  categoryIds: oneCategoryField.optional(),
})

/** Both lists: `?q=` finds the category by title (docs/product.md §2), `?country=` keeps one country. */
export const co2ValueListQuerySchema = listQuerySchema.extend({ country: co2CountryField.optional() })
