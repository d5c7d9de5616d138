import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '../../domain/lang.ts'
import type { AnyResourceClient, ListQuery, QueryOf, RecordOf } from './resource.ts'

/**
 * React-query keys of one resource: `[name, lang, kind, …]`. The language is in every key and
 * every fetch is made in that same language, so a Dutch answer is never stored under English.
 */
export function resourceKeys(name: string) {
  return {
    all: [name] as const,
    inLanguage: (lang: Lang) => [name, lang] as const,
    list: (lang: Lang, query: ListQuery) => [name, lang, 'list', query] as const,
    page: (lang: Lang, query: ListQuery) => [name, lang, 'page', query] as const,
    detail: (lang: Lang, id: number) => [name, lang, 'detail', id] as const,
    /** A resource's other reads (defaults, legends): `[name, lang, what]`. */
    other: (lang: Lang, what: string) => [name, lang, what] as const,
  }
}
export type ResourceKeys = ReturnType<typeof resourceKeys>

/**
 * Whether a cached answer is record `id`'s own (its detail, or another read of that one record,
 * such as a user's full record: `[name, lang, kind, id]`) rather than a list or a page of them.
 */
export const isRecordQuery =
  (resource: { name: string }, id: number) =>
  ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === resource.name && queryKey.length === 4 && queryKey[3] === id

/** A resource as the console knows it: its client and the keys its answers are cached under. */
export type Resource<C extends AnyResourceClient> = { name: string; client: C; keys: ResourceKeys }

export const defineResource = <C extends AnyResourceClient>(name: string, client: C): Resource<C> => ({
  name,
  client,
  keys: resourceKeys(name),
})

/** Every record (a list the browser filters and pages), or those `query` asks for. */
export const listQuery = <C extends AnyResourceClient>(
  resource: Resource<C>,
  client: C,
  lang: Lang,
  query: QueryOf<C> = {},
) =>
  queryOptions({
    queryKey: resource.keys.list(lang, query),
    queryFn: () => client.list(query, lang) as Promise<RecordOf<C>[]>,
  })

/** One page of a list paged on the server. */
export const pageQuery = <C extends AnyResourceClient>(
  resource: Resource<C>,
  client: C,
  lang: Lang,
  query: QueryOf<C>,
) =>
  queryOptions({
    queryKey: resource.keys.page(lang, query),
    queryFn: () => client.page(query, lang) as Promise<{ rows: RecordOf<C>[]; total: number }>,
  })

/** One record, in `lang`. */
export const detailQuery = <C extends AnyResourceClient>(
  resource: Resource<C>,
  client: C,
  lang: Lang,
  id: number,
) =>
  queryOptions({
    queryKey: resource.keys.detail(lang, id),
    queryFn: () => client.get(id, lang) as Promise<RecordOf<C>>,
  })
