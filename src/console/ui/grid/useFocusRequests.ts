import { type RefObject, useEffect, useRef } from 'react'
import { onFocusRequest } from '../focus/returnFocus.ts'

/** How long a row that is not listed yet (a record just added) is waited for. */
const WAIT_FOR_ROW_MS = 3000

/**
 * The grid takes focus when a drawer closes, with its active row on the record the drawer showed.
 * A row not on the list yet (the list refetches after an add) becomes active once it arrives.
 */
export function useFocusRequests({
  gridRef,
  list,
  rowIds,
  setActive,
  pageOf,
  goToPage,
}: {
  gridRef: RefObject<HTMLElement | null>
  /** Which list of the page this is (the table's `urlPrefix`); undefined for the main one. */
  list?: string
  /** The ids of the rows on the current page, in order. */
  rowIds: readonly string[]
  setActive: (index: number) => void
  /** The page a row is on, when the table knows every row (client lists); null: not known. */
  pageOf: (id: string) => number | null
  goToPage: (page: number) => void
}) {
  const waiting = useRef<{ id: string; until: number } | null>(null)
  const latest = useRef({ rowIds, setActive, pageOf, goToPage })
  latest.current = { rowIds, setActive, pageOf, goToPage }

  useEffect(
    () =>
      onFocusRequest((id, wanted) => {
        // A second list on the page (the deletion requests below the users) only takes its own.
        if (wanted !== list) return false
        const grid = gridRef.current
        // The page's list, not a panel table inside a drawer.
        if (!grid?.isConnected || !grid.closest('main')) return false
        // Focus first: the grid's own focus handler would make the first row active.
        grid.focus({ preventScroll: true })
        if (id === null) return true
        const index = latest.current.rowIds.indexOf(id)
        if (index >= 0) {
          latest.current.setActive(index)
          return true
        }
        // On another page of the list: go there; the row becomes active when that page shows.
        const page = latest.current.pageOf(id)
        if (page !== null) latest.current.goToPage(page)
        waiting.current = { id, until: Date.now() + WAIT_FOR_ROW_MS }
        return true
      }),
    [gridRef, list],
  )

  // The awaited row arrived.
  const key = rowIds.join(',')
  useEffect(() => {
    const wanted = waiting.current
    if (!wanted) return
    if (Date.now() > wanted.until) {
      waiting.current = null
      return
    }
    const index = key.split(',').indexOf(wanted.id)
    if (index < 0) return
    waiting.current = null
    latest.current.setActive(index)
  }, [key])
}
