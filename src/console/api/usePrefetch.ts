import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import type { Lang } from '../../domain/lang.ts'
import { useLanguage } from '../app/i18n/LanguageProvider.tsx'
import { savesData } from '../ui/preload/whenIdle.ts'
import { prefetchRecord } from './prefetch.ts'
import { type ResolveClient, useResolveClient } from './ResourceProvider.tsx'
import type { AnyResourceClient } from './resource.ts'
import { detailQuery, listQuery, type Resource } from './resourceQueries.ts'
import { useResourceClient } from './useResource.ts'

/**
 * More a drawer reads when it opens (the user drawer's panels: the full record), through
 * `resolve` (a story's fake client, or the real one).
 */
export type AlsoPrefetch = (context: {
  queryClient: QueryClient
  id: number
  lang: Lang
  resolve: ResolveClient
}) => void

/**
 * A list's `onRowPreview`: reads the record of the row about to be opened ahead, in the interface
 * language and under the key its drawer reads it with (`RecordDrawer` takes it instead of asking
 * again), plus what `also` names. Nothing while the visitor saves data.
 */
export function usePrefetchRecord<C extends AnyResourceClient>(resource: Resource<C>, also?: AlsoPrefetch) {
  const client = useResourceClient(resource)
  const queryClient = useQueryClient()
  const { lang } = useLanguage()
  const resolve = useResolveClient()
  const alsoRef = useRef(also)
  alsoRef.current = also
  return useCallback(
    (row: { id: number }) => {
      if (savesData()) return
      prefetchRecord(queryClient, detailQuery(resource, client, lang, row.id))
      alsoRef.current?.({ queryClient, id: row.id, lang, resolve })
    },
    [queryClient, resource, client, lang, resolve],
  )
}

/**
 * A list a page's drawer reads when it opens (the infographic drawer's categories), as a loader
 * for `ListPage`'s `preload`: read while the page is idle. Stable until the language changes.
 */
export function usePrefetchList<C extends AnyResourceClient>(resource: Resource<C>) {
  const client = useResourceClient(resource)
  const queryClient = useQueryClient()
  const { lang } = useLanguage()
  return useCallback(
    () => queryClient.prefetchQuery(listQuery(resource, client, lang)),
    [queryClient, resource, client, lang],
  )
}
