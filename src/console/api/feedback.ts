import type { FeedbackDto } from '../../domain/feedback.ts'
import { resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/**
 * What feedback's create and update would take: nothing can be made of it, as the CMS adds and
 * edits no feedback. (Not `never`: `defineResource` takes clients whose inputs accept `any`, and
 * `any` is not assignable to `never`.)
 */
export type NoFeedbackInput = { readonly cannotWriteFeedback: never }

/**
 * App feedback (SPEC §7: `GET /api/feedback`, `DELETE /api/feedback/{id}`); `?q=` searches the
 * message. Read and delete only: the app sends feedback, the CMS adds or edits none.
 */
export const feedbackApi = resourceClient<FeedbackDto, NoFeedbackInput>('feedback')
export const feedback = defineResource('feedback', feedbackApi)
