import { readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { StoryItemDto } from '../../src/domain/contracts/story-items.ts'
import { storyItemKinds } from '../../src/domain/enums.ts'
import { MEDIA_LIMITS, mediaFiles, missingMediaPurposes } from '../../src/domain/media.ts'
import { isNormalised } from '../../src/domain/stories/grid.ts'
import { NOTIFICATION_CTA_MAX } from '../../src/domain/stories/stories.ts'
import { media, stories } from '../../src/server/db/schema.ts'
import { allDemoStories } from '../../src/server/seed/demo/stories.ts'
import {
  type StoryBackground,
  seedStoryBackgrounds,
  storyBackgrounds,
} from '../../src/server/seed/demo/stories-media.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The demo stories and quizzes (issue 21): what the Stories list, the quiz of the day and the
// story editor need to show on a first start.

let demo: TestApp
let list: StoryDto[]
let pages: Map<number, StoryItemDto[]>
beforeAll(async () => {
  demo = await createTestApp({ seed: { demo: true } })
  list = (await demo.asAdmin('GET', '/api/story')).json<StoryDto[]>()
  pages = new Map(
    await Promise.all(
      list.map(async (story) => {
        const answer = await demo.asAdmin('GET', `/api/story-item?storyId=${story.id}`)
        return [story.id, answer.json<StoryItemDto[]>()] as const
      }),
    ),
  )
})
afterAll(() => demo?.close())

describe('the demo stories', () => {
  it('are twelve stories and eight quizzes, some drafts, two with Dutch still to write', async () => {
    const rows = await demo.db.select().from(stories)
    const count = (type: string, published?: boolean) =>
      rows.filter((row) => row.type === type && (published === undefined || row.published === published))
        .length
    expect([count('story'), count('quiz')]).toEqual([12, 8])
    expect([count('story', false), count('quiz', false)]).toEqual([3, 2])
    // One without a Dutch title and message, one whose Dutch push message alone is missing.
    const missing = rows.filter((row) => !row.title.nl || !row.notificationCTA.nl)
    expect(missing.map((row) => [!row.title.nl, !row.notificationCTA.nl])).toEqual([
      [true, true],
      [false, true],
    ])
    expect(rows).toHaveLength(allDemoStories().length)
  })

  it('announce themselves in a push message of at most 150 characters', async () => {
    for (const row of await demo.db.select().from(stories)) {
      for (const message of [row.notificationCTA.en, row.notificationCTA.nl]) {
        if (message === undefined) continue
        expect(message.trim().length, message).toBeGreaterThan(20)
        expect(message.length, message).toBeLessThanOrEqual(NOTIFICATION_CTA_MAX)
      }
      expect(row.notificationCTA.en).toMatch(/\S/)
    }
  })

  it('each have a story background image, eight shared by all, and the background image a story requires', () => {
    expect(list).toHaveLength(20)
    for (const story of list) {
      expect(story.media[0]?.purpose, story.title).toBe('story-background-image')
      expect(missingMediaPurposes('story', story.media), story.title).toEqual([])
    }
    const shared = new Set(list.map((story) => story.media[0]!.id))
    expect(shared.size).toBe(Object.keys(storyBackgrounds).length)
  })

  it('show every kind of page, lists of two or three actions and of two initiatives, on varied grids', () => {
    const all = [...pages.values()].flat()
    expect(new Set(all.map((page) => page.kind))).toEqual(new Set(storyItemKinds))
    const actionLists = all.filter((page) => page.kind === 'action').map((page) => page.actionIds.length)
    expect(actionLists).toContain(1)
    expect(actionLists).toContain(2)
    expect(actionLists).toContain(3)
    const initiativeLists = all
      .filter((page) => page.kind === 'initiative')
      .map((page) => page.initiativeIds.length)
    expect(initiativeLists).toContain(1)
    expect(initiativeLists).toContain(2)
    for (const page of all) expect(page.content.length, `page ${page.id}`).toBeGreaterThan(0)

    const columns = (id: number) => new Set(pages.get(id)!.map((page) => page.column)).size
    for (const story of list) {
      const items = pages.get(story.id)!
      expect(items.length, story.title).toBe(story.itemCount)
      expect(isNormalised(items), story.title).toBe(true)
    }
    const singleColumn = list.filter((story) => story.itemCount > 1 && columns(story.id) === 1)
    const wide = list.filter(
      (story) => columns(story.id) >= 2 && pages.get(story.id)!.some((page) => page.row > 0),
    )
    expect(singleColumn.length).toBeGreaterThanOrEqual(3)
    expect(wide.length).toBeGreaterThanOrEqual(8)
    expect(Math.max(...list.map((story) => columns(story.id)))).toBe(4)

    // Quizzes are mostly questions; each asks at least one.
    const quizPages = list.filter((story) => story.type === 'quiz').map((story) => pages.get(story.id)!)
    for (const quiz of quizPages) expect(quiz.some((page) => page.kind === 'question')).toBe(true)
    const quizKinds = quizPages.flat().map((page) => page.kind)
    expect(quizKinds.filter((kind) => kind === 'question').length).toBeGreaterThan(quizKinds.length / 2)
  })
})

describe('the story background files', () => {
  it('are written quickly, both sizes of each, as portraits', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ seed: false })
    try {
      const kinds = new Set(Object.keys(storyBackgrounds) as StoryBackground[])
      const started = performance.now()
      await seedStoryBackgrounds(t.db, new Date(), { dataDir: t.dataDir }, kinds)
      const took = performance.now() - started
      console.log(`story backgrounds with files: ${Math.round(took)} ms`)
      expect(took).toBeLessThan(5_000)
      const rows = await t.db.select().from(media)
      expect(rows).toHaveLength(kinds.size)
      for (const row of rows) {
        const folder = path.join(t.dataDir, 'files', row.fileUuid)
        const original = await sharp(readFileSync(path.join(folder, mediaFiles.original))).metadata()
        const small = await sharp(readFileSync(path.join(folder, mediaFiles.small))).metadata()
        expect([original.format, original.width, original.height]).toEqual(['webp', row.width, row.height])
        expect(row.height!).toBeGreaterThan(row.width!)
        expect([small.format, small.height]).toEqual(['webp', MEDIA_LIMITS.smallSide])
      }
    } finally {
      await t.close()
    }
  })
})
