import { type FetchQueryOptions, hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'

/** How long a record read ahead (the row under the pointer) may stand in for the drawer's read. */
export const PREFETCH_FRESH_MS = 5_000

/** Per query: the prefetch under way, or when its answer came (the cache's `dataUpdatedAt`). */
type Mark = 'fetching' | number
const marksOf = new WeakMap<QueryClient, Map<string, Mark>>()
const marks = (queryClient: QueryClient) => {
  const known = marksOf.get(queryClient)
  if (known) return known
  const map = new Map<string, Mark>()
  marksOf.set(queryClient, map)
  return map
}

/**
 * Reads a record ahead of its drawer (the pointer rests on its row, or the keyboard made the row
 * active), under the key the drawer reads it with, so opening it need not wait for the server.
 * Nothing is asked while a read of it is under way or a read ahead is still fresh.
 */
export function prefetchRecord(queryClient: QueryClient, query: { queryKey: QueryKey; queryFn?: unknown }) {
  const key = hashKey(query.queryKey)
  const map = marks(queryClient)
  const state = queryClient.getQueryState(query.queryKey)
  if (map.get(key) === 'fetching' || state?.fetchStatus === 'fetching') return
  if (typeof map.get(key) === 'number' && fresh(state, map.get(key) as number)) return
  map.set(key, 'fetching')
  queryClient.prefetchQuery({ ...(query as FetchQueryOptions), staleTime: 0 }).then(() => {
    // Taken meanwhile (the drawer opened and joined this read): nothing is left to mark.
    if (map.get(key) !== 'fetching') return
    const read = queryClient.getQueryState(query.queryKey)
    if (read?.status === 'success') map.set(key, read.dataUpdatedAt)
    else map.delete(key)
  })
}

const fresh = (state: ReturnType<QueryClient['getQueryState']>, at: number) =>
  state !== undefined &&
  state.dataUpdatedAt === at &&
  !state.isInvalidated &&
  Date.now() - at <= PREFETCH_FRESH_MS

/**
 * What a read ahead of `queryKey` brought, for the drawer's first read of it: once, and only
 * while fresh; afterwards (a reload, a reopening) the drawer reads from the server again. A read
 * ahead still under way is left to the caller's `fetchQuery`, which joins it.
 */
export function takePrefetched<T>(queryClient: QueryClient, queryKey: QueryKey): T | undefined {
  const key = hashKey(queryKey)
  const map = marks(queryClient)
  const mark = map.get(key)
  map.delete(key)
  if (typeof mark !== 'number') return undefined
  const state = queryClient.getQueryState(queryKey)
  return fresh(state, mark) ? (state!.data as T) : undefined
}
