import type { LabelDto, LabelInput } from '../../domain/labels.ts'
import { api, readJson } from './client.ts'

/** `?q=` searches the value; `page`/`pageSize` page on the server (the palette asks for a few). */
export type LabelListQuery = { q?: string; page?: number; pageSize?: number }

async function body<T>(response: Promise<Response>): Promise<T> {
  const data = await readJson<T>(await response)
  if (data === null) throw new Error('The server sent no record.')
  return data
}

const searchParams = (query: LabelListQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>

/** User labels (SPEC §7: `/api/user-label`). */
export const labelsApi = {
  list: (query: LabelListQuery = {}) =>
    body<LabelDto[]>(api.get('user-label', { searchParams: searchParams(query) })),
  get: (id: number) => body<LabelDto>(api.get(`user-label/${id}`)),
  create: (input: LabelInput) => body<LabelDto>(api.post('user-label', { json: input })),
  update: (id: number, input: LabelInput) => body<LabelDto>(api.put(`user-label/${id}`, { json: input })),
  remove: (id: number) => body<{ id: number }>(api.delete(`user-label/${id}`)),
}
export type LabelsApi = typeof labelsApi
