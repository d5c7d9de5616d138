import { inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DEFAULT_COUNTRY } from '../../domain/constants.ts'
import { type Co2QuizView, co2QuizQuerySchema, co2QuizSchema } from '../../domain/contracts/co2-quiz.ts'
import type { Lang } from '../../domain/lang.ts'
import { referenceLanguages } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import { requestLang } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { co2Answers, co2Questions } from '../db/schema.ts'
import { loadCountryTables } from './co2-country-tables.ts'
import { loadCo2Quiz } from './co2-quiz.load.ts'

/** The text a reader of `lang` is shown: theirs, else another language's, else empty. */
const shown = (text: Translated | null, lang: Lang) =>
  text ? ([lang, ...referenceLanguages(lang)].map((each) => text[each]?.trim()).find(Boolean) ?? '') : ''

/**
 * `GET /api/co2-quiz?country=BE`: the whole quiz in the request's language with the data tables of
 * a country (default NL) — what the console's Calculator runs the engine on and the Quiz overview
 * shows. The engine's shapes (the same loader as `POST /api/co2-results`) plus the texts a person
 * reads and the sub questions' parents.
 */
export const co2QuizViewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/co2-quiz',
    { schema: { querystring: co2QuizQuerySchema, response: { 200: co2QuizSchema } } },
    async (request): Promise<Co2QuizView> => {
      const lang = requestLang(request)
      const country = (request.query.country ?? DEFAULT_COUNTRY).toUpperCase()
      const [quiz, tables] = await Promise.all([loadCo2Quiz(db, lang), loadCountryTables(db, country)])
      const questionIds = quiz.questions.map((question) => question.id)
      const [texts, answerTexts] = questionIds.length
        ? await Promise.all([
            db
              .select({
                id: co2Questions.id,
                title: co2Questions.title,
                hint: co2Questions.hint,
                parent: co2Questions.parentQuestionId,
              })
              .from(co2Questions)
              .where(inArray(co2Questions.id, questionIds)),
            db
              .select({ id: co2Answers.id, text: co2Answers.text })
              .from(co2Answers)
              .where(inArray(co2Answers.questionId, questionIds)),
          ])
        : [[], []]
      const named = new Set(
        [...quiz.questions, ...quiz.values, ...quiz.averages].flatMap((each) => each.categoryIds),
      )
      const questionText = new Map(texts.map((row) => [row.id, row]))
      const answerText = new Map(answerTexts.map((row) => [row.id, shown(row.text, lang)]))
      return {
        questions: quiz.questions.map((question) => {
          const row = questionText.get(question.id)
          return {
            ...question,
            categoryIds: [...question.categoryIds],
            calculationLabels: [...question.calculationLabels],
            title: shown(row?.title ?? null, lang),
            hint: shown(row?.hint ?? null, lang),
            parentQuestionId: row?.parent ?? null,
            answers: question.answers.map((answer) => ({
              ...answer,
              calculationLabels: [...answer.calculationLabels],
              providesLabels: [...answer.providesLabels],
              resetsQuestions: [...answer.resetsQuestions],
              text: answerText.get(answer.id) ?? '',
            })),
          }
        }),
        values: quiz.values.map((value) => ({
          ...value,
          categoryIds: [...value.categoryIds],
          overrideQuestions: [...value.overrideQuestions],
        })),
        averages: quiz.averages.map((average) => ({ ...average, categoryIds: [...average.categoryIds] })),
        // Only the categories the quiz names: a console with thousands of categories sends a few.
        categories: [...quiz.categoryTitles]
          .filter(([id]) => named.has(id))
          .map(([id, title]) => ({ id, title })),
        tables: tables as Co2QuizView['tables'],
        country,
      }
    },
  )
}
