import type { Db } from '../../db/client.ts'
import {
  actions,
  heroes,
  infographics,
  infoItems,
  initiatives,
  quizAnswers,
  quizQuestions,
  stories,
  storyItems,
} from '../../db/schema.ts'
import { type DemoStoryItem, demoStories } from './stories-data.ts'
import { demoTipStories } from './stories-data-tips.ts'
import { categoryIdsByTitle, text } from './support.ts'

/** Content already seeded (content.ts), by English title. */
async function titleIds(
  db: Db,
  table: typeof actions | typeof initiatives | typeof infographics,
  kind: string,
) {
  const rows = await db.select({ id: table.id, title: table.title }).from(table)
  const ids = new Map(rows.map((row) => [row.title.en ?? '', row.id]))
  return (title: string) => {
    const id = ids.get(title)
    if (id === undefined) throw new Error(`A demo story names an unknown ${kind}: ${title}`)
    return id
  }
}

/**
 * Stories and quizzes (docs/product.md §3 Story, Story item, Quiz answer) on a grid of pages: info pages,
 * heroes and quiz questions owned by the story, and pages showing an action, initiative or
 * infographic of the demo content. Runs after the content seed.
 */
export async function seedDemoStories(db: Db) {
  const category = await categoryIdsByTitle(db)
  const action = await titleIds(db, actions, 'action')
  const initiative = await titleIds(db, initiatives, 'initiative')
  const infographic = await titleIds(db, infographics, 'infographic')

  /** The row of story_items for one page: its own content is inserted first. */
  const contentOf = async (item: DemoStoryItem) => {
    switch (item.kind) {
      case 'info': {
        const [row] = await db
          .insert(infoItems)
          .values({ title: text(item.title), description: text(item.description) })
          .returning({ id: infoItems.id })
        return { infoId: row!.id }
      }
      case 'hero': {
        const [row] = await db
          .insert(heroes)
          .values({ name: text(item.name) })
          .returning({ id: heroes.id })
        return { heroId: row!.id }
      }
      case 'question': {
        const [row] = await db
          .insert(quizQuestions)
          .values({ title: text(item.title) })
          .returning({ id: quizQuestions.id })
        await db.insert(quizAnswers).values(
          item.answers.map((answer, index) => ({
            questionId: row!.id,
            text: text(answer.text),
            correct: answer.correct ?? false,
            index,
          })),
        )
        return { questionId: row!.id }
      }
      case 'action':
        return { actionId: action(item.action) }
      case 'initiative':
        return { initiativeId: initiative(item.initiative) }
      case 'info-graphic':
        return { infoGraphicId: infographic(item.infographic) }
    }
  }

  for (const [index, story] of [...demoStories, ...demoTipStories].entries()) {
    const [row] = await db
      .insert(stories)
      .values({
        title: text(story.title),
        notificationCTA: text(story.notificationCTA),
        type: story.type,
        index,
        published: story.published,
        categoryId: category(story.category),
      })
      .returning({ id: stories.id })
    let column = -1
    let gridRow = 0
    for (const item of story.items) {
      if (item.below && column >= 0) gridRow++
      else {
        column++
        gridRow = 0
      }
      await db
        .insert(storyItems)
        .values({ storyId: row!.id, kind: item.kind, column, row: gridRow, ...(await contentOf(item)) })
    }
  }
}
