import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../columns.ts'
import { users } from './users.ts'

/** App feedback; `fileUuid` names an optional screenshot on disk (/file/{uuid}/original.webp). */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    message: text('message').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    fileUuid: text('file_uuid'),
    creationDate: createdAt(),
  },
  (t) => [index('feedback_user_idx').on(t.userId), index('feedback_creation_date_idx').on(t.creationDate)],
)

export type Feedback = typeof feedback.$inferSelect
