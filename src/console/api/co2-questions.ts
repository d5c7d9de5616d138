import { co2QuestionEndpoint } from '../../domain/contracts/endpoints.ts'
import { resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * The CO2 quiz's questions (docs/product.md §7 "CO2": `/api/co2-quiz-question`): `?q=` searches the
 * title in the request language, `?type=` main, part, sub or follow-up; ordered by `PUT /order`.
 */
export const co2QuestionsApi = resourceClient(co2QuestionEndpoint)
export const co2Questions = queryResource('co2-questions', co2QuestionsApi)
