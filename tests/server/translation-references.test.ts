import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CategoryDto } from '../../src/domain/contracts/categories.ts'
import type { InfographicDto } from '../../src/domain/contracts/infographics.ts'
import type { InitiativeDto } from '../../src/domain/contracts/initiatives.ts'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import {
  categories,
  infographicCategories,
  infographics,
  initiatives,
  mediaLinks,
} from '../../src/server/db/schema.ts'
import { insertMedia } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Translation work in Dutch (issue 18): where a text is missing in the request language, every
// answer also gives it in the language that has it (`reference`), nested records too, and a search
// in Dutch finds an item by the English text it shows. `title` stays the request language's text.

let t: TestApp
const ids = { food: 0, waste: 0, energy: 0, chart: 0, untranslated: 0, translated: 0, repair: 0 }

beforeAll(async () => {
  t = await createTestApp()
  const [food, energy] = await t.db
    .insert(categories)
    .values([
      { title: { en: 'Food', nl: 'Voeding' }, index: 0 },
      // Made in Dutch only: an English reader gets the Dutch as the reference.
      { title: { nl: 'Energie' }, index: 1 },
    ])
    .returning({ id: categories.id })
  ids.food = food!.id
  ids.energy = energy!.id
  const [waste] = await t.db
    .insert(categories)
    .values({ title: { en: 'Food waste' }, index: 2, parentCategoryId: ids.food })
    .returning({ id: categories.id })
  ids.waste = waste!.id
  const chart = await insertMedia(t.db, { description: { en: 'CO2 chart' }, purpose: 'info-graphic' })
  ids.chart = chart.id
  const [untranslated, translated] = await t.db
    .insert(infographics)
    .values([
      { title: { en: 'Plastic in the sea' }, description: { en: '## Why', nl: '' } },
      { title: { en: 'Heat pumps', nl: 'Warmtepompen' }, description: { en: 'Less gas', nl: 'Minder gas' } },
    ])
    .returning({ id: infographics.id })
  ids.untranslated = untranslated!.id
  ids.translated = translated!.id
  await t.db.insert(infographicCategories).values([
    { infoGraphicId: ids.untranslated, categoryId: ids.waste },
    { infoGraphicId: ids.untranslated, categoryId: ids.food },
  ])
  await t.db
    .insert(mediaLinks)
    .values({ ownerType: 'info-graphic', ownerId: ids.untranslated, mediaId: chart.id, index: 0 })
  const [repair] = await t.db
    .insert(initiatives)
    .values({
      title: { en: 'Repair café' },
      quizTitle: { en: 'Repair it', nl: 'Repareer het' },
      shortDescription: { en: 'Fix things', nl: 'Dingen maken' },
      description: { en: 'Every Saturday', nl: 'Elke zaterdag' },
      impactArea: 'local',
    })
    .returning({ id: initiatives.id })
  ids.repair = repair!.id
})
afterAll(() => t?.close())

async function get<T>(url: string, lang: 'en' | 'nl') {
  const response = await t.asAdmin('GET', url, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}

describe('the reference of a missing text', () => {
  it('gives a category’s missing Dutch title, and its parent’s, in English', async () => {
    const waste = await get<CategoryDto>(`/api/category/${ids.waste}`, 'nl')
    expect(waste).toMatchObject({
      title: '',
      parentTitle: 'Voeding',
      reference: { lang: 'en', values: { title: 'Food waste' } },
      translated: false,
    })
    // Translated itself, but shown under a parent missing in English: the parent's reference only.
    const food = await get<CategoryDto>(`/api/category/${ids.food}`, 'nl')
    expect(food).not.toHaveProperty('reference')
    const english = await get<CategoryDto[]>('/api/category', 'en')
    expect(english.find((row) => row.id === ids.energy)).toMatchObject({
      title: '',
      reference: { lang: 'nl', values: { title: 'Energie' } },
    })
    expect(english.find((row) => row.id === ids.waste)).not.toHaveProperty('reference')
  })

  it('gives a sub category’s missing parent title as the reference of `parentTitle`', async () => {
    await t.db
      .insert(categories)
      .values({ title: { en: 'Solar', nl: 'Zon' }, index: 3, parentCategoryId: ids.energy })
    const solar = (await get<CategoryDto[]>('/api/category?q=Solar', 'en'))[0]!
    expect(solar).toMatchObject({
      title: 'Solar',
      parentTitle: '',
      reference: { lang: 'nl', values: { parentTitle: 'Energie' } },
    })
    expect(solar.reference!.values).not.toHaveProperty('title')
  })

  it('gives an infographic’s missing texts, its categories’ and its media’s, each where it is missing', async () => {
    const record = await get<InfographicDto>(`/api/info-graphic/${ids.untranslated}`, 'nl')
    expect(record).toMatchObject({
      title: '',
      description: '',
      reference: { lang: 'en', values: { title: 'Plastic in the sea', description: '## Why' } },
      translated: false,
    })
    expect(record.categories).toEqual([
      { id: ids.food, title: 'Voeding', emoji: '🌱' },
      { id: ids.waste, title: '', emoji: '🌱', reference: { lang: 'en', values: { title: 'Food waste' } } },
    ])
    expect(record.media[0]).toMatchObject({
      description: '',
      reference: { lang: 'en', values: { description: 'CO2 chart' } },
    })
    expect(await get<InfographicDto>(`/api/info-graphic/${ids.translated}`, 'nl')).not.toHaveProperty(
      'reference',
    )
  })

  it('gives a media record’s missing description', async () => {
    expect(await get<MediaDto>(`/api/media/${ids.chart}`, 'nl')).toMatchObject({
      description: '',
      reference: { lang: 'en', values: { description: 'CO2 chart' } },
      translated: false,
    })
    expect(await get<MediaDto>(`/api/media/${ids.chart}`, 'en')).not.toHaveProperty('reference')
  })

  it('names only the texts that are missing (an initiative: its title, not the Dutch texts it has)', async () => {
    const [repair] = await get<InitiativeDto[]>('/api/initiative', 'nl')
    expect(repair).toMatchObject({
      id: ids.repair,
      title: '',
      reference: { lang: 'en', values: { title: 'Repair café' } },
    })
    expect(Object.keys(repair!.reference!.values)).toEqual(['title'])
  })

  it('is read-only: a record sent back as read, reference included, is saved', async () => {
    const record = await get<InfographicDto>(`/api/info-graphic/${ids.translated}`, 'nl')
    const untranslated = await get<InfographicDto>(`/api/info-graphic/${ids.untranslated}`, 'nl')
    const { categories: _categories, ...echo } = { ...record, reference: untranslated.reference }
    const response = await t.asAdmin('PUT', `/api/info-graphic/${ids.translated}`, echo, { lang: 'nl' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).not.toHaveProperty('reference')
  })

  it('leaves `translated` and the State filter as they are', async () => {
    const missing = await get<InfographicDto[]>('/api/info-graphic?state=missing', 'nl')
    expect(missing.map((row) => row.id)).toEqual([ids.untranslated])
    expect(missing[0]!.translated).toBe(false)
  })
})

describe('searching in Dutch', () => {
  const found = async (url: string) => (await get<{ id: number }[]>(url, 'nl')).map((row) => row.id)

  it('finds an item by its English title while its Dutch one is missing', async () => {
    expect(await found('/api/info-graphic?q=plastic')).toEqual([ids.untranslated])
    expect(await found('/api/category?q=food%20waste')).toEqual([ids.waste])
    expect(await found('/api/initiative?q=REPAIR')).toEqual([ids.repair])
    // The palette's "Open …" asks for one page.
    expect(await found('/api/info-graphic?q=sea&page=1&pageSize=20')).toEqual([ids.untranslated])
  })

  it('does not find an item by an English title its Dutch one replaces', async () => {
    expect(await found('/api/info-graphic?q=heat%20pumps')).toEqual([])
    expect(await found('/api/info-graphic?q=warmte')).toEqual([ids.translated])
  })

  it('sorts by the title shown: the Dutch one, else the English reference', async () => {
    expect(await found('/api/info-graphic?sort=title')).toEqual([ids.untranslated, ids.translated])
    expect(await found('/api/info-graphic?sort=-title')).toEqual([ids.translated, ids.untranslated])
  })
})
