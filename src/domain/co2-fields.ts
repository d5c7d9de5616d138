import { z } from 'zod'
import { co2WarningMessages } from './co2/warnings.ts'
import { countryField } from './content/address.ts'
import { MAX_ID } from './validation.ts'

// The rules the CO2 quiz's records share (questions, values, averages): the shared numeric rule of
// docs/product.md §5 (docs/choices.md "CO2 quiz"), the one category each of them counts in, the
// country they hold for, and a reference to another CO2 question.

/** The largest kg CO2 figure the quiz stores: ten tonnes a thousand times over is a wrong unit. */
export const CO2_AMOUNT_MAX = 10_000_000

export const co2FieldMessages = {
  amountInvalid: 'Must be a number from 0 to 10,000,000 (kg CO2).',
  /** docs/product.md §5, word for word. */
  categoryRequired: 'This is required',
  /** docs/product.md §5, word for word (also the drawer's warning). */
  oneCategory: co2WarningMessages.oneCategory,
  categoryInvalid: 'Category should be a category id.',
  questionInvalid: 'Should be the id of a CO2 question.',
  questionsTooMany: 'At most 50 questions can be named here.',
  idRepeated: 'Each id may appear only once.',
} as const

/**
 * The shared numeric rule (docs/product.md §5 "CO2 question … and CO2 value/average value use a
 * shared numeric rule"): kg CO2 as a finite number from 0 to `CO2_AMOUNT_MAX`. A question's unit
 * value, an answer's unit amount, a value's and an average's value all take it.
 */
export const co2AmountField = z
  .number({ error: co2FieldMessages.amountInvalid })
  .min(0, { error: co2FieldMessages.amountInvalid })
  .max(CO2_AMOUNT_MAX, { error: co2FieldMessages.amountInvalid })

/** A category id. */
const categoryIdField = z
  .number({ error: co2FieldMessages.categoryInvalid })
  .int({ error: co2FieldMessages.categoryInvalid })
  .positive({ error: co2FieldMessages.categoryInvalid })
  .max(MAX_ID, { error: co2FieldMessages.categoryInvalid })

/**
 * The category a CO2 record counts in, as a list of exactly one id (docs/product.md §5: required,
 * 'This is required'; more than one, 'Only use one category'): the engine books a result on one
 * category, so a second would be silently ignored.
 */
export const oneCategoryField = z
  .array(categoryIdField, { error: co2FieldMessages.categoryRequired })
  .min(1, { error: co2FieldMessages.categoryRequired })
  .max(1, { error: co2FieldMessages.oneCategory })

/** The id of another CO2 question (chain, parent, part, follow-up, related, reset, override). */
export const co2QuestionIdField = z
  .number({ error: co2FieldMessages.questionInvalid })
  .int({ error: co2FieldMessages.questionInvalid })
  .positive({ error: co2FieldMessages.questionInvalid })
  .max(MAX_ID, { error: co2FieldMessages.questionInvalid })

/** At most this many questions in one list of ids (related, resets, overrides). */
export const CO2_QUESTION_LIST_MAX = 50

/** A list of CO2 question ids, each once. */
export const co2QuestionIdsField = z
  .array(co2QuestionIdField, { error: co2FieldMessages.questionInvalid })
  .max(CO2_QUESTION_LIST_MAX, { error: co2FieldMessages.questionsTooMany })
  .refine((ids) => new Set(ids).size === ids.length, { error: co2FieldMessages.idRepeated })

/** ISO 3166-1 alpha-2, stored in capitals (`nl` → `NL`): the address rule, one rule for countries. */
export const co2CountryField = countryField
