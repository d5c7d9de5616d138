import { sql } from 'drizzle-orm'
import type { StatsSeries } from '../../domain/contracts/statistics.ts'
import type { Lang } from '../../domain/lang.ts'
import type { Queryable } from '../crud/index.ts'
import { translatedText } from '../crud/sql.ts'
import { categories, userCo2Results } from '../db/schema.ts'
import { type DayRow, daySeries, onDay, overDays, rowsOf } from './statistics.period.ts'

type Co2DayRow = DayRow & { label: string | null; ord: number | null; id: number | null }

/**
 * `user-co2` (docs/choices.md "Statistics"): the CO2 scans of each day of the period (a user's
 * stored result, `user_co2_results`, on the day it was calculated), stacked by category: each
 * category's kg CO2e a year summed over that day's scans and divided by how many users scanned
 * that day, to 2 decimals. A scan without a category counts 0 in it, so a bar's height is the
 * average footprint of that day's scans. The stack is every category of any scan in the period,
 * in the categories' order, its title in `lang` (else the other language), on every day.
 */
export async function userCo2Series(db: Queryable, lang: Lang, zone: string): Promise<StatsSeries> {
  const title = translatedText(sql`c.title`, lang)
  const perDay = sql`
    select g.id, g.key, g.label, g.ord, round((g.total / scans.users)::numeric, 2) as value
    from (
      select count(distinct r.user_id) as users from ${userCo2Results} r where ${onDay(sql`r.calculated_date`)}
    ) scans cross join lateral (
      select c.id, c.id::text as key, left(coalesce(${title}, '#' || c.id), 300) as label, c.index as ord,
        sum(r.co2value) as total
      from ${userCo2Results} r join ${categories} c on c.id = r.category_id
      where ${onDay(sql`r.calculated_date`)}
      group by c.id
    ) g`
  const rows = rowsOf<Co2DayRow>(await db.execute(overDays(zone, perDay, sql`, x.label, x.ord, x.id`)))
  const stack = new Map<string, { key: string; label: string; ord: number; id: number }>()
  for (const row of rows)
    if (row.key !== null) stack.set(row.key, { key: row.key, label: row.label!, ord: row.ord!, id: row.id! })
  return daySeries(
    rows,
    [...stack.values()].sort((a, b) => a.ord - b.ord || a.id - b.id),
  )
}
