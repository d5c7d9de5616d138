/** A drawer that closed by itself at location `at` while the URL still named `key`. */
export type JustClosed<K> = { key: K; at: string }

/** What the drawer should do so that it shows what the URL names. */
export type UrlDrawerAction = 'open' | 'close' | 'clearUrl' | 'none'

export type UrlDrawerState<K> = {
  /** What the URL names (a record id, or `true` for a flag); null: nothing. */
  urlKey: K | null
  /** What the drawer shows now; null while closed. */
  openKey: K | null
  /** What it showed when this was last decided. */
  wasOpen: K | null
  /** The key that just closed while the URL still named it, and the location it closed at (see below). */
  justClosed: JustClosed<K> | null
  /** The router's key of the current location: every navigation has a new one. */
  locationKey: string
  /** Whether the drawer can open yet (e.g. its data has loaded). */
  ready: boolean
}

/**
 * One step of keeping a drawer and the URL in step, as a pure rule:
 *
 * - The URL names nothing: close the drawer if it is open.
 * - The URL names what is open: nothing to do.
 * - The URL names something else (the palette opened another record): close this one first; the
 *   next step opens the other.
 * - The drawer closed by itself (saved, deleted, cancelled) while the URL still names it: clear the
 *   URL. The router applies that a moment later, and until then the URL still names the closed
 *   record, which must not open again: it is remembered as `justClosed` until the URL changes.
 *   A new navigation naming it (a row opened again at once, landing together with the clearing)
 *   has a new location key: that is a request, and it opens.
 */
export function urlDrawerStep<K>(state: UrlDrawerState<K>): {
  action: UrlDrawerAction
  justClosed: JustClosed<K> | null
} {
  const { urlKey, openKey, wasOpen, ready, locationKey } = state
  if (openKey === null && wasOpen !== null && urlKey === wasOpen) {
    return { action: 'clearUrl', justClosed: { key: wasOpen, at: locationKey } }
  }
  const held = state.justClosed
  const justClosed = held && urlKey === held.key && locationKey === held.at ? held : null
  if (urlKey === null) return { action: openKey === null ? 'none' : 'close', justClosed }
  if (openKey === null) {
    return { action: ready && justClosed === null ? 'open' : 'none', justClosed }
  }
  return { action: openKey === urlKey ? 'none' : 'close', justClosed }
}
