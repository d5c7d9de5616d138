import type { MessageDescriptor } from '@lingui/core'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import type { AnyResourceClient, RecordOf } from '../../api/resource.ts'
import type { Resource } from '../../api/resourceQueries.ts'
import { type DrawerParam, drawerPath, recordParam, recordPath } from '../../ui/drawer/drawerParams.ts'
import type { Command, CommandContext, SearchResult } from './registry.ts'

type Where = Pick<CommandContext, 'pathname' | 'search'>

/** How many matches an "Open …" page lists, unless the area says otherwise. */
const SEARCH_LIMIT = 20
/** A query that can only be an id: the record with that id is offered first. */
const ID_QUERY = /^[1-9][0-9]{0,8}$/

export type RecordCommandsSpec<C extends AnyResourceClient> = {
  resource: Resource<C>
  /** The list page the drawers open on, e.g. `/labels`. */
  path: string
  /** The page's drawer parameters (only the one asked for stays in the URL). */
  drawerParams?: readonly string[]
  /** How this resource's drawer is named in the URL (default `?edit=12` / `?new`). */
  param?: DrawerParam<number>
  /** "Add Label"; left out where the CMS adds nothing (feedback comes from the app). */
  add?: { label: MessageDescriptor; keywords: string[] }
  /** "Open label…": a second palette page searching records by text or id. */
  open: { label: MessageDescriptor; placeholder: MessageDescriptor; keywords: string[] }
  /** How a found record reads in the palette. */
  describe: (
    record: RecordOf<C>,
    context: CommandContext,
  ) => Pick<SearchResult, 'label' | 'labelLang' | 'detail' | 'detailLang'>
  /** Where a found record opens when it has a page of its own (a story: its editor), not a drawer. */
  openPath?: (id: number) => string
  /** What "Open …" does when chosen without a search (default: nothing, the page asks). */
  openRuns?: (context: CommandContext) => void
  /** How many matches "Open …" lists (default 20). */
  searchLimit?: number
}

/**
 * An area's record commands for the palette, made the same way in every area: "Add X" opens
 * `?new` on its list page, "Open X…" searches the records through the API (by text, and by id
 * when the query is a number) and opens the chosen one's drawer, keeping the list's filters.
 * The open record's own commands (Save, Delete, Close) come from its drawer.
 */
export function recordCommands<C extends AnyResourceClient>(spec: RecordCommandsSpec<C>) {
  const { resource, path } = spec
  const name = resource.name
  /** The list page with a drawer open: a record's (`id`), a new one's (nothing), or another (`{ flag }`). */
  const pathTo = (where: Where, target?: number | { flag: string }) =>
    typeof target === 'object'
      ? drawerPath(path, where, target, spec.drawerParams ?? recordParam.names)
      : recordPath(
          path,
          where,
          spec.param ?? recordParam,
          target ?? UNSAVED_ID,
          spec.drawerParams ?? (spec.param ?? recordParam).names,
        )

  async function find(query: string, context: CommandContext): Promise<SearchResult[]> {
    const client = context.client(resource.client)
    const q = query.trim()
    const [matches, byId] = await Promise.all([
      client.list(
        { q: q || undefined, page: 1, pageSize: spec.searchLimit ?? SEARCH_LIMIT },
        context.lang,
      ) as Promise<RecordOf<C>[]>,
      ID_QUERY.test(q)
        ? (client.get(Number(q), context.lang) as Promise<RecordOf<C>>).catch(() => null)
        : Promise.resolve(null),
    ])
    const found = byId && !matches.some((record) => record.id === byId.id) ? [byId, ...matches] : matches
    return found.map((record) => ({
      id: `${name}-${record.id}`,
      ...spec.describe(record, context),
      run: (next) => next.navigate(spec.openPath ? spec.openPath(record.id) : pathTo(next, record.id)),
    }))
  }

  const commands: Command[] = [
    ...(spec.add
      ? [
          {
            id: `create.${name}`,
            group: 'create' as const,
            label: spec.add.label,
            keywords: spec.add.keywords,
            run: (context: CommandContext) => context.navigate(pathTo(context)),
          },
        ]
      : []),
    {
      id: `open.${name}`,
      group: 'navigation',
      label: spec.open.label,
      keywords: spec.open.keywords,
      search: { placeholder: spec.open.placeholder, find },
      run: spec.openRuns ?? (() => {}),
    },
  ]
  return { commands, find, pathTo }
}
