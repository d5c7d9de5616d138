import type {
  DataTableCreateInput,
  DataTableDefault,
  DataTableDto,
  DataTableLegends,
  DataTableUpdateInput,
} from '../../domain/data-tables.ts'
import type { Lang } from '../../domain/lang.ts'
import { api } from './client.ts'
import { bodyOf, inLanguage, resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/** Data tables (SPEC §7: `/api/data-table`; data is sent as parsed JSON; `?q=` searches the name). */
export const dataTablesApi = {
  ...resourceClient<DataTableDto, DataTableCreateInput, DataTableUpdateInput>('data-table'),
  /** The shipped factor tables. */
  defaults: (lang: Lang) => bodyOf<DataTableDefault[]>(api.get('data-table/defaults', inLanguage(lang))),
  /** What each shipped table means, in `lang`. */
  legends: (lang: Lang) => bodyOf<DataTableLegends>(api.get('data-table/legends', inLanguage(lang))),
}
export const dataTables = defineResource('data-tables', dataTablesApi)
