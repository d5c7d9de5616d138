import { z } from 'zod'
import { listQuerySchema } from '../list.ts'
import { isoDate, translatedFlag } from './common.ts'
import { defineContract } from './contract.ts'
import { feedbackEndpoint } from './endpoints.ts'

/** The sender as the feedback list shows it. */
export const feedbackUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
})
export type FeedbackUser = z.infer<typeof feedbackUserSchema>

/** A feedback message as the API answers it (`translated` is always true: nothing in it is translated). */
export const feedbackDtoSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  /** `null`: sent without an account, or the account is gone. */
  user: feedbackUserSchema.nullable(),
  creationDate: isoDate,
  /** The screenshot, when the app sent one: `/file/{uuid}/original.webp`. */
  file: z.object({ uuid: z.string() }).nullable(),
  ...translatedFlag,
})
export type FeedbackDto = z.infer<typeof feedbackDtoSchema>

/** What `/api/feedback` answers: the app sends feedback, the CMS reads and deletes it (`feedbackEndpoint`). */
export const feedbackSchemas = { dto: feedbackDtoSchema, query: listQuerySchema }
export const feedbackContract = defineContract(feedbackEndpoint, feedbackSchemas)
