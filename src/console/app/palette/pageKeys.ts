import type { MessageDescriptor } from '@lingui/core'
import { useEffect } from 'react'
import { createKeyedStore } from './keyedStore.ts'

/**
 * Keys a mounted part of the page answers to (a list's J/K, Sort and Hierarchy's Space), for the
 * `?` dialog. Commands with shortcuts come from the command registry itself; these are the keys
 * that are not commands. Each part declares its keys once, from the same table its handler reads.
 */
export type PageKey = { keys: readonly string[]; label: MessageDescriptor }
export type PageKeySet = { id: string; title: MessageDescriptor; keys: readonly PageKey[] }

const store = createKeyedStore<PageKeySet>()

export const pageKeyRegistry = { subscribe: store.subscribe, getSnapshot: store.getSnapshot }

/** How many mounted parts offer each set: two lists on one page share the list keys. */
const users = new Map<string, number>()

/**
 * Offers `set` in the `?` dialog while a calling component is mounted (`set` must be stable); a
 * set several parts offer stays until the last of them goes.
 */
export function usePageKeys(set: PageKeySet) {
  useEffect(() => {
    users.set(set.id, (users.get(set.id) ?? 0) + 1)
    store.put([[set.id, set]])
    return () => {
      const left = (users.get(set.id) ?? 1) - 1
      if (left > 0) {
        users.set(set.id, left)
        return
      }
      users.delete(set.id)
      store.remove([set.id])
    }
  }, [set])
}
