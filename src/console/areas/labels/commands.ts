import { msg } from '@lingui/core/macro'
import { labelsApi } from '../../api/labels.ts'
import type { CommandContext, SearchResult } from '../../app/palette/registry.ts'
import { registerCommands } from '../../app/palette/registry.ts'
import { drawerPath } from '../../ui/drawer/drawerParams.ts'

const PATH = '/labels'
/** How many matches the "Open label…" page lists. */
const SEARCH_LIMIT = 20

/** `/labels` with `?new` or `?edit=id`, keeping the list's filters and page when already there. */
export const labelDrawerPath = (context: Pick<CommandContext, 'pathname' | 'search'>, id?: number) =>
  drawerPath(PATH, context, id === undefined ? { flag: 'new' } : { edit: id })

/** Labels whose value contains the query, plus the label with that id when the query is a number. */
export async function findLabels(query: string): Promise<SearchResult[]> {
  const q = query.trim()
  const [matches, byId] = await Promise.all([
    labelsApi.list({ q: q || undefined, page: 1, pageSize: SEARCH_LIMIT }),
    /^\d{1,9}$/.test(q) ? labelsApi.get(Number(q)).catch(() => null) : Promise.resolve(null),
  ])
  const labels = byId && !matches.some((label) => label.id === byId.id) ? [byId, ...matches] : matches
  return labels.map((label) => ({
    id: `label-${label.id}`,
    label: label.value,
    detail: `#${label.id}`,
    run: (context) => context.navigate(labelDrawerPath(context, label.id)),
  }))
}

/** The labels area's palette commands: "Add Label" and "Open label…". */
registerCommands([
  {
    id: 'create.label',
    group: 'create',
    label: msg`Add Label`,
    keywords: ['new label', 'create label', 'nieuw label'],
    run: (context) => context.navigate(labelDrawerPath(context)),
  },
  {
    id: 'open.label',
    group: 'navigation',
    label: msg`Open label`,
    keywords: ['find label', 'edit label', 'label zoeken', 'label openen'],
    search: { placeholder: msg`Search labels by value or ID`, find: findLabels },
    run: () => {},
  },
])
