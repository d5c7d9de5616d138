// Stories figures (issue 21 "Speed"): the stories list with a title filter over 10,000 stories
// (p50 ≤ 10 ms on PGlite), a story's 60 pages as the editor reads them, and a drag saved as one
// structure request. Data made inside the database with generate_series; each engine in a process
// of its own (engines.ts).
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { type Bench, type Engine, onEachEngine } from './engines.ts'
import { ms, table, timed, timeGets } from './support.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 100)
const WARM_UPS = 20
const STORIES = 10_000
const PAGES = 60

const run = (db: Db, statement: string) => db.execute(sql.raw(statement))

/** 10,000 stories (1 % with "heat" in the English title) over 20 categories; story 1 has 60 pages. */
async function fill(db: Db) {
  const started = performance.now()
  await run(
    db,
    `insert into categories (title, index) select jsonb_build_object('en', 'Category ' || g), g from generate_series(1, 20) g`,
  )
  await run(
    db,
    `insert into stories (title, notification_cta, type, category_id, index, published)
     select jsonb_build_object('en', case when g % 100 = 0 then 'Heat ' else '' end || 'Story ' || g, 'nl', 'Verhaal ' || g),
       '{"en":"Read it","nl":"Lees het"}', case when g % 3 = 0 then 'quiz' else 'story' end,
       (select min(id) from categories) + g % 20, g, g % 2 = 0
     from generate_series(1, ${STORIES}) g`,
  )
  await run(
    db,
    `insert into infographics (title, description) select jsonb_build_object('en', 'Graphic ' || g, 'nl', 'Plaat ' || g), '{"en":"d","nl":"d"}' from generate_series(1, ${PAGES}) g`,
  )
  await run(
    db,
    `insert into story_items (story_id, kind, info_graphic_id, "column", "row")
     select (select min(id) from stories), 'info-graphic', i.id, (row_number() over (order by i.id) - 1) / 3, (row_number() over (order by i.id) - 1) % 3
     from infographics i`,
  )
  await run(db, 'vacuum analyze')
  return performance.now() - started
}

async function measure(engine: Engine, bench: Bench) {
  const filledMs = await fill(bench.database.db)
  console.log(
    `\n${engine}: ${STORIES.toLocaleString('en')} stories, one with ${PAGES} pages, made in ${(filledMs / 1000).toFixed(1)} s`,
  )
  const app = await benchApp(bench)
  const login = await app.inject({ method: 'POST', url: '/api/user/login-admin', payload: BENCH_ADMIN })
  const headers = { authorization: `Bearer ${login.json().accessToken as string}` }
  const first = (await app.inject({ method: 'GET', url: '/api/story?page=1&pageSize=1', headers })).json()[0]
  const requests = [
    {
      name: 'GET /api/story?page=1&q=heat',
      url: '/api/story?page=1&q=heat',
      target: engine === 'PGlite' ? 10 : undefined,
    },
    { name: 'GET /api/story?page=1', url: '/api/story?page=1' },
    { name: 'GET /api/story?page=1&type=quiz', url: '/api/story?page=1&type=quiz' },
    { name: `GET /api/story-item?storyId= (${PAGES} pages)`, url: `/api/story-item?storyId=${first.id}` },
  ]
  const rows = await timeGets(app, headers, requests, { runs: RUNS, warmUps: WARM_UPS })
  // A drag: the 60 pages' places in one request (the first page moved to the end of its column).
  const pages = (
    await app.inject({ method: 'GET', url: `/api/story-item?storyId=${first.id}`, headers })
  ).json() as {
    id: number
    column: number
    row: number
  }[]
  let version = first.version as number
  let flip = false
  const save = await timed(
    RUNS / 4,
    async () => {
      flip = !flip
      const items = pages.map((page, i) => (i === 0 && flip ? { ...page, row: 9 } : page))
      const response = await app.inject({
        method: 'PUT',
        url: `/api/story/${first.id}/structure`,
        headers,
        payload: { story: { version }, items: items.map(({ id, column, row }) => ({ id, column, row })) },
      })
      if (response.statusCode !== 200)
        throw new Error(`structure: ${response.statusCode} ${response.body.slice(0, 200)}`)
      version = response.json().version
    },
    3,
  )
  rows.push({
    request: `PUT /api/story/{id}/structure (${PAGES} pages, one request)`,
    p50: ms(save.p50),
    p95: ms(save.p95),
    target: '',
  })
  console.log(`${engine}, ${RUNS} requests each after ${WARM_UPS} warm-ups, one at a time (app.inject):`)
  table(rows)
  await app.close()
}

await onEachEngine(import.meta.url, 'canopy_stories_bench', measure)
