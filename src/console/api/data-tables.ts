import type {
  DataTableCreateInput,
  DataTableDefault,
  DataTableDto,
  DataTableLegends,
  DataTableUpdateInput,
} from '../../domain/data-tables.ts'
import { api, readJson } from './client.ts'

/** `?q=` searches the name; `page`/`pageSize` page on the server (the palette asks for a few). */
export type DataTableListQuery = { q?: string; page?: number; pageSize?: number }

async function body<T>(response: Promise<Response>): Promise<T> {
  const data = await readJson<T>(await response)
  if (data === null) throw new Error('The server sent no record.')
  return data
}

const searchParams = (query: DataTableListQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>

/** Data tables (SPEC §7: `/api/data-table`; data is sent as parsed JSON). */
export const dataTablesApi = {
  list: (query: DataTableListQuery = {}) =>
    body<DataTableDto[]>(api.get('data-table', { searchParams: searchParams(query) })),
  get: (id: number) => body<DataTableDto>(api.get(`data-table/${id}`)),
  create: (input: DataTableCreateInput) => body<DataTableDto>(api.post('data-table', { json: input })),
  update: (id: number, input: DataTableUpdateInput) =>
    body<DataTableDto>(api.put(`data-table/${id}`, { json: input })),
  remove: (id: number) => body<{ id: number }>(api.delete(`data-table/${id}`)),
  /** The shipped factor tables. */
  defaults: () => body<DataTableDefault[]>(api.get('data-table/defaults')),
  /** What each shipped table means, in the request language. */
  legends: () => body<DataTableLegends>(api.get('data-table/legends')),
}
export type DataTablesApi = typeof dataTablesApi
