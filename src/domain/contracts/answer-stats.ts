import { z } from 'zod'

/**
 * `GET /api/user-answer/stats/{id}` (docs/product.md §3 "Quiz statistics"): how the app's users
 * answered one quiz question. One entry per answer of the question, in the answers' order, zeros
 * included (a question nobody answered yet answers `totalAnswers: 0` and a zero per answer);
 * percentages are whole numbers that add up to 100 when anyone answered (largest remainder).
 */
export const answerStatsSchema = z.object({
  totalAnswers: z.number().int().nonnegative(),
  answerStats: z.array(
    z.object({
      id: z.number().int(),
      answers: z.number().int().nonnegative(),
      percentage: z.number().int().min(0).max(100),
    }),
  ),
})
export type AnswerStats = z.infer<typeof answerStatsSchema>
