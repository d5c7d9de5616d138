import { useCallback } from 'react'
import { flagParam, recordParam } from '../../../ui/drawer/drawerParams.ts'
import { useDrawerUrl } from '../../../ui/drawer/useDrawerParam.ts'

/**
 * Sort and Hierarchy of the CO2 questions lives in the URL (`/co2quiz?hierarchy`), like the
 * categories' one; opening it closes a question's drawer (`?edit=`, `?new`) and the page's other
 * flag drawers, since one drawer shows at a time.
 */
export const co2HierarchyParam = flagParam('hierarchy', [...recordParam.names, 'calculator', 'overview'])

/** Opens Sort and Hierarchy (the questions page's button). */
export function useCo2HierarchyParam() {
  const { key, set } = useDrawerUrl(co2HierarchyParam)
  const openHierarchy = useCallback(() => set(true), [set])
  return { open: key !== null, openHierarchy }
}
