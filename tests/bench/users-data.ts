// Benchmark data for the Users area (issue 9 §4): 100,000 users and about 1,000,000 activity rows,
// generated inside the database with `insert … select … generate_series` (seconds, not minutes).
// Deterministic: every value is computed from the row number. Names are chosen so that `q=jan`
// matches exactly 1 % of the users (first names Jan, Janneke, Marjan, Jantine on every 100th user;
// no other first name, last name or e-mail contains "jan"), and one user has exactly 1,000 activity
// rows (the `/full` case).
import { count, getTableName, sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema.ts'

export const BENCH_USERS = 100_000
/** The row number (1-based, in insertion order) of the user with 1,000 activity rows. */
export const HEAVY_USER_ROW = 54_322
export const HEAVY_USER_ACTIVITY = 1_000

const firstNames = (
  'Sanne Daan Emma Lucas Julia Noah Tess Sem Fleur Levi Lotte Finn Anouk Milan Eva Jesse Sophie Thijs Lieke ' +
  'Bram Maud Ruben Isa Joris Noor Femke Koen Iris Stijn Mila Gijs Roos Yara Sven Pieter Lisa Wouter'
).split(' ')
const janNames = ['Jan', 'Janneke', 'Marjan', 'Jantine']
const lastNames = (
  'de Vries,Bakker,Visser,Smit,Meijer,de Boer,Mulder,de Groot,Bos,Vos,Peters,Hendriks,van Leeuwen,Dekker,' +
  'Brouwer,de Wit,Dijkstra,Smits,van Dijk,Kok,Vermeulen,Willems,Hoekstra,Koster,Prins'
).split(',')
const cities = 'Utrecht,Amsterdam,Rotterdam,Den Haag,Groningen,Eindhoven,Nijmegen,Zwolle'.split(',')

for (const name of [...firstNames, ...lastNames, ...cities]) {
  if (name.toLowerCase().includes('jan')) throw new Error(`${name} would match the 'jan' search`)
}

const textArray = (values: string[]) =>
  `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[])`

/** How many content rows the activity points at (enough distinct ones for the heavy user). */
const CONTENT = {
  stories: 400,
  actions: 200,
  stepsPerAction: 3,
  initiatives: 150,
  infographics: 150,
  co2: 60,
}

const run = (db: Db, statement: string) => db.execute(sql.raw(statement))

async function createContent(db: Db) {
  const title = (en: string, nl: string) => `jsonb_build_object('en', '${en} ' || g, 'nl', '${nl} ' || g)`
  await run(
    db,
    `insert into stories (title, type, published, index)
     select ${title('Bench story', 'Benchverhaal')}, case when g % 3 = 0 then 'quiz' else 'story' end, true, g
     from generate_series(1, ${CONTENT.stories}) g`,
  )
  await run(
    db,
    `insert into actions (title, difficulty, impact)
     select ${title('Bench action', 'Benchactie')}, g % 100, (g * 7) % 100 from generate_series(1, ${CONTENT.actions}) g`,
  )
  await run(
    db,
    `insert into steps (action_id, description, index)
     select a.id, jsonb_build_object('en', 'Step ' || k, 'nl', 'Stap ' || k), k
     from actions a cross join generate_series(0, ${CONTENT.stepsPerAction - 1}) k`,
  )
  await run(
    db,
    `insert into initiatives (title, quiz_title, website)
     select ${title('Bench initiative', 'Benchinitiatief')}, ${title('Quiz', 'Quiz')}, 'https://example.org'
     from generate_series(1, ${CONTENT.initiatives}) g`,
  )
  await run(
    db,
    `insert into infographics (title) select ${title('Bench infographic', 'Benchinfographic')}
     from generate_series(1, ${CONTENT.infographics}) g`,
  )
  await run(
    db,
    `insert into co2_questions (title, index) select ${title('Bench question', 'Benchvraag')}, g
     from generate_series(1, ${CONTENT.co2}) g`,
  )
  await run(
    db,
    `insert into co2_answers (question_id, text, index, unit_amount)
     select q.id, jsonb_build_object('en', 'Answer ' || k, 'nl', 'Antwoord ' || k), k, k * 100
     from co2_questions q cross join generate_series(0, 2) k`,
  )
  await run(
    db,
    `insert into categories (title, index) select ${title('Bench category', 'Benchcategorie')}, g from generate_series(1, 5) g`,
  )
  await run(db, `insert into labels (value) select 'Bench label ' || g from generate_series(1, 3) g`)
}

async function createUsers(db: Db) {
  const first = `case when g % 100 = 0 then ${textArray(janNames)}[1 + (g / 100) % ${janNames.length}]
    else ${textArray(firstNames)}[1 + (g * 7) % ${firstNames.length}] end`
  // Every 100th user (the "jan" ones) is registered, so the search matches exactly 1 %.
  const level = `(case when g % 100 = 0 or g % 3 <> 0 then 'registered-user' else 'device' end)::user_level`
  await run(
    db,
    `insert into users (first_name, last_name, email, level, device_id, street, house_number, postal_code, city,
       enable_push_notifications, expo_push_token, requested_account_deletion, requested_data_removal,
       creation_date, active_date)
     select first, last, email, level, 'bench-device-' || g,
       case when g % 4 <> 0 then 'Oudegracht' end, case when g % 4 <> 0 then (g % 200 + 1)::text end,
       case when g % 4 <> 0 then (1011 + g % 8000)::text || ' AB' end,
       case when g % 4 <> 0 then ${textArray(cities)}[1 + g % ${cities.length}] end,
       g % 5 <> 0, case when g % 3 <> 1 then 'ExponentPushToken[bench' || g || ']' end,
       g % 250 = 0, g % 333 = 0,
       now() - ((g * 7919) % (120 * 86400)) * interval '1 second',
       now() - ((g * 7919) % (120 * 86400)) * interval '1 second' / 3
     from (
       select g, ${level} as level, f as first, l as last,
         case when ${level} = 'device' then null
           else lower(f || '.' || replace(l, ' ', '') || '.' || g) || '@example.org' end as email
       from generate_series(1, ${BENCH_USERS}) g,
         lateral (select ${first} as f, ${textArray(lastNames)}[1 + (g * 13) % ${lastNames.length}] as l) names
     ) rows`,
  )
}

/** Activity for everyone but the admins and the heavy user: about 10 rows per user on average. */
async function createActivity(db: Db, heavy: number) {
  const arrays = `(select array_agg(id order by id) as ids, count(*)::int as n from stories) s,
    (select array_agg(id order by id) as ids, count(*)::int as n from actions) a,
    (select array_agg(id order by id) as ids, count(*)::int as n from initiatives) i,
    (select array_agg(id order by id) as ids, count(*)::int as n from infographics) f,
    (select array_agg(id order by id) as ids, count(*)::int as n from co2_questions) q,
    (select array_agg(id order by question_id, index) as ids from co2_answers) qa`
  const someone = `u.level <> 'admin' and u.id <> ${heavy}`
  const heavyOnly = `u.id = ${heavy}`
  /** A moment in the last 60 days from the user id and the row number. */
  const when = (salt: number) => `now() - ((u.id * 7919 + j * ${salt}) % (60 * 86400)) * interval '1 second'`
  const pick = (alias: string) => `${alias}.ids[1 + (u.id * 7 + j) % ${alias}.n]`
  const per = (n: string, who: string) =>
    `from ${arrays}, users u cross join lateral generate_series(0, ${n}) j where ${who}`
  const each = [
    [
      someone,
      {
        stories: 'u.id % 7 - 1',
        actions: 'u.id % 4 - 1',
        initiatives: 'u.id % 3 - 1',
        infographics: 'u.id % 3 - 1',
        co2: 'u.id % 2 - 1',
      },
    ],
    [heavyOnly, { stories: '299', actions: '149', initiatives: '99', infographics: '99', co2: '49' }],
  ] as const
  for (const [who, n] of each) {
    await run(
      db,
      `insert into user_stories (user_id, story_id, presented_date, watched_date, completed_date)
       select u.id, ${pick('s')}, ${when(11)}, case when j % 4 <> 3 then ${when(11)} end,
         case when j % 2 = 0 then ${when(11)} end ${per(n.stories, who)}`,
    )
    await run(
      db,
      `insert into user_actions (user_id, action_id, completed, completed_date, creation_date)
       select u.id, ${pick('a')}, j % 3 = 0, case when j % 3 = 0 then ${when(13)} end, ${when(17)} ${per(n.actions, who)}`,
    )
    await run(
      db,
      `insert into user_initiatives (user_id, initiative_id, completed, creation_date)
       select u.id, ${pick('i')}, j % 2 = 0, ${when(19)} ${per(n.initiatives, who)}`,
    )
    await run(
      db,
      `insert into user_infographics (user_id, info_graphic_id, creation_date)
       select u.id, ${pick('f')}, ${when(23)} ${per(n.infographics, who)}`,
    )
    await run(
      db,
      `insert into user_co2_answers (user_id, question_id, answer_id, creation_date)
       select u.id, q.ids[1 + (u.id * 7 + j) % q.n], qa.ids[1 + ((u.id * 7 + j) % q.n) * 3 + u.id % 3], ${when(29)}
       ${per(n.co2, who)}`,
    )
  }
  // Two steps of every action on a list, the first one done.
  await run(
    db,
    `insert into user_steps (user_id, step_id, user_action_id, completed, completed_date, creation_date)
     select ua.user_id, st.id, ua.id, st.index = 0, case when st.index = 0 then ua.creation_date end, ua.creation_date
     from user_actions ua join steps st on st.action_id = ua.action_id and st.index < 2`,
  )
  await run(db, `insert into user_labels (user_id, label_id) select ${heavy}, id from labels`)
  await run(db, `insert into user_interests (user_id, category_id) select ${heavy}, id from categories`)
}

/**
 * Runs `fill` with the indexes of the users and activity tables dropped (all but primary keys),
 * then builds them again: one sorted build is far faster than a million index insertions. Whatever
 * indexes the migrations define (a trigram index too) come back as they were.
 */
async function withoutSecondaryIndexes<T>(db: Db, fill: () => Promise<T>): Promise<T> {
  const tables = ['users', ...activityTables.map((table) => getTableName(table))]
  const found = (await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and indexname not in (select conname from pg_constraint)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[]
  }
  for (const index of found.rows) await run(db, `drop index "${index.indexname}"`)
  const result = await fill()
  for (const index of found.rows) await run(db, index.indexdef)
  return result
}

const activityTables = [
  schema.userStories,
  schema.userActions,
  schema.userSteps,
  schema.userInitiatives,
  schema.userInfographics,
  schema.userCo2Answers,
]

/** Fills an empty, migrated database (the admin may exist) and says what it made. */
export async function fillUsersBench(db: Db) {
  const started = performance.now()
  const heavy = await db.transaction(async (tx) => {
    // The foreign keys hold by construction; checking them row by row is most of the work.
    // Skipping them needs a superuser (PGlite is one); otherwise they are checked.
    const su = (await tx.execute(sql`select current_setting('is_superuser') as su`)) as unknown as {
      rows: { su: string }[]
    }
    if (su.rows[0]?.su === 'on')
      await run(tx as unknown as Db, 'set local session_replication_role = replica')
    await createContent(tx as unknown as Db)
    return withoutSecondaryIndexes(tx as unknown as Db, async () => {
      await createUsers(tx as unknown as Db)
      const [row] = await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(sql`${schema.users.deviceId} = ${`bench-device-${HEAVY_USER_ROW}`}`)
      await createActivity(tx as unknown as Db, row!.id)
      return row!
    })
  })
  await run(db, 'analyze')
  let activity = 0
  let heavyActivity = 0
  for (const table of activityTables) {
    activity += (await db.select({ n: count() }).from(table))[0]!.n
    heavyActivity += (await db.select({ n: count() }).from(table).where(sql`user_id = ${heavy.id}`))[0]!.n
  }
  const [users] = await db.select({ n: count() }).from(schema.users)
  if (heavyActivity !== HEAVY_USER_ACTIVITY)
    throw new Error(`The heavy user has ${heavyActivity} activity rows`)
  return { users: users!.n, activity, heavyUserId: heavy.id, ms: performance.now() - started }
}
