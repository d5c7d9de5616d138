import { dataTableEndpoint } from '../../domain/contracts/endpoints.ts'
import type { DataTableDefault, DataTableLegends } from '../../domain/data-tables.ts'
import type { Lang } from '../../domain/lang.ts'
import { api } from './client.ts'
import { bodyOf, inLanguage, resourceClient } from './resource.ts'
import { queryResource } from './resourceQueries.ts'

/** Data tables (docs/product.md §7: `/api/data-table`; data is sent as parsed JSON; `?q=` searches the name). */
export const dataTablesApi = {
  ...resourceClient(dataTableEndpoint),
  /** The shipped factor tables. */
  defaults: (lang: Lang) => bodyOf<DataTableDefault[]>(api.get('data-table/defaults', inLanguage(lang))),
  /** What each shipped table means, in `lang`. */
  legends: (lang: Lang) => bodyOf<DataTableLegends>(api.get('data-table/legends', inLanguage(lang))),
}
export const dataTables = queryResource('data-tables', dataTablesApi)
