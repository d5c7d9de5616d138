import { useEffect } from 'react'
import { savesData, whenIdle } from './whenIdle.ts'

/**
 * Fetches what a page's drawers will need: a lazy chunk (an `import()` of the module a drawer
 * loads on demand, a module constant) or data they read as they open (a query's prefetch,
 * memoized: `usePrefetchList`).
 */
export type ChunkLoader = () => Promise<unknown>

/** The loaders already started in this visit: each runs once (a failed one may run again). */
const started = new WeakSet<ChunkLoader>()

/**
 * Loads what a page's drawers need while the page is idle, so the first drawer opens without
 * waiting for it: once `ready` (the page's list has rendered, so its own first render is never
 * slowed), at the browser's next idle moment, unless the visitor saves data. Each loader runs
 * once; `import()` keeps the module, and the drawer's own `import()` finds it; a prefetched
 * query is in the cache the drawer reads. `loaders` must be stable (memoized).
 */
export function usePreloadWhenIdle(loaders: readonly ChunkLoader[], ready: boolean) {
  useEffect(() => {
    if (!ready || savesData()) return
    const waiting = loaders.filter((load) => !started.has(load))
    if (!waiting.length) return
    return whenIdle(() => {
      for (const load of waiting) {
        started.add(load)
        // A failed download is not an error here: the drawer asks again when it shows.
        load().catch(() => started.delete(load))
      }
    })
  }, [loaders, ready])
}
