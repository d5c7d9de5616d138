import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { percentagesOf } from '../../domain/content/answer-percentages.ts'
import { answerStatsSchema } from '../../domain/contracts/answer-stats.ts'
import { idParam } from '../../domain/validation.ts'
import type { Db } from '../db/client.ts'
import { quizAnswers, quizQuestions, userQuizAnswers } from '../db/schema.ts'
import { notFound } from '../errors.ts'

/**
 * `GET /api/user-answer/stats/:id` (docs/product.md §3 "Quiz statistics", §7): how the app's users
 * answered quiz question `id`, counted by the database (`user_quiz_answers` grouped by answer, an
 * index-only scan of its (question, answer) index). One entry per answer in the answers' order,
 * zeros included; percentages whole and adding up to 100 (`percentagesOf`). 404 for an unknown
 * question.
 */
export const answerStatsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/user-answer/stats/:id',
    { schema: { params: idParam, response: { 200: answerStatsSchema } } },
    async (request) => {
      const { id } = request.params
      const [question] = await db
        .select({ id: quizQuestions.id })
        .from(quizQuestions)
        .where(eq(quizQuestions.id, id))
      if (!question) throw notFound('Quiz question')
      const [answers, counts] = await Promise.all([
        db
          .select({ id: quizAnswers.id })
          .from(quizAnswers)
          .where(eq(quizAnswers.questionId, id))
          .orderBy(asc(quizAnswers.index), asc(quizAnswers.id)),
        db
          .select({ answerId: userQuizAnswers.answerId, n: sql<number>`count(*)::int` })
          .from(userQuizAnswers)
          .where(eq(userQuizAnswers.questionId, id))
          .groupBy(userQuizAnswers.answerId),
      ])
      const countOf = new Map(counts.map((row) => [row.answerId, row.n]))
      const answerCounts = answers.map((answer) => countOf.get(answer.id) ?? 0)
      const percentages = percentagesOf(answerCounts)
      return {
        totalAnswers: answerCounts.reduce((sum, n) => sum + n, 0),
        answerStats: answers.map((answer, i) => ({
          id: answer.id,
          answers: answerCounts[i]!,
          percentage: percentages[i]!,
        })),
      }
    },
  )
}
