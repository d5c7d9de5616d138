import { type QueryClient, queryOptions } from '@tanstack/react-query'
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
export type Resource<C extends AnyResourceClient, K extends ResourceKeys = ResourceKeys> = {
  name: string
  client: C
  keys: K
}

/**
 * The queries' resource of a client: its name and the one key builder of its cached answers,
 * `resourceKeys(name)` plus the resource's own reads (`more`, built on the same keys).
 */
export function queryResource<C extends AnyResourceClient>(name: string, client: C): Resource<C>
export function queryResource<C extends AnyResourceClient, More extends object>(
  name: string,
  client: C,
  more: (keys: ResourceKeys) => More,
): Resource<C, ResourceKeys & More>
export function queryResource(
  name: string,
  client: AnyResourceClient,
  more?: (keys: ResourceKeys) => object,
): Resource<AnyResourceClient> {
  const keys = resourceKeys(name)
  return { name, client, keys: { ...keys, ...more?.(keys) } }
}

/**
 * The palette's searches (`Open label…`, …) list records of every resource, cached under
 * `['palette-search', page, query, lang]`: any write makes them stale (`resourceChanged`).
 */
export const paletteSearchKeys = {
  all: ['palette-search'] as const,
  search: (pageId: string | undefined, query: string, lang: Lang) =>
    ['palette-search', pageId, query, lang] as const,
}

/**
 * After a write to `resource` (a save, a delete, a reorder, a removal of a user's data): its cached
 * answers and the palette's searches are marked stale; a `deleted` record's own answers are dropped
 * instead, since asking for them again could only answer 404. A write that changes only what one
 * record's own answers show (a notification sent: the user's history) names it as `record`. The
 * one way the console refreshes after a change (`useResourceChanged` in a component).
 */
export function resourceChanged(
  queryClient: QueryClient,
  resource: Pick<Resource<AnyResourceClient>, 'name' | 'keys'>,
  change: { deleted?: number; record?: number } = {},
) {
  if (change.record !== undefined) {
    return queryClient.invalidateQueries({
      queryKey: resource.keys.all,
      predicate: isRecordQuery(resource, change.record),
    })
  }
  if (change.deleted !== undefined) {
    queryClient.removeQueries({
      queryKey: resource.keys.all,
      predicate: isRecordQuery(resource, change.deleted),
    })
  }
  void queryClient.invalidateQueries({ queryKey: paletteSearchKeys.all })
  return queryClient.invalidateQueries({ queryKey: resource.keys.all })
}

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
