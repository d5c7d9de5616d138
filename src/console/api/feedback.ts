import type { FeedbackDto } from '../../domain/feedback.ts'
import { resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/**
 * App feedback (SPEC §7: `GET /api/feedback`, `DELETE /api/feedback/{id}`); `?q=` searches the
 * message. Read and delete only: the app sends feedback, the CMS adds or edits none (`never`).
 */
export const feedbackApi = resourceClient<FeedbackDto, never>('feedback')
export const feedback = defineResource('feedback', feedbackApi)
