import { msg } from '@lingui/core/macro'
import { dataTablesApi } from '../../api/data-tables.ts'
import type { CommandContext, SearchResult } from '../../app/palette/registry.ts'
import { registerCommands } from '../../app/palette/registry.ts'
import { drawerPath } from '../../ui/drawer/drawerParams.ts'
import { dataSizeMessage } from './dataSize.ts'

const PATH = '/data-tables'
/** How many matches the "Open data table…" page lists. */
const SEARCH_LIMIT = 20

/** `/data-tables` with `?new` or `?edit=id`, keeping the list's filters and page when already there. */
export const dataTableDrawerPath = (context: Pick<CommandContext, 'pathname' | 'search'>, id?: number) =>
  drawerPath(PATH, context, id === undefined ? { flag: 'new' } : { edit: id })

/** Tables whose name contains the query, plus the table with that id when the query is a number. */
export async function findDataTables(query: string, context: CommandContext): Promise<SearchResult[]> {
  const q = query.trim()
  const [matches, byId] = await Promise.all([
    dataTablesApi.list({ q: q || undefined, page: 1, pageSize: SEARCH_LIMIT }),
    /^\d{1,9}$/.test(q) ? dataTablesApi.get(Number(q)).catch(() => null) : Promise.resolve(null),
  ])
  const tables = byId && !matches.some((table) => table.id === byId.id) ? [byId, ...matches] : matches
  return tables.map((table) => ({
    id: `data-table-${table.id}`,
    label: table.name,
    detail: `#${table.id} · ${context.i18n._(dataSizeMessage(table.size))}`,
    run: (next) => next.navigate(dataTableDrawerPath(next, table.id)),
  }))
}

/** The data tables area's palette commands: "Add Data Table" and "Open data table…". */
registerCommands([
  {
    id: 'create.data-table',
    group: 'create',
    label: msg`Add Data Table`,
    keywords: ['new data table', 'create data table', 'nieuwe datatabel'],
    run: (context) => context.navigate(dataTableDrawerPath(context)),
  },
  {
    id: 'open.data-table',
    group: 'navigation',
    label: msg`Open data table`,
    keywords: ['find data table', 'edit data table', 'datatabel zoeken', 'datatabel openen'],
    search: { placeholder: msg`Search data tables by name or ID`, find: findDataTables },
    run: () => {},
  },
])
