import type { Lang } from '../../../domain/lang.ts'
import { dataTables } from '../../api/data-tables.ts'

type Client = typeof dataTables.client

/** The shipped tables and their legends change only with a release. */
export const dataTableDefaultsQuery = (client: Client, lang: Lang) => ({
  queryKey: dataTables.keys.other(lang, 'defaults'),
  queryFn: () => client.defaults(lang),
  staleTime: Number.POSITIVE_INFINITY,
})

export const dataTableLegendsQuery = (client: Client, lang: Lang) => ({
  queryKey: dataTables.keys.other(lang, 'legends'),
  queryFn: () => client.legends(lang),
  staleTime: Number.POSITIVE_INFINITY,
})
