import { type RefObject, useEffect } from 'react'

/**
 * The DOM an ordering's views carry, so focus can find its way back after a move: each item's
 * element has `data-ordering-item="12"`, and each control in it `data-control` ("handle" for the
 * drag handle, any name for the caller's buttons).
 */
export const itemSelector = (id: number) => `[data-ordering-item="${id}"]`
const handleSelector = '[data-control="handle"]'

/** The first drag handle in `root`, if any. */
export const firstHandleIn = (root: Element | null | undefined) =>
  root?.querySelector<HTMLElement>(handleSelector) ?? null

/** Focuses item `id`'s `control` (if it is enabled), else its drag handle. */
export function focusItemControl(id: number, control: string) {
  const item = document.querySelector(itemSelector(id))
  const wanted = item?.querySelector<HTMLElement>(`[data-control="${control}"]:not([disabled])`)
  ;(wanted ?? firstHandleIn(item))?.focus()
}

/**
 * While `active`, once the items show (they may load after the container opened), focus starts
 * on the first drag handle, unless the user already went elsewhere: keyboard users can pick up an
 * item at once. `data-close` marks a control that does not count as elsewhere (the close button,
 * where a dialog puts focus before the items arrive).
 */
export function useFocusFirstHandle(containerRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => {
      const container = containerRef.current
      if (!container) return
      const focused = document.activeElement
      const untouched =
        !focused ||
        focused === document.body ||
        !container.contains(focused) ||
        focused.hasAttribute('data-close')
      if (untouched) firstHandleIn(container)?.focus()
    }, 0)
    return () => clearTimeout(timer)
  }, [active, containerRef])
}
