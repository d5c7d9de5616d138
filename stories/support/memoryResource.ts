import { fn } from 'storybook/test'
import type { ListQuery, ResourceClient } from '../../src/console/api/resource.ts'
import { STALE_WRITE_MESSAGE } from '../../src/domain/errors.ts'

type Row = { id: number; version?: number }

/** A refusal as the API sends it (the client turns an HTTP error into this body plus status). */
export const apiRefusal = (status: number, error: string, message: string, extra: object = {}) => ({
  status,
  error,
  message,
  ...extra,
})

/**
 * A stand-in for a resource's client over fixed rows, for stories and console tests: every call is
 * a spy the play functions can check. Lists filter with `matches` on `?q=`; an update with a stale
 * `version` is refused with 409 as the server does. Writes answer as the server would but change
 * nothing, so stories sharing one fake stay independent of their order.
 */
export function memoryResource<TDto extends Row, TCreate, TUpdate = TCreate>(
  initial: TDto[],
  make: {
    create: (input: TCreate, id: number) => TDto
    update: (row: TDto, input: TUpdate) => TDto
    matches?: (row: TDto, q: string) => boolean
  },
) {
  const rows = initial
  const find = (id: number) => {
    const row = rows.find((candidate) => candidate.id === id)
    if (!row) throw apiRefusal(404, 'not_found', 'Not found.')
    return row
  }
  const listed = (query: ListQuery) =>
    query.q && make.matches ? rows.filter((row) => make.matches!(row, query.q!)) : rows
  const client: ResourceClient<TDto, TCreate, TUpdate> = {
    list: fn(async (query: ListQuery) => listed(query)).mockName('list'),
    page: fn(async (query: ListQuery) => {
      const all = listed(query)
      const size = query.pageSize ?? 25
      const start = ((query.page ?? 1) - 1) * size
      return { rows: all.slice(start, start + size), total: all.length }
    }).mockName('page'),
    get: fn(async (id: number) => find(id)).mockName('get'),
    create: fn(async (input: TCreate) => {
      return make.create(input, Math.max(0, ...rows.map((candidate) => candidate.id)) + 1)
    }).mockName('create'),
    update: fn(async (id: number, input: TUpdate & { version?: number }) => {
      const row = find(id)
      if (input.version !== undefined && row.version !== undefined && input.version !== row.version) {
        throw apiRefusal(409, 'conflict', STALE_WRITE_MESSAGE, { version: row.version })
      }
      return { ...make.update(row, input), version: (row.version ?? 0) + 1 }
    }).mockName('update'),
    remove: fn(async (id: number) => ({ id: find(id).id })).mockName('remove'),
    order: fn(async (items: { id: number; index: number }[]) => items).mockName('order'),
  }
  return client
}
