import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { hubCards } from '../../../../src/console/areas/statistics/hubCards.ts'
import {
  averageOfActiveDays,
  largestEntry,
  seriesSum,
  totals,
} from '../../../../src/console/areas/statistics/seriesFigures.ts'
import type { StatsSeries } from '../../../../src/domain/contracts/statistics.ts'

// The statistics hub's headline figures (src/console/areas/statistics/hubCards.ts): what each card
// says of its page's series.

const day = (label: string, values: Record<string, number>) => ({
  label,
  stackedValues: Object.entries(values).map(([key, value]) => ({ label: key, value })),
})
const quizzes: StatsSeries = [
  day('2026-11-01', { started: 5, finished: 3 }),
  day('2026-11-02', { started: 0, finished: 0 }),
  day('2026-11-03', { started: 1200, finished: 1001 }),
]
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const dutch = setupI18n({ locale: 'nl', messages: { nl: {} } })
const card = (slug: string) => hubCards.find((each) => each.slug === slug)!

describe('series figures', () => {
  it('adds up a stack or everything, per day and in all', () => {
    expect(seriesSum(quizzes, 'finished')).toBe(1004)
    expect(seriesSum(quizzes)).toBe(2209)
    expect(seriesSum(quizzes, 'nothing')).toBe(0)
    expect(totals(quizzes)).toEqual([8, 0, 2201])
  })

  it('averages the days that had any, none for a quiet period', () => {
    const co2 = [day('a', { Food: 1000, Transport: 500 }), day('b', {}), day('c', { Food: 1500 })]
    expect(averageOfActiveDays(co2)).toBe(1500)
    expect(averageOfActiveDays([day('a', { Food: 0 })])).toBeNull()
  })

  it('names the largest entry, none when all are zero', () => {
    const interests = [day('Food', { users: 3 }), day('Energy', { users: 9 }), day('Water', { users: 9 })]
    expect(largestEntry(interests)).toEqual({ label: 'Energy', total: 9 })
    expect(largestEntry([day('Food', { users: 0 })])).toBeNull()
  })
})

describe('hub cards', () => {
  it('gives the quizzes finished with thousands grouped per language, and their daily shape', () => {
    expect(card('quizzes').figure(quizzes, i18n)).toMatchObject({ figure: '1,004', preview: [3, 0, 1001] })
    expect(card('quizzes').figure(quizzes, dutch).figure).toBe('1.004')
  })

  it('gives the CO2 scans a dash when there were none', () => {
    expect(card('co2-scan').figure([day('2026-11-01', { Food: 0 })], i18n).figure).toBe('–')
    expect(card('co2-scan').figure([day('2026-11-01', { Food: 1234.5 })], i18n).figure).toBe('1,235 kg')
  })

  it('names the most chosen interest, nothing when none was chosen', () => {
    const extra = card('user-interests').extra!
    expect(extra.line([day('Food', { users: 4 })], i18n)).toBe('Most chosen interest: Food')
    expect(extra.line([], i18n)).toBeNull()
  })
})
