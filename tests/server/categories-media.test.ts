import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { mediaMessages } from '../../src/domain/media.ts'
import { categories, media, mediaLinks } from '../../src/server/db/schema.ts'
import { insertMedia } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// A category's media list through the CRUD pattern's `media` option: saved with the category
// (`media`: ids in order) in the same transaction, read back as media entries, dropped with it.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

let lake: Awaited<ReturnType<typeof insertMedia>>
let logo: Awaited<ReturnType<typeof insertMedia>>
beforeEach(async () => {
  await t.db.delete(mediaLinks)
  await t.db.delete(media)
  await t.db.delete(categories)
  lake = await insertMedia(t.db, { description: { en: 'Lake', nl: 'Meer' }, purpose: 'background-image' })
  logo = await insertMedia(t.db, { description: { en: 'Logo' }, purpose: 'logo' })
})

const save = async (
  method: 'POST' | 'PUT',
  url: string,
  body: Record<string, unknown>,
  status = method === 'POST' ? 201 : 200,
) => {
  const response = await t.asAdmin(method, url, body)
  expect(response.statusCode, response.body).toBe(status)
  return response.json<CategoryDto>()
}
const linked = async (id: number) =>
  (
    await t.db
      .select({ mediaId: mediaLinks.mediaId })
      .from(mediaLinks)
      .where(and(eq(mediaLinks.ownerType, 'category'), eq(mediaLinks.ownerId, id)))
      .orderBy(asc(mediaLinks.index))
  ).map((link) => link.mediaId)

describe('a category with a media list', () => {
  it('is created with its media in the order given, as media entries', async () => {
    const food = await save('POST', '/api/category', { title: 'Food', media: [logo.id, lake.id] })
    expect(food.media).toEqual([
      {
        id: logo.id,
        description: 'Logo',
        purpose: 'logo',
        file: { uuid: logo.fileUuid },
        width: 1200,
        height: 800,
      },
      {
        id: lake.id,
        description: 'Lake',
        purpose: 'background-image',
        file: { uuid: lake.fileUuid },
        width: 1200,
        height: 800,
      },
    ])
    expect(food).toMatchObject({ mediaCount: 2, hasBackgroundImage: true, version: 1 })
    expect(await linked(food.id)).toEqual([logo.id, lake.id])
  })

  it('is saved in the new order, left as it is when left out, and emptied with []', async () => {
    const food = await save('POST', '/api/category', { title: 'Food', media: [lake.id, logo.id] })
    const reordered = await save('PUT', `/api/category/${food.id}`, {
      title: 'Food',
      media: [logo.id, lake.id],
      version: 1,
    })
    expect(reordered.media.map((item) => item.id)).toEqual([logo.id, lake.id])
    expect(reordered.version).toBe(2)
    const untouched = await save('PUT', `/api/category/${food.id}`, { title: 'Food & drink' })
    expect(untouched.media.map((item) => item.id)).toEqual([logo.id, lake.id])
    const emptied = await save('PUT', `/api/category/${food.id}`, { title: 'Food & drink', media: [] })
    expect(emptied).toMatchObject({ media: [], mediaCount: 0, hasBackgroundImage: false })
    expect(await linked(food.id)).toEqual([])
    // The media themselves stay.
    expect(await t.db.select().from(media)).toHaveLength(2)
  })

  it('takes the list back as GET answered it (entries), so a record read can be sent back', async () => {
    const food = await save('POST', '/api/category', { title: 'Food', media: [lake.id] })
    const read = (await t.asAdmin('GET', `/api/category/${food.id}`)).json<CategoryDto>()
    const echoed = await save('PUT', `/api/category/${food.id}`, { ...read, title: 'Food' })
    expect(echoed.media.map((item) => item.id)).toEqual([lake.id])
  })

  it('refuses media that do not exist with 400 on `media`, saving nothing', async () => {
    const unknown = await t.asAdmin('POST', '/api/category', { title: 'Food', media: [lake.id, 999_999] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({
      error: 'bad_request',
      message: mediaMessages.mediaListUnknown,
      fields: { media: mediaMessages.mediaListUnknown },
    })
    expect(await t.db.select().from(categories)).toEqual([])
    const food = await save('POST', '/api/category', { title: 'Food', media: [lake.id] })
    const update = await t.asAdmin('PUT', `/api/category/${food.id}`, { title: 'Renamed', media: [999_999] })
    expect(update.statusCode).toBe(400)
    expect(update.json().fields).toEqual({ media: mediaMessages.mediaListUnknown })
    const kept = (await t.asAdmin('GET', `/api/category/${food.id}`)).json<CategoryDto>()
    expect([kept.title, kept.version, kept.media.map((item) => item.id)]).toEqual(['Food', 1, [lake.id]])
    const twice = await t.asAdmin('PUT', `/api/category/${food.id}`, {
      title: 'Food',
      media: [lake.id, lake.id],
    })
    expect(twice.statusCode).toBe(400)
  })

  it('answers 409 to a stale version and keeps the list', async () => {
    const food = await save('POST', '/api/category', { title: 'Food', media: [lake.id] })
    await save('PUT', `/api/category/${food.id}`, { title: 'Food', media: [lake.id, logo.id], version: 1 })
    const stale = await t.asAdmin('PUT', `/api/category/${food.id}`, { title: 'Food', media: [], version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ error: 'conflict', version: 2 })
    expect(await linked(food.id)).toEqual([lake.id, logo.id])
  })

  it('raises the version when only the list changes, not when the same list is sent', async () => {
    const food = await save('POST', '/api/category', { title: 'Food', media: [lake.id] })
    const same = await save('PUT', `/api/category/${food.id}`, {
      title: 'Food',
      media: [lake.id],
      version: 1,
    })
    expect(same.version).toBe(2) // the title is always written, as before
    const listOnly = await save('PUT', `/api/category/${food.id}`, {
      title: 'Food',
      media: [logo.id],
      version: 2,
    })
    expect(listOnly.version).toBe(3)
    expect(listOnly.hasBackgroundImage).toBe(false)
  })

  it('goes with the category when it is deleted; the media stay', async () => {
    const food = await save('POST', '/api/category', { title: 'Food', media: [lake.id, logo.id] })
    const other = await save('POST', '/api/category', { title: 'Water', media: [lake.id] })
    expect((await t.asAdmin('DELETE', `/api/category/${food.id}`)).statusCode).toBe(200)
    expect(await linked(food.id)).toEqual([])
    expect(await linked(other.id)).toEqual([lake.id])
    expect((await t.db.select().from(media)).map((row) => row.id).sort()).toEqual([lake.id, logo.id].sort())
    // Still linked to Water: the media cannot be deleted yet.
    expect((await t.asAdmin('DELETE', `/api/media/${lake.id}`)).statusCode).toBe(409)
    expect((await t.asAdmin('DELETE', `/api/media/${logo.id}`)).statusCode).toBe(200)
  })

  it('lists every category with its own media, in one answer', async () => {
    const a = await save('POST', '/api/category', { title: 'A', media: [lake.id] })
    const b = await save('POST', '/api/category', { title: 'B', media: [logo.id, lake.id] })
    const c = await save('POST', '/api/category', { title: 'C' })
    const list = (await t.asAdmin('GET', '/api/category', undefined, { lang: 'nl' })).json<CategoryDto[]>()
    const mediaOf = Object.fromEntries(list.map((row) => [row.id, row.media.map((item) => item.description)]))
    expect(mediaOf).toEqual({ [a.id]: ['Meer'], [b.id]: ['', 'Meer'], [c.id]: [] })
  })
})
