import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { categoriesApi } from '../../../src/console/api/categories.ts'
import { configureApi } from '../../../src/console/api/client.ts'
import { feedbackApi } from '../../../src/console/api/feedback.ts'
import { initiativesApi } from '../../../src/console/api/initiatives.ts'
import { labelsApi } from '../../../src/console/api/labels.ts'
import { resourceClient } from '../../../src/console/api/resource.ts'
import { usersApi } from '../../../src/console/api/users.ts'
import { labelEndpoint } from '../../../src/domain/contracts/endpoints.ts'
import { thingEndpoint } from '../support/thingEndpoint.ts'

// The console's clients are made from the contracts' endpoints: the path is the contract's, and a
// call the contract does not offer is not there (tests/console/api/contract-types.ts: nor in types).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('a client made from an endpoint', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const sent = (call = 0) => fetchMock.mock.calls[call]![0] as Request

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureApi({ lang: 'en', onSessionLost: () => {}, onUnavailable: () => {}, onAvailable: () => {} })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('calls the endpoint’s path below /api', async () => {
    fetchMock.mockResolvedValue(
      json(200, { id: 3, value: 'Beta', creationDate: '', translated: true, version: 1 }),
    )
    await labelsApi.get(3, 'nl')
    expect(new URL(sent().url).pathname).toBe(`/api${labelEndpoint.path}/3`)
    expect(sent().headers.get('lang')).toBe('nl')
  })

  it('sends updates to the endpoint’s update path where it has one (users: /user-admin)', async () => {
    fetchMock.mockImplementation(async () => json(200, { id: 7 }))
    await usersApi.update(
      7,
      { firstName: 'A', lastName: 'B', level: 'admin', email: 'a@b.nl', version: 2 },
      'en',
    )
    expect(sent().method).toBe('PUT')
    expect(new URL(sent().url).pathname).toBe('/api/user-admin/7')
    await usersApi.get(7, 'en')
    expect(new URL(sent(1).url).pathname).toBe('/api/user/7')
  })

  it('orders and deletes only where the contract declares it', async () => {
    expect('order' in categoriesApi).toBe(true)
    expect('order' in labelsApi).toBe(false)
    expect('remove' in labelsApi).toBe(true)
    expect('remove' in initiativesApi).toBe(false)
    expect('remove' in feedbackApi).toBe(true)
    fetchMock.mockResolvedValue(json(200, [{ id: 2, index: 0 }]))
    await resourceClient(thingEndpoint).order([{ id: 2, index: 5 }])
    expect(sent().method).toBe('PUT')
    expect(new URL(sent().url).pathname).toBe('/api/thing/order')
  })
})
