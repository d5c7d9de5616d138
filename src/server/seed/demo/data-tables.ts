import { dataTableDefaults } from '../../data-tables/defaults.ts'
import type { Db } from '../../db/client.ts'
import { dataTables } from '../../db/schema.ts'
import { daysBefore } from './random.ts'

/** The shipped factor tables (a copy of the defaults), entered one a day about four months ago. */
export async function seedDemoDataTables(db: Db, now: Date) {
  await db
    .insert(dataTables)
    .values(dataTableDefaults().map((table, i) => ({ ...table, creationDate: daysBefore(now, 120 - i, 10) })))
}
