import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { storyItemKinds, storyTypes } from '../../../domain/enums.ts'
import { id, ordering, translated, version } from '../columns.ts'
import { categories } from './categories.ts'
import { actions, initiatives } from './content.ts'
import { linkTable } from './link-table.ts'

/** Info page content of a story item (media via media_links, owner type 'info'). */
export const infoItems = pgTable('info_items', {
  id: id(),
  title: translated('title'),
  description: translated('description'),
  version: version(),
})

/** A hero shown in a story (media via media_links, owner type 'hero'). */
export const heroes = pgTable('heroes', {
  id: id(),
  name: translated('name'),
  version: version(),
})

export const infographics = pgTable('infographics', {
  id: id(),
  title: translated('title'),
  description: translated('description'),
  version: version(),
})

export const infographicCategories = linkTable(
  'infographic_categories',
  { key: 'infoGraphicId', column: 'info_graphic_id', references: () => infographics.id },
  { key: 'categoryId', column: 'category_id', references: () => categories.id },
)

/** A quiz question (content item /api/quiz-question); its answers are owned. */
export const quizQuestions = pgTable('quiz_questions', {
  id: id(),
  title: translated('title'),
  version: version(),
})

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    text: translated('text'),
    correct: boolean('correct').notNull().default(false),
    index: ordering(),
  },
  (t) => [index('quiz_answers_question_idx').on(t.questionId, t.index)],
)

export const stories = pgTable(
  'stories',
  {
    id: id(),
    title: translated('title'),
    notificationCTA: translated('notification_cta'),
    type: text('type', { enum: storyTypes }).notNull().default('story'),
    index: ordering(),
    notRelevantForLabels: boolean('not_relevant_for_labels').notNull().default(false),
    published: boolean('published').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('stories_type_idx').on(t.type, t.published),
    index('stories_category_idx').on(t.categoryId),
    index('stories_index_idx').on(t.index),
  ],
)

/**
 * A page of a story, placed on a grid (column, row). `kind` says which content it shows: info and question
 * pages own their content (deleting it deletes the page); the shared content links are set null instead.
 * `actionId` / `initiativeId` are the main action / initiative of such a page; the lists of several
 * actions / initiatives shown on a page are in story_item_actions / story_item_initiatives.
 */
export const storyItems = pgTable(
  'story_items',
  {
    id: id(),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => storyItems.id, {
      onDelete: 'set null',
    }),
    column: integer('column').notNull().default(0),
    row: integer('row').notNull().default(0),
    displayType: text('display_type').notNull().default('normal'),
    kind: text('kind', { enum: storyItemKinds }).notNull(),
    infoId: integer('info_id').references(() => infoItems.id, { onDelete: 'cascade' }),
    infoGraphicId: integer('info_graphic_id').references(() => infographics.id, { onDelete: 'set null' }),
    heroId: integer('hero_id').references(() => heroes.id, { onDelete: 'set null' }),
    questionId: integer('question_id').references(() => quizQuestions.id, { onDelete: 'cascade' }),
    actionId: integer('action_id').references(() => actions.id, { onDelete: 'set null' }),
    initiativeId: integer('initiative_id').references(() => initiatives.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('story_items_story_idx').on(t.storyId, t.column, t.row),
    index('story_items_parent_idx').on(t.parentItemId),
    index('story_items_kind_idx').on(t.kind),
    index('story_items_info_idx').on(t.infoId),
    index('story_items_info_graphic_idx').on(t.infoGraphicId),
    index('story_items_hero_idx').on(t.heroId),
    index('story_items_question_idx').on(t.questionId),
    index('story_items_action_idx').on(t.actionId),
    index('story_items_initiative_idx').on(t.initiativeId),
  ],
)

export const storyItemActions = pgTable(
  'story_item_actions',
  {
    storyItemId: integer('story_item_id')
      .notNull()
      .references(() => storyItems.id, { onDelete: 'cascade' }),
    actionId: integer('action_id')
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    index: ordering(),
  },
  (t) => [
    primaryKey({ columns: [t.storyItemId, t.actionId] }),
    index('story_item_actions_action_idx').on(t.actionId),
  ],
)

export const storyItemInitiatives = pgTable(
  'story_item_initiatives',
  {
    storyItemId: integer('story_item_id')
      .notNull()
      .references(() => storyItems.id, { onDelete: 'cascade' }),
    initiativeId: integer('initiative_id')
      .notNull()
      .references(() => initiatives.id, { onDelete: 'cascade' }),
    index: ordering(),
  },
  (t) => [
    primaryKey({ columns: [t.storyItemId, t.initiativeId] }),
    index('story_item_initiatives_initiative_idx').on(t.initiativeId),
  ],
)

/** Per-category story ordering (docs/product.md "storySorting", PUT /api/category/{id}/story-sorting). */
export const categoryStoryOrder = pgTable(
  'category_story_order',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    index: ordering(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.storyId] }),
    index('category_story_order_story_idx').on(t.storyId),
  ],
)

export type Story = typeof stories.$inferSelect
export type StoryItem = typeof storyItems.$inferSelect
export type QuizQuestion = typeof quizQuestions.$inferSelect
export type QuizAnswer = typeof quizAnswers.$inferSelect
