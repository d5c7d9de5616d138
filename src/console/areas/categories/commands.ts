import { msg } from '@lingui/core/macro'
import { shownText } from '../../../domain/reference.ts'
import { categories } from '../../api/categories.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'
import type { Command, CommandContext } from '../../app/palette/registry.ts'
import { recordParam } from '../../ui/drawer/drawerParams.ts'
import { HIERARCHY_PARAM } from './useHierarchyParam.ts'

/** The page's drawers: a category's (`?new`, `?edit=`) and Sort and Hierarchy (`?hierarchy`). */
const DRAWER_PARAMS = [...recordParam.names, HIERARCHY_PARAM] as const

/** "Add Category" and "Open category…" (by title in the interface language, or by id). */
export const categoryRecords = recordCommands({
  resource: categories,
  path: '/categories',
  drawerParams: DRAWER_PARAMS,
  add: { label: msg`Add Category`, keywords: ['new', 'create', 'nieuw'] },
  open: {
    label: msg`Open category`,
    placeholder: msg`Search categories by title or ID`,
    keywords: ['find', 'edit', 'zoeken', 'openen'],
  },
  describe: (category) => {
    // Titles missing in the interface language are shown (and were found) by their reference.
    const title = shownText(category, 'title')
    const parent = shownText(category, 'parentTitle')
    return {
      label: `${category.emoji} ${title.text || `#${category.id}`}`,
      labelLang: title.lang,
      detail: parent.text ? `${parent.text} · #${category.id}` : `#${category.id}`,
      detailLang: parent.lang,
    }
  },
})

/** `/categories?hierarchy`, keeping the list's filters and page when already there. */
export const hierarchyDrawerPath = (where: Pick<CommandContext, 'pathname' | 'search'>) =>
  categoryRecords.pathTo(where, { flag: HIERARCHY_PARAM })

/** The categories area's palette commands: "Add Category", "Open category…", "Sort and Hierarchy". */
export const categoryCommands: Command[] = [
  ...categoryRecords.commands,
  {
    id: 'hierarchy.categories',
    group: 'navigation',
    label: msg`Sort and Hierarchy`,
    keywords: ['order', 'tree', 'sort', 'volgorde', 'hiërarchie'],
    run: (context) => context.navigate(hierarchyDrawerPath(context)),
  },
]
