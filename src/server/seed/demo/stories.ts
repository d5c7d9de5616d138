import type { Db } from '../../db/client.ts'
import {
  actions,
  heroes,
  infographics,
  infoItems,
  initiatives,
  quizQuestions,
  stories,
  storyItems,
} from '../../db/schema.ts'
import { type DemoStoryItem, demoStories } from './stories-data.ts'
import { demoQuizStories } from './stories-data-quizzes.ts'
import { demoTipStories } from './stories-data-tips.ts'
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

/**
 * Stories and quizzes (docs/product.md §3 Story, Story item) on a grid of pages, each page showing
 * content of the content seed (which runs before): an info page, a hero, a quiz question, an
 * action, an initiative or an infographic, named by English title (a hero by name).
 */
export async function seedDemoStories(db: Db) {
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

  /** The content columns of one page's row in story_items. */
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

  const all = [...demoStories, ...demoTipStories, ...demoQuizStories]
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
  await db.insert(storyItems).values(
    all.flatMap((story, i) => {
      let column = -1
      let row = 0
      return story.items.map((item) => {
        if (item.below && column >= 0) row++
        else {
          column++
          row = 0
        }
        return { storyId: storyRows[i]!.id, kind: item.kind, column, row, ...contentOf(item) }
      })
    }),
  )
}
