import { z } from 'zod'
import { MAX_GIVEN_ANSWERS } from './co2/answer-set.ts'
import { co2CountryField, co2QuestionIdField } from './co2-fields.ts'
import { CO2_RESULTS_APP_VERSION } from './constants.ts'
import { MAX_ID } from './validation.ts'

// `POST /api/co2-results` (docs/product.md §7): one person's answers to the CO2 quiz, counted by
// the engine (src/domain/co2/calculate.ts) into kg CO2 a year, in total and per category. Whether
// the answers fit the quiz (known questions, their own answers, numbers in range) is the engine's
// `answerSetProblems`; this is the request's shape.

/** The header the app sends (docs/product.md §9): `appVersion: 1.4.0`. HTTP headers arrive lower case. */
export const CO2_RESULTS_VERSION_HEADER = 'appversion'

export const co2ResultsMessages = {
  appVersion: `The appVersion header must be ${CO2_RESULTS_APP_VERSION}.`,
  answersInvalid: 'Answers should be a list of answers.',
  answersTooMany: `At most ${MAX_GIVEN_ANSWERS} answers can be counted at once.`,
  answerInvalid: 'Should be the id of an answer, or empty.',
  inputInvalid: 'Should be a number, or empty.',
} as const

/** The request's headers as the API documents them (the route checks the header before the body). */
export const co2ResultsHeadersSchema = z.object({
  [CO2_RESULTS_VERSION_HEADER]: z.literal(CO2_RESULTS_APP_VERSION, { error: co2ResultsMessages.appVersion }),
})

/** One answer given: a chosen answer, or none with what was typed (user input, Other). */
export const givenAnswerSchema = z.object({
  questionId: co2QuestionIdField,
  answerId: z
    .number({ error: co2ResultsMessages.answerInvalid })
    .int({ error: co2ResultsMessages.answerInvalid })
    .positive({ error: co2ResultsMessages.answerInvalid })
    .max(MAX_ID, { error: co2ResultsMessages.answerInvalid })
    .nullable()
    .default(null),
  // Finite (JSON has no NaN nor Infinity; zod refuses them anyway); its range is the engine's rule.
  inputValue: z.number({ error: co2ResultsMessages.inputInvalid }).nullable().default(null),
})

/** The body: the answers in the order given, and the person's country (default NL). */
export const co2ResultsBodySchema = z.object({
  answers: z
    .array(givenAnswerSchema, { error: co2ResultsMessages.answersInvalid })
    .max(MAX_GIVEN_ANSWERS, { error: co2ResultsMessages.answersTooMany }),
  country: co2CountryField.optional(),
})
export type Co2ResultsBody = z.input<typeof co2ResultsBodySchema>
