import type { actionSchemas } from './actions.ts'
import type { bptQuestionSchemas } from './bpt-questions.ts'
import type { categorySchemas } from './categories.ts'
import type { co2AverageSchemas } from './co2-averages.ts'
import type { co2QuestionSchemas } from './co2-questions.ts'
import type { co2ValueSchemas } from './co2-values.ts'
import type { contentSchemas } from './content-list.ts'
import { endpoint } from './contract.ts'
import type { dataTableSchemas } from './data-tables.ts'
import type { feedbackSchemas } from './feedback.ts'
import type { heroSchemas, infoItemSchemas } from './info-items.ts'
import type { infographicSchemas } from './infographics.ts'
import type { initiativeSchemas } from './initiatives.ts'
import type { labelSchemas } from './labels.ts'
import type { quizQuestionSchemas } from './quiz-questions.ts'
import type { storySchemas } from './stories.ts'
import type { storyItemSchemas } from './story-items.ts'
import type { userSchemas } from './users.ts'

// Every CRUD resource's endpoint, once (docs/product.md §7): its path, its name in messages, what it offers.
// The server's resource (`serverResource(contract, …)`) and the console's client
// (`resourceClient(endpoint)`) are made from these; the schemas live beside each DTO and reach the
// console as types only (this file loads no zod).

export const actionEndpoint = endpoint<typeof actionSchemas>()({
  name: 'Action',
  path: '/action',
  delete: true,
})
/** The behaviour-and-profile tracker's questions (docs/product.md §7 "BPT"), ordered by `PUT /order`. */
export const bptQuestionEndpoint = endpoint<typeof bptQuestionSchemas>()({
  name: 'BPT question',
  path: '/bpt-question',
  order: true,
  delete: true,
})
export const categoryEndpoint = endpoint<typeof categorySchemas>()({
  name: 'Category',
  path: '/category',
  order: true,
  delete: true,
})
/** The CO2 quiz's questions (docs/product.md §7 "CO2"), ordered by `PUT /order`. */
export const co2QuestionEndpoint = endpoint<typeof co2QuestionSchemas>()({
  name: 'CO2 question',
  path: '/co2-quiz-question',
  order: true,
  delete: true,
})
/** The CO2 values (docs/product.md §3), the console's Values list (docs/choices.md "CO2 quiz"). */
export const co2ValueEndpoint = endpoint<typeof co2ValueSchemas>()({
  name: 'CO2 value',
  path: '/co2-basket-value',
  delete: true,
})
export const co2AverageEndpoint = endpoint<typeof co2AverageSchemas>()({
  name: 'CO2 average',
  path: '/co2-country-average',
  delete: true,
})
/**
 * The /content list across content types: read only (each kind is written at its own path), and
 * without a record route (the kinds' ids overlap: one item is `?type=action&id=12`).
 */
export const contentEndpoint = endpoint<typeof contentSchemas>()({
  name: 'Content',
  path: '/content',
  records: false,
})
export const dataTableEndpoint = endpoint<typeof dataTableSchemas>()({
  name: 'Data table',
  path: '/data-table',
  delete: true,
})
export const feedbackEndpoint = endpoint<typeof feedbackSchemas>()({
  name: 'Feedback',
  path: '/feedback',
  delete: true,
})
export const infographicEndpoint = endpoint<typeof infographicSchemas>()({
  name: 'Infographic',
  path: '/info-graphic',
  delete: true,
})
export const heroEndpoint = endpoint<typeof heroSchemas>()({
  name: 'Hero',
  path: '/hero',
  delete: true,
})
export const infoItemEndpoint = endpoint<typeof infoItemSchemas>()({
  name: 'Info page',
  path: '/info-item',
  delete: true,
})
export const initiativeEndpoint = endpoint<typeof initiativeSchemas>()({
  name: 'Initiative',
  path: '/initiative',
  delete: true,
})
export const labelEndpoint = endpoint<typeof labelSchemas>()({
  name: 'Label',
  path: '/user-label',
  delete: true,
})
export const quizQuestionEndpoint = endpoint<typeof quizQuestionSchemas>()({
  name: 'Quiz question',
  path: '/quiz-question',
  delete: true,
})
export const storyEndpoint = endpoint<typeof storySchemas>()({
  name: 'Story',
  path: '/story',
  order: true,
  delete: true,
})
/** A story's pages; deleted at `/story-item/{storyId}/{id}` (docs/product.md §7), by the area's own route. */
export const storyItemEndpoint = endpoint<typeof storyItemSchemas>()({
  name: 'Story item',
  path: '/story-item',
})
/** The users area writes its routes itself; the drawer's fields are saved at `/user-admin/:id`. */
export const userEndpoint = endpoint<typeof userSchemas>()({
  name: 'User',
  path: '/user',
  updatePath: '/user-admin',
  delete: true,
})
