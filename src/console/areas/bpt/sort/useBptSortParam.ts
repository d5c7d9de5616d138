import { useCallback } from 'react'
import { flagParam, recordParam } from '../../../ui/drawer/drawerParams.ts'
import { useDrawerUrl } from '../../../ui/drawer/useDrawerParam.ts'

/**
 * Sort and Hierarchy of the BPT questions lives in the URL (`/bpt?hierarchy`, the name the
 * categories and CO2 questions use for their button of the same name); opening it closes a
 * question's drawer (`?edit=`, `?new`), since one drawer shows at a time.
 */
export const bptSortParam = flagParam('hierarchy', recordParam.names)

/** Opens Sort and Hierarchy (the BPT page's button, the palette's "Sort BPT questions"). */
export function useBptSortParam() {
  const { key, set } = useDrawerUrl(bptSortParam)
  const openSort = useCallback(() => set(true), [set])
  return { open: key !== null, openSort }
}
