import type { Db } from '../../db/client.ts'
import {
  actions,
  heroes,
  infographics,
  infoItems,
  initiatives,
  mediaLinks,
  quizQuestions,
  stories,
  storyItemActions,
  storyItemInitiatives,
  storyItems,
} from '../../db/schema.ts'
import type { DemoSeedContext } from './index.ts'
import { type DemoStoryItem, demoStories } from './stories-data.ts'
import { demoQuizStories } from './stories-data-quizzes.ts'
import { demoTipStories } from './stories-data-tips.ts'
import { categoryBackgrounds, seedStoryBackgrounds } from './stories-media.ts'
import { categoryIdsByTitle, text } from './support.ts'

/** Content already seeded (content.ts, content-pages.ts), by English title or name. */
function byName(rows: { id: number; name: { en?: string } }[], kind: string) {
  const ids = new Map(rows.map((row): [string, number] => [row.name.en ?? '', row.id]))
  return (name: string) => {
    const id = ids.get(name)
    if (id === undefined) throw new Error(`A demo story names an unknown ${kind}: ${name}`)
    return id
  }
}

/** Every demo story and quiz, in story order (their `index`). */
export const allDemoStories = () => [...demoStories, ...demoTipStories, ...demoQuizStories]

/** Each page's place on its story's grid: a new column, or the next row with `below`. */
export function gridPlaces(items: readonly DemoStoryItem[]): { column: number; row: number }[] {
  let column = -1
  let row = 0
  return items.map((item) => {
    if (item.below && column >= 0) row++
    else {
      column++
      row = 0
    }
    return { column, row }
  })
}

/**
 * Stories and quizzes (docs/product.md §3 Story, Story item) on a grid of pages, each page showing
 * content of the content seed (which runs before): an info page, a hero, a quiz question, one or
 * more actions or initiatives, or an infographic, named by English title (a hero by name). Each
 * story's media list holds its story background image (stories-media.ts, a few shared by all) and
 * its category's background image, the one a story must have (docs/product.md §5).
 */
export async function seedDemoStories(db: Db, now: Date = new Date(), context: DemoSeedContext = {}) {
  const category = await categoryIdsByTitle(db)
  const action = byName(await db.select({ id: actions.id, name: actions.title }).from(actions), 'action')
  const initiative = byName(
    await db.select({ id: initiatives.id, name: initiatives.title }).from(initiatives),
    'initiative',
  )
  const infographic = byName(
    await db.select({ id: infographics.id, name: infographics.title }).from(infographics),
    'infographic',
  )
  const question = byName(
    await db.select({ id: quizQuestions.id, name: quizQuestions.title }).from(quizQuestions),
    'quiz question',
  )
  const info = byName(
    await db.select({ id: infoItems.id, name: infoItems.title }).from(infoItems),
    'info page',
  )
  const hero = byName(await db.select({ id: heroes.id, name: heroes.name }).from(heroes), 'hero')

  /** The content columns of one page's row in story_items (an action or initiative page's main one). */
  const contentOf = (item: DemoStoryItem) => {
    switch (item.kind) {
      case 'info':
        return { infoId: info(item.info) }
      case 'hero':
        return { heroId: hero(item.hero) }
      case 'question':
        return { questionId: question(item.question) }
      case 'action':
        return { actionId: action(item.action) }
      case 'initiative':
        return { initiativeId: initiative(item.initiative) }
      case 'info-graphic':
        return { infoGraphicId: infographic(item.infographic) }
    }
  }

  const all = allDemoStories()
  const storyRows = await db
    .insert(stories)
    .values(
      all.map((story, index) => ({
        title: text(story.title),
        notificationCTA: text(story.notificationCTA),
        type: story.type,
        index,
        published: story.published,
        categoryId: category(story.category),
      })),
    )
    .returning({ id: stories.id })
  const pages = all.flatMap((story, i) => {
    const places = gridPlaces(story.items)
    return story.items.map((item, p) => ({ item, storyId: storyRows[i]!.id, ...places[p]! }))
  })
  const itemRows = await db
    .insert(storyItems)
    .values(
      pages.map(({ item, storyId, column, row }) => ({
        storyId,
        kind: item.kind,
        column,
        row,
        ...contentOf(item),
      })),
    )
    .returning({ id: storyItems.id })

  // The list an action or initiative page shows, its main one first (as the API stores them).
  const listed = pages.map(({ item }, i) => ({ item, storyItemId: itemRows[i]!.id }))
  const actionLinks = listed.flatMap(({ item, storyItemId }) =>
    item.kind === 'action'
      ? [item.action, ...(item.more ?? [])].map((title, index) => ({
          storyItemId,
          actionId: action(title),
          index,
        }))
      : [],
  )
  const initiativeLinks = listed.flatMap(({ item, storyItemId }) =>
    item.kind === 'initiative'
      ? [item.initiative, ...(item.more ?? [])].map((title, index) => ({
          storyItemId,
          initiativeId: initiative(title),
          index,
        }))
      : [],
  )
  if (actionLinks.length) await db.insert(storyItemActions).values(actionLinks)
  if (initiativeLinks.length) await db.insert(storyItemInitiatives).values(initiativeLinks)

  const backgrounds = await seedStoryBackgrounds(
    db,
    now,
    context,
    new Set(all.map((story) => story.background)),
  )
  const categoryBackground = await categoryBackgrounds(db)
  await db.insert(mediaLinks).values(
    all.flatMap((story, i) => {
      const ownerId = storyRows[i]!.id
      const list = [backgrounds.get(story.background)!, categoryBackground(category(story.category))]
      return list
        .filter((mediaId) => mediaId !== undefined)
        .map((mediaId, index) => ({ ownerType: 'story' as const, ownerId, mediaId, index }))
    }),
  )
}
