import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { DataGrid } from '../../../../src/console/ui/grid/index.ts'
import { CategoriesGrid, columns, filters, idsIn, makeCategories, renderWithRouter } from './harness.tsx'

const rows = makeCategories(60)

function renderList(route?: string) {
  const onOpen = vi.fn()
  const view = renderWithRouter(
    <>
      <button type="button">Before</button>
      <CategoriesGrid rows={rows} filters={filters} onOpen={onOpen} />
    </>,
    { route },
  )
  const grid = screen.getByRole('grid', { name: 'Categories' })
  /** The id of the active row, read through aria-activedescendant as assistive technology does. */
  const activeId = () => {
    const row = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')
    expect(row).toHaveAttribute('aria-selected', 'true')
    return Number(row?.querySelector('td')?.textContent)
  }
  return { ...view, grid, onOpen, activeId }
}

/** A list whose rows arrive later, through `show`. */
let show: (rows: ReturnType<typeof makeCategories>) => void = () => {}
function Loading() {
  const [shown, setShown] = useState<ReturnType<typeof makeCategories>>([])
  show = setShown
  return <DataGrid label="Categories" columns={columns} rows={shown} getRowId={(row) => row.id} />
}

describe('DataGrid keyboard (issue 3)', () => {
  it('is one tab stop; arrows move the active row and Enter opens it', async () => {
    const { grid, user, onOpen, activeId } = renderList()
    await user.click(screen.getByRole('button', { name: 'Before' }))
    // Tab passes the filters first: the text field, then the select.
    await user.tab()
    await user.tab()
    await user.tab()
    expect(grid).toHaveFocus()
    expect(activeId()).toBe(1)
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onOpen).toHaveBeenCalledWith(rows[2])
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(1)
  })

  it('moves with j and k, Home and End', async () => {
    const { grid, user, activeId } = renderList()
    act(() => grid.focus())
    await user.keyboard('jjj')
    expect(activeId()).toBe(4)
    await user.keyboard('k')
    expect(activeId()).toBe(3)
    await user.keyboard('{End}')
    expect(activeId()).toBe(25)
    await user.keyboard('{Home}')
    expect(activeId()).toBe(1)
    // k on the first row of the first page stays put.
    await user.keyboard('k')
    expect(activeId()).toBe(1)
  })

  it('turns pages with PageDown and PageUp, and crosses pages at the edges', async () => {
    const { grid, user, activeId, query } = renderList()
    act(() => grid.focus())
    await user.keyboard('{PageDown}')
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument())
    expect(query()).toEqual({ page: '2' })
    expect(idsIn(grid)[0]).toBe(26)
    expect(activeId()).toBe(26)

    await user.keyboard('{PageUp}')
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeInTheDocument())

    // ArrowDown from the last row goes on to the next page's first row…
    await user.keyboard('{End}{ArrowDown}')
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument())
    expect(activeId()).toBe(26)
    // …and ArrowUp from the first row back to the previous page's last.
    await user.keyboard('{ArrowUp}')
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeInTheDocument())
    expect(activeId()).toBe(25)

    // On the last page PageDown goes to its last row.
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    act(() => grid.focus())
    await user.keyboard('{PageDown}')
    expect(activeId()).toBe(60)
  })

  it('starts again from the first row once the filters change', async () => {
    const { grid, user, activeId } = renderList()
    act(() => grid.focus())
    await user.keyboard('jjj')
    expect(activeId()).toBe(4)
    await user.type(screen.getByRole('searchbox', { name: 'Title' }), 'water')
    await waitFor(() => expect(idsIn(grid)[0]).toBe(5))
    expect(grid).not.toHaveAttribute('aria-activedescendant')
    act(() => grid.focus())
    expect(activeId()).toBe(5)
  })

  it('a grid focused before its rows arrive makes the first row active when they do', async () => {
    renderWithRouter(<Loading />)
    const grid = screen.getByRole('grid', { name: 'Categories' })
    act(() => grid.focus())
    expect(grid).not.toHaveAttribute('aria-activedescendant')
    act(() => show(rows))
    const active = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '')
    expect(active?.querySelector('td')?.textContent).toBe('1')
  })

  it('scrolls the active row into view', async () => {
    const { grid, user } = renderList()
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    act(() => grid.focus())
    await user.keyboard('{ArrowDown}')
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest' })
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByText('Food category 2').closest('tr'))
    scrolled.mockRestore()
  })

  it('"/" focuses the first filter, and is typed normally inside a field', async () => {
    const { grid, user } = renderList()
    const search = screen.getByRole('searchbox', { name: 'Title' })
    act(() => grid.focus())
    await user.keyboard('/')
    expect(search).toHaveFocus()
    expect(search).toHaveValue('')
    await user.keyboard('a/b')
    expect(search).toHaveValue('a/b')
  })

  it('"/" leaves a dialog the table is not in alone', () => {
    renderList()
    const dialog = document.body.appendChild(document.createElement('div'))
    dialog.setAttribute('role', 'dialog')
    const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true })
    document.body.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(screen.getByRole('searchbox', { name: 'Title' })).not.toHaveFocus()
    dialog.remove()
    fireEvent.keyDown(document.body, { key: '/' })
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveFocus()
  })

  it('leaves keys typed on a control inside a row to the control', async () => {
    const onOpen = vi.fn()
    const { user } = renderWithRouter(
      <DataGrid
        label="Panel"
        columns={[
          ...columns,
          { id: 'delete', header: 'Delete', cell: () => <button type="button">Delete</button> },
        ]}
        rows={rows.slice(0, 3)}
        getRowId={(row) => row.id}
        onOpen={onOpen}
      />,
    )
    act(() => screen.getAllByRole('button', { name: 'Delete' })[0]!.focus())
    await user.keyboard('{Enter}j')
    expect(onOpen).not.toHaveBeenCalled()
  })
})
