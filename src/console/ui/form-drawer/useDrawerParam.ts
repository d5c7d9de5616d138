import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import { useUpdateSearchParams } from '../useUpdateSearchParams.ts'

/**
 * The open record lives in the URL (`?edit=12` or `?new`), so a link, a reload or the palette can
 * open a drawer. `null` means closed; -1 means a new record.
 */
export function useDrawerParam() {
  const [params] = useSearchParams()
  const edit = Number(params.get('edit'))
  const openId = params.has('new') ? UNSAVED_ID : Number.isInteger(edit) && edit > 0 ? edit : null

  const update = useUpdateSearchParams()

  const openNew = useCallback(
    () =>
      update((next) => {
        next.delete('edit')
        next.set('new', '')
      }),
    [update],
  )
  const openEdit = useCallback(
    (id: number) =>
      update((next) => {
        next.delete('new')
        next.set('edit', String(id))
      }),
    [update],
  )
  const close = useCallback(
    () =>
      update((next) => {
        next.delete('new')
        next.delete('edit')
      }),
    [update],
  )
  return { openId, openNew, openEdit, close }
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
  drawerParams: readonly string[] = ['new', 'edit'],
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
