import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InitiativeSummaryDto } from '../../src/domain/contracts/initiatives.ts'
import { initiatives } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/initiative, read only for now: the rich text editor's "link to an initiative" picker
// searches it by title in the editing language.

let t: TestApp
let ids: Record<'repair' | 'garden' | 'solar' | 'untitled', number>
beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db
    .insert(initiatives)
    .values([
      {
        title: { en: 'Repair café Oudegracht', nl: 'Repair café Oudegracht' },
        quizTitle: { en: 'Repair it', nl: 'Repareer het' },
        shortDescription: { en: 'Fix things together', nl: 'Samen repareren' },
        description: { en: 'Every Saturday', nl: 'Elke zaterdag' },
        website: 'https://repair.example.org',
        impactArea: 'local',
      },
      {
        title: { en: 'Community garden', nl: 'Buurttuin' },
        website: 'https://garden.example.org',
        impactArea: 'local',
      },
      { title: { en: 'Solar cooperative', nl: 'Zonnecoöperatie' }, impactArea: 'national' },
      { title: { nl: 'Alleen Nederlands' }, impactArea: 'global' },
    ])
    .returning({ id: initiatives.id })
  const [repair, garden, solar, untitled] = rows.map((row) => row.id)
  ids = { repair: repair!, garden: garden!, solar: solar!, untitled: untitled! }
})
afterAll(() => t?.close())

const list = async (query = '', lang = 'en') => {
  const response = await t.asAdmin('GET', `/api/initiative${query}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return { rows: response.json<InitiativeSummaryDto[]>(), total: response.headers['x-total-count'] }
}

describe('GET /api/initiative', () => {
  it('lists summaries by the title shown in the request language (a missing one by its reference)', async () => {
    const { rows } = await list()
    // "Alleen Nederlands" has no English title: it sorts by the Dutch one an English reader is shown.
    expect(rows.map((row) => row.id)).toEqual([ids.untitled, ids.garden, ids.repair, ids.solar])
    expect(rows[2]).toEqual({
      id: ids.repair,
      title: 'Repair café Oudegracht',
      impactArea: 'local',
      website: 'https://repair.example.org',
      translated: true,
    })
    // Translated means every translated field of the initiative, not just the title.
    expect(rows[1]).toMatchObject({ title: 'Community garden', translated: false })
    expect(rows[0]).toMatchObject({
      title: '',
      website: '',
      reference: { lang: 'nl', values: { title: 'Alleen Nederlands' } },
    })
    const dutch = await list('', 'nl')
    expect(dutch.rows.map((row) => row.title)).toEqual([
      'Alleen Nederlands',
      'Buurttuin',
      'Repair café Oudegracht',
      'Zonnecoöperatie',
    ])
  })

  it('searches the title in the request language with ?q=, and pages with the total', async () => {
    expect((await list('?q=TUIN', 'nl')).rows.map((row) => row.id)).toEqual([ids.garden])
    expect((await list('?q=tuin', 'en')).rows).toEqual([])
    expect((await list('?q=O', 'en')).rows.map((row) => row.id)).toEqual([ids.garden, ids.repair, ids.solar])
    const page = await list('?q=o&page=2&pageSize=2')
    expect(page.total).toBe('3')
    expect(page.rows.map((row) => row.id)).toEqual([ids.solar])
    expect((await list('?sort=-id&page=1&pageSize=1')).rows.map((row) => row.id)).toEqual([ids.untitled])
  })

  it('answers one initiative, 404 for an unknown one', async () => {
    const response = await t.asAdmin('GET', `/api/initiative/${ids.solar}`, undefined, { lang: 'nl' })
    expect(response.json()).toMatchObject({ id: ids.solar, title: 'Zonnecoöperatie', impactArea: 'national' })
    const missing = await t.asAdmin('GET', '/api/initiative/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Initiative not found.' })
  })

  it('has no writes yet', async () => {
    for (const [method, url] of [
      ['POST', '/api/initiative'],
      ['PUT', `/api/initiative/${ids.solar}`],
      ['DELETE', `/api/initiative/${ids.solar}`],
    ] as const) {
      const response = await t.asAdmin(method, url, { title: 'x' })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await list()).rows).toHaveLength(4)
  })
})
