import { fn } from 'storybook/test'
import type { DataTablesApi } from '../../src/console/api/data-tables.ts'
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
export const dataTableQueryData = (lang: Lang = 'en', rows = dataTableRows()): [unknown[], unknown][] => [
  [['data-tables', lang], rows],
  [['data-table-legends', lang], legends(lang)],
  [['data-table-defaults', lang], shippedDefaults],
]

/** A fake of the data tables API whose calls the play functions check. */
export function fakeDataTablesApi(rows: DataTableDto[] = dataTableRows()) {
  const find = (id: number) => {
    const row = rows.find((table) => table.id === id)
    if (!row) throw new Error('Data table not found.')
    return row
  }
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
  return {
    list: fn(async () => rows).mockName('list'),
    get: fn(async (id: number) => find(id)).mockName('get'),
    create: fn(async (input: DataTableCreateInput) => stored(rows.length + 1, input)).mockName('create'),
    update: fn(async (id: number, input: DataTableUpdateInput) => stored(id, input)).mockName('update'),
    remove: fn(async (id: number) => ({ id })).mockName('remove'),
    defaults: fn(async () => shippedDefaults).mockName('defaults'),
    legends: fn(async () => legends('en')).mockName('legends'),
  } satisfies DataTablesApi
}
