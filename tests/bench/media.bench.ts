import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { TOTAL_COUNT_HEADER } from '../../src/domain/constants.ts'
import type { Database } from '../../src/server/db/client.ts'
import { localFileStore } from '../../src/server/files/local.ts'
import { convertImage, writeMediaFiles } from '../../src/server/media/pipeline.ts'
import { BENCH_ADMIN, benchApp } from './bench-server.ts'
import { type Engine, onEachEngine } from './engines.ts'
import { photo } from './photo.ts'
import { kb, ms, table, timed } from './support.ts'

const PIPELINE_RUNS = Number(process.env.BENCH_RUNS ?? 10)
const SEARCH_RUNS = Number(process.env.BENCH_RUNS ?? 100)
const MEDIA = 10_000

const verdict = (value: number, target: number) => `p50 ≤ ${target} ms: ${value <= target ? 'met' : 'MISSED'}`

async function benchPipeline() {
  const input = await photo()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-bench-media-'))
  const files = localFileStore(dataDir)
  try {
    const converted = await convertImage(input)
    const convert = await timed(PIPELINE_RUNS, () => convertImage(input), 2)
    const stored = await timed(
      PIPELINE_RUNS,
      async () => writeMediaFiles(files, await convertImage(input)),
      2,
    )
    console.log(
      `\nPipeline: a ${kb(input.length)} 4,000 × 3,000 JPEG → original.webp ${converted.width} × ${converted.height} ` +
        `(${kb(converted.original.length)}) and small.webp (${kb(converted.small.length)}), ${PIPELINE_RUNS} runs after 2 warm-ups:`,
    )
    table([
      {
        step: 'sniff, header, both webp sizes',
        p50: ms(convert.p50),
        p95: ms(convert.p95),
        target: verdict(convert.p50, 400),
      },
      { step: '… and both files written', p50: ms(stored.p50), p95: ms(stored.p95), target: '' },
    ])
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** 10,000 media with varied descriptions in both languages, uploaded over the last 10,000 minutes. */
async function fillMedia(database: Database) {
  const started = performance.now()
  await database.db.execute(
    sql.raw(`insert into media (description, purpose, file_uuid, width, height, creation_date)
      select jsonb_build_object(
               'en', case when g % 100 = 0 then 'Glacier in the Alps ' || g
                          else (array['Misty','Sunny','Quiet','Green','Windy','Autumn','Busy'])[1 + g % 7] || ' ' ||
                               (array['forest','river','beach','city park','wind farm','market','garden','harbour','meadow','bike path','roof'])[1 + (g * 7) % 11] || ' ' || g end,
               'nl', case when g % 100 = 50 then 'Gletsjer in de Alpen ' || g
                          else (array['Mistig','Zonnig','Stil','Groen','Winderig','Herfstig','Druk'])[1 + g % 7] || ' ' ||
                               (array['bos','rivier','strand','stadspark','windpark','markt','tuin','haven','weide','fietspad','dak'])[1 + (g * 7) % 11] || ' ' || g end),
             (array['background-image','logo','content-image','main','info-graphic','story-background-image'])[1 + g % 6],
             gen_random_uuid()::text, 2048, 1365,
             now() - (${MEDIA} - g) * interval '1 minute'
      from generate_series(1, ${MEDIA}) g`),
  )
  await database.db.execute(sql`analyze media`)
  return performance.now() - started
}

async function benchSearch(engine: Engine, database: Database, dataDir: string) {
  const filledIn = await fillMedia(database)
  const app = await benchApp({ database, dataDir })
  const login = await app.inject({ method: 'POST', url: '/api/user/login-admin', payload: BENCH_ADMIN })
  const headers = { authorization: `Bearer ${login.json().accessToken as string}` }
  const requests = [
    { name: 'glacier (1 %, English)', url: '/api/media/search/glacier', target: 20 },
    { name: 'gletsjer (1 %, Dutch only)', url: '/api/media/search/gletsjer', lang: 'nl', target: 20 },
    { name: 'forest (9 %)', url: '/api/media/search/forest', target: 20 },
    { name: 'forest, page 20 of 38', url: '/api/media/search/forest?page=20' },
    { name: 'ri (2 letters, 40 %)', url: '/api/media/search/ri' },
    { name: 'nothing matches', url: '/api/media/search/volcano' },
  ]
  const rows: Record<string, string>[] = []
  for (const request of requests) {
    const requestHeaders = { ...headers, lang: request.lang ?? 'en' }
    const probe = await app.inject({ method: 'GET', url: request.url, headers: requestHeaders })
    const found = `${(probe.json() as unknown[]).length} of ${Number(probe.headers[TOTAL_COUNT_HEADER]).toLocaleString('en')}`
    const timing = await timed(
      SEARCH_RUNS,
      () => app.inject({ method: 'GET', url: request.url, headers: requestHeaders }),
      20,
    )
    rows.push({
      search: request.name,
      answer: probe.statusCode === 200 ? found : String(probe.statusCode),
      'inject p50': ms(timing.p50),
      'inject p95': ms(timing.p95),
      target: request.target ? verdict(timing.p50, request.target) : '',
    })
  }
  console.log(
    `\n${engine}: media search on ${MEDIA.toLocaleString('en')} media (filled in ${(filledIn / 1000).toFixed(1)} s), ` +
      `${SEARCH_RUNS} requests each after 20 warm-ups, one at a time:`,
  )
  table(rows)
  await app.close()
}

await onEachEngine(
  import.meta.url,
  'canopy_bench_media',
  (engine, { database, dataDir }) => benchSearch(engine, database, dataDir),
  benchPipeline,
)
