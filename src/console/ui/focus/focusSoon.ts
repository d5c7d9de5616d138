/** How long an element that is still mounting (a tab's panel, a form opening) is waited for. */
const WAIT_MS = 1500
const STEP_MS = 16
/** Checks in a row the element must keep focus for: a closing dialog gives focus back late. */
const STEADY_CHECKS = 3

/**
 * Focuses what `find` returns once it exists and focus can stay there. A palette command that
 * opens a field (Send notification, Reset password) runs while the palette is still open; Radix
 * gives focus back to what had it before the palette one task after the palette unmounts, so a
 * plain `focus()` now would be undone. This tries every frame until the element has held focus a
 * few checks in a row (or the wait is over). Returns a function that stops trying.
 */
export function focusSoon(find: () => HTMLElement | null | undefined): () => void {
  const until = Date.now() + WAIT_MS
  let steady = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = () => {
    const target = find()
    if (target?.isConnected) {
      if (document.activeElement === target) steady += 1
      else {
        steady = 0
        target.focus()
      }
      if (steady >= STEADY_CHECKS) return
    }
    if (Date.now() < until) timer = setTimeout(attempt, STEP_MS)
  }
  timer = setTimeout(attempt, 0)
  return () => clearTimeout(timer)
}
