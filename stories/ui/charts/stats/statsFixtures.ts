import type { StatsSeries } from '../../../../src/domain/contracts/statistics.ts'

// Realistic series for the statistics stories: 30 days up to Sunday 30 November 2025, busier on
// weekdays, the same numbers on every run (a seeded random walk). The first day's numbers are fixed,
// so the stories can name them.

/** Mulberry32: a small seeded random number generator. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` days as `YYYY-MM-DD`, the last one `last`. */
export function days(count: number, last = '2025-11-30'): string[] {
  const end = Date.parse(`${last}T00:00:00Z`)
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  )
}

const weekend = (label: string) => [0, 6].includes(new Date(`${label}T00:00:00Z`).getUTCDay())

/** A day series whose stacks are `keys`, each day's value drawn around `base` (lower at weekends). */
function daySeries(keys: { label: string; base: number }[], seed: number, first: number[]): StatsSeries {
  const next = random(seed)
  return days(30).map((label, index) => ({
    label,
    stackedValues: keys.map((key, stack) => ({
      label: key.label,
      value:
        index === 0
          ? first[stack]!
          : Math.round(key.base * (weekend(label) ? 0.6 : 1) * (0.75 + next() * 0.5)),
    })),
  }))
}

/** Quizzes started and finished: the first day (Sat 1 Nov) 34 started, 21 finished. */
export const startedFinished = daySeries(
  [
    { label: 'started', base: 70 },
    { label: 'finished', base: 45 },
  ],
  7,
  [34, 21],
)

/** Users per day, in the thousands: the first day 412 device users, 1,234 registered users. */
export const usersPerDay = daySeries(
  [
    { label: 'device', base: 480 },
    { label: 'registered-user', base: 1350 },
  ],
  11,
  [412, 1234],
)

/** CO2 scans per CO2 category: stacks that are data, already in the request's language. */
export const userCo2 = daySeries(
  [
    { label: 'Transport', base: 22 },
    { label: 'Housing', base: 17 },
    { label: 'Food', base: 14 },
    { label: 'Consumption', base: 9 },
    { label: 'Leisure', base: 5 },
  ],
  23,
  [12, 9, 8, 4, 2],
)

/** The users' interests, largest first. */
export const interests: StatsSeries = [
  ['Saving energy', 1480],
  ['Food', 1212],
  ['Mobility', 968],
  ['Waste and recycling', 731],
  ['Nature and biodiversity', 520],
  ['Water', 344],
  ['Clothing', 187],
  ['Finances', 96],
].map(([label, value]) => ({
  label: String(label),
  stackedValues: [{ label: 'users', value: Number(value) }],
}))

/** A category name of 120 characters. */
export const longCategory =
  'Making the whole house sustainable: insulating the roof, walls and floor, then replacing the gas boiler with a heat pump'

/** Every day of the period, all zeros: nothing happened. */
export const quietMonth: StatsSeries = days(30).map((label) => ({
  label,
  stackedValues: [
    { label: 'started', value: 0 },
    { label: 'finished', value: 0 },
  ],
}))
