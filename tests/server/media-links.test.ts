import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mediaOwnerTypes } from '../../src/domain/enums.ts'
import { MEDIA_LIMITS, mediaMessages } from '../../src/domain/media.ts'
import { categories, media, mediaLinks } from '../../src/server/db/schema.ts'
import { mediaOwnerTables } from '../../src/server/media/mediaLists.ts'
import { insertMedia } from './support/media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// POST /api/media/add: a media appended at the end of any record's media list (the media drawer's
// Search tab), idempotent, 404 for what does not exist, and the owner's version raised.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const add = (body: Record<string, unknown>, lang = 'en') =>
  t.asAdmin('POST', '/api/media/add', body, { lang })

const linksOf = async (ownerType: (typeof mediaOwnerTypes)[number], ownerId: number) =>
  (
    await t.db
      .select({ mediaId: mediaLinks.mediaId, index: mediaLinks.index })
      .from(mediaLinks)
      .where(and(eq(mediaLinks.ownerType, ownerType), eq(mediaLinks.ownerId, ownerId)))
      .orderBy(asc(mediaLinks.index))
  ).map((link) => [link.mediaId, link.index])

let category: { id: number; version: number }
beforeEach(async () => {
  await t.db.delete(mediaLinks)
  await t.db.delete(media)
  await t.db.delete(categories)
  const [row] = await t.db
    .insert(categories)
    .values({ title: { en: 'Food' } })
    .returning({ id: categories.id, version: categories.version })
  category = row!
})

describe('POST /api/media/add', () => {
  it('appends the media at the end and answers the whole list in the request language', async () => {
    const lake = await insertMedia(t.db, {
      description: { en: 'Lake', nl: 'Meer' },
      purpose: 'background-image',
    })
    const logo = await insertMedia(t.db, { description: { en: 'Logo' }, purpose: 'logo' })
    const first = await add({ mediaId: lake.id, ownerType: 'category', ownerId: category.id })
    expect(first.statusCode, first.body).toBe(200)
    const second = await add({ mediaId: logo.id, ownerType: 'category', ownerId: category.id }, 'nl')
    expect(second.json()).toEqual({
      ownerType: 'category',
      ownerId: category.id,
      media: [
        {
          id: lake.id,
          description: 'Meer',
          purpose: 'background-image',
          file: { uuid: lake.fileUuid },
          width: 1200,
          height: 800,
        },
        {
          id: logo.id,
          description: '',
          reference: { lang: 'en', values: { description: 'Logo' } },
          purpose: 'logo',
          file: { uuid: logo.fileUuid },
          width: 1200,
          height: 800,
        },
      ],
    })
    expect(await linksOf('category', category.id)).toEqual([
      [lake.id, 0],
      [logo.id, 1],
    ])
    // The category answers the same list, and now has its background image.
    const read = (await t.asAdmin('GET', `/api/category/${category.id}`)).json()
    expect(read).toMatchObject({ mediaCount: 2, hasBackgroundImage: true })
    expect(read.media.map((item: { id: number }) => item.id)).toEqual([lake.id, logo.id])
  })

  it('leaves a media already in the list where it is (still a success), and raises the version once', async () => {
    const lake = await insertMedia(t.db)
    await add({ mediaId: lake.id, ownerType: 'category', ownerId: category.id })
    const again = await add({ mediaId: lake.id, ownerType: 'category', ownerId: category.id })
    expect(again.statusCode).toBe(200)
    expect(again.json().media.map((item: { id: number }) => item.id)).toEqual([lake.id])
    expect(await linksOf('category', category.id)).toEqual([[lake.id, 0]])
    const [row] = await t.db
      .select({ version: categories.version })
      .from(categories)
      .where(eq(categories.id, category.id))
    expect(row!.version).toBe(category.version + 1)
    // An open drawer with the old version is told about the change.
    const stale = await t.asAdmin('PUT', `/api/category/${category.id}`, {
      title: 'Food',
      version: category.version,
    })
    expect(stale.statusCode).toBe(409)
  })

  it('answers 404 for an unknown media or owner, and changes nothing', async () => {
    const lake = await insertMedia(t.db)
    const noMedia = await add({ mediaId: 999_999, ownerType: 'category', ownerId: category.id })
    expect(noMedia.statusCode).toBe(404)
    expect(noMedia.json()).toMatchObject({
      message: mediaMessages.mediaNotFound,
      fields: { mediaId: mediaMessages.mediaNotFound },
    })
    for (const ownerType of mediaOwnerTypes) {
      const noOwner = await add({ mediaId: lake.id, ownerType, ownerId: 999_999 })
      expect(noOwner.statusCode, ownerType).toBe(404)
      expect(noOwner.json(), ownerType).toMatchObject({ message: mediaMessages.ownerNotFound })
    }
    // A category id is not a story: owners are looked up in their own table.
    const wrongTable = await add({ mediaId: lake.id, ownerType: 'story', ownerId: category.id })
    expect(wrongTable.statusCode).toBe(404)
    expect(await t.db.select().from(mediaLinks)).toEqual([])
    const bad = await add({ mediaId: lake.id, ownerType: 'user', ownerId: 1 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ ownerType: mediaMessages.ownerTypeInvalid })
  })

  it('links to every kind of owner, each in its own table', async () => {
    const lake = await insertMedia(t.db)
    for (const ownerType of mediaOwnerTypes) {
      const table = mediaOwnerTables[ownerType]
      const [owner] = await t.db.insert(table).values({}).returning({ id: table.id })
      const response = await add({ mediaId: lake.id, ownerType, ownerId: owner!.id })
      expect(response.statusCode, `${ownerType} ${response.body}`).toBe(200)
      expect(response.json(), ownerType).toMatchObject({
        ownerType,
        ownerId: owner!.id,
        media: [{ id: lake.id }],
      })
    }
  })

  it('refuses to grow a list past 50 media', async () => {
    const ids: number[] = []
    for (let n = 0; n <= MEDIA_LIMITS.listLength; n++) ids.push((await insertMedia(t.db)).id)
    await t.db.insert(mediaLinks).values(
      ids.slice(0, -1).map((mediaId, index) => ({
        ownerType: 'category' as const,
        ownerId: category.id,
        mediaId,
        index,
      })),
    )
    const response = await add({ mediaId: ids.at(-1)!, ownerType: 'category', ownerId: category.id })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(mediaMessages.mediaListTooLong)
    expect(await linksOf('category', category.id)).toHaveLength(MEDIA_LIMITS.listLength)
  })
})
