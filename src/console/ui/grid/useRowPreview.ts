import { useCallback, useEffect, useRef } from 'react'

/** How long the pointer, or the keyboard's active row, rests on a row before it counts. */
export const ROW_REST_MS = 40

/**
 * A row about to be opened, told ahead (`onPreview`), so what its drawer needs can be read
 * meanwhile: the row the pointer moved onto, or the row the keyboard moved to (J/K, arrows, …),
 * once it stays there for `ROW_REST_MS` (a pointer crossing the table asks for nothing), once per
 * stay. Only a moving pointer counts: a row that slides under a still pointer (a drawer closing,
 * a deleted row's list reloading) is not about to be opened. A click or Enter cancels a pending
 * preview: from then on the drawer reads for itself.
 */
export function useRowPreview<Row>(onPreview: ((row: Row) => void) | undefined) {
  const latest = useRef(onPreview)
  latest.current = onPreview
  const timer = useRef<number | undefined>(undefined)
  /** The row waited for, or already told about, during this stay. */
  const current = useRef<Row | null>(null)
  const schedule = useCallback((row: Row | null) => {
    if (row !== null && row === current.current) return
    window.clearTimeout(timer.current)
    current.current = row
    if (row === null || !latest.current) return
    timer.current = window.setTimeout(() => latest.current?.(row), ROW_REST_MS)
  }, [])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  /** Nothing is pending any more; `opened` (a row just clicked) is not told about during this stay. */
  const cancel = useCallback((opened: Row | null = null) => {
    window.clearTimeout(timer.current)
    current.current = opened
  }, [])
  return { schedule, cancel }
}
