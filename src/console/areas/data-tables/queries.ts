import type { Lang } from '../../../domain/lang.ts'
import type { DataTablesApi } from '../../api/data-tables.ts'

/** React-query keys: `[resource, lang, …]`, so a language switch refetches. */
export const dataTableKeys = {
  all: ['data-tables'] as const,
  list: (lang: Lang) => ['data-tables', lang] as const,
  defaults: (lang: Lang) => ['data-table-defaults', lang] as const,
  legends: (lang: Lang) => ['data-table-legends', lang] as const,
}

export const dataTableListQuery = (api: DataTablesApi, lang: Lang) => ({
  queryKey: dataTableKeys.list(lang),
  queryFn: () => api.list(),
})

/** The shipped tables and their legends change only with a release. */
export const dataTableDefaultsQuery = (api: DataTablesApi, lang: Lang) => ({
  queryKey: dataTableKeys.defaults(lang),
  queryFn: () => api.defaults(),
  staleTime: Number.POSITIVE_INFINITY,
})

export const dataTableLegendsQuery = (api: DataTablesApi, lang: Lang) => ({
  queryKey: dataTableKeys.legends(lang),
  queryFn: () => api.legends(),
  staleTime: Number.POSITIVE_INFINITY,
})
