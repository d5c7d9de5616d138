import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { storyItemKinds, storyTypes } from '../../../domain/enums.ts'
import { id, ordering, translated, version } from '../columns.ts'
import { categories } from './categories.ts'
import { actions, initiatives } from './content.ts'
import { labels } from './labels.ts'
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
    published: boolean('published').notNull().default(false),
    /** Required by the forms (docs/product.md §5); null once its category is deleted. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    version: version(),
    /**
     * The title a reader of each language is shown (its own, else the other language's: the
     * `translatedText` of src/server/crud/sql.ts), kept by the database for the list's `?q=` and
     * `?sort=title`, each with a trigram index: a title filter over 10,000 stories is an index scan.
     */
    titleEn: text('title_en').generatedAlwaysAs(
      (): SQL =>
        sql`coalesce(nullif(btrim(${stories.title} ->> 'en'), ''), nullif(btrim(${stories.title} ->> 'nl'), ''))`,
    ),
    titleNl: text('title_nl').generatedAlwaysAs(
      (): SQL =>
        sql`coalesce(nullif(btrim(${stories.title} ->> 'nl'), ''), nullif(btrim(${stories.title} ->> 'en'), ''))`,
    ),
  },
  (t) => [
    // Written through at once (no pending list): PGlite has no autovacuum to merge one.
    index('stories_title_en_trgm_idx').using('gin', t.titleEn.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('stories_title_nl_trgm_idx').using('gin', t.titleNl.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('stories_type_idx').on(t.type, t.published),
    index('stories_category_idx').on(t.categoryId),
    index('stories_index_idx').on(t.index),
  ],
)

/**
 * A page of a story, placed on a grid (column, row). `kind` says which content it shows. Content a
 * page shows cannot be deleted while the page is there (`restrict`: the API refuses with 409 naming
 * the stories first, docs/choices.md "Stories"), so no page ever points at nothing.
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
    infoId: integer('info_id').references(() => infoItems.id, { onDelete: 'restrict' }),
    infoGraphicId: integer('info_graphic_id').references(() => infographics.id, { onDelete: 'restrict' }),
    heroId: integer('hero_id').references(() => heroes.id, { onDelete: 'restrict' }),
    questionId: integer('question_id').references(() => quizQuestions.id, { onDelete: 'restrict' }),
    actionId: integer('action_id').references(() => actions.id, { onDelete: 'restrict' }),
    initiativeId: integer('initiative_id').references(() => initiatives.id, { onDelete: 'restrict' }),
    version: version(),
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
      .references(() => actions.id, { onDelete: 'restrict' }),
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
      .references(() => initiatives.id, { onDelete: 'restrict' }),
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

/** The user labels a story is not shown to (as an action's, docs/choices.md "Content"). */
export const storyNotRelevantLabels = linkTable(
  'story_not_relevant_labels',
  { key: 'storyId', column: 'story_id', references: () => stories.id },
  { key: 'labelId', column: 'label_id', references: () => labels.id },
)
