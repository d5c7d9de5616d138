import type { Db } from '../../db/client.ts'
import { heroes, infoItems, type mediaLinks, quizAnswers, quizQuestions } from '../../db/schema.ts'
import { demoHeroes } from './heroes-data.ts'
import { demoInfoPages } from './info-pages-data.ts'
import { demoQuizQuestions } from './quiz-data.ts'
import { mediaListRows, text } from './support.ts'

/**
 * The content that stories show as pages: quiz questions with their answers, info pages and
 * heroes, each seeded once here; the stories seed (stories.ts) finds them by English title or
 * name, and the user activity (user-activity.ts) answers the questions. Returns the media lists
 * of the info pages and heroes, for the content seed to store with the others.
 */
export async function seedDemoStoryContent(
  db: Db,
  mediaId: (description: string) => number,
): Promise<(typeof mediaLinks.$inferInsert)[]> {
  const questionRows = await db
    .insert(quizQuestions)
    .values(demoQuizQuestions.map((question) => ({ title: text(question.title) })))
    .returning({ id: quizQuestions.id })
  await db.insert(quizAnswers).values(
    demoQuizQuestions.flatMap((question, i) =>
      question.answers.map((answer, index) => ({
        questionId: questionRows[i]!.id,
        text: text(answer.text),
        correct: answer.correct ?? false,
        index,
      })),
    ),
  )

  const infoRows = await db
    .insert(infoItems)
    .values(demoInfoPages.map((page) => ({ title: text(page.title), description: text(page.description) })))
    .returning({ id: infoItems.id })
  const heroRows = await db
    .insert(heroes)
    .values(demoHeroes.map((hero) => ({ name: text(hero.name) })))
    .returning({ id: heroes.id })

  return [
    ...mediaListRows(
      'info',
      demoInfoPages.map((page, i) => ({ id: infoRows[i]!.id, media: page.media ?? [] })),
      mediaId,
    ),
    ...mediaListRows(
      'hero',
      demoHeroes.map((hero, i) => ({ id: heroRows[i]!.id, media: [hero.portrait.description.en] })),
      mediaId,
    ),
  ]
}
