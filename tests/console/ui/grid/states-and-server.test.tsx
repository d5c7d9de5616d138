import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DataGrid, useTableUrlState } from '../../../../src/console/ui/grid/index.ts'
import { StateIcon } from '../../../../src/console/ui/StateIcon.tsx'
import { PANEL_PAGE_SIZE } from '../../../../src/domain/constants.ts'
import { type Category, columns, filters, idsIn, makeCategories, renderWithRouter } from './harness.tsx'

describe('DataGrid states', () => {
  it('is busy with placeholder rows until the first rows arrive', () => {
    renderWithRouter(
      <DataGrid label="Categories" columns={columns} rows={undefined} getRowId={(row) => row.id} loading />,
    )
    const grid = screen.getByRole('grid', { name: 'Categories' })
    expect(grid).toHaveAttribute('aria-busy', 'true')
    expect(grid).toHaveAttribute('aria-rowcount', '-1')
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    expect(grid.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0)
    expect(screen.queryByText(/Page \d/)).toBeNull()
    expect(screen.queryByText('No results.')).toBeNull()
  })

  it('keeps the shown rows while reloading', () => {
    renderWithRouter(
      <DataGrid
        label="Categories"
        columns={columns}
        rows={makeCategories(3)}
        getRowId={(row) => row.id}
        loading
      />,
    )
    const grid = screen.getByRole('grid')
    expect(grid).toHaveAttribute('aria-busy', 'true')
    expect(idsIn(grid)).toEqual([1, 2, 3])
  })

  it('shows the table’s empty message without filters', () => {
    renderWithRouter(
      <DataGrid
        label="Labels"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        filters={filters}
        emptyMessage="No labels yet."
      />,
    )
    expect(screen.getByText('No labels yet.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    expect(screen.getByRole('grid')).toHaveAttribute('tabindex', '-1')
  })

  it('shows an error with a retry', async () => {
    const onRetry = vi.fn()
    const { user } = renderWithRouter(
      <DataGrid
        label="Categories"
        columns={columns}
        rows={undefined}
        getRowId={(row) => row.id}
        error={new Error('500')}
        onRetry={onRetry}
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The list could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('pages panel tables by 10', () => {
    renderWithRouter(
      <DataGrid
        label="Stories"
        columns={columns}
        rows={makeCategories(23)}
        getRowId={(row) => row.id}
        pageSize={PANEL_PAGE_SIZE}
      />,
    )
    expect(idsIn(screen.getByRole('grid'))).toHaveLength(10)
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument()
  })
})

/** A server-paged list: reads the same URL state as its table and fetches just that page. */
function ServerList({
  fetchPage,
}: {
  fetchPage: (query: Record<string, unknown>) => { rows: Category[]; total: number }
}) {
  const state = useTableUrlState(filters)
  const { rows, total } = fetchPage(state.query)
  return (
    <DataGrid
      mode="server"
      label="Users"
      columns={columns}
      rows={rows}
      total={total}
      getRowId={(row) => row.id}
      filters={filters}
    />
  )
}

describe('DataGrid server mode', () => {
  const all = makeCategories(160)
  const fetchPage = vi.fn((query: Record<string, unknown>) => {
    const page = Number(query.page)
    const matching = all.filter((row) => !query.q || row.title.toLowerCase().includes(String(query.q)))
    return { rows: matching.slice((page - 1) * 25, page * 25), total: matching.length }
  })

  it('shows the given page and total without paging the rows again', async () => {
    const { user, query } = renderWithRouter(<ServerList fetchPage={fetchPage} />, { route: '/users?page=2' })
    const grid = screen.getByRole('grid')
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, pageSize: 25 })
    // Page 2's rows are shown as given, not sliced again to rows 26–50 of them.
    expect(idsIn(grid)[0]).toBe(26)
    expect(idsIn(grid)).toHaveLength(25)
    expect(screen.getByText('26–50 of 160')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 7')).toBeInTheDocument()
    expect(grid).toHaveAttribute('aria-rowcount', '161')

    await user.click(screen.getByRole('button', { name: 'Last page' }))
    await waitFor(() => expect(query()).toEqual({ page: '7' }))
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 7, pageSize: 25 })
    expect(idsIn(grid)).toEqual(all.slice(150).map((row) => row.id))

    await user.type(screen.getByRole('searchbox', { name: 'Title' }), 'lab')
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ q: 'lab', page: 1, pageSize: 25 }))
    expect(screen.getByText('1–25 of 26')).toBeInTheDocument()
  })

  it('clamps a page past the server’s total', async () => {
    const { query } = renderWithRouter(<ServerList fetchPage={fetchPage} />, { route: '/users?page=40' })
    await waitFor(() => expect(query()).toEqual({ page: '7' }))
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 7, pageSize: 25 })
  })
})

describe('StateIcon', () => {
  it('names the translated state', () => {
    renderWithRouter(<StateIcon translated />)
    const icon = screen.getByRole('img', { name: 'Translated' })
    expect(icon).toHaveAttribute('title', 'Translated')
    expect(screen.queryByRole('img', { name: /published/i })).toBeNull()
  })

  it('names missing translations and the published state', () => {
    renderWithRouter(
      <>
        <StateIcon translated={false} published />
        <StateIcon translated published={false} />
      </>,
    )
    expect(screen.getByRole('img', { name: 'Missing translations' })).toHaveAttribute(
      'title',
      'Missing translations',
    )
    expect(screen.getByRole('img', { name: 'Published' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()
  })

  it('fills the State column from the row', () => {
    renderWithRouter(
      <DataGrid label="Categories" columns={columns} rows={makeCategories(2)} getRowId={(row) => row.id} />,
    )
    expect(screen.getByRole('columnheader', { name: 'State' })).toBeInTheDocument()
    // Row 1 (index 0) misses translations, row 2 is complete.
    const [first, second] = screen.getAllByRole('row').slice(1)
    expect(within(first!).getByRole('img')).toHaveAccessibleName('Missing translations')
    expect(within(second!).getByRole('img')).toHaveAccessibleName('Translated')
  })
})
