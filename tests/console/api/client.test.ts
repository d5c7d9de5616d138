import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, configureApi, readJson } from '../../../src/console/api/client.ts'
import { sessionApi } from '../../../src/console/api/session.ts'
import {
  markServerAvailable,
  markServerUnavailable,
  serverUnavailableStore,
} from '../../../src/console/app/session/serverUnavailable.ts'
import { failureOf } from '../../../src/domain/failure.ts'

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

describe('API client (docs/product.md §7)', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const onSessionLost = vi.fn()
  // Wired to the real store, as main.tsx does (connectServerStatus).
  const onUnavailable = vi.fn(markServerUnavailable)
  const onAvailable = vi.fn(markServerAvailable)
  const unavailable = serverUnavailableStore.getSnapshot

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    configureApi({ lang: 'en', onSessionLost, onUnavailable, onAvailable })
    markServerAvailable()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    onSessionLost.mockClear()
    onUnavailable.mockClear()
    onAvailable.mockClear()
  })

  it('sends the lang and cms headers under /api', async () => {
    fetchMock.mockResolvedValue(json(200, { version: '1' }))
    configureApi({ lang: 'nl' })
    await api.get('status')
    const request = fetchMock.mock.calls[0]![0] as Request
    expect(new URL(request.url).pathname).toBe('/api/status')
    expect(request.headers.get('lang')).toBe('nl')
    expect(request.headers.get('cms')).toBe('true')
    expect(request.credentials).toBe('same-origin')
  })

  it('parses JSON only for 200 and 201', async () => {
    expect(await readJson(json(200, { a: 1 }))).toEqual({ a: 1 })
    expect(await readJson(json(201, { a: 2 }))).toEqual({ a: 2 })
    expect(await readJson(new Response(null, { status: 204 }))).toBeNull()
    expect(await readJson(json(202, { a: 3 }))).toBeNull()
  })

  it('sends the user to login on 401 and 500', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthorized', message: 'Please log in.' }))
    await expect(api.get('user')).rejects.toThrow()
    fetchMock.mockResolvedValueOnce(json(500, { error: 'internal', message: 'x' }))
    await expect(api.get('user')).rejects.toThrow()
    expect(onSessionLost).toHaveBeenCalledTimes(2)
    expect(onUnavailable).not.toHaveBeenCalled()
    expect(unavailable()).toBe(false)
  })

  it('keeps the page on 503: marks the server unavailable until the next 2xx', async () => {
    const listener = vi.fn()
    const unsubscribe = serverUnavailableStore.subscribe(listener)
    const down = () => json(503, { error: 'unavailable', message: 'The database cannot be reached.' })
    fetchMock.mockResolvedValueOnce(down()).mockResolvedValueOnce(down())
    const error = await api.get('categories').catch((e: unknown) => e)
    await expect(api.put('categories/1', { json: {} })).rejects.toThrow()
    expect(failureOf(error)).toEqual({ status: 503, message: 'The database cannot be reached.' })
    expect(onSessionLost).not.toHaveBeenCalled()
    expect(onUnavailable).toHaveBeenCalledTimes(2)
    expect(unavailable()).toBe(true)
    // Two failing calls, one change: the notice shows once.
    expect(listener).toHaveBeenCalledTimes(1)

    fetchMock.mockResolvedValueOnce(json(404, { error: 'not_found', message: 'x' }))
    await expect(api.get('categories/9')).rejects.toThrow()
    expect(unavailable()).toBe(true)

    fetchMock.mockResolvedValueOnce(json(200, []))
    await api.get('categories')
    expect(unavailable()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }))
    await api.delete('categories/1')
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('a 503 on the session probe throws instead of signing out; 401 still means signed out', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { error: 'unavailable', message: 'x' }))
    await expect(sessionApi.current()).rejects.toThrow()
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthorized', message: 'Please log in.' }))
    await expect(sessionApi.current()).resolves.toBeNull()
    expect(onSessionLost).not.toHaveBeenCalled()
  })

  it('stays put on other errors and on a 401 the caller expects', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { error: 'not_found', message: 'User not found.' }))
    await expect(api.get('user/9')).rejects.toThrow()
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthorized', message: 'Login failed' }))
    await expect(api.post('user/login-admin', { json: {}, context: { quiet401: true } })).rejects.toThrow()
    expect(onSessionLost).not.toHaveBeenCalled()
  })

  it('exposes the server’s error body', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: 'bad_request',
        message: 'E-mail must be valid.',
        fields: { email: 'E-mail must be valid.' },
      }),
    )
    const error = await api.post('user/register', { json: {} }).catch((e: unknown) => e)
    expect(failureOf(error)).toEqual({
      status: 400,
      message: 'E-mail must be valid.',
      fields: { email: 'E-mail must be valid.' },
    })
  })
})
