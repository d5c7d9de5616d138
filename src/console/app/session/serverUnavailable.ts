import { useSyncExternalStore } from 'react'
import { configureApi } from '../../api/client.ts'

/**
 * Whether the server last said it is unavailable (503: its database is out of reach, or it is
 * overloaded). The API client sets it on a 503 and clears it on any 2xx, through the hooks
 * `connectServerStatus` gives it at start; the notice reads it. One flag, so many failing calls
 * make one notice.
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

/** Wires the API client's 503 and 2xx answers to the flag (main.tsx, before the first call). */
export const connectServerStatus = () =>
  configureApi({ onUnavailable: markServerUnavailable, onAvailable: markServerAvailable })
