import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { Lang } from '../../domain/lang.ts'
import { useLanguage } from '../app/i18n/LanguageProvider.tsx'
import { useClient } from './ResourceProvider.tsx'
import type { AnyResourceClient, ListQuery, QueryOf } from './resource.ts'
import { detailQuery, listQuery, pageQuery, type Resource, resourceChanged } from './resourceQueries.ts'

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

/** `resourceChanged` for a component: call it after a write (with the id a delete took away). */
export function useResourceChanged(resource: Resource<AnyResourceClient>) {
  const queryClient = useQueryClient()
  return useCallback(
    (change: { deleted?: number; record?: number } = {}) => resourceChanged(queryClient, resource, change),
    [queryClient, resource],
  )
}
