import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asc } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { MEDIA_LIMITS, mediaFiles } from '../../src/domain/media.ts'
import { media, mediaLinks } from '../../src/server/db/schema.ts'
import { seedDemoCategories } from '../../src/server/seed/demo/categories.ts'
import { categoriesWithoutBackground, demoMedia, seedDemoMedia } from '../../src/server/seed/demo/media.ts'
import { storyBackgrounds } from '../../src/server/seed/demo/stories-media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The demo media library: what the media drawer and the categories' warning need to show on a
// first start, and real files of both sizes.

let demo: TestApp
beforeAll(async () => {
  demo = await createTestApp({ seed: { demo: true } })
})
afterAll(() => demo?.close())

describe('the demo media', () => {
  it('are the library’s images, the content’s pictures and the story backgrounds, with both descriptions (one Dutch still missing), of every kind of purpose', async () => {
    const rows = await demo.db.select().from(media).orderBy(asc(media.id))
    // The stories seed adds the story backgrounds (stories-media.ts), after the library.
    const storyBackgroundCount = Object.keys(storyBackgrounds).length
    expect(rows).toHaveLength(demoMedia.length + storyBackgroundCount)
    expect(rows.slice(demoMedia.length).map((row) => row.purpose)).toEqual(
      Array(storyBackgroundCount).fill('story-background-image'),
    )
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.filter((row) => !row.description.nl).map((row) => row.description.en)).toEqual([
      'Sailing boat on a lake at sunset',
    ])
    expect(rows.every((row) => row.description.en?.trim())).toBe(true)
    expect(new Set(rows.map((row) => row.purpose))).toEqual(
      new Set(['background-image', 'logo', 'content-image', 'info-graphic', 'story-background-image']),
    )
    // Ids grow with the upload date, none in the future.
    const dates = rows.map((row) => row.creationDate.getTime())
    expect(dates).toEqual([...dates].sort((a, b) => a - b))
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now())
  })

  it('give most categories a background image and leave three without, so the warning shows', async () => {
    const list = (await demo.asAdmin('GET', '/api/category')).json<CategoryDto[]>()
    const without = list.filter((category) => !category.hasBackgroundImage).map((category) => category.title)
    expect(without.sort()).toEqual([...categoriesWithoutBackground].sort())
    expect(list.length - without.length).toBeGreaterThan(list.length / 2)
    // Each list in order from 0 (the content's lists too), and Cycling holds a content image after its background.
    const cycling = list.find((category) => category.title === 'Cycling')!
    expect(cycling.media.map((item) => item.purpose)).toEqual(['background-image', 'content-image'])
    const links = await demo.db.select().from(mediaLinks)
    const indexes = new Map<string, number[]>()
    for (const link of links) {
      const owner = `${link.ownerType} ${link.ownerId}`
      indexes.set(owner, [...(indexes.get(owner) ?? []), link.index])
    }
    for (const [owner, places] of indexes) {
      expect(
        places.sort((a, b) => a - b),
        owner,
      ).toEqual(places.map((_, i) => i))
    }
  })

  it('leave logos and an infographic out of every list, for the search tab to find', async () => {
    const linked = new Set((await demo.db.select().from(mediaLinks)).map((link) => link.mediaId))
    const rows = await demo.db.select().from(media)
    const unlinked = rows.filter((row) => !linked.has(row.id)).map((row) => row.purpose)
    expect(unlinked.sort()).toEqual(['info-graphic', 'logo', 'logo'])
    const found = await demo.asAdmin('GET', '/api/media/search/logo', undefined, { lang: 'nl' })
    expect(found.headers['x-total-count']).toBe('2')
    expect(
      found
        .json()
        .map((item: { description: string }) => item.description)
        .sort(),
    ).toEqual(['Logo van de Canopy-app', 'Logo van het Repair café'])
  })
})

describe('the demo media files', () => {
  it('are written quickly, both sizes of each, served at /file/{uuid}/', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ seed: false })
    try {
      await seedDemoCategories(t.db)
      const started = performance.now()
      await seedDemoMedia(t.db, new Date(), { dataDir: t.dataDir })
      const took = performance.now() - started
      console.log(`demo media with files: ${Math.round(took)} ms`)
      // Under a second on an idle machine (docs/choices.md, Media: about 0.3 s); a loaded test machine gets room.
      expect(took).toBeLessThan(5_000)
      const rows = await t.db.select().from(media)
      expect(rows).toHaveLength(demoMedia.length)
      for (const row of rows) {
        const folder = path.join(t.dataDir, 'files', row.fileUuid)
        const original = await sharp(readFileSync(path.join(folder, mediaFiles.original))).metadata()
        const small = await sharp(readFileSync(path.join(folder, mediaFiles.small))).metadata()
        expect([original.format, original.width, original.height]).toEqual(['webp', row.width, row.height])
        expect(small.format).toBe('webp')
        expect(Math.max(small.width!, small.height!)).toBe(MEDIA_LIMITS.smallSide)
      }
      const served = await t.app.inject({ method: 'GET', url: `/file/${rows[0]!.fileUuid}/small.webp` })
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp'])
    } finally {
      await t.close()
    }
  })
})
