import { jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { DATA_TABLE_DEFAULT_COUNTRY } from '../../../domain/constants.ts'
import { createdAt, id, version } from '../columns.ts'

/** Factors used by CO2 calculations, looked up by name (lowercase, no spaces). */
export const dataTables = pgTable(
  'data_tables',
  {
    id: id(),
    name: text('name').notNull(),
    country: text('country').notNull().default(DATA_TABLE_DEFAULT_COUNTRY),
    data: jsonb('data').$type<unknown>().notNull(),
    creationDate: createdAt(),
    version: version(),
  },
  (t) => [uniqueIndex('data_tables_name_unique').on(t.name)],
)

export type DataTable = typeof dataTables.$inferSelect
