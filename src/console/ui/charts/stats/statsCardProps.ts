import type { StatisticsSeriesName, StatsSeries } from '../../../../domain/contracts/statistics.ts'

/** How a series is drawn: stacked bars, or one line per stack (a day series only). */
export type StatsChartKind = 'bars' | 'lines'

/**
 * The statistics card's props. A file of its own, types only, so a page can name them without
 * pulling the card's chunk (visx) into its own. The page fetches the series (react-query) and
 * passes its state; the card fetches nothing.
 */
export type StatsChartCardProps = {
  /** The series shown: its layout (days or categories), its fixed stack keys, the CSV's file name. */
  series: StatisticsSeriesName
  /** The card's heading and the line under it, in the interface language. */
  title: string
  description?: string
  /** The query's state: `pending` shows a skeleton, `error` a message with Retry. */
  status: 'pending' | 'error' | 'success'
  data?: StatsSeries
  /** Ignored for a category series (always horizontal bars). Default `bars`. */
  kind?: StatsChartKind
  /** Called by Retry after an error (the page refetches). */
  onRetry?: () => void
  /** The heading's level on its page (default 2). */
  headingLevel?: 2 | 3
  /** The label column's name (default "Day" or "Category"), e.g. "Motivation". */
  labelColumn?: string
}

/** The chart's fixed height in pixels (a day series; a category series grows with its rows). */
export const statsChartHeight = 280
