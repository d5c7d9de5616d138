import { type AnyPgColumn, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { DEFAULT_CATEGORY_EMOJI } from '../../../domain/constants.ts'
import { id, ordering, translated, version } from '../columns.ts'

/** Two-level category tree (a main category has no parent; a sub category has a main one as parent). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    index: ordering(),
    title: translated('title'),
    emoji: text('emoji').notNull().default(DEFAULT_CATEGORY_EMOJI),
    isContent: boolean('is_content').notNull().default(true),
    parentCategoryId: integer('parent_category_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'set null',
    }),
    version: version(),
  },
  (t) => [index('categories_parent_idx').on(t.parentCategoryId), index('categories_index_idx').on(t.index)],
)

export type Category = typeof categories.$inferSelect
