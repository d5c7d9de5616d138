// Benchmark data for the statistics (issue 24): 100,000 users and 1,000,000 rows of what they did,
// over the tables the eight series read, dated over the last 60 days (so about half fall in the
// 30-day period), generated inside the database with `insert … select … generate_series`.
// Deterministic: every value comes from the row number.
import { count, sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema.ts'

export const STATS_USERS = 100_000

/** Rows per activity table: 1,000,000 in all. */
export const STATS_ROWS = {
  user_stories: 300_000,
  user_quiz_answers: 300_000,
  user_actions: 200_000,
  user_interests: 150_000,
  user_co2_results: 50_000,
} as const

const run = (db: Db, statement: string) => db.execute(sql.raw(statement))
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** A moment in the last `days` days from a row's numbers (spread to the second). */
const within = (days: number, n: string) => `now() - ((${n}) % (${days} * 86400)) * interval '1 second'`

async function createContent(db: Db) {
  const title = (en: string, nl: string) => `jsonb_build_object('en', '${en} ' || g, 'nl', '${nl} ' || g)`
  await run(
    db,
    `insert into categories (title, index) select ${title('Category', 'Categorie')}, g from generate_series(1, 30) g`,
  )
  await run(
    db,
    `insert into stories (title, type, published, index)
     select ${title('Story', 'Verhaal')}, case when g % 3 = 0 then 'quiz' else 'story' end, true, g
     from generate_series(1, 400) g`,
  )
  await run(
    db,
    `insert into quiz_questions (title) select ${title('Question', 'Vraag')} from generate_series(1, 200) g`,
  )
  await run(
    db,
    `insert into quiz_answers (question_id, text, correct, index)
     select q.id, jsonb_build_object('en', 'Answer ' || k), k = 0, k from quiz_questions q cross join generate_series(0, 2) k`,
  )
  await run(
    db,
    `insert into actions (title, type) select ${title('Action', 'Actie')}, case when g % 2 = 0 then 'tips' else 'action' end
     from generate_series(1, 200) g`,
  )
  await run(
    db,
    `insert into bpt_questions (text, type) values ('{"en": "Why?", "nl": "Waarom?"}', 'motivation')`,
  )
  await run(
    db,
    `insert into bpt_answers (question_id, value, text, index)
     select q.id, v, jsonb_build_object('en', 'Because of ' || v, 'nl', 'Vanwege ' || v), k
     from bpt_questions q, unnest(array['climate','money','health','children','conviction','other','unknown']) with ordinality as a(v, k)`,
  )
}

async function createUsers(db: Db) {
  const motivations = `array['climate','money','health','children','conviction','other','unknown']`
  await run(
    db,
    `insert into users (first_name, last_name, level, device_id, creation_date, active_date, bpt_info)
     select 'User', 'Number ' || g, (case when g % 3 = 0 then 'device' else 'registered-user' end)::user_level,
       'stats-device-' || g, ${within(120, 'g::bigint * 7919')}, ${within(60, 'g::bigint * 104729')},
       case when g % 5 <> 0 then jsonb_build_object('behavior', '[]'::jsonb, 'barriers', '[]'::jsonb,
         'expertise', jsonb_build_array(jsonb_build_object('categoryId', g % 30 + 1, 'level', 'some')),
         'motivation', jsonb_build_array(
           jsonb_build_object('option', (${motivations})[1 + g % 7], 'openAnswer', null),
           jsonb_build_object('option', (${motivations})[1 + (g / 7) % 7], 'openAnswer', null))) end
     from generate_series(1, ${STATS_USERS}) g`,
  )
}

/** Each table's rows: user `k % users + 1`-th (by id), content by `k`, dated by `k`. */
async function createActivity(db: Db) {
  const ids = `(select array_agg(id order by id) as ids, count(*)::int as n from users where level <> 'admin') u`
  const of = (table: string) =>
    `(select array_agg(id order by id) as ids, count(*)::int as n from ${table}) c`
  const user = (per: number) => `u.ids[1 + (k / ${per}) % u.n]`
  const item = (per: number) => `c.ids[1 + ((k / ${per}) * 7 + k % ${per}) % c.n]`
  await run(
    db,
    `insert into user_stories (user_id, story_id, presented_date, watched_date, completed_date)
     select ${user(3)}, ${item(3)}, ${within(60, 'k::bigint * 7919')},
       case when k % 4 <> 3 then ${within(60, 'k::bigint * 7919 + 600')} end, case when k % 2 = 0 then ${within(60, 'k::bigint * 7919 + 1200')} end
     from ${ids}, ${of('stories')}, generate_series(0, ${STATS_ROWS.user_stories - 1}) k`,
  )
  await run(
    db,
    `insert into user_quiz_answers (user_id, question_id, answer_id, creation_date)
     select ${user(3)}, q.id, qa.ids[1 + k % 3], ${within(60, 'k::bigint * 6007')}
     from ${ids}, ${of('quiz_questions')}, generate_series(0, ${STATS_ROWS.user_quiz_answers - 1}) k
       cross join lateral (select ${item(3)} as id) q
       join (select question_id, array_agg(id order by index) as ids from quiz_answers group by question_id) qa
         on qa.question_id = q.id`,
  )
  await run(
    db,
    `insert into user_actions (user_id, action_id, completed, completed_date, creation_date)
     select ${user(2)}, ${item(2)}, k % 3 = 0, case when k % 3 = 0 then ${within(60, 'k::bigint * 4409')} end, ${within(60, 'k::bigint * 5003')}
     from ${ids}, ${of('actions')}, generate_series(0, ${STATS_ROWS.user_actions - 1}) k`,
  )
  // 1.5 interests a user: two for every other user, one for the rest.
  await run(
    db,
    `insert into user_interests (user_id, category_id, creation_date)
     select u.ids[1 + (k * 2 / 3) % u.n], c.ids[1 + (k * 11) % c.n], ${within(60, 'k::bigint * 3001')}
     from ${ids}, ${of('categories')}, generate_series(0, ${STATS_ROWS.user_interests - 1}) k`,
  )
  // 10,000 scans of 5 categories each, all of a scan's rows on one moment.
  await run(
    db,
    `insert into user_co2_results (user_id, category_id, co2value, calculated_date)
     select u.ids[1 + (k / 5) * 10 % u.n], c.ids[1 + (k / 5 + k % 5 * 6) % c.n], 100 + k % 997, ${within(60, '(k / 5)::bigint * 7919')}
     from ${ids}, ${of('categories')}, generate_series(0, ${STATS_ROWS.user_co2_results - 1}) k`,
  )
}

const filledTables = ['users', ...Object.keys(STATS_ROWS)]

/** Drops the secondary indexes of the filled tables, fills them, and builds the indexes again (one sorted build each). */
async function withoutSecondaryIndexes(db: Db, fill: () => Promise<void>) {
  const list = filledTables.map((name) => `'${name}'`).join(', ')
  const found = rowsOf<{ indexname: string; indexdef: string }>(
    await run(
      db,
      `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename in (${list})
       and indexname not in (select conname from pg_constraint)`,
    ),
  )
  for (const index of found) await run(db, `drop index "${index.indexname}"`)
  await fill()
  for (const index of found) await run(db, index.indexdef)
}

/** Fills an empty, migrated database (the admin may exist) and says what it made. */
export async function fillStatisticsBench(db: Db) {
  const started = performance.now()
  await db.transaction(async (tx) => {
    const inner = tx as unknown as Db
    const su = rowsOf<{ su: string }>(await run(inner, `select current_setting('is_superuser') as su`))
    if (su[0]?.su === 'on') await run(inner, 'set local session_replication_role = replica')
    await createContent(inner)
    await withoutSecondaryIndexes(inner, async () => {
      await createUsers(inner)
      await createActivity(inner)
    })
  })
  // Autovacuum's work on a real PostgreSQL (visibility maps let a day's rows be counted from an
  // index alone); PGlite has none, so it is done here too (as the content bench does).
  // BENCH_NO_VACUUM=1 measures without it: a PGlite that was never vacuumed.
  await run(db, process.env.BENCH_NO_VACUUM ? 'analyze' : 'vacuum analyze')
  let activity = 0
  for (const name of Object.keys(STATS_ROWS))
    activity += Number(rowsOf<{ n: number }>(await run(db, `select count(*)::int as n from ${name}`))[0]!.n)
  const [users] = await db.select({ n: count() }).from(schema.users)
  return { users: users!.n, activity, ms: performance.now() - started }
}
