import { useSyncExternalStore } from 'react'

// The address bar as a store, for the pages shown before the console's router loads (Pages.tsx).
// The router, once it runs, keeps the history itself.

const NAVIGATED = 'canopy:navigate'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(NAVIGATED, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(NAVIGATED, onChange)
  }
}

const current = () => `${window.location.pathname}${window.location.search}`

/** The current path and query string, e.g. `/login?next=%2Fusers`. */
export function useBrowserLocation() {
  const path = useSyncExternalStore(subscribe, current)
  const query = path.indexOf('?')
  return query < 0
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, query), search: path.slice(query) }
}

/** Goes to `to` (a same-site path) as a link would, or in place of the current entry. */
export function navigateBrowser(to: string, { replace = false } = {}) {
  if (replace) window.history.replaceState(null, '', to)
  else window.history.pushState(null, '', to)
  window.dispatchEvent(new Event(NAVIGATED))
}
