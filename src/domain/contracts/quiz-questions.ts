import { z } from 'zod'
import {
  quizQuestionCreateSchema,
  quizQuestionListQuerySchema,
  quizQuestionUpdateSchema,
} from '../content/quiz-questions.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { quizQuestionEndpoint } from './endpoints.ts'
import { mediaItemDtoSchema } from './media.ts'

/** A quiz answer (docs/product.md §3: id, text, correct, index), its text in the request language. */
export const quizAnswerDtoSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  correct: z.boolean(),
  index: z.number().int(),
  ...withReference('text'),
})

/** A quiz question as the API answers it; `translated` also reads its answers' texts. */
export const quizQuestionDtoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  answers: z.array(quizAnswerDtoSchema),
  media: z.array(mediaItemDtoSchema),
  ...withReference('title'),
  ...translatedFlag,
  ...versioned,
})
export type QuizQuestionDto = z.infer<typeof quizQuestionDtoSchema>

export const quizQuestionSchemas = {
  dto: quizQuestionDtoSchema,
  query: quizQuestionListQuerySchema,
  create: quizQuestionCreateSchema,
  update: quizQuestionUpdateSchema,
}
export const quizQuestionContract = defineContract(quizQuestionEndpoint, quizQuestionSchemas)
