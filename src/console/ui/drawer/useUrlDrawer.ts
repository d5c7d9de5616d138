import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { inDrawer } from '../leave/unsavedInput.ts'
import type { DrawerParam } from './drawerParams.ts'
import { type JustClosed, urlDrawerStep } from './urlDrawerSync.ts'
import { useDrawerUrl } from './useDrawerParam.ts'

export type UrlDrawerOptions<K> = {
  /** What the drawer shows now (a record id, or `true`); null while it is closed. */
  openKey: K | null
  /** Whether it can open yet (e.g. its data has loaded); the URL's key opens it once it can. */
  ready?: boolean
  /** Open `key` (send the machine its open event). */
  open: (key: K) => void
  /** Close (send the machine its close event; it may ask first). */
  close: () => void
}

/**
 * A drawer whose open state lives in the URL (`?edit=12`, `?new`, `?hierarchy`): a link, a
 * reload, the palette or Back opens and closes it, and when the drawer closes by itself (saved,
 * deleted, cancelled) the URL follows, without opening the closed record again while the router
 * catches up (the rules are in `urlDrawerStep`).
 *
 * Returns what the URL names (`urlKey`) and `set` to change it (e.g. to clear it when the drawer
 * is shown before its machine has opened, or to put it back with `{ replace: true }`).
 */
export function useUrlDrawer<K>(param: DrawerParam<K>, options: UrlDrawerOptions<NoInfer<K>>) {
  const { key: urlKey, set } = useDrawerUrl(param)
  const { openKey, ready = true } = options
  const latest = useRef({ ...options, set })
  latest.current = { ...options, set }
  const { key: locationKey, pathname } = useLocation()
  const wasOpen = useRef<K | null>(null)
  const justClosed = useRef<JustClosed<K> | null>(null)

  useEffect(() => {
    const step = urlDrawerStep({
      urlKey,
      openKey,
      wasOpen: wasOpen.current,
      justClosed: justClosed.current,
      ready,
      locationKey,
    })
    wasOpen.current = openKey
    justClosed.current = step.justClosed
    // Only these decide; the callbacks are read fresh, so a new closure never re-runs a step.
    const { open, close, set: setUrl } = latest.current
    // Closed by itself (saved, deleted, cancelled): the entry that named it is replaced, so Back
    // does not open it again (an empty Add drawer after a save).
    if (step.action === 'clearUrl') setUrl(null, { replace: true })
    else if (step.action === 'close') close()
    else if (step.action === 'open' && urlKey !== null) open(urlKey)
  }, [urlKey, openKey, ready, locationKey])

  // Where the open drawer's unsaved input stays on screen (the leave guard's `keptAt`).
  return { urlKey, set, keptAt: inDrawer(pathname, param, openKey) }
}
