import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, toast, toastStore } from '../../../src/console/ui/toasts/toastStore.ts'

describe('toasts (docs/product.md §9 durations)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    for (const shown of toastStore.getSnapshot()) dismissToast(shown.id)
    vi.useRealTimers()
  })

  it.each([
    ['success', 1500],
    ['info', 2000],
    ['warning', 3000],
    ['error', 4000],
  ] as const)('a %s toast stays %i ms', (kind, duration) => {
    toast[kind]('Saved category')
    vi.advanceTimersByTime(duration - 1)
    expect(toastStore.getSnapshot().map((shown) => shown.kind)).toEqual([kind])
    vi.advanceTimersByTime(1)
    expect(toastStore.getSnapshot()).toEqual([])
  })

  it('can be dismissed early and tells subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = toastStore.subscribe(listener)
    const id = toast.error('Login failed')
    dismissToast(id)
    expect(toastStore.getSnapshot()).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })
})
