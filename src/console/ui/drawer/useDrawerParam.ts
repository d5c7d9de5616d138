import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import { useUpdateSearchParams } from '../useUpdateSearchParams.ts'
import { type DrawerParam, recordParam } from './drawerParams.ts'

/**
 * What the URL says about one drawer (`key`, null when closed) and a way to change it that keeps
 * the other parameters (the list's filters and page). `param` must be a stable object (a module
 * constant), since `set` depends on it.
 */
export function useDrawerUrl<K>(param: DrawerParam<K>) {
  const [params] = useSearchParams()
  const key = param.read(params)
  const update = useUpdateSearchParams()
  const set = useCallback(
    (next: K | null, options?: { replace?: boolean }) =>
      update((updated) => param.write(updated, next), options),
    [update, param],
  )
  return { key, set }
}

/**
 * A list page's record drawer in the URL (`?edit=12` or `?new`): `openId` is null when closed and
 * `UNSAVED_ID` (-1) for a new record.
 */
export function useDrawerParam() {
  const { key, set } = useDrawerUrl(recordParam)
  const openNew = useCallback(() => set(UNSAVED_ID), [set])
  const openEdit = useCallback((id: number) => set(id), [set])
  const close = useCallback(() => set(null), [set])
  return { openId: key, openNew, openEdit, close }
}
