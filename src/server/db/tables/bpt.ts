import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bptTypes } from '../../../domain/enums.ts'
import { id, ordering, translated, version } from '../columns.ts'

/** Behaviour-and-profile tracker question; each type is used by at most one question. */
export const bptQuestions = pgTable(
  'bpt_questions',
  {
    id: id(),
    text: translated('text'),
    type: text('type', { enum: bptTypes }).notNull(),
    index: ordering(),
    onboarding: boolean('onboarding').notNull().default(false),
    version: version(),
  },
  (t) => [uniqueIndex('bpt_questions_type_unique').on(t.type), index('bpt_questions_index_idx').on(t.index)],
)

/** An answer option; `value` is one of bptAnswerValues[question.type]. */
export const bptAnswers = pgTable(
  'bpt_answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => bptQuestions.id, { onDelete: 'cascade' }),
    text: translated('text'),
    hint: translated('hint'),
    value: text('value').notNull(),
    index: ordering(),
  },
  (t) => [index('bpt_answers_question_idx').on(t.questionId, t.index)],
)

export type BptQuestion = typeof bptQuestions.$inferSelect
export type BptAnswer = typeof bptAnswers.$inferSelect
