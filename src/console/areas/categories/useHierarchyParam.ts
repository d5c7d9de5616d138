import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useUpdateSearchParams } from '../../ui/useUpdateSearchParams.ts'

/** The Sort and Hierarchy drawer's open state lives in the URL (`/categories?hierarchy`), like the form drawer's. */
export const HIERARCHY_PARAM = 'hierarchy'

export function useHierarchyParam() {
  const [params] = useSearchParams()
  const open = params.has(HIERARCHY_PARAM)
  const update = useUpdateSearchParams()
  const set = useCallback(
    (next: boolean, replace = false) =>
      update(
        (updated) => {
          if (next) {
            updated.delete('new')
            updated.delete('edit')
            updated.set(HIERARCHY_PARAM, '')
          } else updated.delete(HIERARCHY_PARAM)
        },
        { replace },
      ),
    [update],
  )
  const openHierarchy = useCallback(() => set(true), [set])
  const closeHierarchy = useCallback(() => set(false), [set])
  /** Back in the URL without a new history entry (the drawer stayed open after all). */
  const keepOpen = useCallback(() => set(true, true), [set])
  return { open, openHierarchy, closeHierarchy, keepOpen }
}

/** `/categories?hierarchy`, for the palette. */
export const hierarchyPath = (path: string) => `${path}?${HIERARCHY_PARAM}`
