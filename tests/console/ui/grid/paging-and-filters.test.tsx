import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DataGrid } from '../../../../src/console/ui/grid/index.ts'
import {
  CategoriesGrid,
  type Category,
  columns,
  filters,
  idsIn,
  makeCategories,
  renderWithRouter,
  titlesIn,
} from './harness.tsx'

const rows = makeCategories(60)

function renderList(route?: string, extra: { onOpen?: (row: Category) => void } = {}) {
  const view = renderWithRouter(
    <CategoriesGrid rows={rows} filters={filters} onOpen={extra.onOpen ?? vi.fn()} />,
    { route },
  )
  return { ...view, grid: screen.getByRole('grid', { name: 'Categories' }) }
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)

describe('DataGrid paging (docs/product.md §9: 25 rows per page)', () => {
  it('shows 25 of 60 rows, page 1 of 3, and moves to rows 26–50', async () => {
    const { grid, user, query } = renderList()
    expect(idsIn(grid)).toEqual(range(1, 25))
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument()
    expect(grid).toHaveAttribute('aria-rowcount', '61')
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(idsIn(grid)).toEqual(range(26, 50)))
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument()
    expect(query()).toEqual({ page: '2' })
    expect(grid.querySelector('tbody tr')).toHaveAttribute('aria-rowindex', '27')

    await user.click(screen.getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(idsIn(grid)).toEqual(range(51, 60)))
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'First page' }))
    await waitFor(() => expect(idsIn(grid)).toEqual(range(1, 25)))
    // Page 1 is the default, so it leaves the URL.
    expect(query()).toEqual({})
  })

  it('restores filter and page from the URL', async () => {
    const { grid } = renderList('/categories?page=3&q=category')
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('category')
    expect(idsIn(grid)).toEqual(range(51, 60))
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
  })

  it('clamps a page past the end to the last page, in view and URL', async () => {
    const { grid, query } = renderList('/categories?page=9&q=lab')
    // 10 rows match "lab": one page.
    await waitFor(() => expect(query()).toEqual({ q: 'lab' }))
    expect(idsIn(grid)).toEqual([6, 12, 18, 24, 30, 36, 42, 48, 54, 60])
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
  })

  it('ignores a page that is not a positive number', () => {
    const { grid } = renderList('/categories?page=abc')
    expect(idsIn(grid)).toEqual(range(1, 25))
  })
})

describe('DataGrid filters', () => {
  it('narrows by text, resets to page 1 and writes ?q=', async () => {
    const { grid, user, query } = renderList('/categories?page=2')
    await user.type(screen.getByRole('searchbox', { name: 'Title' }), 'LAB')
    await waitFor(() => expect(query()).toEqual({ q: 'LAB' }))
    expect(titlesIn(grid).every((title) => title?.startsWith('Lab category'))).toBe(true)
    expect(idsIn(grid)).toHaveLength(10)
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Title' }))
    await waitFor(() => expect(query()).toEqual({}))
    expect(idsIn(grid)).toEqual(range(1, 25))
  })

  it('filters by a select and writes ?type=', async () => {
    const { grid, user, query } = renderList()
    await user.click(screen.getByRole('combobox', { name: 'Type' }))
    await user.click(await screen.findByRole('option', { name: 'Main category' }))
    await waitFor(() => expect(query()).toEqual({ type: 'main' }))
    expect(screen.getByText('1–20 of 20')).toBeInTheDocument()
    expect(within(grid).queryByText('Sub category')).toBeNull()

    await user.click(screen.getByRole('combobox', { name: 'Type' }))
    await user.click(await screen.findByRole('option', { name: 'All types' }))
    await waitFor(() => expect(query()).toEqual({}))
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument()
  })

  it('combines filters', async () => {
    const { grid } = renderList('/categories?type=sub&q=category%201')
    // "category 1" is in ids 1 and 10–19; of those, the ones not ≡ 1 (mod 3) are sub categories.
    expect(idsIn(grid)).toEqual([11, 12, 14, 15, 17, 18])
  })

  it('ignores a select value that is not one of its options', () => {
    const { grid } = renderList('/categories?type=bogus')
    expect(idsIn(grid)).toHaveLength(25)
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types')
  })

  it('uses the table’s own matches when given', async () => {
    const matches = vi.fn((row: Category, values: { q: string }) => String(row.id) === values.q)
    const { user, query } = renderWithRouter(
      <DataGrid
        label="Categories"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        filters={[filters[0]!]}
        matches={matches}
      />,
    )
    await user.type(screen.getByRole('searchbox', { name: 'Title' }), '42')
    await waitFor(() => expect(query()).toEqual({ q: '42' }))
    expect(idsIn(screen.getByRole('grid'))).toEqual([42])
  })

  it('shows "No results." and clears the filters', async () => {
    const { grid, user, query } = renderList('/categories?q=nothing-like-this&type=sub')
    expect(screen.getByText('No results.').closest('[role="status"]')).not.toBeNull()
    expect(idsIn(grid)).toEqual([])
    expect(screen.queryByText(/Page \d/)).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(query()).toEqual({}))
    expect(idsIn(grid)).toEqual(range(1, 25))
    expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('')
  })

  it('keeps two tables’ parameters apart with a prefix', async () => {
    const { user, query } = renderWithRouter(
      <>
        <DataGrid
          label="Users"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          filters={[filters[0]!]}
        />
        <DataGrid
          label="Requests"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          filters={[{ ...filters[0]!, label: 'Requests title' }]}
          urlPrefix="requests"
        />
      </>,
      { route: '/users?requests.page=3&edit=4' },
    )
    const [users, requests] = screen.getAllByRole('grid')
    expect(idsIn(users!)).toEqual(range(1, 25))
    expect(idsIn(requests!)).toEqual(range(51, 60))

    await user.type(screen.getByRole('searchbox', { name: 'Requests title' }), 'water')
    await waitFor(() => expect(query()).toEqual({ 'requests.q': 'water', edit: '4' }))
    expect(idsIn(users!)).toEqual(range(1, 25))
    expect(idsIn(requests!)).toHaveLength(10)
  })
})

describe('DataGrid rows', () => {
  it('opens a row on click, but not when a control inside it is clicked', async () => {
    const onOpen = vi.fn()
    const onDelete = vi.fn()
    const { user } = renderWithRouter(
      <DataGrid
        label="Categories"
        columns={[
          ...columns,
          {
            id: 'delete',
            header: 'Delete',
            cell: ({ row }) => (
              <button type="button" onClick={() => onDelete(row.original.id)}>
                Delete {row.original.id}
              </button>
            ),
          },
        ]}
        rows={rows}
        getRowId={(row) => row.id}
        onOpen={onOpen}
      />,
    )
    await user.click(screen.getByText('Food category 2'))
    expect(onOpen).toHaveBeenCalledWith(rows[1])
    expect(screen.getByText('Food category 2').closest('tr')).toHaveAttribute('aria-selected', 'true')

    await user.click(screen.getByRole('button', { name: 'Delete 3' }))
    expect(onDelete).toHaveBeenCalledWith(3)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })
})
