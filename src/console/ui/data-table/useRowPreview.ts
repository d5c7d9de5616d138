import { useCallback, useEffect, useRef } from 'react'

/** How long the pointer, or the keyboard's active row, rests on a row before it counts. */
export const ROW_REST_MS = 40

/**
 * A row about to be opened, told ahead (`onPreview`), so what its drawer needs can be read
 * meanwhile: the row the pointer rests on, or the row the keyboard moved to (J/K, arrows, …),
 * once it stays for `ROW_REST_MS` (a pointer crossing the table asks for nothing). A click or
 * Enter cancels a pending preview: from then on the drawer reads for itself.
 */
export function useRowPreview<Row>(onPreview: ((row: Row) => void) | undefined) {
  const latest = useRef(onPreview)
  latest.current = onPreview
  const timer = useRef<number | undefined>(undefined)
  const schedule = useCallback((row: Row | null) => {
    window.clearTimeout(timer.current)
    if (row === null || !latest.current) return
    timer.current = window.setTimeout(() => latest.current?.(row), ROW_REST_MS)
  }, [])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return { schedule, cancel: useCallback(() => schedule(null), [schedule]) }
}
