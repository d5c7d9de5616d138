import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATISTICS_DAYS } from '../../src/domain/constants.ts'
import {
  type StatsSeries,
  statisticsSeriesLayout,
  statisticsSeriesNames,
} from '../../src/domain/contracts/statistics.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The demo content gives every statistics chart a shape (docs/choices.md "Statistics"): activity
// on most days of the period, growing over it, and several bars on the category charts.

let t: TestApp
const series = new Map<string, StatsSeries>()
beforeAll(async () => {
  t = await createTestApp({ seed: { demo: true } })
  for (const name of statisticsSeriesNames) {
    const response = await t.asAdmin('GET', `/api/statistics/${name}`, undefined, { lang: 'nl' })
    expect(response.statusCode, name).toBe(200)
    series.set(name, response.json())
  }
})
afterAll(() => t?.close())

const total = (entry: StatsSeries[number]) => entry.stackedValues.reduce((sum, each) => sum + each.value, 0)
const dayNames = statisticsSeriesNames.filter((name) => statisticsSeriesLayout[name] === 'day')
const categoryNames = statisticsSeriesNames.filter((name) => statisticsSeriesLayout[name] === 'category')

describe('the demo statistics', () => {
  it.each(dayNames)('%s has something on most days of the period', (name) => {
    const days = series.get(name)!
    expect(days).toHaveLength(STATISTICS_DAYS)
    expect(days.filter((day) => total(day) > 0).length, name).toBeGreaterThanOrEqual(STATISTICS_DAYS * 0.7)
    // More than one value in the stack shows.
    for (const index of [0, 1])
      expect(days.some((day) => (day.stackedValues[index]?.value ?? 0) > 0)).toBe(true)
  })

  it('grows: the counts of the last 10 days pass those of the first 10', () => {
    const counts = dayNames.filter((name) => name !== 'user-co2').map((name) => series.get(name)!.map(total))
    const sum = (from: number) =>
      counts.reduce((all, totals) => all + totals.slice(from, from + 10).reduce((a, b) => a + b, 0), 0)
    expect(sum(STATISTICS_DAYS - 10)).toBeGreaterThan(sum(0))
  })

  it.each(categoryNames)('%s has several values, largest first', (name) => {
    const bars = series.get(name)!
    expect(bars.length, name).toBeGreaterThanOrEqual(4)
    const totals = bars.map(total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    expect(totals.every((value) => value > 0)).toBe(true)
  })
})
