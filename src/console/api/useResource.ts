import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Lang } from '../../domain/lang.ts'
import { useLanguage } from '../app/i18n/LanguageProvider.tsx'
import { useClient } from './ResourceProvider.tsx'
import type { AnyResourceClient, ListQuery, QueryOf } from './resource.ts'
import { detailQuery, isRecordQuery, listQuery, pageQuery, type Resource } from './resourceQueries.ts'

/** The resource's client: the real one, or the fake a story or test bound in its place. */
export const useResourceClient = <C extends AnyResourceClient>(resource: Resource<C>): C =>
  useClient(resource.client)

/** The whole list in `lang` (the interface language unless a drawer says otherwise). */
export function useResourceList<C extends AnyResourceClient>(
  resource: Resource<C>,
  options: { lang?: Lang; query?: QueryOf<C> } = {},
) {
  const client = useResourceClient(resource)
  const { lang } = useLanguage()
  return useQuery(listQuery(resource, client, options.lang ?? lang, options.query))
}

/** One page of a list paged on the server; the previous page stays on screen while the next loads. */
export function useResourcePage<C extends AnyResourceClient>(
  resource: Resource<C>,
  query: QueryOf<C> & ListQuery,
) {
  const client = useResourceClient(resource)
  const { lang } = useLanguage()
  return useQuery({ ...pageQuery(resource, client, lang, query), placeholderData: keepPreviousData })
}

/** One record in `lang`; nothing is fetched while `id` is null. */
export function useResourceRecord<C extends AnyResourceClient>(
  resource: Resource<C>,
  id: number | null,
  lang: Lang,
) {
  const client = useResourceClient(resource)
  return useQuery({ ...detailQuery(resource, client, lang, id ?? 0), enabled: id !== null })
}

/** Marks every cached answer of the resource stale (after a save, delete or reorder). */
export function useInvalidateResource(resource: Resource<AnyResourceClient>) {
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: resource.keys.all }),
    [queryClient, resource],
  )
}

/**
 * Record `id` was deleted: its own cached answers (in every language) are dropped rather than
 * marked stale, since asking for them again could only answer 404; the rest of the resource (its
 * lists, pages, counts) is marked stale.
 */
export function forgetRecord(queryClient: QueryClient, resource: Resource<AnyResourceClient>, id: number) {
  queryClient.removeQueries({ queryKey: resource.keys.all, predicate: isRecordQuery(resource, id) })
  return queryClient.invalidateQueries({ queryKey: resource.keys.all })
}
