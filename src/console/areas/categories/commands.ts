import { msg } from '@lingui/core/macro'
import { categoriesApi } from '../../api/categories.ts'
import type { CommandContext, SearchResult } from '../../app/palette/registry.ts'
import { registerCommands } from '../../app/palette/registry.ts'
import { drawerPath } from '../../ui/drawer/drawerParams.ts'
import { HIERARCHY_PARAM } from './useHierarchyParam.ts'

const PATH = '/categories'
/** How many matches the "Open category…" page lists. */
const SEARCH_LIMIT = 20

type Drawer = { kind: 'new' } | { kind: 'edit'; id: number } | { kind: 'hierarchy' }

/** `/categories` with `?new`, `?edit=id` or `?hierarchy`, keeping the list's filters and page when already there. */
export const categoryDrawerPath = (context: Pick<CommandContext, 'pathname' | 'search'>, drawer: Drawer) =>
  drawerPath(
    PATH,
    context,
    drawer.kind === 'edit' ? { edit: drawer.id } : { flag: drawer.kind === 'new' ? 'new' : HIERARCHY_PARAM },
    ['new', 'edit', HIERARCHY_PARAM],
  )

/** Categories whose title (in the editing language) contains the query, plus the one with that id. */
export async function findCategories(query: string): Promise<SearchResult[]> {
  const q = query.trim()
  const [matches, byId] = await Promise.all([
    categoriesApi.list({ q: q || undefined, page: 1, pageSize: SEARCH_LIMIT }),
    /^\d{1,9}$/.test(q) ? categoriesApi.get(Number(q)).catch(() => null) : Promise.resolve(null),
  ])
  const found = byId && !matches.some((category) => category.id === byId.id) ? [byId, ...matches] : matches
  return found.map((category) => ({
    id: `category-${category.id}`,
    label: `${category.emoji} ${category.title || `#${category.id}`}`,
    detail: category.parentTitle ? `${category.parentTitle} · #${category.id}` : `#${category.id}`,
    run: (context) => context.navigate(categoryDrawerPath(context, { kind: 'edit', id: category.id })),
  }))
}

/** The categories area's palette commands: "Add Category", "Open category…", "Sort and Hierarchy". */
registerCommands([
  {
    id: 'create.category',
    group: 'create',
    label: msg`Add Category`,
    keywords: ['new', 'create', 'nieuw'],
    run: (context) => context.navigate(categoryDrawerPath(context, { kind: 'new' })),
  },
  {
    id: 'open.category',
    group: 'navigation',
    label: msg`Open category`,
    keywords: ['find', 'edit', 'zoeken', 'openen'],
    search: { placeholder: msg`Search categories by title or ID`, find: findCategories },
    run: () => {},
  },
  {
    id: 'hierarchy.category',
    group: 'navigation',
    label: msg`Sort and Hierarchy`,
    keywords: ['order', 'tree', 'sort', 'volgorde', 'hiërarchie'],
    run: (context) => context.navigate(categoryDrawerPath(context, { kind: 'hierarchy' })),
  },
])
