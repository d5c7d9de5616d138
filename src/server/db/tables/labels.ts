import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, id, version } from '../columns.ts'
import { linkTable } from './link-table.ts'
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

export const userLabels = linkTable(
  'user_labels',
  { key: 'userId', column: 'user_id', references: () => users.id },
  { key: 'labelId', column: 'label_id', references: () => labels.id },
)

export type Label = typeof labels.$inferSelect
