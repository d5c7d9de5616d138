import { queryOptions } from '@tanstack/react-query'
import type { AnswerStats } from '../../domain/contracts/answer-stats.ts'
import { quizQuestionEndpoint } from '../../domain/contracts/endpoints.ts'
import type { Lang } from '../../domain/lang.ts'
import { api } from './client.ts'
import { bodyOf, resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/**
 * Quiz questions (`/api/quiz-question`) with their answers, and how the app's users answered one
 * (`GET /api/user-answer/stats/{id}`).
 */
export const quizQuestionsApi = {
  ...resourceClient(quizQuestionEndpoint),
  stats: (id: number) => bodyOf<AnswerStats>(api.get(`user-answer/stats/${id}`)),
}
export type QuizQuestionsClient = typeof quizQuestionsApi

/** The stats are under the questions' keys, so a saved question (answers changed) refreshes them. */
export const quizQuestions = queryResource('quiz-questions', quizQuestionsApi, (keys) => ({
  stats: (lang: Lang, id: number) => [...keys.other(lang, 'stats'), id] as const,
}))

/** A question's answer statistics (language-neutral, kept under the drawer's language like every key). */
export const answerStatsQuery = (client: QuizQuestionsClient, lang: Lang, id: number) =>
  queryOptions({ queryKey: quizQuestions.keys.stats(lang, id), queryFn: () => client.stats(id) })
