import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { answerSetProblems } from '../../domain/co2/answer-set.ts'
import { calculateCo2 } from '../../domain/co2/calculate.ts'
import { prepareQuiz } from '../../domain/co2/prepare.ts'
import {
  CO2_RESULTS_VERSION_HEADER,
  co2ResultsBodySchema,
  co2ResultsHeadersSchema,
  co2ResultsMessages,
} from '../../domain/co2-results.ts'
import { CO2_RESULTS_APP_VERSION, DEFAULT_COUNTRY } from '../../domain/constants.ts'
import { co2ResultsSchema } from '../../domain/contracts/co2-results.ts'
import { formatDomainMessage } from '../../domain/domain-message.ts'
import { requestLang } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { badRequest } from '../errors.ts'
import { loadCountryTables } from './co2-country-tables.ts'
import { loadCo2Quiz } from './co2-quiz.load.ts'

/** At most this many refused answers are named in one 400: enough to see what is wrong. */
const MAX_REPORTED = 50

/** The app's version header, checked before the body: an app of another version counts otherwise. */
async function requireAppVersion(request: FastifyRequest) {
  if (request.headers[CO2_RESULTS_VERSION_HEADER] === CO2_RESULTS_APP_VERSION) return
  throw badRequest(co2ResultsMessages.appVersion, { appVersion: co2ResultsMessages.appVersion })
}

/**
 * `POST /api/co2-results` (docs/product.md §7): one person's answers counted by the engine into kg
 * CO2 a year, total and per category, category titles in the request language (`lang` header),
 * with the data tables, values and averages of their country (default NL). Answers the quiz
 * cannot count (unknown question, another question's answer, a number out of range) are a 400
 * naming each (`answers.3.answerId`), in English.
 */
export const co2ResultsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/co2-results',
    {
      schema: {
        headers: co2ResultsHeadersSchema,
        body: co2ResultsBodySchema,
        response: { 200: co2ResultsSchema },
      },
      preValidation: requireAppVersion,
    },
    async (request) => {
      const country = request.body.country ?? DEFAULT_COUNTRY
      const [quiz, tables] = await Promise.all([
        loadCo2Quiz(db, requestLang(request)),
        loadCountryTables(db, country),
      ])
      const prepared = prepareQuiz(quiz)
      const answers = request.body.answers
      const problems = answerSetProblems(prepared, answers).slice(0, MAX_REPORTED)
      if (problems.length) {
        const fields: Record<string, string> = {}
        for (const { path, message } of problems) fields[path.join('.')] ??= formatDomainMessage(message)
        throw badRequest(Object.values(fields)[0]!, fields)
      }
      return calculateCo2(prepared, answers, tables, country)
    },
  )
}
