/** How long an element that is still mounting (a tab's panel, a form opening) is waited for. */
const MOUNT_WAIT_MS = 10_000
/** How long, once it exists, focus is given to it again when something takes it away. */
const HOLD_WAIT_MS = 1500
const STEP_MS = 16
/** Checks in a row the element must keep focus for: a closing dialog gives focus back late. */
const STEADY_CHECKS = 3

/**
 * Focuses what `find` returns once it exists and focus can stay there. A palette command that
 * opens a field (Send notification, Reset password) runs while the palette is still open; Radix
 * gives focus back to what had it before the palette one task after the palette unmounts, so a
 * plain `focus()` now would be undone. This tries every frame until the element has held focus a
 * few checks in a row.
 *
 * A busy machine may take seconds to mount the element, so it is waited for up to ten; but once
 * the person clicks or presses a key elsewhere, focus is theirs and this stops — it never pulls
 * focus away from what they went on to do. Returns a function that stops trying.
 */
export function focusSoon(find: () => HTMLElement | null | undefined): () => void {
  const mountedBy = Date.now() + MOUNT_WAIT_MS
  let heldBy: number | undefined
  let steady = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    clearTimeout(timer)
    document.removeEventListener('pointerdown', personActed, true)
    document.removeEventListener('keydown', personActed, true)
  }
  function personActed(event: Event) {
    const target = find()
    // A key pressed in the element itself (typing into it) is what focusing it was for.
    if (target && event.target instanceof Node && target.contains(event.target)) return
    stop()
  }
  const attempt = () => {
    const target = find()
    if (target?.isConnected) {
      heldBy ??= Date.now() + HOLD_WAIT_MS
      if (document.activeElement === target) steady += 1
      else {
        steady = 0
        target.focus()
      }
      if (steady >= STEADY_CHECKS) return stop()
    }
    if (Date.now() < (heldBy ?? mountedBy)) timer = setTimeout(attempt, STEP_MS)
    else stop()
  }
  // Listening from the next task: the key press that ran the command is still being dispatched.
  timer = setTimeout(() => {
    document.addEventListener('pointerdown', personActed, true)
    document.addEventListener('keydown', personActed, true)
    attempt()
  }, 0)
  return stop
}
