import { sql } from 'drizzle-orm'
import type { StatsSeries } from '../../domain/contracts/statistics.ts'
import type { Lang } from '../../domain/lang.ts'
import type { Queryable } from '../crud/index.ts'
import { translatedText } from '../crud/sql.ts'
import { bptAnswers, bptQuestions, categories, userInterests, users } from '../db/schema.ts'
import { inPeriod, periodCte, rowsOf } from './statistics.period.ts'

// The series with one bar per value (docs/choices.md "Statistics"): counted by the database,
// largest first, values nobody chose left out; the stack is `users`.

type CountRow = { label: string; value: number }

const asSeries = (rows: readonly CountRow[]): StatsSeries =>
  rows.map(({ label, value }) => ({ label, stackedValues: [{ label: 'users', value: Number(value) }] }))

/**
 * `user-interests`: per content category, the users who chose it as an interest in the period
 * (`user_interests.creation_date`); its title in `lang`, else in the other language.
 */
export async function userInterestsSeries(db: Queryable, lang: Lang, zone: string): Promise<StatsSeries> {
  const title = translatedText(sql`c.title`, lang)
  const result = await db.execute(sql`
    with ${periodCte(zone)}
    select left(coalesce(${title}, '#' || c.id), 300) as label, count(*)::int as value
    from ${userInterests} ui join ${categories} c on c.id = ui.category_id
    where ${inPeriod(sql`ui.creation_date`)}
    group by c.id
    order by value desc, label, c.id`)
  return asSeries(rowsOf<CountRow>(result))
}

/**
 * `user-motivation`: per motivation the users active in the period (`users.active_date`) gave in
 * the behaviour and profile tracker (`users.bpt_info -> 'motivation'`, a list of `{option,
 * openAnswer}`), each user once per value; labelled with the text of the motivation question's
 * answer of that value in `lang`, else in the other language, else the value itself.
 */
export async function userMotivationSeries(db: Queryable, lang: Lang, zone: string): Promise<StatsSeries> {
  const text = translatedText(sql`ba.text`, lang)
  // The options as the database keeps them beside the active date (`users.motivation_options`,
  // indexed with it): the active users are counted from the index, not their whole BPT answers.
  const result = await db.execute(sql`
    with ${periodCte(zone)},
    chosen as (
      select m.value, count(*) as n
      from ${users} u
      cross join lateral (
        select distinct e.value
        from jsonb_array_elements_text(
          jsonb_path_query_array(u.motivation_options, '$[*] ? (@.type() == "string")')
        ) e
      ) m
      where ${inPeriod(sql`u.active_date`)}
      group by m.value
    )
    select left(coalesce((
        select ${text} from ${bptAnswers} ba join ${bptQuestions} bq on bq.id = ba.question_id
        where bq.type = 'motivation' and ba.value = chosen.value
        order by ba.index, ba.id limit 1
      ), chosen.value), 300) as label,
      n::int as value
    from chosen
    order by n desc, label`)
  return asSeries(rowsOf<CountRow>(result))
}
