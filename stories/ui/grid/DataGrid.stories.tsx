import { Box, Button, Code, Text, VisuallyHidden } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router-dom'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { createColumns, DataGrid, textMatches, useTableUrlState } from '../../../src/console/ui/grid/index.ts'
import { PANEL_PAGE_SIZE } from '../../../src/domain/constants.ts'
import { CategoryTable, categoryColumns, categoryFilters } from './CategoryTable.tsx'
import { type CategoryRow, categoryRows } from './fixtures.ts'

/** Shows the memory router's query, where the table keeps its filters and page. */
function UrlReadout() {
  const { search } = useLocation()
  return (
    <Box px="5" pb="5">
      <Text size="1" color="gray">
        URL query: <Code data-testid="url">{search || '(none)'}</Code>
      </Text>
    </Box>
  )
}

const meta = {
  title: 'UI/DataGrid',
  component: CategoryTable,
  args: { rows: categoryRows(60), onOpen: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <UrlReadout />
      </>
    ),
  ],
  parameters: { route: '/categories' },
} satisfies Meta<typeof CategoryTable>

export default meta
type Story = StoryObj<typeof meta>

const urlOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('url').textContent

/** 60 categories, client-side: filters, 25 rows per page, keyboard. */
export const ClientMode: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Categories' })
    const rowsShown = () => grid.querySelectorAll('tbody tr[aria-rowindex]').length

    await step('pages by 25', async () => {
      await expect(rowsShown()).toBe(25)
      await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await expect(await canvas.findByText('26–50 of 60')).toBeVisible()
      await expect(urlOf(canvasElement)).toBe('?page=2')
    })

    await step('filters by title and goes back to page 1', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Title' }), 'energy')
      await waitFor(() => expect(urlOf(canvasElement)).toBe('?q=energy'))
      await expect(rowsShown()).toBe(6)
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Title' }))
    })

    await step('opens the third row with the keyboard', async () => {
      grid.focus()
      await userEvent.keyboard('{ArrowDown}{ArrowDown}')
      const active = grid.querySelector('[aria-selected="true"]')
      await expect(active).toHaveAttribute('id', grid.getAttribute('aria-activedescendant'))
      await expect(active).toHaveTextContent('Mobility at home')
      await userEvent.keyboard('{Enter}')
      await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }))
    })

    await step('"/" jumps to the filter', async () => {
      grid.focus()
      await userEvent.keyboard('/')
      await expect(canvas.getByRole('searchbox', { name: 'Title' })).toHaveFocus()
    })
  },
}

/** A shared link: the filter and page come from the URL. */
export const FromLink: Story = {
  parameters: { route: '/categories?type=main&page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Main category')
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible()
    // 20 main categories fit one page, so page 2 was clamped to page 1.
    await waitFor(() => expect(urlOf(canvasElement)).toBe('?type=main'))
  },
}

/** A custom match: the title filter also finds a category by its exact id. */
export const CustomMatch: Story = {
  args: {
    matches: (row: CategoryRow, values) =>
      (textMatches(values.q, row.title) || String(row.id) === values.q.trim()) &&
      (!values.type || row.type === values.type),
  },
  parameters: { route: '/categories?q=42' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    await expect(grid.querySelectorAll('tbody tr[aria-rowindex]')).toHaveLength(1)
    await expect(grid).toHaveTextContent('42')
  },
}

/** First load: placeholder rows, the grid busy. */
export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-busy', 'true')
  },
}

/** Reloading (e.g. after the language changed): the rows stay, a spinner shows by the page controls. */
export const Reloading: Story = {
  args: { loading: true },
}

/** No records at all: the table's own message. */
export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No categories yet. Add the first one.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No categories yet. Add the first one.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  },
}

/** Filters that match nothing: "No results." and a way out. */
export const NoMatches: Story = {
  parameters: { route: '/categories?q=volcano' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No results.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }))
    await expect(await canvas.findByText('1–25 of 60')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Title' })).toHaveValue('')
  },
}

export const ErrorState: Story = {
  args: { rows: undefined, error: new Error('503'), onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('The list could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** With an action at the end of the filter row, as area pages add "Add Category". */
export const WithActions: Story = {
  args: { actions: <Button variant="soft">Add Category</Button> },
}

/** A per-user panel table: 10 rows per page, its own URL prefix, a delete icon per row. */
export const PanelTable: Story = {
  render: (args) => (
    <Box p="5" maxWidth="640px">
      <DataGrid
        label="Stories"
        columns={[
          ...categoryColumns.slice(0, 3),
          {
            id: 'delete',
            header: () => <VisuallyHidden>Delete</VisuallyHidden>,
            cell: ({ row }) => (
              <Button size="1" variant="ghost" color="red" aria-label={`Delete ${row.original.title}`}>
                Delete
              </Button>
            ),
            meta: { align: 'end', width: '5rem' },
          },
        ]}
        rows={categoryRows(23)}
        getRowId={(row) => row.id}
        pageSize={PANEL_PAGE_SIZE}
        urlPrefix="stories"
        onOpen={args.onOpen}
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(urlOf(canvasElement)).toBe('?stories.page=2'))
  },
}

const all = categoryRows(160)

/** Stands in for `GET /api/category?q=&type=&page=&pageSize=`. */
async function fetchPage(query: { q?: string; type?: string; page: number; pageSize: number }) {
  await new Promise((resolve) => setTimeout(resolve, 250))
  const matching = all.filter(
    (row) => textMatches(query.q, row.title) && (!query.type || row.type === query.type),
  )
  const start = (query.page - 1) * query.pageSize
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length }
}

/** How an area pages on the server: the same URL state builds the query, the table shows one page. */
function ServerCategories({ onOpen }: { onOpen?: (row: CategoryRow) => void }) {
  const state = useTableUrlState(categoryFilters)
  const list = useQuery({
    queryKey: ['categories', state.query],
    queryFn: () => fetchPage(state.query),
    placeholderData: keepPreviousData,
  })
  return (
    <Box p="5" maxWidth="960px">
      <DataGrid
        mode="server"
        label="Categories"
        columns={categoryColumns}
        filters={categoryFilters}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => list.refetch()}
        getRowId={(row) => row.id}
        onOpen={onOpen}
      />
    </Box>
  )
}

/** 160 categories paged by a (fake, 250 ms) server. */
export const ServerMode: Story = {
  render: (args) => <ServerCategories onOpen={args.onOpen} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('1–25 of 160')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }))
    await expect(await canvas.findByText('151–160 of 160')).toBeVisible()
    await expect(canvas.getByText('Page 7 of 7')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('grid')).not.toHaveAttribute('aria-busy'))
    await expect(canvas.getByRole('grid').querySelectorAll('tbody tr[aria-rowindex]')).toHaveLength(10)
  },
}

const wideCol = createColumns<CategoryRow>()
/** More columns than a narrow frame holds: the ID and the title stick, the rest scrolls. */
const wideColumns = [
  wideCol.id(),
  wideCol.accessor('emoji', { header: 'Emoji', meta: { width: '4.5rem' } }),
  wideCol.accessor('title', { header: 'Title', meta: { sticky: true, minWidth: '10rem' } }),
  ...['Audience', 'Season', 'Region', 'Owner'].map((header) =>
    wideCol.accessor((row) => `${header} of ${row.title}`, {
      id: header,
      header,
      meta: { minWidth: '12rem' },
    }),
  ),
  wideCol.state({ translated: (row) => row.translated }),
]

/** A table wider than its frame (issue 18): it scrolls inside the frame, never the page. */
export const WiderThanItsFrame: Story = {
  render: (args) => (
    <Box p="5" maxWidth="560px">
      <DataGrid
        label="Categories"
        columns={wideColumns}
        rows={categoryRows(12)}
        getRowId={(row) => row.id}
        onOpen={args.onOpen}
      />
    </Box>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Categories' })
    const frame = grid.closest<HTMLElement>('.grid-scroll')!
    const firstRow = () => grid.querySelector('tbody tr[aria-rowindex]')!
    const cell = (index: number) => firstRow().querySelectorAll('td')[index]!
    /** The cell is whole inside the frame's view. */
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect()
      const view = frame.getBoundingClientRect()
      return box.left >= view.left - 0.5 && box.right <= view.right + 0.5
    }

    await step('the frame scrolls sideways, the page does not', async () => {
      await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth)
      await expect(inView(cell(6))).toBe(false)
    })

    await step('ArrowRight brings the next cut column into view; ID and title stay', async () => {
      await userEvent.click(cell(0))
      const state = () => grid.querySelectorAll('th')[7]!
      for (let press = 0; press < 8 && !inView(state()); press++) await userEvent.keyboard('{ArrowRight}')
      await expect(frame.scrollLeft).toBeGreaterThan(0)
      await expect(inView(state())).toBe(true)
      await expect(inView(cell(0))).toBe(true)
      await expect(inView(cell(2))).toBe(true)
      // The title sits right after the ID, the scrolled columns under them.
      await expect(cell(2).getBoundingClientRect().left).toBeCloseTo(cell(0).getBoundingClientRect().right, 0)
    })

    await step('ArrowLeft goes back to the start', async () => {
      for (let press = 0; press < 8 && frame.scrollLeft > 0; press++) await userEvent.keyboard('{ArrowLeft}')
      await expect(frame.scrollLeft).toBe(0)
    })
  },
}
