import { doublePrecision, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { categories } from './categories.ts'
import { users } from './users.ts'

/**
 * A user's CO2 footprint by category, as the CO2 engine (`calculateCo2`, src/domain/co2/) counts
 * their stored answers: kg CO2e a year per category, one row per category the result has (a
 * category at 0 has none). SQL cannot run the engine, so the statistics read these rows
 * (docs/choices.md "Statistics"). Written whenever the server changes a user's CO2 answers
 * (src/server/areas/statistics.co2.ts): all of a user's rows at once, `calculatedDate` the time of
 * the last answer the result counts.
 */
export const userCo2Results = pgTable(
  'user_co2_results',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    co2value: doublePrecision('co2value').notNull(),
    calculatedDate: timestamp('calculated_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('user_co2_results_category_idx').on(t.categoryId),
    // By date with every column: a day's results are read from the index alone.
    index('user_co2_results_calculated_date_idx').on(t.calculatedDate, t.userId, t.categoryId, t.co2value),
  ],
)
