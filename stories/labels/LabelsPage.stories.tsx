import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { labels, labelsApi } from '../../src/console/api/labels.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import LabelsPage from '../../src/console/areas/labels/LabelsPage.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { fakeLabelsApi, labelRows } from './fixtures.ts'

/** The Labels page as the router shows it, with a fake API and the app's toasts. */
function LabelsPageStory(api: typeof labelsApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(labelsApi, api)]}>
        <LabelsPage />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Labels/LabelsPage',
  component: LabelsPageStory,
  args: fakeLabelsApi(),
  parameters: {
    route: '/labels',
    queryData: [[labels.keys.list('en', {}), labelRows()]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof LabelsPageStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
const bodyRows = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]

/** Seven labels: ID, Value, Date as '5th March 2024 - 14:30'. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labels' })).toBeVisible()
    const grid = canvas.getByRole('grid', { name: 'Labels' })
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await expect(headers).toEqual(['ID', 'Value', 'Date'])
    await expect(bodyRows(grid)).toHaveLength(7)
    await expect(bodyRows(grid)[0]).toHaveTextContent('Early adopter')
    await expect(within(bodyRows(grid)[0]!).getByText('5th March 2024 - 14:30')).toBeVisible()
    await expect(within(bodyRows(grid)[1]!).getByText('6th March 2024 - 14:20')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add Label' })).toBeVisible()
  },
}

/** The Dutch date form: '5 maart 2024 - 14:30'. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { queryData: [[labels.keys.list('nl', {}), labelRows()]] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    await expect(within(grid).getByText('5 maart 2024 - 14:30')).toBeVisible()
  },
}

/** 30 labels: 25 on the first page, the rest on page 2; the value filter. */
export const PagedAndFiltered: Story = {
  args: fakeLabelsApi(labelRows(30)),
  parameters: { queryData: [[labels.keys.list('en', {}), labelRows(30)]] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Labels' })
    await step('pages by 25', async () => {
      await expect(bodyRows(grid)).toHaveLength(25)
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(5))
      await expect(canvas.getByText('26–30 of 30')).toBeVisible()
    })
    await step('filters on the value', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Value' }), 'pilot')
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(24))
      await userEvent.clear(canvas.getByRole('searchbox', { name: 'Value' }))
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Value' }), 'rotterdam')
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(1))
      await expect(bodyRows(grid)[0]).toHaveTextContent('Workshop Rotterdam')
    })
  },
}

/** A row click opens the label's drawer; saving reloads the list. */
export const EditFromRow: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Labels' })
    await userEvent.click(within(grid).getByText('Ambassador'))
    const drawer = await page().findByRole('dialog', { name: 'Edit Label' })
    const input = within(drawer).getByLabelText('Value')
    await waitFor(() => expect(input).toHaveValue('Ambassador'))
    await expect(args.get).toHaveBeenCalledWith(3, 'en')
    await userEvent.type(input, 's')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(3, { value: 'Ambassadors', version: 1 }, 'en'),
    )
    await expect(await within(toasts()).findByText('Saved label')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(args.list).toHaveBeenCalled())
  },
}

/** "Add Label" opens an empty drawer. */
export const AddLabel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Label' }))
    const drawer = await page().findByRole('dialog', { name: 'Add Label' })
    await expect(within(drawer).getByLabelText('Value')).toHaveValue('')
    await expect(within(drawer).getByLabelText('Value')).toHaveFocus()
  },
}

/** No labels yet. */
export const Empty: Story = {
  args: fakeLabelsApi([]),
  parameters: { queryData: [[labels.keys.list('en', {}), []]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No labels yet. Add the first one.')).toBeVisible()
  },
}
