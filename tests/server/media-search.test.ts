import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import { escapeLike } from '../../src/server/crud/index.ts'
import { media } from '../../src/server/db/schema.ts'
import { planOf } from './support/plans.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The media search on a library of 10,000 (the issue's size): it must go through the trigram
// index on both descriptions, not read every row. Times are the bench's (`npm run bench media`).

const MEDIA = 10_000

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // Every 100th has a glacier in English, every 100th (others) a "gletsjer" in Dutch only.
  await t.db.execute(
    sql.raw(`insert into media (description, purpose, file_uuid, width, height, creation_date)
      select jsonb_build_object(
               'en', case when g % 100 = 0 then 'Glacier number ' || g else (array['Forest','River','Beach','City park','Wind farm'])[1 + g % 5] || ' ' || g end,
               'nl', case when g % 100 = 50 then 'Gletsjer ' || g else 'Landschap ' || g end),
             'background-image', gen_random_uuid()::text, 2048, 1365,
             timestamptz '2025-01-01' + g * interval '1 minute'
      from generate_series(1, ${MEDIA}) g`),
  )
  await t.db.execute(sql`analyze media`)
}, 120_000)
afterAll(() => t?.close())

const matching = (term: string) => sql`${media.searchText} like lower(${`%${escapeLike(term)}%`})`

describe(`GET /api/media/search/:term on ${MEDIA.toLocaleString('en')} media`, () => {
  it('searches through the trigram index, not by reading every row', async () => {
    for (const term of ['glacier', 'gletsjer']) {
      const plan = await planOf(t.db, sql`select count(*) from media where ${matching(term)}`)
      expect(plan, term).toContain('media_search_trgm_idx')
      expect(plan, term).not.toMatch(/Seq Scan on media/)
    }
  })

  it('answers the newest matches of either language, 24 a page, with the total', async () => {
    const english = await t.asAdmin('GET', '/api/media/search/GLACIER')
    expect(english.headers['x-total-count']).toBe(String(MEDIA / 100))
    const rows = english.json<MediaDto[]>()
    expect(rows).toHaveLength(24)
    expect(rows[0]!.description).toBe(`Glacier number ${MEDIA}`)
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a))
    const dutch = await t.asAdmin('GET', '/api/media/search/gletsjer?page=5&pageSize=24', undefined, {
      lang: 'nl',
    })
    expect(dutch.headers['x-total-count']).toBe(String(MEDIA / 100))
    // 100 matches: the fifth page holds the last 4, the oldest.
    expect(dutch.json<MediaDto[]>().map((row) => row.description)).toEqual([
      'Gletsjer 350',
      'Gletsjer 250',
      'Gletsjer 150',
      'Gletsjer 50',
    ])
  })
})
