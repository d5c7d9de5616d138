import type { Options } from 'ky'
import { TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import type { Deleted } from '../../domain/contracts/common.ts'
import type { Lang } from '../../domain/lang.ts'
import type { OrderItem } from '../../domain/ordering.ts'
import { api, readJson } from './client.ts'

/** What every list route reads (src/server/crud): a search, a page, the State filter. */
export type ListQuery = {
  q?: string
  page?: number
  pageSize?: number
  state?: 'translated' | 'missing'
}

/** One page of a list paged on the server, with the number of all matches (`x-total-count`). */
export type Page<T> = { rows: T[]; total: number }

/** The record's version a PUT sends back, so a stale write answers 409 instead of overwriting. */
export type Versioned<T> = T & { version?: number }

/**
 * The calls of one CRUD resource (SPEC §7: `/api/<path>`), each in an explicit language: a drawer
 * reads and saves in the language its texts were typed in, whatever the switch says by then.
 */
export type ResourceClient<TDto, TCreate, TUpdate = TCreate, TQuery extends ListQuery = ListQuery> = {
  list: (query: TQuery, lang: Lang) => Promise<TDto[]>
  page: (query: TQuery, lang: Lang) => Promise<Page<TDto>>
  get: (id: number, lang: Lang) => Promise<TDto>
  create: (input: TCreate, lang: Lang) => Promise<TDto>
  update: (id: number, input: Versioned<TUpdate>, lang: Lang) => Promise<TDto>
  remove: (id: number) => Promise<Deleted>
  /** The order of a list (SPEC §4: a list of id and zero-based index). */
  order: (items: OrderItem[]) => Promise<OrderItem[]>
}

/**
 * Any client of the kit, for code that works with every resource: records have an id (and a
 * version where they are versioned); inputs are the client's own (`never` takes them all).
 */
// biome-ignore lint/suspicious/noExplicitAny: the query type is the client's own
export type AnyResourceClient = ResourceClient<{ id: number; version?: number }, never, never, any>
/** The record a client answers with. */
export type RecordOf<C extends AnyResourceClient> = Awaited<ReturnType<C['get']>>
/** The list query a client takes. */
export type QueryOf<C extends AnyResourceClient> = Parameters<C['list']>[0]
/** The body a client creates with. */
export type CreateInputOf<C extends AnyResourceClient> = Parameters<C['create']>[0]

/** A request in `lang`: the request's own hook runs after the client's, so it wins. */
export const inLanguage = (lang: Lang): Options => ({
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set('lang', lang)
      },
    ],
  },
})

/** A query as search params, leaving out what is not set. */
export const searchParamsOf = (query: object) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number>

/** The JSON of a 200 or 201; any other success is a broken promise of the route. */
export async function bodyOf<T>(response: Promise<Response>): Promise<T> {
  const data = await readJson<T>(await response)
  if (data === null) throw new Error('The server sent no record.')
  return data
}

/** A page of rows and the total of a paged list's answer (`x-total-count`). */
export async function pageOf<T>(response: Response): Promise<Page<T>> {
  const rows = (await readJson<T[]>(response)) ?? []
  const header = response.headers.get(TOTAL_COUNT_HEADER)
  const total = header === null ? Number.NaN : Number(header)
  return { rows, total: Number.isInteger(total) ? total : rows.length }
}

/** The client of the CRUD routes under `/api/<path>` (src/server/crud's defineResource). */
export function resourceClient<TDto, TCreate, TUpdate = TCreate, TQuery extends ListQuery = ListQuery>(
  path: string,
): ResourceClient<TDto, TCreate, TUpdate, TQuery> {
  const list = (query: TQuery, lang: Lang) =>
    api.get(path, { searchParams: searchParamsOf(query), ...inLanguage(lang) })
  return {
    list: (query, lang) => bodyOf<TDto[]>(list(query, lang)),
    page: async (query, lang) => pageOf<TDto>(await list(query, lang)),
    get: (id, lang) => bodyOf<TDto>(api.get(`${path}/${id}`, inLanguage(lang))),
    create: (input, lang) => bodyOf<TDto>(api.post(path, { json: input, ...inLanguage(lang) })),
    update: (id, input, lang) => bodyOf<TDto>(api.put(`${path}/${id}`, { json: input, ...inLanguage(lang) })),
    remove: (id) => bodyOf<Deleted>(api.delete(`${path}/${id}`)),
    order: (items) => bodyOf<OrderItem[]>(api.put(`${path}/order`, { json: items })),
  }
}
