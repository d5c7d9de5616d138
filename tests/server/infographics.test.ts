import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InfographicDto } from '../../src/domain/contracts/infographics.ts'
import { categories, infographicCategories, mediaLinks } from '../../src/server/db/schema.ts'
import { insertMedia } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp
let food: number
let energy: number
let chart: Awaited<ReturnType<typeof insertMedia>>
let photo: Awaited<ReturnType<typeof insertMedia>>

const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)

beforeAll(async () => {
  t = await createTestApp()
  const rows = await t.db
    .insert(categories)
    .values([
      { title: { en: 'Food', nl: 'Voeding' }, index: 0 },
      { title: { en: 'Energy' }, index: 1 },
    ])
    .returning({ id: categories.id })
  food = rows[0]!.id
  energy = rows[1]!.id
  chart = await insertMedia(t.db, {
    description: { en: 'CO2 chart', nl: 'CO2-grafiek' },
    purpose: 'info-graphic',
  })
  photo = await insertMedia(t.db, { description: { en: 'Photo' }, purpose: 'content-image' })
})
afterAll(() => t?.close())

const markdown = [
  '## Why it matters',
  '',
  'Food waste is **8%** of emissions.',
  '',
  '[Video](https://www.youtube.com/watch?v=abc123 "video:portrait")',
  '',
  'See [Repair café](initiative:3).',
].join('\n')

async function create(body: object, lang = 'en') {
  const response = await call('POST', '/api/info-graphic', body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<InfographicDto>()
}

describe('infographics', () => {
  it('stores the markdown as it came, with categories and media in order', async () => {
    const made = await create({
      title: 'Food waste',
      description: markdown,
      categoryIds: [energy, food],
      media: [chart.id, photo.id],
    })
    expect(made).toMatchObject({
      title: 'Food waste',
      description: markdown,
      // Categories by their own order, not the body's.
      categories: [
        { id: food, title: 'Food' },
        { id: energy, title: 'Energy' },
      ],
      media: [{ id: chart.id }, { id: photo.id }],
      translated: true,
      version: 1,
    })
    const read = await call('GET', `/api/info-graphic/${made.id}`, undefined, { lang: 'nl' })
    expect(read.json<InfographicDto>()).toMatchObject({
      title: '',
      description: '',
      categories: [{ title: 'Voeding' }, { title: '' }],
      media: [{ description: 'CO2-grafiek' }, { description: '' }],
      translated: false,
    })
  })

  it('writes a language without touching the other, and replaces the lists it is given', async () => {
    const made = await create({ title: 'Energy use', description: 'English', categoryIds: [food] })
    const put = await call(
      'PUT',
      `/api/info-graphic/${made.id}`,
      {
        title: 'Energiegebruik',
        description: 'Nederlands',
        categoryIds: [energy],
        media: [photo.id],
        version: 1,
      },
      { lang: 'nl' },
    )
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json<InfographicDto>()).toMatchObject({
      version: 2,
      translated: true,
      categories: [{ id: energy }],
    })
    const english = await call('GET', `/api/info-graphic/${made.id}`)
    expect(english.json<InfographicDto>()).toMatchObject({ title: 'Energy use', description: 'English' })
    // The answer, sent back as it is (its read-only lists ignored), is a valid write.
    const echoed = await call('PUT', `/api/info-graphic/${made.id}`, english.json())
    expect(echoed.statusCode, echoed.body).toBe(200)
  })

  it('refuses a stale version, a missing title and unknown categories or media, writing nothing', async () => {
    const made = await create({ title: 'Stale', categoryIds: [food] })
    await call('PUT', `/api/info-graphic/${made.id}`, { title: 'Newer', version: 1 })
    const stale = await call('PUT', `/api/info-graphic/${made.id}`, { title: 'Older', version: 1 })
    expect(stale.statusCode).toBe(409)
    const noTitle = await call('POST', '/api/info-graphic', { title: ' ' })
    expect(noTitle.statusCode).toBe(400)
    expect(noTitle.json().fields).toEqual({ title: 'Title is required.' })
    const unknownCategory = await call('PUT', `/api/info-graphic/${made.id}`, {
      title: 'Newer',
      categoryIds: [food, 999_999],
    })
    expect(unknownCategory.statusCode).toBe(400)
    expect(unknownCategory.json().fields).toEqual({ categoryIds: 'A chosen category does not exist.' })
    const unknownMedia = await call('PUT', `/api/info-graphic/${made.id}`, {
      title: 'Newer',
      media: [999_999],
    })
    expect(unknownMedia.statusCode).toBe(400)
    const links = await t.db
      .select()
      .from(infographicCategories)
      .where(eq(infographicCategories.infoGraphicId, made.id))
    expect(links.map((link) => link.categoryId)).toEqual([food])
  })

  it('deletes the infographic with its category and media links, keeping the media', async () => {
    const made = await create({ title: 'Gone', categoryIds: [food], media: [chart.id] })
    const removed = await call('DELETE', `/api/info-graphic/${made.id}`)
    expect(removed.statusCode).toBe(200)
    expect((await call('GET', `/api/info-graphic/${made.id}`)).statusCode).toBe(404)
    const links = await t.db.select().from(mediaLinks).where(eq(mediaLinks.ownerId, made.id))
    expect(links.filter((link) => link.ownerType === 'info-graphic')).toEqual([])
    expect((await call('GET', `/api/media/${chart.id}`)).statusCode).toBe(200)
  })

  it('searches titles in the request language', async () => {
    await create({ title: 'Plastic soup' })
    const found = await call('GET', '/api/info-graphic?q=plastic&page=1&pageSize=10')
    expect(found.json<InfographicDto[]>().map((item) => item.title)).toEqual(['Plastic soup'])
  })
})
