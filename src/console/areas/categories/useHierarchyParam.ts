import { useCallback } from 'react'
import { flagParam, recordParam } from '../../ui/drawer/drawerParams.ts'
import { useDrawerUrl } from '../../ui/drawer/useDrawerParam.ts'

/** The Sort and Hierarchy drawer's open state lives in the URL (`/categories?hierarchy`), like the form drawer's. */
export const HIERARCHY_PARAM = 'hierarchy'

/** `?hierarchy`; opening it closes a category's drawer (`?edit=`, `?new`). */
export const hierarchyParam = flagParam(HIERARCHY_PARAM, recordParam.names)

/** Opens Sort and Hierarchy (the list page's button). */
export function useHierarchyParam() {
  const { key, set } = useDrawerUrl(hierarchyParam)
  const openHierarchy = useCallback(() => set(true), [set])
  return { open: key !== null, openHierarchy }
}
