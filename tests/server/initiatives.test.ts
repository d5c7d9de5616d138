import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InitiativeDto } from '../../src/domain/contracts/initiatives.ts'
import { initiatives } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/initiative: the content area's CRUD, and the list the rich text editor's "link to an
// initiative" picker searches by title in the editing language.

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
  return { rows: response.json<InitiativeDto[]>(), total: response.headers['x-total-count'] }
}

describe('GET /api/initiative', () => {
  it('lists summaries by the title shown in the request language (a missing one by its reference)', async () => {
    const { rows } = await list()
    // "Alleen Nederlands" has no English title: it sorts by the Dutch one an English reader is shown.
    expect(rows.map((row) => row.id)).toEqual([ids.untitled, ids.garden, ids.repair, ids.solar])
    expect(rows[2]).toEqual({
      id: ids.repair,
      title: 'Repair café Oudegracht',
      quizTitle: 'Repair it',
      website: 'https://repair.example.org',
      impactArea: 'local',
      address: {
        street: '',
        house_number: '',
        postal_code: '',
        city: '',
        country: 'NL',
        isSpecific: false,
        radius: null,
        address_extra: '',
        alternative: [],
      },
      categories: [],
      shortDescription: 'Fix things together',
      description: 'Every Saturday',
      media: [],
      translated: true,
      version: 1,
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

  it('creates, updates and deletes an initiative with its address, in the request language', async () => {
    const created = await t.asAdmin('POST', '/api/initiative', {
      title: 'Tool library',
      quizTitle: 'Borrow, do not buy',
      website: ' https://tools.example.org ',
      impactArea: 'national',
      address: { city: 'Utrecht', country: 'nl', isSpecific: true, radius: 5 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const tool = created.json<InitiativeDto>()
    // Trimmed, the country in capitals, no radius for an exact address.
    expect(tool).toMatchObject({
      website: 'https://tools.example.org',
      impactArea: 'national',
      translated: false,
    })
    expect(tool.address).toMatchObject({ city: 'Utrecht', country: 'NL', isSpecific: true, radius: null })
    const dutch = await t.asAdmin(
      'PUT',
      `/api/initiative/${tool.id}`,
      {
        title: 'Gereedschapsbieb',
        quizTitle: 'Lenen, niet kopen',
        website: 'https://tools.example.org',
        impactArea: 'national',
        address: { city: 'Utrecht', isSpecific: false, radius: 2.5 },
        version: tool.version,
      },
      { lang: 'nl' },
    )
    expect(dutch.statusCode, dutch.body).toBe(200)
    expect(dutch.json<InitiativeDto>().address).toMatchObject({ isSpecific: false, radius: 2.5 })
    const english = (await t.asAdmin('GET', `/api/initiative/${tool.id}`)).json<InitiativeDto>()
    expect(english).toMatchObject({ title: 'Tool library', version: 2 })
    const stale = await t.asAdmin('PUT', `/api/initiative/${tool.id}`, {
      title: 'Old',
      quizTitle: 'Old',
      website: 'https://tools.example.org',
      impactArea: 'local',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect((await t.asAdmin('DELETE', `/api/initiative/${tool.id}`)).statusCode).toBe(200)
    expect((await t.asAdmin('GET', `/api/initiative/${tool.id}`)).statusCode).toBe(404)
  })

  it('refuses what docs/product.md §5 requires, naming each field, and writes nothing', async () => {
    const response = await t.asAdmin('POST', '/api/initiative', {
      title: ' ',
      quizTitle: '',
      website: 'javascript:alert(1)',
      impactArea: 'everywhere',
      address: { country: 'Netherlands', radius: 1001 },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      title: 'Title is required.',
      quizTitle: 'Quiz title is required.',
      website: 'Website should be a web address starting with http:// or https://.',
      impactArea: 'Impact area is required.',
      'address.country': 'Country should be a two-letter code, such as NL.',
      'address.radius': 'Radius should be between 0 and 1,000 km.',
    })
    const missing = await t.asAdmin('POST', '/api/initiative', {
      title: 'No site',
      quizTitle: 'x',
      impactArea: 'local',
    })
    expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({
      website: 'Website is required.',
    })
    expect((await list()).rows).toHaveLength(4)
  })
})
