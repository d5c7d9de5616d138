import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, id } from '../columns.ts'
import { categories } from './categories.ts'
import { co2Answers, co2Questions } from './co2.ts'
import { actions, initiatives, steps } from './content.ts'
import { infographics, quizAnswers, quizQuestions, stories } from './stories.ts'
import { users } from './users.ts'

const ts = (name: string) => timestamp(name, { withTimezone: true })

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/** A story as seen by a user: shown (presented), watched (started) and completed. */
export const userStories = pgTable(
  'user_stories',
  {
    id: id(),
    userId: userId(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    presentedDate: ts('presented_date'),
    watchedDate: ts('watched_date'),
    completedDate: ts('completed_date'),
  },
  (t) => [
    uniqueIndex('user_stories_user_story_unique').on(t.userId, t.storyId),
    index('user_stories_story_idx').on(t.storyId),
    // By date, with what the statistics count of each row (docs/choices.md "Statistics"): a day's
    // rows are counted from the index alone.
    index('user_stories_watched_date_idx').on(t.watchedDate, t.storyId),
    index('user_stories_completed_date_idx').on(t.completedDate, t.storyId),
  ],
)

/** An action on a user's list; status Completed or Open. */
export const userActions = pgTable(
  'user_actions',
  {
    id: id(),
    userId: userId(),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedDate: ts('completed_date'),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_actions_user_action_unique').on(t.userId, t.actionId),
    index('user_actions_action_idx').on(t.actionId),
    // By date, with what the statistics count of each row (as user_stories').
    index('user_actions_creation_date_idx').on(t.creationDate, t.actionId),
    index('user_actions_completed_date_idx').on(t.completedDate, t.actionId, t.completed),
  ],
)

/** A step of an action on a user's list; belongs to the user action when there is one. */
export const userSteps = pgTable(
  'user_steps',
  {
    id: id(),
    userId: userId(),
    stepId: integer('step_id')
      .notNull()
      .references(() => steps.id, { onDelete: 'cascade' }),
    userActionId: integer('user_action_id').references(() => userActions.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedDate: ts('completed_date'),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_steps_user_step_unique').on(t.userId, t.stepId),
    index('user_steps_step_idx').on(t.stepId),
    index('user_steps_user_action_idx').on(t.userActionId),
  ],
)

export const userInitiatives = pgTable(
  'user_initiatives',
  {
    id: id(),
    userId: userId(),
    initiativeId: integer('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedDate: ts('completed_date'),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_initiatives_user_initiative_unique').on(t.userId, t.initiativeId),
    index('user_initiatives_initiative_idx').on(t.initiativeId),
    index('user_initiatives_creation_date_idx').on(t.creationDate),
  ],
)

export const userInfographics = pgTable(
  'user_infographics',
  {
    id: id(),
    userId: userId(),
    infoGraphicId: integer('info_graphic_id')
      .notNull()
      .references(() => infographics.id, { onDelete: 'cascade' }),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_infographics_user_info_graphic_unique').on(t.userId, t.infoGraphicId),
    index('user_infographics_info_graphic_idx').on(t.infoGraphicId),
  ],
)

/** A user's answer to a CO2 question: an answer (null for user-input questions) and/or an input value. */
export const userCo2Answers = pgTable(
  'user_co2_answers',
  {
    id: id(),
    userId: userId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => co2Questions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => co2Answers.id, { onDelete: 'cascade' }),
    inputValue: doublePrecision('input_value'),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_co2_answers_user_question_unique').on(t.userId, t.questionId),
    index('user_co2_answers_question_idx').on(t.questionId),
    index('user_co2_answers_answer_idx').on(t.answerId),
    index('user_co2_answers_creation_date_idx').on(t.creationDate),
  ],
)

/** Categories a user chose as interests (content categories). */
export const userInterests = pgTable(
  'user_interests',
  {
    userId: userId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    creationDate: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('user_interests_category_idx').on(t.categoryId),
    // By date, with the category (the statistics count it from the index alone).
    index('user_interests_creation_date_idx').on(t.creationDate, t.categoryId),
  ],
)

/** A user's answer to a quiz question, for quiz statistics (/api/user-answer/stats/{id}). */
export const userQuizAnswers = pgTable(
  'user_quiz_answers',
  {
    id: id(),
    userId: userId(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => quizAnswers.id, { onDelete: 'cascade' }),
    creationDate: createdAt(),
  },
  (t) => [
    uniqueIndex('user_quiz_answers_user_question_unique').on(t.userId, t.questionId),
    index('user_quiz_answers_question_idx').on(t.questionId, t.answerId),
    index('user_quiz_answers_answer_idx').on(t.answerId),
    // By date, with the answer (the statistics count right and wrong from the index alone).
    index('user_quiz_answers_creation_date_idx').on(t.creationDate, t.answerId),
  ],
)
