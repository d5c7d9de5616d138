import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { focusSoon } from '../../../../src/console/ui/focus/focusSoon.ts'

// focusSoon: a palette command's field gets focus once it exists, however long a busy machine
// takes to mount it, unless the person has gone on to something else meanwhile.

function input(name: string) {
  const element = document.createElement('input')
  element.setAttribute('aria-label', name)
  return element
}

describe('focusSoon', () => {
  let field: HTMLInputElement | undefined
  beforeEach(() => {
    vi.useFakeTimers()
    field = undefined
  })
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })
  /** The command's field appears, then the machine runs on for `ms`. */
  async function mountField(ms: number) {
    field = input('Title')
    document.body.append(field)
    await vi.advanceTimersByTimeAsync(ms)
  }

  it('focuses a field that mounts seconds later', async () => {
    focusSoon(() => field)
    await vi.advanceTimersByTimeAsync(4000)
    await mountField(100)
    expect(document.activeElement).toBe(field)
  })

  it('takes focus back when a closing dialog returns it to where it was', async () => {
    const before = input('Search')
    field = input('Title')
    document.body.append(before, field)
    focusSoon(() => field)
    await vi.advanceTimersByTimeAsync(20)
    expect(document.activeElement).toBe(field)
    before.focus()
    await vi.advanceTimersByTimeAsync(100)
    expect(document.activeElement).toBe(field)
  })

  it('leaves focus where the person put it after the command', async () => {
    const elsewhere = input('Search')
    document.body.append(elsewhere)
    focusSoon(() => field)
    await vi.advanceTimersByTimeAsync(500)
    elsewhere.focus()
    elsewhere.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    await mountField(2000)
    expect(document.activeElement).toBe(elsewhere)
  })

  it('gives up on a field that never mounts', async () => {
    const elsewhere = input('Search')
    document.body.append(elsewhere)
    elsewhere.focus()
    focusSoon(() => field)
    await vi.advanceTimersByTimeAsync(11_000)
    await mountField(1000)
    expect(document.activeElement).toBe(elsewhere)
  })

  it('stops when told to', async () => {
    const stop = focusSoon(() => field)
    await vi.advanceTimersByTimeAsync(100)
    stop()
    await mountField(1000)
    expect(document.activeElement).not.toBe(field)
  })
})
