import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import { quizQuestionContract } from '../../domain/contracts/quiz-questions.ts'
import { textsIn } from '../../domain/reference.ts'
import { pickLang } from '../../domain/translated.ts'
import { byTranslatedTitle, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { quizAnswers, quizQuestions } from '../db/schema.ts'
import { loadMediaLists } from '../media/mediaLists.ts'
import { refusedWhileShown } from './shown-in-stories.ts'

type LoadedQuestion = RowOf<typeof quizQuestions> & {
  answers: RowOf<typeof quizAnswers>[]
  mediaList: MediaItemDto[]
}

/**
 * Quiz questions (docs/product.md §3, §7 "Content CRUD") at `/api/quiz-question`: the title and
 * the answers' texts translated; the answers an owned child list saved with the question (at
 * least two, one of them correct: src/domain/content/quiz-questions.ts), removed with it.
 */
export const quizQuestionResource = serverResource(quizQuestionContract, {
  table: quizQuestions,
  translatable: ['title'],
  children: [
    {
      field: 'answers',
      table: quizAnswers,
      parent: quizAnswers.questionId,
      index: quizAnswers.index,
      translatable: ['text'],
    },
  ],
  load: async (rows, { db, lang }) => {
    const mediaOf = await loadMediaLists(
      db,
      'quiz-question',
      rows.map((row) => row.id),
      lang,
    )
    return rows.map((row) => ({ ...(row as LoadedQuestion), mediaList: mediaOf.get(row.id) ?? [] }))
  },
  toDto: (row: LoadedQuestion, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    answers: row.answers.map((answer) => ({
      id: answer.id,
      ...textsIn({ text: answer.text }, lang),
      correct: answer.correct,
      index: answer.index,
    })),
    media: row.mediaList,
  }),
  list: { ...byTranslatedTitle(quizQuestions), defaultSort: 'id' },
  media: { owner: 'quiz-question' },
  // A story's page shows it: refused with the stories named (issue 21).
  delete: { plan: refusedWhileShown('question') },
})

export const quizQuestionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, quizQuestionResource)
}
