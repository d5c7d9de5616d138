import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bptMessages } from '../../domain/bpt.ts'
import { bptQuestionContract } from '../../domain/contracts/bpt-questions.ts'
import { textsIn } from '../../domain/reference.ts'
import { pickLang } from '../../domain/translated.ts'
import { byTranslatedTitle, nextIndex, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { bptAnswers, bptQuestions } from '../db/schema.ts'

type LoadedQuestion = RowOf<typeof bptQuestions> & { answers: RowOf<typeof bptAnswers>[] }

/**
 * The behaviour-and-profile tracker's questions (docs/product.md §3, §5, §7 "BPT") at
 * `/api/bpt-question`: the text and the answers' texts and hints translated (a hint counts in
 * `translated` once written in some language); the answers an owned child list saved with the
 * question in one transaction; ordered by `PUT /order`; `?type=` one type, `?q=` the text. The
 * answer rule (every option of the type exactly once; none for interests and location) is the
 * body schema's (src/domain/bpt.ts), so a broken set is a 400 before anything is written; one
 * question per type is the unique index's, so two concurrent creates of one type get one 409.
 */
export const bptQuestionResource = serverResource(bptQuestionContract, {
  table: bptQuestions,
  translatable: ['text'],
  children: [
    {
      field: 'answers',
      table: bptAnswers,
      parent: bptAnswers.questionId,
      index: bptAnswers.index,
      translatable: ['text'],
      optionalTranslatable: ['hint'],
    },
  ],
  toDto: (row: LoadedQuestion, lang) => ({
    id: row.id,
    text: pickLang(row.text, lang),
    type: row.type,
    index: row.index,
    onboarding: row.onboarding,
    answers: row.answers.map((answer) => ({
      id: answer.id,
      value: answer.value,
      index: answer.index,
      ...textsIn({ text: answer.text, hint: answer.hint }, lang),
    })),
  }),
  list: {
    ...byTranslatedTitle({ id: bptQuestions.id, title: bptQuestions.text }, { index: bptQuestions.index }),
    filter: (query) => [query.type ? eq(bptQuestions.type, query.type) : undefined],
    defaultSort: 'index',
  },
  create: {
    // A new question goes last.
    values: async (input, { db }) => ({
      ...input,
      index: await nextIndex(db, bptQuestions, bptQuestions.index),
    }),
  },
  order: { column: bptQuestions.index },
  unique: [{ key: 'type', message: bptMessages.typeTaken, constraint: 'bpt_questions_type_unique' }],
})

export const bptQuestionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, bptQuestionResource)
}
