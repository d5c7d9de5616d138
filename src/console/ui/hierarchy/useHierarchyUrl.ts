import { useEffect } from 'react'
import type { DrawerParam } from '../drawer/drawerParams.ts'
import { useUrlDrawer } from '../drawer/useUrlDrawer.ts'
import { useUnsavedInput } from '../leave/useUnsavedInput.tsx'

/** The events of a hierarchy machine (machines/kit/hierarchyDraft.ts) the address sends. */
type UrlEvent<TItem> =
  | { type: 'hierarchy.open'; items: TItem[] }
  | { type: 'hierarchy.refresh'; items: TItem[] }
  | { type: 'hierarchy.leave' }

/**
 * A Sort and Hierarchy drawer's bond with the address and the list: a link, the palette or Back
 * opens or closes it once the list has loaded; opening asks for the current list (another editor
 * may have changed it since it loaded); a reloaded list is offered to the machine (which keeps a
 * touched draft); pending moves are unsaved input, so the leave guard asks before a navigation
 * drops them.
 */
export function useHierarchyUrl<TItem>(
  param: DrawerParam<true>,
  drawer: {
    /** The machine is past `closed`. */
    isOpen: boolean
    /** The list as the machine reads it; undefined while it loads. */
    items: TItem[] | undefined
    pending: boolean
    /** What the leave guard says would be lost. */
    unsaved: string
    send: (event: UrlEvent<TItem>) => void
    refetch: () => unknown
  },
) {
  const { isOpen, items, pending, unsaved, send, refetch } = drawer
  const url = useUrlDrawer(param, {
    openKey: isOpen ? true : null,
    ready: items !== undefined,
    open: () => items && send({ type: 'hierarchy.open', items }),
    // The address went elsewhere: the leave guard has asked about pending moves already.
    close: () => send({ type: 'hierarchy.leave' }),
  })
  useUnsavedInput(isOpen && pending, unsaved, url.keptAt)
  const urlOpen = url.urlKey !== null
  useEffect(() => {
    if (urlOpen) void refetch()
  }, [urlOpen, refetch])
  useEffect(() => {
    if (items) send({ type: 'hierarchy.refresh', items })
  }, [items, send])
  return {
    /** The URL says open (the drawer shows, loading, until the machine has opened). */
    urlOpen,
    /** Closes the URL only (while the machine has not opened). */
    closeUrl: () => url.set(null),
  }
}
