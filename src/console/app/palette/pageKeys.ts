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

/** Offers `set` in the `?` dialog while the calling component is mounted (`set` must be stable). */
export function usePageKeys(set: PageKeySet) {
  useEffect(() => {
    store.put([[set.id, set]])
    return () => store.remove([set.id])
  }, [set])
}
