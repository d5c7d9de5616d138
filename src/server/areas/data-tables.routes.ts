import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  calculationTableMessages,
  dataTableDeletePlan,
  isCalculationTable,
} from '../../domain/calculation-tables.ts'
import {
  dataTableContract,
  dataTableDefaultsSchema,
  dataTableLegendsSchema,
} from '../../domain/contracts/data-tables.ts'
import { dataSize, dataTableMessages, dataTableSortFields, type JsonValue } from '../../domain/data-tables.ts'
import { contains, registerCrud, requestLang, serverResource } from '../crud/index.ts'
import { dataTableDefaults } from '../data-tables/defaults.ts'
import { dataTableLegends } from '../data-tables/legends.ts'
import type { Db } from '../db/client.ts'
import { dataTables } from '../db/schema.ts'
import { conflict } from '../errors.ts'

/**
 * Data tables (docs/product.md §3): the factors CO2 calculations use, at `/api/data-table`; `?q=` searches
 * names. The tables the calculation reads (CALCULATION_TABLES) must keep their shape (the
 * schemas check it: 400 on `data.<path>`), cannot be deleted (409) and keep their name (409).
 */
export const dataTableResource = serverResource(dataTableContract, {
  table: dataTables,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    country: row.country,
    data: row.data as JsonValue,
    creationDate: row.creationDate.toISOString(),
    size: dataSize(row.data),
  }),
  list: {
    search: (q) => contains(dataTables.name, q),
    sort: Object.fromEntries(dataTableSortFields.map((field) => [field, dataTables[field]])),
  },
  update: {
    // The calculation finds its tables by name: renaming one would take it away like a delete.
    values: (input, { existing }) => {
      if (input.name !== existing.name && isCalculationTable(existing.name)) {
        throw conflict(calculationTableMessages.cannotRename, { name: calculationTableMessages.cannotRename })
      }
      return input
    },
  },
  delete: {
    plan: (row) => dataTableDeletePlan(row.name),
  },
  unique: [{ key: 'name', message: dataTableMessages.nameTaken, constraint: 'data_tables_name_unique' }],
})

export const dataTablesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Before `/:id` (Fastify prefers fixed paths anyway).
  app.get('/data-table/defaults', { schema: { response: { 200: dataTableDefaultsSchema } } }, async () =>
    dataTableDefaults(),
  )
  app.get('/data-table/legends', { schema: { response: { 200: dataTableLegendsSchema } } }, async (request) =>
    dataTableLegends(requestLang(request)),
  )
  registerCrud(app, db, dataTableResource)
}
