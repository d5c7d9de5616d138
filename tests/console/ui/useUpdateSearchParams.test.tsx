import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useDrawerParam } from '../../../src/console/ui/drawer/useDrawerParam.ts'
import { useTableUrlState } from '../../../src/console/ui/grid/useTableUrlState.ts'

// Two parts of one page change the URL close together, as when a saved drawer closes and the
// next keystroke lands in the list's filter before the close has rendered.
const filters = [{ id: 'q', kind: 'text' }] as const
let drawer: ReturnType<typeof useDrawerParam>
let table: ReturnType<typeof useTableUrlState<'q'>>

function Page() {
  drawer = useDrawerParam()
  table = useTableUrlState(filters as never)
  return null
}

const setup = (url: string) => {
  const router = createMemoryRouter([{ path: '/categories', element: <Page /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

describe('changing the URL query from two places at once', () => {
  it('keeps both changes: the drawer stays closed and the filter is set', async () => {
    const router = setup('/categories?edit=30')
    expect(drawer.openId).toBe(30)
    await act(async () => {
      drawer.close()
      table.setFilter('q', 'Oceans')
    })
    expect(router.state.location.search).toBe('?q=Oceans')
    expect(drawer.openId).toBeNull()
    expect(table.values.q).toBe('Oceans')
  })

  it('keeps both the other way round, and a later change builds on both', async () => {
    const router = setup('/categories?q=a&page=2')
    await act(async () => {
      table.setFilter('q', 'ab')
      drawer.openEdit(7)
    })
    expect(router.state.location.search).toBe('?q=ab&edit=7')
    await act(async () => {
      table.setPage(3)
    })
    expect(router.state.location.search).toBe('?q=ab&edit=7&page=3')
  })

  it('starts from the rendered URL again after a navigation made elsewhere (back button)', async () => {
    const router = setup('/categories')
    await act(async () => {
      table.setPage(2)
    })
    expect(router.state.location.search).toBe('?page=2')
    await act(async () => {
      await router.navigate(-1)
    })
    expect(router.state.location.search).toBe('')
    await act(async () => {
      drawer.openEdit(5)
    })
    expect(router.state.location.search).toBe('?edit=5')
  })
})
