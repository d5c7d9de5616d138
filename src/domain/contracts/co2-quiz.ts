import { z } from 'zod'
import { co2CountryField } from '../co2-fields.ts'
import { co2CalculationLabels, co2CalculationTypes, co2QuestionTypes } from '../enums.ts'

// `GET /api/co2-quiz`: the whole CO2 quiz in the request's language, with the data tables of a
// country — what the console's calculator and Quiz overview read. The shapes are the engine's
// (src/domain/co2/model.ts) plus the texts a person reads, so the calculator hands them to the
// engine as they came.

const id = z.number().int()
const labels = z.array(z.enum(co2CalculationLabels))

export const co2QuizAnswerSchema = z.object({
  id,
  text: z.string(),
  unitAmount: z.number().nullable(),
  tableKey: z.string().nullable(),
  isAverage: z.boolean(),
  isOther: z.boolean(),
  calculationLabels: labels,
  providesLabels: labels,
  followUpQuestionId: id.nullable(),
  resetsQuestions: z.array(id),
})

export const co2QuizQuestionSchema = z.object({
  id,
  title: z.string(),
  hint: z.string(),
  questionType: z.enum(co2QuestionTypes),
  calculationType: z.enum(co2CalculationTypes).nullable(),
  unitValue: z.number().nullable(),
  categoryIds: z.array(id),
  calculationLabels: labels,
  chainQuestionId: id.nullable(),
  partQuestionId: id.nullable(),
  parentQuestionId: id.nullable(),
  answers: z.array(co2QuizAnswerSchema),
})

export const co2QuizSchema = z.object({
  questions: z.array(co2QuizQuestionSchema),
  values: z.array(
    z.object({
      id,
      value: z.number(),
      country: z.string(),
      categoryIds: z.array(id),
      overrideQuestions: z.array(id),
    }),
  ),
  averages: z.array(z.object({ value: z.number(), country: z.string(), categoryIds: z.array(id) })),
  categories: z.array(z.object({ id, title: z.string() })),
  /** The data tables of the country asked for (the default country's where it has none), by name. */
  tables: z.record(z.string(), z.json()),
  country: z.string(),
})

/** `?country=BE`: ISO 3166-1 alpha-2; the default country when left out. */
export const co2QuizQuerySchema = z.object({ country: co2CountryField.optional() })

export type Co2QuizAnswerView = z.infer<typeof co2QuizAnswerSchema>
export type Co2QuizQuestionView = z.infer<typeof co2QuizQuestionSchema>
export type Co2QuizView = z.infer<typeof co2QuizSchema>
