import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { type Bench, type Engine, onEachEngine } from './engines.ts'
import { ms, table, timed, timeGets } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const WARM_UPS = 20
const PER_KIND = 12_500
const ANSWERS = 100_000

const run = (db: Db, statement: string) => db.execute(sql.raw(statement))

/** 50,000 content items (12,500 per kind, 1 % with "heat" in the English title), stories linking some, 100,000 answers to one question. */
async function fill(db: Db) {
  const started = performance.now()
  const title = (en: string, nl: string) =>
    `jsonb_build_object('en', case when g % 100 = 0 then 'Heat ' else '' end || '${en} ' || g, 'nl', '${nl} ' || g)`
  await run(
    db,
    `insert into categories (title, index) select jsonb_build_object('en', 'Category ' || g), g from generate_series(1, 20) g`,
  )
  await run(
    db,
    `insert into actions (title, short_description, description) select ${title('Action', 'Actie')}, '{"en":"s","nl":"s"}', '{"en":"d","nl":"d"}' from generate_series(1, ${PER_KIND}) g`,
  )
  await run(
    db,
    `insert into steps (action_id, description, index) select a.id, '{"en":"Step","nl":"Stap"}', k from actions a cross join generate_series(0, 2) k`,
  )
  await run(
    db,
    `insert into initiatives (title, quiz_title, website, short_description, description) select ${title('Initiative', 'Initiatief')}, '{"en":"q","nl":"q"}', 'https://example.org', '{"en":"s","nl":"s"}', '{"en":"d","nl":"d"}' from generate_series(1, ${PER_KIND}) g`,
  )
  await run(
    db,
    `insert into infographics (title, description) select ${title('Infographic', 'Infographic')}, '{"en":"d","nl":"d"}' from generate_series(1, ${PER_KIND}) g`,
  )
  await run(
    db,
    `insert into quiz_questions (title) select ${title('Question', 'Vraag')} from generate_series(1, ${PER_KIND}) g`,
  )
  await run(
    db,
    `insert into quiz_answers (question_id, text, correct, index) select q.id, jsonb_build_object('en', 'Answer ' || k, 'nl', 'Antwoord ' || k), k = 0, k from quiz_questions q cross join generate_series(0, 3) k`,
  )
  await run(db, `insert into action_categories (action_id, category_id) select id, 1 + id % 20 from actions`)
  await run(
    db,
    `insert into stories (title, type, category_id, index) select jsonb_build_object('en', 'Story ' || g), 'story', 1 + g % 20, g from generate_series(1, 500) g`,
  )
  await run(
    db,
    `insert into story_items (story_id, kind, action_id) select 1 + a.id % 500, 'action', a.id from actions a where a.id % 10 = 0`,
  )
  await run(
    db,
    `insert into users (first_name, level) select 'Bench ' || g, 'device' from generate_series(1, ${ANSWERS}) g`,
  )
  await run(
    db,
    `insert into user_quiz_answers (user_id, question_id, answer_id) select u.id, 1, (select min(id) from quiz_answers where question_id = 1) + (u.id * 7) % 4 from users u where u.level = 'device'`,
  )
  // Autovacuum's work on a real PostgreSQL (visibility maps let counts read indexes only); PGlite has none, so it is done here too.
  await run(db, 'vacuum analyze')
  return performance.now() - started
}

async function measure(engine: Engine, bench: Bench) {
  const filledMs = await fill(bench.database.db)
  console.log(
    `\n${engine}: ${(4 * PER_KIND).toLocaleString('en')} content items, ${ANSWERS.toLocaleString('en')} answers, made in ${(filledMs / 1000).toFixed(1)} s`,
  )
  const app = await benchApp(bench)
  const login = await app.inject({ method: 'POST', url: '/api/user/login-admin', payload: BENCH_ADMIN })
  const headers = { authorization: `Bearer ${login.json().accessToken as string}` }
  const listTarget = engine === 'PGlite' ? 20 : 8
  const requests = [
    { name: 'GET /api/content?page=1&q=heat', url: '/api/content?page=1&q=heat', target: listTarget },
    { name: 'GET /api/content?page=1', url: '/api/content?page=1' },
    {
      name: 'GET /api/content?page=1&type=action&state=missing',
      url: '/api/content?page=1&type=action&state=missing',
    },
    { name: 'GET /api/content?page=2000 (deepest)', url: '/api/content?page=2000' },
    {
      name: `GET /api/user-answer/stats/1 (${ANSWERS.toLocaleString('en')} answers)`,
      url: '/api/user-answer/stats/1',
      target: engine === 'PostgreSQL' ? 20 : undefined,
    },
  ]
  const rows = await timeGets(app, headers, requests, { runs: RUNS, warmUps: WARM_UPS })
  // An action with 20 steps: one request, its row, steps and lists in one transaction.
  const steps = Array.from({ length: 20 }, (_, i) => ({
    description: `Step ${i + 1}`,
    address: { city: 'Utrecht', radius: 2 },
  }))
  let created = 0
  const save = await timed(
    RUNS / 4,
    async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/action',
        headers,
        payload: { title: `Twenty steps ${created++}`, type: 'action', steps },
      })
      if (response.statusCode !== 201)
        throw new Error(`POST /api/action: ${response.statusCode} ${response.body.slice(0, 200)}`)
    },
    3,
  )
  rows.push({
    request: 'POST /api/action with 20 steps (one transaction)',
    p50: ms(save.p50),
    p95: ms(save.p95),
    target: '',
  })
  console.log(`${engine}, ${RUNS} requests each after ${WARM_UPS} warm-ups, one at a time (app.inject):`)
  table(rows)
  await app.close()
}

await onEachEngine(import.meta.url, 'canopy_content_bench', measure)
