import type { StatsSeries } from '../../../../domain/contracts/statistics.ts'

/** One bar group (a day, a category): its value per stack, in the stacks' order, and their sum. */
export type StatsRow = { label: string; values: number[]; total: number }

/** A series as the chart, its table and its CSV read it. */
export type StatsModel = {
  /** The stack labels, in the order drawn (bottom up), listed and tabled. */
  keys: string[]
  rows: StatsRow[]
  /** The largest sum of a row (the stacked bars' axis) and the largest single value (the lines'). */
  maxTotal: number
  maxValue: number
  /** Every value a whole number: the value axis then shows whole ticks only. */
  integers: boolean
  /** No row, or nothing but zeros: the card says there was no activity instead. */
  empty: boolean
}

/**
 * Reads a series. Stack labels: the series' fixed keys first, in their fixed order (so "Started"
 * always sits below "Finished"), then any other label the data has; where the stacks are data (the
 * CO2 categories) the largest over the period first, so the legend reads from the biggest and the
 * biggest sits at the bottom of each bar. A stack a row does not list counts 0 there.
 */
export function statsModel(series: StatsSeries, fixedKeys: readonly string[] = []): StatsModel {
  const sums = new Map<string, number>()
  for (const row of series) {
    for (const { label, value } of row.stackedValues) sums.set(label, (sums.get(label) ?? 0) + value)
  }
  const others = [...sums.keys()].filter((key) => !fixedKeys.includes(key))
  if (!fixedKeys.length) others.sort((a, b) => (sums.get(b) ?? 0) - (sums.get(a) ?? 0))
  const keys = [...fixedKeys, ...others]
  let maxTotal = 0
  let maxValue = 0
  let integers = true
  const rows = series.map(({ label, stackedValues }) => {
    const byKey = new Map<string, number>()
    for (const stack of stackedValues) byKey.set(stack.label, (byKey.get(stack.label) ?? 0) + stack.value)
    const values = keys.map((key) => byKey.get(key) ?? 0)
    const total = values.reduce((sum, value) => sum + value, 0)
    maxTotal = Math.max(maxTotal, total)
    for (const value of values) {
      maxValue = Math.max(maxValue, value)
      if (!Number.isInteger(value)) integers = false
    }
    return { label, values, total }
  })
  return { keys, rows, maxTotal, maxValue, integers, empty: maxTotal === 0 }
}

/** Each stack's sum over all rows, in the stacks' order. */
export function stackTotals(model: StatsModel): number[] {
  return model.keys.map((_, index) => model.rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0))
}

/**
 * The model as a chart draws it: at most `max` stacks, where more come (the CO2 scans' categories,
 * a dozen) the `max - 1` largest and the rest added up as one last stack, named by the caller
 * ("Other"). The palette has eight colours that stay apart; past them colours would repeat. The
 * table and the CSV keep every stack. Stacks that are data come largest first (`statsModel`), so
 * the ones folded are the smallest.
 */
export function foldedForChart(model: StatsModel, max: number): { model: StatsModel; folded: number } {
  if (model.keys.length <= max) return { model, folded: 0 }
  const kept = max - 1
  const rows = model.rows.map((row) => ({
    ...row,
    values: [...row.values.slice(0, kept), row.values.slice(kept).reduce((sum, value) => sum + value, 0)],
  }))
  const maxValue = Math.max(0, ...rows.flatMap((row) => row.values))
  return {
    model: { ...model, keys: [...model.keys.slice(0, kept), OTHER_STACK], rows, maxValue },
    folded: model.keys.length - kept,
  }
}

/** The key of the stack `foldedForChart` adds up the smallest stacks in. */
export const OTHER_STACK = '\u0000other'

/** A row's stacked segments, bottom up: each non-zero value from the sum below it to the sum with it. */
export function segmentsOf(row: StatsRow): { stack: number; from: number; to: number }[] {
  const segments: { stack: number; from: number; to: number }[] = []
  let base = 0
  row.values.forEach((value, stack) => {
    if (value) segments.push({ stack, from: base, to: base + value })
    base += value
  })
  return segments
}
