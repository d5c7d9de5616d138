import { feedbackEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * App feedback (docs/product.md §7: `GET /api/feedback`, `DELETE /api/feedback/{id}`); `?q=` searches the
 * message. Read and delete only: the app sends feedback, the CMS adds or edits none.
 */
export const feedbackApi = resourceClient(feedbackEndpoint)
export const feedback = queryResource('feedback', feedbackApi)
