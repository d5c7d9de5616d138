import { CO2_INPUT_MAX } from './answer-set.ts'

/** The longest text the calculator's number inputs keep: more is not a number it takes. */
export const TYPED_AMOUNT_MAX_LENGTH = 16

/** Why typed text is not an amount. */
export type TypedAmountProblem = 'notANumber' | 'outOfRange'

/** Digits with at most one decimal point or comma (Dutch writes 12,5): nothing that can backtrack. */
const AMOUNT = /^\d{1,9}(?:[.,]\d{1,6})?$/

/**
 * What a person typed into the calculator (km a week, kWh a year, euro a month) as the number the
 * engine counts: `12`, `12.5` or `12,5`, from 0 to CO2_INPUT_MAX; else why not.
 */
export function parseTypedAmount(text: string): number | TypedAmountProblem {
  const trimmed = text.trim()
  if (trimmed.length > TYPED_AMOUNT_MAX_LENGTH || !AMOUNT.test(trimmed)) return 'notANumber'
  const value = Number(trimmed.replace(',', '.'))
  return value <= CO2_INPUT_MAX ? value : 'outOfRange'
}
