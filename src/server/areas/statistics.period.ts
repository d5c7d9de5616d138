import { type SQL, sql } from 'drizzle-orm'
import { STATISTICS_DAYS } from '../../domain/constants.ts'
import type { StatsSeries } from '../../domain/contracts/statistics.ts'
import type { Queryable } from '../crud/index.ts'

// The statistics period (docs/choices.md "Statistics"): today and the 29 days before it, days
// counted in the server's time zone. Every series is one statement: a `period` CTE the database
// works out from its clock (today's date in the zone and its local midnights) and, for a day
// series, one aggregate per day over a range of the raw timestamp column, which its index answers.
// Counting each day's range on its own costs the database about half of grouping every row of the
// month by its day (converting 150,000 timestamps to the zone's dates and hashing them).

/** The server's time zone: the process's (TZ, else the system's), read on each request. */
export const processTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

/** Zones the database was asked about, and what it answered: the zone, or UTC when it has no such zone. */
const checkedZones = new Map<string, string>()

/**
 * The zone the database counts days in: the process's, unless the database's time zone data lacks
 * it (an older tzdata than Node's), when days are UTC days rather than every request failing.
 */
export async function periodTimeZone(db: Queryable): Promise<string> {
  const zone = processTimeZone()
  const known = checkedZones.get(zone)
  if (known) return known
  const usable = await db.execute(sql`select now() at time zone ${zone}`).then(
    () => zone,
    () => 'UTC',
  )
  checkedZones.set(zone, usable)
  return usable
}

/**
 * `period (today, bounds, start_at, end_at)`: today's date in `zone`, and the moments each day of
 * the period starts, with the start of tomorrow (`bounds`, 31 local midnights, daylight saving
 * time included); `start_at` the first, `end_at` the last.
 */
export const periodCte = (zone: string) => sql`period as (
  select today, bounds, bounds[1] as start_at, bounds[${STATISTICS_DAYS + 1}::int] as end_at
  from (
    select today, array(
      select (today + i)::timestamp at time zone ${zone}
      from generate_series(${1 - STATISTICS_DAYS}::int, 1) i order by i
    ) as bounds
    from (select (now() at time zone ${zone})::date as today) clock
  ) days
)`

/** `column` within the period: a range on the raw column, which its index answers. */
export const inPeriod = (column: SQL) =>
  sql`${column} >= (select start_at from period) and ${column} < (select end_at from period)`

/** In a `perDay` query of `overDays`: `column` on that day (`d.day_start` to `d.day_end`). */
export const onDay = (column: SQL) => sql`${column} >= d.day_start and ${column} < d.day_end`

/**
 * Every day of the period, oldest first (`d.n` 1 to 30, starting at `d.day_start`, ending before
 * `d.day_end`), each left-joined to the rows `perDay` gives for it (a lateral query of `key text,
 * value`, reading `d`; `onDay`): `day` as `YYYY-MM-DD`, `key` and `value` null on a day without
 * rows. `extra` adds columns of `perDay` (`x.<name>`).
 */
export const overDays = (zone: string, perDay: SQL, extra: SQL = sql``) => sql`
  with ${periodCte(zone)},
  days as (
    select n, bounds[n] as day_start, bounds[n + 1] as day_end
    from period cross join generate_series(1, ${STATISTICS_DAYS}::int) n
  )
  select to_char(p.today - ${STATISTICS_DAYS}::int + d.n, 'YYYY-MM-DD') as day, x.key, x.value::float8 as value ${extra}
  from period p cross join days d
  left join lateral (${perDay}) x on true
  order by d.n`

export type DayRow = { day: string; key: string | null; value: number | null }

/** Rows of `db.execute`: an array (postgres-js style) or `{rows}` (node-postgres, PGlite). */
export const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[]

/**
 * The day rows as a series: one entry per day in their order, each with every key in `keys` (the
 * stack, in its order), 0 where the day has no row for it.
 */
export function daySeries(
  rows: readonly DayRow[],
  keys: readonly { key: string; label: string }[],
): StatsSeries {
  const days = new Map<string, Map<string, number>>()
  for (const { day, key, value } of rows) {
    const values = days.get(day) ?? new Map<string, number>()
    if (key !== null) values.set(key, Number(value ?? 0))
    days.set(day, values)
  }
  return [...days].map(([day, values]) => ({
    label: day,
    stackedValues: keys.map(({ key, label }) => ({ label, value: values.get(key) ?? 0 })),
  }))
}

/** A fixed stack: each key is its own label (the console names it). */
export const fixedKeys = (keys: readonly string[]) => keys.map((key) => ({ key, label: key }))
