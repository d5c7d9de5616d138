import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { dataTablesApi } from '../../src/console/api/data-tables.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import DataTablesPage from '../../src/console/areas/data-tables/DataTablesPage.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { dataTableQueryData, dataTableRows, fakeDataTablesApi } from './fixtures.ts'

/** The Data Tables page as the router shows it, with a fake API and the app's toasts. */
function DataTablesPageStory(api: typeof dataTablesApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(dataTablesApi, api)]}>
        <DataTablesPage />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Data tables/DataTablesPage',
  component: DataTablesPageStory,
  args: fakeDataTablesApi(),
  parameters: { route: '/data-tables', queryData: dataTableQueryData() } satisfies CanopyParameters,
} satisfies Meta<typeof DataTablesPageStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const bodyRows = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)

/** The seven shipped tables: ID, Name, Data (rows or fields), Date, under the CO2 warning. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Data Tables' })).toBeVisible()
    await expect(
      canvas.getByText(
        "The data in these tables is used in CO2 calculations. A change affects every user's results.",
      ),
    ).toBeVisible()
    const grid = canvas.getByRole('grid', { name: 'Data Tables' })
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await expect(headers).toEqual(['ID', 'Name', 'Data', 'Date'])
    const rows = bodyRows(grid)
    await expect(rows).toHaveLength(7)
    await expect(cellsOf(rows[0]!)).toEqual(['1', 'car-fuel', '5 fields', '5th March 2024 - 14:30'])
    await expect(cellsOf(rows[1]!)).toEqual(['2', 'flights', '3 rows', '6th March 2024 - 14:30'])
    await expect(cellsOf(rows[5]!)).toEqual(['6', 'gas', '1 field', '10th March 2024 - 14:30'])
    await expect(canvas.getByRole('button', { name: 'Add Data Table' })).toBeVisible()
  },
}

/** Dutch: the date's Dutch form. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { queryData: dataTableQueryData('nl') },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    await expect(within(grid).getByText('5 maart 2024 - 14:30')).toBeVisible()
  },
}

/** 30 tables: page 2 holds the last five; the name filter. */
export const PagedAndFiltered: Story = {
  args: fakeDataTablesApi(dataTableRows(30)),
  parameters: { queryData: dataTableQueryData('en', dataTableRows(30)) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Data Tables' })
    await step('pages by 25', async () => {
      await expect(bodyRows(grid)).toHaveLength(25)
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(5))
    })
    await step('filters on the name', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Name' }), 'car')
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(1))
      await expect(bodyRows(grid)[0]).toHaveTextContent('car-fuel')
    })
  },
}

/** A row click opens the table's drawer, with its data in the editor and its legend. */
export const OpenFromRow: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Data Tables' })
    await userEvent.click(within(grid).getByText('flights'))
    const drawer = await page().findByRole('dialog', { name: 'Edit Data Table' })
    await waitFor(() => expect(within(drawer).getByLabelText('Name')).toHaveValue('flights'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await expect(within(drawer).getByRole('heading', { name: 'Flights by distance' })).toBeVisible()
  },
}
