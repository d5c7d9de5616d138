/**
 * Where focus goes when a drawer closes (issue 8: focus never drops to the page body): back to the
 * list row of the record it showed (a new record's row once the list has it), else to the page's
 * primary content. A list (DataGrid) takes the request; without one, the page's primary element
 * gets the focus.
 */
export const PRIMARY_FOCUS = 'data-primary-focus'

/**
 * A list takes a request when `list` names it: its `urlPrefix` (the deletion requests below the
 * users list are `requests`), or undefined for the page's main list.
 */
type Taker = (id: string | null, list: string | undefined) => boolean
const takers = new Set<Taker>()

/**
 * Focuses the page's primary element: its list, or what the page marks with `data-primary-focus`;
 * `fallback` focuses `<main>` itself when the page marks nothing (yet). Says whether it found one.
 */
export function focusPrimary({ fallback = true } = {}): boolean {
  const target = document.querySelector<HTMLElement>(`main [${PRIMARY_FOCUS}]`)
  if (target) target.focus({ preventScroll: true })
  else if (fallback) document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true })
  return Boolean(target)
}

/** A list offers to take focus requests while it is mounted (it answers whether it took one). */
export function onFocusRequest(taker: Taker) {
  takers.add(taker)
  return () => {
    takers.delete(taker)
  }
}

/**
 * A drawer closed: focus the row of record `id` (or the list when null) in the page's main list,
 * or in the list named `list` when the page has two; else the primary element.
 */
export function returnFocus(id: string | number | null, list?: string) {
  const key = id === null ? null : String(id)
  for (const taker of takers) if (taker(key, list)) return
  focusPrimary()
}
