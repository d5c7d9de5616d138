import { z } from 'zod'
import { bptQuestionCreateSchema, bptQuestionListQuerySchema, bptQuestionUpdateSchema } from '../bpt.ts'
import { bptTypes } from '../enums.ts'
import { translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { bptQuestionEndpoint } from './endpoints.ts'

/** A BPT answer option (docs/product.md §3: id, text, hint, value, index), its texts in the request language. */
export const bptAnswerDtoSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  hint: z.string(),
  value: z.string(),
  index: z.number().int(),
  ...withReference('text', 'hint'),
})
export type BptAnswerDto = z.infer<typeof bptAnswerDtoSchema>

/** A BPT question as the API answers it; `translated` also reads its answers' texts (and hints written). */
export const bptQuestionDtoSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  type: z.enum(bptTypes),
  index: z.number().int(),
  onboarding: z.boolean(),
  answers: z.array(bptAnswerDtoSchema),
  ...withReference('text'),
  ...translatedFlag,
  ...versioned,
})
export type BptQuestionDto = z.infer<typeof bptQuestionDtoSchema>

export const bptQuestionSchemas = {
  dto: bptQuestionDtoSchema,
  query: bptQuestionListQuerySchema,
  create: bptQuestionCreateSchema,
  update: bptQuestionUpdateSchema,
}
export const bptQuestionContract = defineContract(bptQuestionEndpoint, bptQuestionSchemas)
