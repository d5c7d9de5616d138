import { afterAll, describe, expect, it } from 'vitest'
import { openPGlite } from '../../../src/server/db/client.ts'
import { forDrizzle } from '../../../src/server/db/pgliteParsers.ts'

// PGlite only: Drizzle's driver passes the same type parsers with every query, which PGlite copied
// into a new table per statement; the instance holds them instead (src/server/db/pgliteParsers.ts).
const pglite = await openPGlite()
afterAll(() => pglite.close())
const view = forDrizzle(pglite)
const drizzleOptions = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } }
const moment = "select '2026-11-26 12:00:00+00'::timestamptz as t, 21::int as n"

describe('the view of PGlite that Drizzle reads through', () => {
  it('reads timestamps as the text Drizzle maps, with or without the per-query parsers', async () => {
    const [plain, viewed] = await Promise.all([pglite.query(moment), view.query(moment, [], drizzleOptions)])
    expect(plain.rows).toEqual([{ t: '2026-11-26 12:00:00+00', n: 21 }])
    expect(viewed.rows).toEqual([['2026-11-26 12:00:00+00', 21]])
  })

  it('keeps a parser the instance does not have (a newer Drizzle may pass one)', async () => {
    const doubled = {
      ...drizzleOptions,
      parsers: { ...drizzleOptions.parsers, 23: (value: string) => Number(value) * 2 },
    }
    expect((await view.query(moment, [], doubled)).rows).toEqual([['2026-11-26 12:00:00+00', 42]])
  })

  it('does the same inside a transaction', async () => {
    const rows = await view.transaction(async (tx) => (await tx.query(moment, [], drizzleOptions)).rows)
    expect(rows).toEqual([['2026-11-26 12:00:00+00', 21]])
  })
})
