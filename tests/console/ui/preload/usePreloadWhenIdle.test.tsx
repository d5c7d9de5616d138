import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type ChunkLoader,
  usePreloadWhenIdle,
} from '../../../../src/console/ui/preload/usePreloadWhenIdle.ts'

/** The idle callbacks the page asked for, run when the test says the browser is idle. */
let idle: (() => void)[] = []
const browserIdles = () => {
  for (const run of idle.splice(0)) run()
}

function Page({ loaders, ready }: { loaders: readonly ChunkLoader[]; ready: boolean }) {
  usePreloadWhenIdle(loaders, ready)
  return null
}

const setConnection = (connection: object | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true })

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  vi.stubGlobal('cancelIdleCallback', () => {
    idle = []
  })
})
afterEach(() => {
  // Unmounting cancels what a page still waits for: before the stubs go.
  cleanup()
  vi.unstubAllGlobals()
  setConnection(undefined)
})

describe('what a page’s drawers need, loaded while the page is idle', () => {
  it('waits for the list, then for an idle moment, and loads each thing once', () => {
    const editor = vi.fn(() => Promise.resolve())
    const loaders = [editor]
    const page = render(<Page loaders={loaders} ready={false} />)
    browserIdles()
    expect(editor).not.toHaveBeenCalled()

    page.rerender(<Page loaders={loaders} ready />)
    expect(editor).not.toHaveBeenCalled()
    browserIdles()
    expect(editor).toHaveBeenCalledTimes(1)

    // Another visit to the page in the same session: the chunk is already there.
    page.unmount()
    render(<Page loaders={loaders} ready />)
    browserIdles()
    expect(editor).toHaveBeenCalledTimes(1)
  })

  it('asks for nothing when the page is left before it was idle', () => {
    const editor = vi.fn(() => Promise.resolve())
    const page = render(<Page loaders={[editor]} ready />)
    page.unmount()
    browserIdles()
    expect(editor).not.toHaveBeenCalled()
  })

  it('tries a failed download again the next time the page shows', async () => {
    const editor = vi.fn(() => Promise.reject(new Error('offline')))
    const loaders = [editor]
    const page = render(<Page loaders={loaders} ready />)
    browserIdles()
    await Promise.resolve()
    page.unmount()
    render(<Page loaders={loaders} ready />)
    browserIdles()
    expect(editor).toHaveBeenCalledTimes(2)
  })

  it.each([
    ['Save-Data is on', { saveData: true, effectiveType: '4g' }],
    ['the connection is 2G', { saveData: false, effectiveType: '2g' }],
    ['the connection is slow 2G', { effectiveType: 'slow-2g' }],
  ])('loads nothing ahead when %s', (_, connection) => {
    setConnection(connection)
    const editor = vi.fn(() => Promise.resolve())
    render(<Page loaders={[editor]} ready />)
    browserIdles()
    expect(editor).not.toHaveBeenCalled()
  })

  it('still loads ahead on a 3G connection', () => {
    setConnection({ saveData: false, effectiveType: '3g' })
    const editor = vi.fn(() => Promise.resolve())
    render(<Page loaders={[editor]} ready />)
    browserIdles()
    expect(editor).toHaveBeenCalledTimes(1)
  })
})
