import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { labelContract } from '../../domain/contracts/labels.ts'
import { labelMessages, labelSortFields } from '../../domain/labels.ts'
import { contains, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { labels } from '../db/schema.ts'

/** User labels (docs/product.md §3): `/api/user-label`, sorted by id; `?q=` searches the value. */
export const labelResource = serverResource(labelContract, {
  table: labels,
  toDto: (row) => ({ id: row.id, value: row.value, creationDate: row.creationDate.toISOString() }),
  list: {
    search: (q) => contains(labels.value, q),
    sort: Object.fromEntries(labelSortFields.map((field) => [field, labels[field]])),
  },
  // Trimmed by the schema; unique in any letter case (the index is on lower(value)).
  unique: [
    { key: 'value', message: labelMessages.valueTaken, constraint: 'labels_value_unique', ignoreCase: true },
  ],
})

export const labelsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCrud(app, db, labelResource)
}
