import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { assign, setup } from 'xstate'
import { useLazyActor } from '../../../../src/console/ui/machines/useLazyActor.ts'

const counter = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'add'; by: number } },
}).createMachine({
  context: { count: 0 },
  on: { add: { actions: assign({ count: ({ context, event }) => context.count + event.by }) } },
})

describe('useLazyActor (a workflow loaded on demand)', () => {
  it('loads nothing and shows no snapshot until asked', () => {
    const load = vi.fn(async () => counter)
    const { result } = renderHook(() => useLazyActor(load))
    expect(result.current.snapshot).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('keeps events sent before the machine arrives and delivers them in order', async () => {
    const load = vi.fn(async () => counter)
    const { result } = renderHook(() => useLazyActor(load))
    act(() => {
      result.current.send({ type: 'add', by: 2 })
      result.current.send({ type: 'add', by: 3 })
    })
    await waitFor(() => expect(result.current.snapshot?.context.count).toBe(5))
    act(() => result.current.send({ type: 'add', by: 1 }))
    expect(result.current.snapshot?.context.count).toBe(6)
    expect(load).toHaveBeenCalledOnce()
  })

  it('delivers an event sent through a send taken before the machine started (a form’s submit)', async () => {
    const { result } = renderHook(() => useLazyActor(async () => counter))
    // The submit handler of a form holds the send of the render it was made in.
    const sendOfFirstRender = result.current.send
    act(() => result.current.preload())
    await waitFor(() => expect(result.current.snapshot).not.toBeNull())
    act(() => sendOfFirstRender({ type: 'add', by: 4 }))
    expect(result.current.snapshot?.context.count).toBe(4)
  })

  it('loads once however often it is preloaded, and tries again after a failed download', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(counter)
    const { result } = renderHook(() => useLazyActor(load))
    act(() => result.current.preload())
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    act(() => {
      result.current.preload()
      result.current.preload()
    })
    await waitFor(() => expect(result.current.snapshot).not.toBeNull())
    expect(load).toHaveBeenCalledTimes(2)
  })
})
