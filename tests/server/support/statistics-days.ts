import { STATISTICS_DAYS } from '../../../src/domain/constants.ts'
import type { StatsSeries } from '../../../src/domain/contracts/statistics.ts'

// Days in a time zone for the statistics tests, worked out here with Intl (not with the server's
// SQL), so a test says which day a moment falls on independently of the code it checks.

const HOUR = 3_600_000

/**
 * A zone away from UTC whose local time is now between 02:00 and 21:59, so a test's "an hour
 * after today's midnight" is in the past and nothing it writes is near a day's edge while it runs.
 * Auckland (+12/+13, daylight saving), Kolkata (+5:30), Los Angeles (−8/−7): one of them always is.
 */
export function testTimeZone(now = new Date()): string {
  const zones = ['Pacific/Auckland', 'Asia/Kolkata', 'America/Los_Angeles']
  return zones.find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(now),
    )
    return hour >= 2 && hour <= 21
  })!
}

/** Sets the process's time zone (TZ) for a test file; returns the function that puts it back. */
export function setProcessTimeZone(zone: string): () => void {
  const before = process.env.TZ
  process.env.TZ = zone
  return () => {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
}

/** Days counted back from today in `zone`: labels and the moments they start. */
export function zoneDays(zone: string, now = new Date()) {
  const parts = (time: number) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
        .formatToParts(new Date(time))
        .map((part) => [part.type, part.value]),
    )
  /** How far the zone's clock is ahead of UTC at `time`. */
  const offsetAt = (time: number) => {
    const p = parts(time)
    return (
      Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) -
      Math.floor(time / 1000) * 1000
    )
  }
  const today = parts(now.getTime())
  const utcDay = (daysAgo: number) =>
    new Date(Date.UTC(+today.year!, +today.month! - 1, +today.day! - daysAgo))
  /** The label (`YYYY-MM-DD`) of the day `daysAgo` days before today (−1: tomorrow). */
  const label = (daysAgo: number) => utcDay(daysAgo).toISOString().slice(0, 10)
  /** The moment the day `daysAgo` days before today starts in the zone (its local midnight). */
  const start = (daysAgo: number) => {
    const wall = utcDay(daysAgo).getTime()
    const guess = wall - offsetAt(wall)
    return new Date(wall - offsetAt(guess))
  }
  /** `hours` (may be fractional or negative) after the start of the day `daysAgo` days back. */
  const at = (daysAgo: number, hours = 0) => new Date(start(daysAgo).getTime() + hours * HOUR)
  /** The period's labels, oldest first. */
  const labels = Array.from({ length: STATISTICS_DAYS }, (_, i) => label(STATISTICS_DAYS - 1 - i))
  return { label, start, at, labels }
}

/** A day series as `{label: {stack key: value}}`, to compare whole. */
export const byDay = (series: StatsSeries) =>
  Object.fromEntries(
    series.map((entry) => [
      entry.label,
      Object.fromEntries(entry.stackedValues.map((each) => [each.label, each.value])),
    ]),
  )

/** The series a client would expect: every day of `labels` with `keys` at 0, then `values` on their days. */
export function expectedDays(
  labels: readonly string[],
  keys: readonly string[],
  values: Record<string, Record<string, number>>,
) {
  return Object.fromEntries(
    labels.map((label) => [label, Object.fromEntries(keys.map((key) => [key, values[label]?.[key] ?? 0]))]),
  )
}
