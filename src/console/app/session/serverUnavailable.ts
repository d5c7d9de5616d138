import { useSyncExternalStore } from 'react'

/**
 * Whether the server last said it is unavailable (503: its database is out of reach, or it is
 * overloaded). The API client sets it on a 503 and clears it on any 2xx, through the hooks the
 * shell gives `configureApi`; the notice reads it. One flag, so many failing calls make one notice.
 */
type Listener = () => void
let unavailable = false
const listeners = new Set<Listener>()

const set = (next: boolean) => {
  if (unavailable === next) return
  unavailable = next
  for (const listener of listeners) listener()
}

export const markServerUnavailable = () => set(true)
export const markServerAvailable = () => set(false)

export const serverUnavailableStore = {
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: () => unavailable,
}

export const useServerUnavailable = () =>
  useSyncExternalStore(
    serverUnavailableStore.subscribe,
    serverUnavailableStore.getSnapshot,
    serverUnavailableStore.getSnapshot,
  )
