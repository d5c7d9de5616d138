import { z } from 'zod'
import {
  co2QuestionCreateSchema,
  co2QuestionListQuerySchema,
  co2QuestionListTypes,
  co2QuestionUpdateSchema,
} from '../co2-questions.ts'
import { co2CalculationLabels, co2CalculationTypes, co2PartSubtypes, co2QuestionTypes } from '../enums.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { categoryRefSchema } from './content-parts.ts'
import { defineContract } from './contract.ts'
import { co2QuestionEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

const labels = z.array(z.enum(co2CalculationLabels))

/** A CO2 answer (docs/product.md §3 "CO2 answer"), its text in the request language. */
export const co2AnswerDtoSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  text: z.string(),
  unitAmount: z.number().nullable(),
  tableKey: z.string().nullable(),
  isAverage: z.boolean(),
  isOther: z.boolean(),
  calculationLabels: labels,
  providesLabels: labels,
  followUpQuestionId: z.number().int().nullable(),
  resetsQuestions: z.array(z.number().int()),
  ...withReference('text'),
})
export type Co2AnswerDto = z.infer<typeof co2AnswerDtoSchema>

/** A source of a CO2 question or value, its description in the request language. */
export const co2SourceDtoSchema = z.object({
  description: z.string(),
  href: z.string(),
  ...withReference('description'),
})

/**
 * A CO2 question as the API answers it, in the request language. The ids it refers to by are the
 * fields a write takes, so a record read can be sent back as it is; `categories`, `type`,
 * `isChained` and `partQuestionIds` are read-only (what the list shows).
 */
export const co2QuestionDtoSchema = z.object({
  id: z.number().int(),
  index: z.number().int(),
  title: z.string(),
  hint: z.string(),
  /** Markdown (src/domain/rich-text.ts). */
  description: z.string(),
  /** kg CO2 per unit. */
  unitValue: z.number().nullable(),
  isQuickScan: z.boolean(),
  isDismissable: z.boolean(),
  isValue: z.boolean(),
  questionType: z.enum(co2QuestionTypes),
  calculationType: z.enum(co2CalculationTypes).nullable(),
  partType: z.enum(co2PartSubtypes).nullable(),
  calculationLabels: labels,
  categoryIds: z.array(z.number().int()),
  categories: z.array(categoryRefSchema),
  relatedQuestionIds: z.array(z.number().int()),
  chainQuestionId: z.number().int().nullable(),
  parentQuestionId: z.number().int().nullable(),
  partQuestionId: z.number().int().nullable(),
  /** The questions that are parts of this one, in quiz order. */
  partQuestionIds: z.array(z.number().int()),
  /**
   * Which row of the list it is (docs/product.md §2 type filter): a part, else a sub question,
   * else a follow-up (an answer of another question leads to it), else main.
   */
  type: z.enum(co2QuestionListTypes),
  /** Another question's chain leads to it. */
  isChained: z.boolean(),
  answers: z.array(co2AnswerDtoSchema),
  sources: z.array(co2SourceDtoSchema),
  media: z.array(mediaItemDtoSchema),
  ...withReference('title', 'hint', 'description'),
  ...versioned,
  ...translatedFlag,
})
export type Co2QuestionDto = z.infer<typeof co2QuestionDtoSchema>

export const co2QuestionSchemas = {
  dto: co2QuestionDtoSchema,
  query: co2QuestionListQuerySchema,
  create: co2QuestionCreateSchema,
  update: co2QuestionUpdateSchema,
}
export const co2QuestionContract = defineContract(co2QuestionEndpoint, co2QuestionSchemas)
