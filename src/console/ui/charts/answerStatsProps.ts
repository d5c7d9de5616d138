import type { AnswerStats } from '../../../domain/contracts/answer-stats.ts'
import type { Lang } from '../../../domain/lang.ts'

/** One answer of the question as the drawer shows it; `text` is empty when it is not translated. */
export type AnswerText = { id: number; text: string; correct: boolean }

/**
 * The answer statistics chart's props. A file of its own, types only, so a drawer can name them
 * without pulling the chart's chunk (visx) into its own.
 */
export type AnswerStatsChartProps = {
  /** `GET /api/user-answer/stats/{id}`: the counts and whole percentages per answer. */
  stats: AnswerStats
  /** The question's answers, in the question's order: the chart keeps it. */
  answers: readonly AnswerText[]
  /** The language the answer texts are in (the drawer's), when it differs from the interface's. */
  lang?: Lang
}
