import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PREFETCH_FRESH_MS, prefetchRecord, takePrefetched } from '../../../src/console/api/prefetch.ts'

const key = ['labels', 'en', 'detail', 7] as const
/** Lets the promises settle (react-query answers through a few of them). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A server whose answers say which read they were. */
function server() {
  let reads = 0
  const queryFn = vi.fn(async () => ({ id: 7, read: ++reads }))
  return { queryFn, query: { queryKey: key, queryFn } }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('reading a record ahead of its drawer', () => {
  it('hands the record read ahead to the drawer once; a later read (Reload) asks the server', async () => {
    const queryClient = new QueryClient()
    const { queryFn, query } = server()
    prefetchRecord(queryClient, query)
    await settle()
    expect(takePrefetched(queryClient, key)).toEqual({ id: 7, read: 1 })
    expect(takePrefetched(queryClient, key)).toBeUndefined()
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('asks once while a read ahead is fresh, and again once the drawer has taken it', async () => {
    const queryClient = new QueryClient()
    const { queryFn, query } = server()
    prefetchRecord(queryClient, query)
    prefetchRecord(queryClient, query)
    await settle()
    prefetchRecord(queryClient, query)
    await settle()
    expect(queryFn).toHaveBeenCalledTimes(1)
    takePrefetched(queryClient, key)
    prefetchRecord(queryClient, query)
    await settle()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('lets the drawer join a read ahead still under way, and leaves nothing to take after it', async () => {
    const queryClient = new QueryClient()
    let answer: (record: object) => void = () => {}
    const queryFn = vi.fn(() => new Promise<object>((resolve) => (answer = resolve)))
    prefetchRecord(queryClient, { queryKey: key, queryFn })
    expect(takePrefetched(queryClient, key)).toBeUndefined()
    const drawerRead = queryClient.fetchQuery({ queryKey: key, queryFn, staleTime: 0 })
    answer({ id: 7, read: 1 })
    expect(await drawerRead).toEqual({ id: 7, read: 1 })
    await settle()
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(takePrefetched(queryClient, key)).toBeUndefined()
  })

  it('gives nothing once the record was changed meanwhile (its queries invalidated)', async () => {
    const queryClient = new QueryClient()
    prefetchRecord(queryClient, server().query)
    await settle()
    await queryClient.invalidateQueries({ queryKey: ['labels'], refetchType: 'none' })
    expect(takePrefetched(queryClient, key)).toBeUndefined()
  })

  it(`gives nothing once the read ahead is older than ${PREFETCH_FRESH_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const queryClient = new QueryClient()
    prefetchRecord(queryClient, server().query)
    await settle()
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1)
    expect(takePrefetched(queryClient, key)).toBeUndefined()
  })

  it('gives nothing for a record nobody read ahead, nor for a failed read', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    expect(takePrefetched(queryClient, key)).toBeUndefined()
    prefetchRecord(queryClient, { queryKey: key, queryFn: () => Promise.reject(new Error('503')) })
    await settle()
    expect(takePrefetched(queryClient, key)).toBeUndefined()
  })
})
