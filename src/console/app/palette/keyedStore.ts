/**
 * Entries by id that components read with `useSyncExternalStore` (`subscribe`, `getSnapshot`):
 * the palette's commands, the keys the `?` dialog lists. The snapshot is a new array per change.
 */
export function createKeyedStore<T>() {
  const entries = new Map<string, T>()
  const listeners = new Set<() => void>()
  let snapshot: T[] = []
  const changed = () => {
    snapshot = [...entries.values()]
    for (const listener of listeners) listener()
  }
  return {
    put(items: readonly (readonly [string, T])[]) {
      for (const [id, item] of items) entries.set(id, item)
      changed()
    },
    remove(ids: readonly string[]) {
      for (const id of ids) entries.delete(id)
      changed()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => snapshot,
  }
}
