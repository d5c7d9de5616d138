import type { AnswerStats } from '../../../domain/contracts/answer-stats.ts'
import type { AnswerText } from './answerStatsProps.ts'

/** One bar of the chart, one row of its table. */
export type AnswerStatsRow = AnswerText & { answers: number; percentage: number }

/**
 * The chart's rows: the question's answers in their order, each with its count and percentage.
 * An answer the statistics do not list (added after the last answer came in) counts 0; a
 * statistic whose answer is gone (deleted since) is left out, as the drawer no longer shows it.
 */
export function answerStatsRows(stats: AnswerStats, answers: readonly AnswerText[]): AnswerStatsRow[] {
  const byId = new Map(stats.answerStats.map((stat) => [stat.id, stat]))
  return answers.map((answer) => {
    const stat = byId.get(answer.id)
    return { ...answer, answers: stat?.answers ?? 0, percentage: stat?.percentage ?? 0 }
  })
}

/**
 * Splits `text` into lines no wider than `width` as `measure` reports widths (in the chart,
 * visx's `getStringWidth`), breaking between words; a word wider than a line on its own is broken
 * between its characters, so a long URL or compound cannot run out of the chart.
 */
export function wrapText(text: string, width: number, measure: (part: string) => number): string[] {
  const lines: string[] = []
  let line = ''
  const fits = (part: string) => measure(part) <= width
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word
    if (fits(joined)) {
      line = joined
      continue
    }
    if (line) lines.push(line)
    line = ''
    for (const char of word) {
      if (line && !fits(line + char)) {
        lines.push(line)
        line = ''
      }
      line += char
    }
  }
  if (line || !lines.length) lines.push(line)
  return lines
}

/** The chart's geometry in pixels, shared with the lazy wrapper's placeholder. */
export const chartGeometry = {
  fontSize: 14,
  lineHeight: 20,
  /** Between an answer's text and its bar. */
  labelGap: 4,
  bar: 18,
  /** Between one answer's bar and the next answer's text. */
  rowGap: 14,
  /** The column of the check mark before a correct answer's text and bar. */
  icon: 22,
  /** The count line with the Show table button, and the gap under it. */
  header: 24 + 8,
}

/** The height of one answer's text and bar. */
export const rowHeight = (lines: number) =>
  lines * chartGeometry.lineHeight + chartGeometry.labelGap + chartGeometry.bar

/** The bars' height: each answer's lines, and the gaps between answers. */
export const barsHeight = (lineCounts: readonly number[]) =>
  lineCounts.reduce((sum, lines) => sum + rowHeight(lines), 0) +
  Math.max(0, lineCounts.length - 1) * chartGeometry.rowGap

/**
 * The whole chart's height before its width is known (one line per answer text): what the
 * placeholder holds while the chart's chunk loads, so the drawer does not jump. The empty states
 * are one line of text.
 */
export function estimatedChartHeight(stats: AnswerStats, answerCount: number) {
  if (!answerCount || !stats.totalAnswers) return chartGeometry.lineHeight
  return chartGeometry.header + barsHeight(Array.from({ length: answerCount }, () => 1))
}
