import { type SQL, sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { DEFAULT_COUNTRY } from '../../../domain/constants.ts'
import { userLevels } from '../../../domain/enums.ts'
import { createdAt, id, version } from '../columns.ts'

export const userLevel = pgEnum('user_level', userLevels)

export type BptInfo = {
  expertise: { categoryId: number; level: string }[]
  motivation: { option: string; openAnswer?: string | null }[]
  behavior: { option: string; openAnswer?: string | null }[]
  barriers: { option: string; openAnswer?: string | null }[]
}

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    passwordHash: text('password_hash'),
    level: userLevel('level').notNull().default('device'),
    deviceId: text('device_id'),
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country').notNull().default(DEFAULT_COUNTRY),
    enablePushNotifications: boolean('enable_push_notifications').notNull().default(false),
    expoPushToken: text('expo_push_token'),
    requestedAccountDeletion: boolean('requested_account_deletion').notNull().default(false),
    requestedDataRemoval: boolean('requested_data_removal').notNull().default(false),
    bptInfo: jsonb('bpt_info').$type<BptInfo>(),
    creationDate: createdAt(),
    version: version(),
    activeDate: timestamp('active_date', { withTimezone: true }),
    /**
     * What `GET /api/user?q=` searches: first name, last name and e-mail in lower case, one text,
     * kept by the database. A GIN trigram index (pg_trgm) on it makes `like '%jan%'` an index
     * scan, and checking a candidate row reads this text instead of building it again.
     */
    /**
     * The motivation options the user gave (`bpt_info -> 'motivation'`, each `option`), as a jsonb
     * list kept by the database: `GET /api/statistics/user-motivation` reads these from an index
     * over the active date instead of every active user's whole BPT answers.
     */
    motivationOptions: jsonb('motivation_options')
      .$type<string[]>()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when jsonb_typeof(${users.bptInfo} -> 'motivation') = 'array' then jsonb_path_query_array(${users.bptInfo} -> 'motivation', '$[*].option') else '[]'::jsonb end`,
      ),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.email}, ''))`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_level_idx').on(t.level),
    index('users_deletion_idx')
      .on(t.id)
      .where(sql`${t.requestedAccountDeletion} or ${t.requestedDataRemoval}`),
    index('users_active_idx').on(t.activeDate),
    index('users_active_motivation_idx').on(t.activeDate, t.motivationOptions),
    // New users per day by level, counted from the index alone (docs/choices.md "Statistics").
    index('users_creation_date_idx').on(t.creationDate, t.level),
    // Written through at once (no pending list): PGlite has no autovacuum to merge one, and a
    // growing pending list is read in full by every search, until the planner prefers a seq scan.
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
)

/** Opaque session tokens, stored as SHA-256 hashes so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** Fixed-window counters for rate limits, shared by every server instance on one database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})
