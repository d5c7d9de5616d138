import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { recordParam } from '../../../../src/console/ui/drawer/drawerParams.ts'
import { useUrlDrawer } from '../../../../src/console/ui/drawer/useUrlDrawer.ts'

// A drawer whose "machine" is a state: open/close as the URL asks, or close by itself (saved).
let closeItself: () => void
const opened = vi.fn<(key: number) => void>()
const closed = vi.fn()

function Drawer() {
  const [openKey, setOpenKey] = useState<number | null>(null)
  closeItself = () => setOpenKey(null)
  useUrlDrawer(recordParam, {
    openKey,
    open: (key) => {
      opened(key)
      setOpenKey(key)
    },
    close: () => {
      closed()
      setOpenKey(null)
    },
  })
  return <output>{openKey ?? 'closed'}</output>
}

function setup(url: string) {
  opened.mockClear()
  closed.mockClear()
  const router = createMemoryRouter([{ path: '/labels', element: <Drawer /> }], { initialEntries: [url] })
  const view = render(<RouterProvider router={router} />)
  return { router, shown: () => view.container.querySelector('output')?.textContent }
}

describe('a drawer in the URL', () => {
  it('opens what the URL names and closes on Back', async () => {
    const { router, shown } = setup('/labels')
    expect(shown()).toBe('closed')
    await act(() => router.navigate('/labels?q=a&edit=3'))
    expect(shown()).toBe('3')
    await act(() => router.navigate(-1))
    expect(shown()).toBe('closed')
    expect(closed).toHaveBeenCalledOnce()
  })

  it('clears the URL when it closes by itself, keeping the other parameters, and does not reopen', async () => {
    const { router, shown } = setup('/labels?q=a&edit=3')
    expect(shown()).toBe('3')
    await act(async () => closeItself())
    expect(router.state.location.search).toBe('?q=a')
    expect(shown()).toBe('closed')
    expect(opened).toHaveBeenCalledOnce()
    // The same record opens again when asked again.
    await act(() => router.navigate('/labels?q=a&edit=3'))
    expect(shown()).toBe('3')
  })

  it('switches records: closes the open one, then opens the one the URL names', async () => {
    const { router, shown } = setup('/labels?edit=3')
    await act(() => router.navigate('/labels?edit=5'))
    expect(shown()).toBe('5')
    expect(closed).toHaveBeenCalledOnce()
    expect(opened.mock.calls).toEqual([[3], [5]])
  })

  it('opens a new record for ?new', async () => {
    const { shown } = setup('/labels?new')
    expect(shown()).toBe('-1')
  })
})
