import { UNSAVED_ID } from '../../../domain/constants.ts'

/**
 * How a drawer's open state is written in the URL, so a link, a reload, the palette or Back can
 * open and close it. `K` is what the URL names: a record id (`?edit=12`, `?new`) or `true` for a
 * drawer that is simply open or not (`?hierarchy`). `null` means closed.
 */
export type DrawerParam<K> = {
  /** The search parameters this drawer owns. */
  names: readonly string[]
  read: (params: URLSearchParams) => K | null
  /** Changes `params` in place so they name `key` (null: closed). */
  write: (params: URLSearchParams, key: K | null) => void
}

/** A record drawer: `?edit=12` opens record 12, `?new` a new record (`UNSAVED_ID`). */
export const recordParam: DrawerParam<number> = {
  names: ['new', 'edit'],
  read: (params) => {
    if (params.has('new')) return UNSAVED_ID
    const edit = Number(params.get('edit'))
    return Number.isInteger(edit) && edit > 0 ? edit : null
  },
  write: (params, key) => {
    if (key === null) {
      params.delete('new')
      params.delete('edit')
    } else if (key === UNSAVED_ID) {
      params.delete('edit')
      params.set('new', '')
    } else {
      params.delete('new')
      params.set('edit', String(key))
    }
  },
}

/** A drawer of stored records only (nothing is added in it): `?edit=12`; `?new` names nothing. */
export const storedRecordParam: DrawerParam<number> = {
  ...recordParam,
  read: (params) => {
    const id = recordParam.read(params)
    return id !== null && id > 0 ? id : null
  },
}

/**
 * A drawer named by a flag (`?hierarchy`). Opening it drops the parameters in `replaces` (another
 * drawer of the page, such as `?edit=`), since one drawer shows at a time.
 */
export function flagParam(name: string, replaces: readonly string[] = []): DrawerParam<true> {
  return {
    names: [name],
    read: (params) => (params.has(name) ? true : null),
    write: (params, key) => {
      if (key === null) {
        params.delete(name)
        return
      }
      for (const other of replaces) params.delete(other)
      params.set(name, '')
    },
  }
}

/**
 * A second drawer of stored records on a page, under its own name (`?request=12` beside the
 * page's `?edit=`). Opening it drops the parameters in `replaces`, since one drawer shows at a time.
 */
export function idParam(name: string, replaces: readonly string[] = []): DrawerParam<number> {
  return {
    names: [name],
    read: (params) => {
      const id = Number(params.get(name))
      return Number.isInteger(id) && id > 0 ? id : null
    },
    write: (params, key) => {
      if (key === null) {
        params.delete(name)
        return
      }
      for (const other of replaces) params.delete(other)
      params.set(name, String(key))
    },
  }
}

/** The link that opens a record's drawer on a list page, e.g. for the palette. */
export const editPath = (path: string, id: number) => `${path}?edit=${id}`

/**
 * The list page `path` with one drawer open (`?edit=12`, or a flag such as `?new`), keeping the
 * list's filters and page when the user is already on it. `drawerParams` are the page's drawer
 * parameters, of which only the one asked for stays.
 */
export function drawerPath(
  path: string,
  current: { pathname: string; search: string },
  open: { edit: number } | { flag: string },
  drawerParams: readonly string[] = recordParam.names,
) {
  const params = new URLSearchParams(current.pathname === path ? current.search : '')
  for (const name of drawerParams) params.delete(name)
  if ('edit' in open) {
    params.set('edit', String(open.edit))
    return `${path}?${params}`
  }
  params.set(open.flag, '')
  // A flag reads `?new`, not `?new=`.
  return `${path}?${String(params).replace(new RegExp(`(^|&)${open.flag}=(?=&|$)`), `$1${open.flag}`)}`
}

/**
 * One of several record drawers on one page, each named by its kind (the content list's action,
 * initiative, infographic and quiz question drawers): `?action=12` opens action 12, `?new=action`
 * a new one. `kinds` are all the page's kinds: opening one closes the others' (one drawer shows
 * at a time). Make one per kind as a module constant (`useFormDrawer` needs a stable one).
 */
export function kindRecordParam(kind: string, kinds: readonly string[]): DrawerParam<number> {
  return {
    names: ['new', ...kinds],
    read: (params) => {
      if (params.get('new') === kind) return UNSAVED_ID
      const id = Number(params.get(kind))
      return Number.isInteger(id) && id > 0 ? id : null
    },
    write: (params, key) => {
      if (key === null) {
        params.delete(kind)
        if (params.get('new') === kind) params.delete('new')
        return
      }
      params.delete('new')
      for (const other of kinds) params.delete(other)
      if (key === UNSAVED_ID) params.set('new', kind)
      else params.set(kind, String(key))
    },
  }
}

/**
 * The list page `path` with the drawer of `param` showing `key` (a record id, or `UNSAVED_ID` for
 * a new one), keeping the list's filters when the user is already on it; the page's other drawer
 * parameters (`drawerParams`) are dropped.
 */
export function recordPath(
  path: string,
  current: { pathname: string; search: string },
  param: DrawerParam<number>,
  key: number,
  drawerParams: readonly string[] = param.names,
) {
  const params = new URLSearchParams(current.pathname === path ? current.search : '')
  for (const name of drawerParams) params.delete(name)
  param.write(params, key)
  // A flag reads `?new`, not `?new=`.
  return `${path}?${String(params).replace(/(^|&)new=(?=&|$)/, '$1new')}`
}
