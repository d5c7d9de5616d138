import { useLingui } from '@lingui/react/macro'
import type { StatsChartKind } from './statsCardProps.ts'
import type { StatsFormat } from './statsFormat.ts'
import { type StatsModel, stackTotals } from './statsRows.ts'

/**
 * The drawing's accessible name, a summary of what it shows: for days, the period, each stack's
 * total and the day with the highest total; for categories, each one's total, in the chart's
 * order. The table under the chart has every number.
 */
export function useChartSummary(
  model: StatsModel,
  names: readonly string[],
  layout: 'day' | 'category',
  kind: StatsChartKind,
  format: StatsFormat,
): string {
  const { t } = useLingui()
  const chart = kind === 'lines' ? t`Line chart` : t`Bar chart`
  if (layout === 'category') {
    const list = model.rows
      .map(({ label: name, total }) => {
        const value = format.number(total)
        return t`${name}: ${value}`
      })
      .join('; ')
    return t`${chart}: ${list}.`
  }
  const first = model.rows[0]
  const last = model.rows.at(-1)
  if (!first || !last) return chart
  const from = format.day(first.label)
  const to = format.day(last.label)
  const period =
    model.rows.length > 1 ? t`${chart} of the days from ${from} to ${to}.` : t`${chart} of ${from}.`
  const sums = stackTotals(model)
  const totals = names
    .map((name, index) => {
      const value = format.number(sums[index] ?? 0)
      return t`${name}: ${value}`
    })
    .join('; ')
  const sentences = [period, t`In total: ${totals}.`]
  if (model.rows.length > 1 && model.maxTotal > 0) {
    const peak = model.rows.find((row) => row.total === model.maxTotal)!
    const day = format.day(peak.label)
    const total = format.number(peak.total)
    sentences.push(t`Highest day: ${day} (${total}).`)
  }
  return sentences.join(' ')
}
