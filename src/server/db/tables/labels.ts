import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, version } from '../columns.ts'
import { users } from './users.ts'

/** A user label (/api/user-label); the value is language-neutral and unique in any letter case. */
export const labels = pgTable(
  'labels',
  {
    id: id(),
    value: text('value').notNull(),
    creationDate: createdAt(),
    version: version(),
  },
  (t) => [
    index('labels_creation_date_idx').on(t.creationDate),
    uniqueIndex('labels_value_unique').on(sql`lower(${t.value})`),
  ],
)

export const userLabels = pgTable(
  'user_labels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.labelId] }), index('user_labels_label_idx').on(t.labelId)],
)

export type Label = typeof labels.$inferSelect
