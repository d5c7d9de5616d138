import type { StatsSeries } from '../../../domain/contracts/statistics.ts'

/** An entry's stacked values added up (a day's bar, a category's). */
export const entryTotal = (entry: StatsSeries[number]) =>
  entry.stackedValues.reduce((sum, stacked) => sum + stacked.value, 0)

/** Each entry's total, in the series' order: a day series' daily totals. */
export const totals = (series: StatsSeries) => series.map(entryTotal)

/** Everything counted in the period; with `stack`, only that stack's values (`finished`). */
export function seriesSum(series: StatsSeries, stack?: string): number {
  let sum = 0
  for (const entry of series)
    for (const stacked of entry.stackedValues)
      if (stack === undefined || stacked.label === stack) sum += stacked.value
  return sum
}

/**
 * The average of the days that had any: a day series of averages (the CO2 scans' footprints per
 * day) read as one figure; null when no day had any.
 */
export function averageOfActiveDays(series: StatsSeries): number | null {
  const active = totals(series).filter((total) => total > 0)
  return active.length ? active.reduce((sum, total) => sum + total, 0) / active.length : null
}

/** The entry with the largest total (the most chosen interest), null for none or only zeros. */
export function largestEntry(series: StatsSeries): { label: string; total: number } | null {
  let best: { label: string; total: number } | null = null
  for (const entry of series) {
    const total = entryTotal(entry)
    if (total > 0 && (!best || total > best.total)) best = { label: entry.label, total }
  }
  return best
}
