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
