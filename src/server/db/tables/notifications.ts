import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, id } from '../columns.ts'
import { users } from './users.ts'

export const notificationStatuses = ['pending', 'sent', 'failed'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]

/** Log of push notifications sent to a user (POST /api/notification/user), with the push service ticket. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who sent it; the log outlives their account (set null when it is deleted). */
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    ticketId: text('ticket_id'),
    error: text('error'),
    creationDate: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.creationDate),
    index('notifications_creation_date_idx').on(t.creationDate),
    // Deleting an admin sets their sends to null: without an index that scans the whole log.
    index('notifications_sent_by_idx').on(t.sentBy),
  ],
)

export type Notification = typeof notifications.$inferSelect
