import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { registerCrud } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { co2AverageResource } from './co2-averages.routes.ts'
import { co2QuestionResource } from './co2-questions.routes.ts'
import { co2QuizViewRoutes } from './co2-quiz-view.routes.ts'
import { co2ResultsRoutes } from './co2-results.routes.ts'
import { co2ValueResource } from './co2-values.routes.ts'

/**
 * The CO2 quiz area (docs/product.md §2, §7 "CO2"): its questions, values and averages on the CRUD
 * kit, and the results the engine counts from them.
 */
export const co2Routes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, co2QuestionResource)
  registerCrud(app, db, co2ValueResource)
  registerCrud(app, db, co2AverageResource)
  await app.register(co2ResultsRoutes, { db })
  await app.register(co2QuizViewRoutes, { db })
}
