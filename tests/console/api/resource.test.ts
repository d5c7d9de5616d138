import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { categoriesApi } from '../../../src/console/api/categories.ts'
import { configureApi } from '../../../src/console/api/client.ts'
import { contentApi } from '../../../src/console/api/content.ts'
import { feedbackApi } from '../../../src/console/api/feedback.ts'
import { labelsApi } from '../../../src/console/api/labels.ts'
import { provide } from '../../../src/console/api/ResourceProvider.tsx'
import { resourceClient } from '../../../src/console/api/resource.ts'
import { detailQuery, listQuery, pageQuery, queryResource } from '../../../src/console/api/resourceQueries.ts'
import { usersApi } from '../../../src/console/api/users.ts'
import { labelEndpoint } from '../../../src/domain/contracts/endpoints.ts'
import { thingEndpoint } from '../support/thingEndpoint.ts'

const things = resourceClient(thingEndpoint)

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

describe('a resource client of the kit', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const request = (call = 0) => fetchMock.mock.calls[call]![0] as Request

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    // The switch says English; every call below names its own language.
    configureApi({ lang: 'en', onSessionLost: () => {}, onUnavailable: () => {}, onAvailable: () => {} })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('reads and writes in the language it is given, not the switch’s', async () => {
    fetchMock.mockImplementation(async () => json(200, { id: 3, name: 'x', version: 2 }))
    await things.get(3, 'nl')
    await things.create({ name: 'x' }, 'nl')
    await things.update(3, { name: 'x', version: 2 }, 'nl')
    await things.list({}, 'nl')
    expect(fetchMock.mock.calls.map(([r]) => (r as Request).headers.get('lang'))).toEqual([
      'nl',
      'nl',
      'nl',
      'nl',
    ])
    expect(request(0).headers.get('cms')).toBe('true')
  })

  it('sends the version it loaded with an update, so a stale write can be refused', async () => {
    let sent: unknown
    fetchMock.mockImplementation(async (input) => {
      sent = await (input as Request).clone().json()
      return json(200, { id: 3, name: 'y', version: 3 })
    })
    await things.update(3, { name: 'y', version: 2 }, 'en')
    expect(request().method).toBe('PUT')
    expect(new URL(request().url).pathname).toBe('/api/thing/3')
    expect(sent).toEqual({ name: 'y', version: 2 })
  })

  it('leaves unset query fields out of the URL', async () => {
    fetchMock.mockResolvedValue(json(200, []))
    await things.list({ q: '', page: 2, pageSize: 25, state: undefined }, 'en')
    expect(new URL(request().url).search).toBe('?page=2&pageSize=25')
  })

  it('reads a page with the number of all matches from x-total-count', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 1, name: 'a', version: 1 }], { 'x-total-count': '41' }))
    expect(await things.page({ page: 1, pageSize: 1 }, 'en')).toEqual({
      rows: [{ id: 1, name: 'a', version: 1 }],
      total: 41,
    })
    // Without the header, the page's own length.
    fetchMock.mockResolvedValueOnce(json(200, [{ id: 1, name: 'a', version: 1 }]))
    expect((await things.page({}, 'en')).total).toBe(1)
  })

  it('orders with PUT <path>/order and deletes by id', async () => {
    fetchMock.mockImplementation(async (input) =>
      (input as Request).method === 'DELETE' ? json(200, { id: 4 }) : json(200, [{ id: 4, index: 0 }]),
    )
    expect(await things.order([{ id: 4, index: 0 }])).toEqual([{ id: 4, index: 0 }])
    expect(new URL(request(0).url).pathname).toBe('/api/thing/order')
    expect(await things.remove(4)).toEqual({ id: 4 })
    expect(request(1).method).toBe('DELETE')
  })

  it('fails when a success carries no record (a 204 where a record was promised)', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await expect(things.get(1, 'en')).rejects.toThrow('The server sent no record.')
  })

  // Made from the contracts' endpoints: the contract's path, and only the calls it declares
  // (tests/console/api/contract-types.ts checks the same of the types).
  it('calls the endpoint’s path below /api', async () => {
    fetchMock.mockResolvedValue(
      json(200, { id: 3, value: 'Beta', creationDate: '', translated: true, version: 1 }),
    )
    await labelsApi.get(3, 'nl')
    expect(new URL(request().url).pathname).toBe(`/api${labelEndpoint.path}/3`)
    expect(request().headers.get('lang')).toBe('nl')
  })

  it('sends updates to the endpoint’s update path where it has one (users: /user-admin)', async () => {
    fetchMock.mockImplementation(async () => json(200, { id: 7 }))
    await usersApi.update(
      7,
      { firstName: 'A', lastName: 'B', level: 'admin', email: 'a@b.nl', version: 2 },
      'en',
    )
    expect(request().method).toBe('PUT')
    expect(new URL(request().url).pathname).toBe('/api/user-admin/7')
    await usersApi.get(7, 'en')
    expect(new URL(request(1).url).pathname).toBe('/api/user/7')
  })

  it('orders and deletes only where the contract declares it', async () => {
    expect('order' in categoriesApi).toBe(true)
    expect('order' in labelsApi).toBe(false)
    expect('remove' in labelsApi).toBe(true)
    expect('remove' in contentApi).toBe(false)
    expect('remove' in feedbackApi).toBe(true)
    fetchMock.mockResolvedValue(json(200, [{ id: 2, index: 0 }]))
    await resourceClient(thingEndpoint).order([{ id: 2, index: 5 }])
    expect(request().method).toBe('PUT')
    expect(new URL(request().url).pathname).toBe('/api/thing/order')
  })
})

describe('query options of the kit', () => {
  const resource = queryResource('things', things)

  it('keys every answer by resource, language and query, and fetches in that language', async () => {
    const fake = { ...things, list: vi.fn(async () => []), page: vi.fn(), get: vi.fn() }
    const list = listQuery(resource, fake, 'nl', { q: 'bike' })
    expect(list.queryKey).toEqual(['things', 'nl', 'list', { q: 'bike' }])
    await (list.queryFn as () => Promise<unknown>)()
    expect(fake.list).toHaveBeenCalledWith({ q: 'bike' }, 'nl')
    expect(pageQuery(resource, fake, 'en', { page: 2 }).queryKey).toEqual([
      'things',
      'en',
      'page',
      { page: 2 },
    ])
    const detail = detailQuery(resource, fake, 'nl', 7)
    expect(detail.queryKey).toEqual(['things', 'nl', 'detail', 7])
    await (detail.queryFn as () => Promise<unknown>)()
    expect(fake.get).toHaveBeenCalledWith(7, 'nl')
    // One prefix reaches them all (invalidation after a save).
    expect(resource.keys.all).toEqual(['things'])
  })
})

describe('fakes for stories and tests', () => {
  it('fails the calls a fake leaves out instead of reaching the network', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const [real, fake] = provide(things, { list: async () => [] }) as [typeof things, typeof things]
    expect(real).toBe(things)
    await expect(fake.list({}, 'en')).resolves.toEqual([])
    await expect(fake.get(1, 'en')).rejects.toThrow('get() is not faked here.')
    expect(fetchMock).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
