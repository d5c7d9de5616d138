import { bptQuestionEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * The behaviour-and-profile tracker's questions (docs/product.md §7: `/api/bpt-question`), sorted by
 * index; `?q=` the text, `?type=` one type; `PUT /order`.
 */
export const bptQuestionsApi = resourceClient(bptQuestionEndpoint)
export const bptQuestions = queryResource('bpt-questions', bptQuestionsApi)
