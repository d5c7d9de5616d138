import type { Options } from 'ky'
import { TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import type { Deleted } from '../../domain/contracts/common.ts'
import type {
  CreateOf,
  Endpoint,
  DtoOf as EndpointDto,
  QueryOf as EndpointQuery,
  UpdateOf,
} from '../../domain/contracts/contract.ts'
import type { Lang } from '../../domain/lang.ts'
import type { ListQuery as DomainListQuery } from '../../domain/list.ts'
import type { OrderItem } from '../../domain/ordering.ts'
import { api, readJson } from './client.ts'

/** What every list route reads (src/domain/list.ts): a search, a page, the State filter, a sort. */
export type ListQuery = DomainListQuery

/** One page of a list paged on the server, with the number of all matches (`x-total-count`). */
export type Page<T> = { rows: T[]; total: number }

/** The record's version a PUT sends back, so a stale write answers 409 instead of overwriting. */
export type Versioned<T> = T & { version?: number }

// Methods, not function properties: a client of a narrower query or body still counts as a client
// of the kit (`AnyResourceClient`), as its parameters are compared both ways.

/** The reads every resource offers, each in an explicit language. */
export type ReadCalls<TDto, TQuery> = {
  list(query: TQuery, lang: Lang): Promise<TDto[]>
  page(query: TQuery, lang: Lang): Promise<Page<TDto>>
  get(id: number, lang: Lang): Promise<TDto>
}
type CreateCall<TDto, TCreate> = { create(input: TCreate, lang: Lang): Promise<TDto> }
type UpdateCall<TDto, TUpdate> = { update(id: number, input: Versioned<TUpdate>, lang: Lang): Promise<TDto> }
type RemoveCall = { remove(id: number): Promise<Deleted> }
/** The order of a list (docs/product.md §4: a list of id and zero-based index). */
type OrderCall = { order(items: OrderItem[]): Promise<OrderItem[]> }

/**
 * The calls of one CRUD resource (docs/product.md §7: `/api/<path>`), typed from its endpoint
 * (src/domain/contracts/endpoints.ts): the answer, the query and the bodies are the contract's
 * schemas' types; a write the contract does not offer is not there. A drawer reads and saves in
 * the language its texts were typed in, whatever the switch says by then.
 */
export type ClientOf<E extends Endpoint> = ReadCalls<EndpointDto<E>, EndpointQuery<E>> &
  ([CreateOf<E>] extends [never] ? unknown : CreateCall<EndpointDto<E>, CreateOf<E>>) &
  ([UpdateOf<E>] extends [never] ? unknown : UpdateCall<EndpointDto<E>, UpdateOf<E>>) &
  (E['delete'] extends true ? RemoveCall : unknown) &
  (E['order'] extends true ? OrderCall : unknown)

/** Every call a client can have, for a fake standing in for any of them (stories/support/memoryResource.ts). */
export type ResourceClient<TDto, TCreate, TUpdate = TCreate, TQuery = ListQuery> = ReadCalls<TDto, TQuery> &
  CreateCall<TDto, TCreate> &
  UpdateCall<TDto, TUpdate> &
  RemoveCall &
  OrderCall

/** Any client of the kit, for code that works with every resource: records have an id (and a version where editable). */
export type AnyResourceClient = ReadCalls<{ id: number; version?: number }, ListQuery> &
  Partial<CreateCall<{ id: number; version?: number }, never>> &
  Partial<UpdateCall<{ id: number; version?: number }, never>> &
  Partial<RemoveCall> &
  Partial<OrderCall>
/** A client that adds and updates records (what a record drawer saves through). */
export type EditableResourceClient = AnyResourceClient &
  CreateCall<{ id: number; version?: number }, never> &
  UpdateCall<{ id: number; version?: number }, never>
/** The record a client answers with. */
export type RecordOf<C extends AnyResourceClient> = Awaited<ReturnType<C['get']>>
/** A row of the list a client answers (a summary, where the list is lighter than the record). */
export type RowOf<C extends AnyResourceClient> = Awaited<ReturnType<C['list']>>[number]
/** The list query a client takes. */
export type QueryOf<C extends AnyResourceClient> = Parameters<C['list']>[0]
/** The body a client creates with. */
export type CreateInputOf<C extends EditableResourceClient> = Parameters<C['create']>[0]

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

/** The client of a CRUD endpoint's routes under `/api` (the server serves them with `registerCrud`). */
export function resourceClient<const E extends Endpoint>(endpoint: E): ClientOf<E> {
  type Dto = EndpointDto<E>
  // ky's paths are relative to /api/ (client.ts): no leading slash.
  const path = endpoint.path.slice(1)
  const updatePath = (endpoint.updatePath ?? endpoint.path).slice(1)
  const list = (query: object, lang: Lang) =>
    api.get(path, { searchParams: searchParamsOf(query), ...inLanguage(lang) })
  const reads: ReadCalls<Dto, EndpointQuery<E>> = {
    list: (query, lang) => bodyOf<Dto[]>(list(query, lang)),
    page: async (query, lang) => pageOf<Dto>(await list(query, lang)),
    get: (id, lang) => bodyOf<Dto>(api.get(`${path}/${id}`, inLanguage(lang))),
  }
  // The endpoint's facts say whether it deletes or orders; whether it creates and updates is its
  // schemas' to say, which are types only here: the calls are made, the type shows them or not.
  const writes: CreateCall<Dto, CreateOf<E>> & UpdateCall<Dto, UpdateOf<E>> = {
    create: (input, lang) => bodyOf<Dto>(api.post(path, { json: input, ...inLanguage(lang) })),
    update: (id, input, lang) =>
      bodyOf<Dto>(api.put(`${updatePath}/${id}`, { json: input, ...inLanguage(lang) })),
  }
  const remove: RemoveCall = { remove: (id) => bodyOf<Deleted>(api.delete(`${path}/${id}`)) }
  const order: OrderCall = {
    order: (items) => bodyOf<OrderItem[]>(api.put(`${path}/order`, { json: items })),
  }
  const client = {
    ...reads,
    ...writes,
    ...(endpoint.delete ? remove : {}),
    ...(endpoint.order ? order : {}),
  }
  // Which calls there are depends on the endpoint's literal facts, which a generic endpoint cannot
  // show the compiler: the one cast of the kit, checked by tests/console/api/contract-types.test.ts.
  return client as ClientOf<E>
}
