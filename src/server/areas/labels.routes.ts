import { labelDtoSchema } from '../../domain/contracts/labels.ts'
import type { LabelDto } from '../../domain/labels.ts'
import {
  labelCreateSchema,
  labelListQuerySchema,
  labelMessages,
  labelSortFields,
  labelUpdateSchema,
} from '../../domain/labels.ts'
import { contains, crudRoutes, defineResource } from '../crud/index.ts'
import { labels } from '../db/schema.ts'

/** User labels (SPEC §3): `/api/user-label`, sorted by id; `?q=` searches the value. */
export const labelResource = defineResource({
  name: 'Label',
  path: '/user-label',
  table: labels,
  response: labelDtoSchema,
  toDto: (row): Omit<LabelDto, 'translated' | 'version'> => ({
    id: row.id,
    value: row.value,
    creationDate: row.creationDate.toISOString(),
  }),
  list: {
    query: labelListQuerySchema,
    search: (q) => contains(labels.value, q),
    sort: Object.fromEntries(labelSortFields.map((field) => [field, labels[field]])),
  },
  create: { body: labelCreateSchema },
  update: { body: labelUpdateSchema },
  // Trimmed by the schema; unique in any letter case (the index is on lower(value)).
  unique: [
    { key: 'value', message: labelMessages.valueTaken, constraint: 'labels_value_unique', ignoreCase: true },
  ],
})

export const labelsRoutes = crudRoutes(labelResource)
