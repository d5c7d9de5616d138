import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HeroDto, InfoItemDto } from '../../src/domain/contracts/info-items.ts'
import type { MediaOwnerType } from '../../src/domain/enums.ts'
import { mediaLinks } from '../../src/server/db/schema.ts'
import { insertMedia } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/info-item and /api/hero: the pages a story shows besides content records (an info page's
// title and markdown, a hero's name), each language kept, with their media lists.

let t: TestApp
let lake: Awaited<ReturnType<typeof insertMedia>>
let portrait: Awaited<ReturnType<typeof insertMedia>>
beforeAll(async () => {
  t = await createTestApp()
  lake = await insertMedia(t.db, { description: { en: 'Lake', nl: 'Meer' }, purpose: 'content-image' })
  portrait = await insertMedia(t.db, { description: { en: 'Portrait' }, purpose: 'main' })
})
afterAll(() => t?.close())

type Fields = { fields: Record<string, string> }

const linksOf = async (ownerType: MediaOwnerType, ownerId: number) =>
  (
    await t.db
      .select({ mediaId: mediaLinks.mediaId })
      .from(mediaLinks)
      .where(and(eq(mediaLinks.ownerType, ownerType), eq(mediaLinks.ownerId, ownerId)))
      .orderBy(asc(mediaLinks.index))
  ).map((link) => link.mediaId)

const markdown = [
  '## Why it matters',
  '',
  'Food waste is **8%** of emissions.',
  '',
  '- Plan',
  '- Freeze',
].join('\n')

describe('/api/info-item', () => {
  const create = async (body: object, lang = 'en') => {
    const response = await t.asAdmin('POST', '/api/info-item', body, { lang })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<InfoItemDto>()
  }
  const read = async (id: number, lang = 'en') => {
    const response = await t.asAdmin('GET', `/api/info-item/${id}`, undefined, { lang })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<InfoItemDto>()
  }

  it('creates an info page with its markdown as sent and its media in order', async () => {
    const made = await create({ title: ' Food waste ', description: markdown, media: [portrait.id, lake.id] })
    expect(made).toEqual({
      id: expect.any(Number),
      title: 'Food waste',
      description: markdown,
      media: [
        expect.objectContaining({ id: portrait.id, description: 'Portrait', purpose: 'main' }),
        expect.objectContaining({ id: lake.id, description: 'Lake' }),
      ],
      translated: true,
      version: 1,
    })
    expect(await read(made.id)).toEqual(made)
    expect(await linksOf('info', made.id)).toEqual([portrait.id, lake.id])
    const listed = (await t.asAdmin('GET', '/api/info-item?q=waste')).json<InfoItemDto[]>()
    expect(listed.map((item) => item.id)).toEqual([made.id])
  })

  it('keeps each language: a Dutch write leaves the English texts, and translated follows both fields', async () => {
    const made = await create({ title: 'Energy at home', description: 'Turn it **down**.' })
    const dutchBefore = await read(made.id, 'nl')
    expect(dutchBefore).toMatchObject({
      title: '',
      description: '',
      reference: { lang: 'en', values: { title: 'Energy at home', description: 'Turn it **down**.' } },
      translated: false,
    })
    const titleOnly = await t.asAdmin(
      'PUT',
      `/api/info-item/${made.id}`,
      { title: 'Energie thuis', version: made.version },
      { lang: 'nl' },
    )
    expect(titleOnly.statusCode, titleOnly.body).toBe(200)
    // The Dutch description is still missing.
    expect(titleOnly.json<InfoItemDto>()).toMatchObject({
      title: 'Energie thuis',
      version: 2,
      translated: false,
    })
    const done = await t.asAdmin(
      'PUT',
      `/api/info-item/${made.id}`,
      { title: 'Energie thuis', description: 'Zet hem **lager**.', version: 2 },
      { lang: 'nl' },
    )
    expect(done.json<InfoItemDto>()).toMatchObject({
      description: 'Zet hem **lager**.',
      translated: true,
      version: 3,
    })
    expect(await read(made.id)).toMatchObject({
      title: 'Energy at home',
      description: 'Turn it **down**.',
      translated: true,
      version: 3,
    })
    const missing = (await t.asAdmin('GET', '/api/info-item?state=missing', undefined, { lang: 'nl' })).json<
      InfoItemDto[]
    >()
    expect(missing.map((item) => item.id)).not.toContain(made.id)
  })

  it('replaces the media list it is given, keeps it when left out, and refuses unknown media', async () => {
    const made = await create({ title: 'Pictures', media: [lake.id] })
    const replaced = await t.asAdmin('PUT', `/api/info-item/${made.id}`, {
      title: 'Pictures',
      media: [portrait.id, lake.id],
    })
    expect(replaced.statusCode, replaced.body).toBe(200)
    expect(replaced.json<InfoItemDto>().media.map((item) => item.id)).toEqual([portrait.id, lake.id])
    const kept = await t.asAdmin('PUT', `/api/info-item/${made.id}`, { title: 'Pictures, renamed' })
    expect(kept.json<InfoItemDto>().media.map((item) => item.id)).toEqual([portrait.id, lake.id])
    const unknown = await t.asAdmin('PUT', `/api/info-item/${made.id}`, { title: 'Lost', media: [999_999] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json<Fields>().fields).toEqual({ media: 'The media list names media that do not exist.' })
    expect(await read(made.id)).toMatchObject({ title: 'Pictures, renamed' })
    expect(await linksOf('info', made.id)).toEqual([portrait.id, lake.id])
    const emptied = await t.asAdmin('PUT', `/api/info-item/${made.id}`, { title: 'Pictures', media: [] })
    expect(emptied.json<InfoItemDto>().media).toEqual([])
    expect(await linksOf('info', made.id)).toEqual([])
  })

  it('refuses a missing title with its message, writing nothing', async () => {
    const before = (await t.asAdmin('GET', '/api/info-item')).json<InfoItemDto[]>().length
    for (const body of [{ title: '  ', description: 'x' }, { description: 'x' }]) {
      const response = await t.asAdmin('POST', '/api/info-item', body)
      expect(response.statusCode).toBe(400)
      expect(response.json<Fields>().fields).toEqual({ title: 'Title is required.' })
    }
    expect((await t.asAdmin('GET', '/api/info-item')).json<InfoItemDto[]>()).toHaveLength(before)
    const made = await create({ title: 'Has a title' })
    const blank = await t.asAdmin('PUT', `/api/info-item/${made.id}`, { title: '' })
    expect(blank.json<Fields>().fields).toEqual({ title: 'Title is required.' })
    expect(await read(made.id)).toMatchObject({ title: 'Has a title', version: 1 })
  })

  it('answers 404 for an unknown page, 409 for a stale write, and deletes with the media links', async () => {
    expect((await t.asAdmin('GET', '/api/info-item/999999')).statusCode).toBe(404)
    expect((await t.asAdmin('PUT', '/api/info-item/999999', { title: 'x' })).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', '/api/info-item/999999')).statusCode).toBe(404)
    const made = await create({ title: 'Versioned', media: [lake.id] })
    await t.asAdmin('PUT', `/api/info-item/${made.id}`, { title: 'Newer', version: 1 })
    const stale = await t.asAdmin('PUT', `/api/info-item/${made.id}`, { title: 'Older', version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ error: 'conflict', version: 2 })
    expect(await read(made.id)).toMatchObject({ title: 'Newer', version: 2 })
    const removed = await t.asAdmin('DELETE', `/api/info-item/${made.id}`)
    expect(removed.json()).toEqual({ id: made.id })
    expect((await t.asAdmin('GET', `/api/info-item/${made.id}`)).statusCode).toBe(404)
    expect(await linksOf('info', made.id)).toEqual([])
    // The media itself stays.
    expect((await t.asAdmin('GET', `/api/media/${lake.id}`)).statusCode).toBe(200)
  })
})

describe('/api/hero', () => {
  const create = async (body: object, lang = 'en') => {
    const response = await t.asAdmin('POST', '/api/hero', body, { lang })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<HeroDto>()
  }
  const read = async (id: number, lang = 'en') => {
    const response = await t.asAdmin('GET', `/api/hero/${id}`, undefined, { lang })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<HeroDto>()
  }

  it('creates a hero with a name and a media list, and keeps each language', async () => {
    const made = await create({ name: ' Greta the gardener ', media: [portrait.id] }, 'en')
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Greta the gardener',
      media: [expect.objectContaining({ id: portrait.id, purpose: 'main' })],
      translated: true,
      version: 1,
    })
    expect(await linksOf('hero', made.id)).toEqual([portrait.id])
    expect(await read(made.id, 'nl')).toMatchObject({
      name: '',
      reference: { lang: 'en', values: { name: 'Greta the gardener' } },
      translated: false,
    })
    const dutch = await t.asAdmin(
      'PUT',
      `/api/hero/${made.id}`,
      { name: 'Greta de tuinier', version: 1, media: [lake.id, portrait.id] },
      { lang: 'nl' },
    )
    expect(dutch.statusCode, dutch.body).toBe(200)
    expect(dutch.json<HeroDto>()).toMatchObject({
      name: 'Greta de tuinier',
      translated: true,
      version: 2,
      media: [
        { id: lake.id, description: 'Meer' },
        { id: portrait.id, description: '' },
      ],
    })
    expect(await read(made.id)).toMatchObject({ name: 'Greta the gardener', translated: true, version: 2 })
    expect(await linksOf('hero', made.id)).toEqual([lake.id, portrait.id])
    // Searched and sorted by the name in the request language.
    const found = (await t.asAdmin('GET', '/api/hero?q=tuinier', undefined, { lang: 'nl' })).json<HeroDto[]>()
    expect(found.map((hero) => hero.id)).toEqual([made.id])
    expect((await t.asAdmin('GET', '/api/hero?q=tuinier')).json<HeroDto[]>()).toEqual([])
  })

  it('refuses a missing or too long name with its message, writing nothing', async () => {
    const before = (await t.asAdmin('GET', '/api/hero')).json<HeroDto[]>().length
    for (const body of [{ name: ' ' }, {}, { name: null }]) {
      const response = await t.asAdmin('POST', '/api/hero', body)
      expect(response.statusCode).toBe(400)
      expect(response.json<Fields>().fields).toEqual({ name: 'Name is required.' })
    }
    const long = await t.asAdmin('POST', '/api/hero', { name: 'x'.repeat(101) })
    expect(long.json<Fields>().fields).toEqual({ name: 'Name should be at most 100 characters.' })
    expect((await t.asAdmin('GET', '/api/hero')).json<HeroDto[]>()).toHaveLength(before)
  })

  it('answers 404 for an unknown hero, 409 for a stale write, and deletes with the media links', async () => {
    expect((await t.asAdmin('GET', '/api/hero/999999')).statusCode).toBe(404)
    expect((await t.asAdmin('PUT', '/api/hero/999999', { name: 'x' })).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', '/api/hero/999999')).statusCode).toBe(404)
    const made = await create({ name: 'Versioned', media: [lake.id] })
    await t.asAdmin('PUT', `/api/hero/${made.id}`, { name: 'Newer', version: 1 })
    const stale = await t.asAdmin('PUT', `/api/hero/${made.id}`, { name: 'Older', version: 1, media: [] })
    expect(stale.statusCode).toBe(409)
    expect(await read(made.id)).toMatchObject({ name: 'Newer', version: 2, media: [{ id: lake.id }] })
    expect((await t.asAdmin('DELETE', `/api/hero/${made.id}`)).statusCode).toBe(200)
    expect((await t.asAdmin('GET', `/api/hero/${made.id}`)).statusCode).toBe(404)
    expect(await linksOf('hero', made.id)).toEqual([])
  })
})
