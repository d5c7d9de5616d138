import type { QueryKey } from '@tanstack/react-query'
import { fn } from 'storybook/test'
import { dataTables, type dataTablesApi } from '../../src/console/api/data-tables.ts'
import {
  type DataTableCreateInput,
  type DataTableDto,
  type DataTableUpdateInput,
  dataSize,
  type JsonValue,
} from '../../src/domain/data-tables.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { dataTableDefaults } from '../../src/server/data-tables/defaults.ts'
import { dataTableLegends } from '../../src/server/data-tables/legends.ts'
import { memoryResource } from '../support/memoryResource.ts'

/** The shipped tables and their legends, as the API serves them. */
export const shippedDefaults = dataTableDefaults()
export const legends = (lang: Lang) => dataTableLegends(lang)

const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString()

/** The shipped tables as stored records (the first made on 5 March 2024 at 14:30), then extra ones. */
export function dataTableRows(count = shippedDefaults.length): DataTableDto[] {
  return Array.from({ length: count }, (_, index) => {
    const shipped = shippedDefaults[index]
    const data = shipped?.data ?? { factor: index, source: 'demo' }
    return {
      id: index + 1,
      name: shipped?.name ?? `extra-table-${index + 1}`,
      country: shipped?.country ?? 'nl',
      data,
      creationDate: at(2024, 3, 5 + index, 14, 30),
      size: dataSize(data),
      translated: true,
      version: 1,
    }
  })
}

/** The query cache of a data-tables story: list, legends and defaults, in `lang`. */
export const dataTableQueryData = (lang: Lang = 'en', rows = dataTableRows()): [QueryKey, unknown][] => [
  [dataTables.keys.list(lang, {}), rows],
  [dataTables.keys.other(lang, 'legends'), legends(lang)],
  [dataTables.keys.other(lang, 'defaults'), shippedDefaults],
]

/** A table as the server stores an input. */
const stored = (id: number, input: DataTableCreateInput | DataTableUpdateInput): DataTableDto => ({
  id,
  name: input.name,
  country: input.country ?? 'nl',
  data: input.data as JsonValue,
  creationDate: new Date().toISOString(),
  size: dataSize(input.data),
  translated: true,
  version: 1,
})

/** An in-memory data tables API whose calls the play functions check. */
export const fakeDataTablesApi = (rows: DataTableDto[] = dataTableRows()): typeof dataTablesApi => ({
  ...memoryResource<DataTableDto, DataTableCreateInput, DataTableUpdateInput>(rows, {
    create: (input, id) => stored(id, input),
    update: (row, input) => stored(row.id, input),
    matches: (row, q) => row.name.includes(q),
  }),
  defaults: fn(async (_lang: Lang) => shippedDefaults).mockName('defaults'),
  legends: fn(async (lang: Lang) => legends(lang)).mockName('legends'),
})
