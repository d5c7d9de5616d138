import { type ReactNode, useMemo } from 'react'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { statisticsApi } from '../../src/console/api/statistics.ts'
import type { StatisticsSeriesName, StatsSeries } from '../../src/domain/contracts/statistics.ts'
import { days, interests, startedFinished, userCo2, usersPerDay } from '../ui/charts/stats/statsFixtures.ts'

const perDay = (keys: string[], values: (day: number, key: number) => number): StatsSeries =>
  days(30).map((label, day) => ({
    label,
    stackedValues: keys.map((key, index) => ({ label: key, value: values(day, index) })),
  }))

/** Every series as the demo might answer it: the chart stories' fixtures and a few more. */
export const statisticsFixtures: Record<StatisticsSeriesName, StatsSeries> = {
  'quizzes-started-finished': startedFinished,
  'quizzes-daily': perDay(['correct', 'wrong'], (day, key) => (key ? 20 : 40) + ((day * 7) % 11)),
  'actions-added': perDay(['action', 'tips'], (day, key) => (key ? 6 : 12) + ((day * 5) % 7)),
  'actions-done': perDay(['action', 'tips'], (day, key) => (key ? 3 : 8) + ((day * 3) % 5)),
  'user-co2': userCo2,
  'users-per-day': usersPerDay,
  'user-interests': interests,
  'user-motivation': [
    ['Climate', 812],
    ['Money', 640],
    ['Health', 402],
    ['Children', 233],
  ].map(([label, value]) => ({
    label: String(label),
    stackedValues: [{ label: 'users', value: Number(value) }],
  })),
}

/**
 * The statistics client answering `series`, or failing for the names in `failing` until `heal()`
 * (the server answers again: Retry then reads them).
 */
export function fakeStatisticsApi(
  series: Partial<Record<StatisticsSeriesName, StatsSeries>> = statisticsFixtures,
  failing: StatisticsSeriesName[] = [],
) {
  const down = [...failing]
  return {
    series: async (name: StatisticsSeriesName) => {
      if (down.includes(name)) throw new Error(`GET /api/statistics/${name}: 503`)
      return series[name] ?? []
    },
    heal: () => {
      down.length = 0
    },
  }
}
export type StatisticsFake = ReturnType<typeof fakeStatisticsApi>

export function StatisticsApis({ fake, children }: { fake: StatisticsFake; children: ReactNode }) {
  const bindings = useMemo(() => [provide(statisticsApi, fake)], [fake])
  return <ResourceProvider bindings={bindings}>{children}</ResourceProvider>
}
