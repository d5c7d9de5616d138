/** A small seeded generator, so demo content is the same on every first start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    /** `count` different items (fewer when there are fewer), in a random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items]
      const n = Math.min(count, copy.length)
      for (let i = 0; i < n; i++) {
        const j = int(i, copy.length - 1)
        ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
      }
      return copy.slice(0, n)
    },
  }
}

export type Random = ReturnType<typeof seededRandom>

export const daysBefore = (now: Date, days: number, hour = 12) => {
  const date = new Date(now.getTime() - days * 86_400_000)
  date.setUTCHours(hour, (days * 37) % 60, 0, 0)
  // "Today" at a later hour would be in the future; such a date is now instead.
  return date.getTime() > now.getTime() ? new Date(now) : date
}

/** A moment between `from` and `to` (both included), to the whole minute, never before `from` nor after `to`. */
export function dateBetween(random: Random, from: Date, to: Date): Date {
  const start = from.getTime()
  const span = Math.max(0, to.getTime() - start)
  const minute = 60_000
  const picked = start + Math.floor((random.next() * span) / minute) * minute
  return new Date(Math.min(Math.max(picked, start), to.getTime()))
}

/** `minutes` after `date`, but not after `limit`. */
export const minutesAfter = (date: Date, minutes: number, limit: Date) =>
  new Date(Math.min(date.getTime() + minutes * 60_000, limit.getTime()))

const DAY = 86_400_000
/** Over this many days before now the demo's activity grows from `TREND_LOW` of today's to all of it. */
const TREND_DAYS = 60
const TREND_LOW = 0.2
/** How busy each day of the week is (UTC, Sunday first): quieter at the weekend. */
const WEEKDAY_WEIGHTS = [0.5, 1, 0.95, 0.95, 0.9, 0.75, 0.45]
/** How busy each hour is (UTC): most in the evening, little at night. */
const hourWeight = (hour: number) => (hour < 6 ? 0.15 : hour < 16 ? 0.6 : hour < 22 ? 1 : 0.4)

/** How busy the app is on the day of `time`, 0 to 1: a trend rising over the 60 days before `now`, the weekday rhythm. */
const dayWeight = (time: number, now: Date) => {
  const age = Math.min(1, Math.max(0, (now.getTime() - time) / (TREND_DAYS * DAY)))
  return (1 - (1 - TREND_LOW) * age) * WEEKDAY_WEIGHTS[new Date(time).getUTCDay()]!
}

/**
 * A moment between `from` and `to` as `dateBetween` picks one, but more often when the app is busy:
 * a trend rising over the 60 days before `now` (the app gains users), the weekday rhythm, more in
 * the evening. A candidate is kept with that weight's chance, else drawn again (at most a dozen
 * times, then the last is taken as it is). The demo's charts get their shape from it.
 */
export function activityDate(random: Random, from: Date, to: Date, now: Date): Date {
  const weight = (date: Date) => dayWeight(date.getTime(), now) * hourWeight(date.getUTCHours())
  let picked = dateBetween(random, from, to)
  for (let tries = 1; tries < 12 && random.next() >= weight(picked); tries++)
    picked = dateBetween(random, from, to)
  return picked
}

/**
 * A number of days before `now`, 0 to `max`, more often on busy days: the trend and weekdays of
 * `activityDate`, both stronger (squared), as the app gains users faster than they do more.
 */
export function activityDaysAgo(random: Random, now: Date, max: number): number {
  const weight = (days: number) => dayWeight(now.getTime() - days * DAY, now) ** 2
  let days = random.int(0, max)
  for (let tries = 1; tries < 12 && random.next() >= weight(days); tries++) days = random.int(0, max)
  return days
}
