import { inArray } from 'drizzle-orm'
import type { EngineTables } from '../../domain/co2/model.ts'
import { DATA_TABLE_DEFAULT_COUNTRY } from '../../domain/constants.ts'
import type { Queryable } from '../crud/index.ts'
import { dataTables } from '../db/schema.ts'

/**
 * The data tables the CO2 engine reads for a person of `country` (ISO 3166-1 alpha-2, 'NL'), by
 * name. Data tables name their country in lower case ('nl', docs/product.md §9); a table the
 * country has no version of is the default country's, so a person abroad still gets a result.
 */
export async function loadCountryTables(db: Queryable, country: string): Promise<EngineTables> {
  const own = country.toLowerCase()
  const rows = await db
    .select({ name: dataTables.name, country: dataTables.country, data: dataTables.data })
    .from(dataTables)
    .where(inArray(dataTables.country, [...new Set([own, DATA_TABLE_DEFAULT_COUNTRY])]))
  // A Map, then own properties: a table named like `__proto__` stays a table.
  const tables = new Map<string, unknown>()
  for (const row of rows) if (row.country === own || !tables.has(row.name)) tables.set(row.name, row.data)
  return Object.fromEntries(tables)
}
