/**
 * Pointer presses that began on a toast, recorded by `<Toasts>`. A toast lies above an open
 * drawer (src/console/ui/layers), outside it: a drawer asks here before it takes a press outside
 * itself for "close", so dismissing a toast leaves the drawer open. (By the time Radix reports
 * the press, the toast it began on may be gone from the page, so where it began is kept here.)
 */
const presses = new WeakSet<Event>()

export const recordToastPress = (event: Event) => {
  presses.add(event)
}

export const beganOnToast = (event: Event) => presses.has(event)

/**
 * For a Radix dialog's `onPointerDownOutside`: a press that began on a toast is not a press
 * outside the dialog (a drawer, the rich text editor's insert dialog, the `?` dialog all stay open).
 */
export const keepOpenOnToastPress = (event: { detail: { originalEvent: Event }; preventDefault(): void }) => {
  if (beganOnToast(event.detail.originalEvent)) event.preventDefault()
}
