import type { MessageDescriptor } from '@lingui/core'
import { useEffect } from 'react'

/**
 * Keys a mounted part of the page answers to (a list's J/K, Sort and Hierarchy's Space), for the
 * `?` dialog. Commands with shortcuts come from the command registry itself; these are the keys
 * that are not commands. Each part declares its keys once, from the same table its handler reads.
 */
export type PageKey = { keys: readonly string[]; label: MessageDescriptor }
export type PageKeySet = { id: string; title: MessageDescriptor; keys: readonly PageKey[] }

const mounted = new Map<string, PageKeySet>()
const listeners = new Set<() => void>()
let snapshot: PageKeySet[] = []
const changed = () => {
  snapshot = [...mounted.values()]
  for (const listener of listeners) listener()
}

export const pageKeyRegistry = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => snapshot,
}

/** Offers `set` in the `?` dialog while the calling component is mounted (`set` must be stable). */
export function usePageKeys(set: PageKeySet) {
  useEffect(() => {
    mounted.set(set.id, set)
    changed()
    return () => {
      mounted.delete(set.id)
      changed()
    }
  }, [set])
}
