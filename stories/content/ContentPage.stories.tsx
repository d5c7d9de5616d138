import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { categories } from '../../src/console/api/categories.ts'
import { infographics, type infographicsApi } from '../../src/console/api/infographics.ts'
import ContentPage from '../../src/console/areas/content/ContentPage.tsx'
import { categoryRows } from '../categories/fixtures.ts'
import { bodyRows, columnHeaders, page, toasts } from '../support/screen.ts'
import { ContentApis } from './ContentApis.tsx'
import { fakeInfographicsApi, infographicRows, manyInfographicRows } from './fixtures.ts'

/** The Content page as the router shows it, with fake APIs (infographics, and the drawer's categories) and the app's toasts. */
function ContentPageStory(api: typeof infographicsApi) {
  return (
    <ContentApis api={api}>
      <ContentPage />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/ContentPage',
  component: ContentPageStory,
  args: fakeInfographicsApi(),
  parameters: {
    route: '/content',
    queryData: [
      [infographics.keys.list('en', {}), infographicRows('en')],
      [categories.keys.list('en', {}), categoryRows('en')],
    ],
  } satisfies CanopyParameters,
} satisfies Meta<typeof ContentPageStory>

export default meta
type Story = StoryObj<typeof meta>

/** Four infographics: ID, Type, Title, Category, State; Add Infographic. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
    const grid = canvas.getByRole('grid', { name: 'Content' })
    await expect(columnHeaders(grid)).toEqual(['ID', 'Type', 'Title', 'Category', 'State'])
    await expect(bodyRows(grid)).toHaveLength(4)
    await expect(bodyRows(grid)[1]).toHaveTextContent('Train or plane to Paris')
    await expect(within(bodyRows(grid)[1]!).getByText('Infographic')).toBeVisible()
    await expect(bodyRows(grid)[1]).toHaveTextContent('Mobility, Flying')
    await expect(within(grid).getAllByRole('img', { name: 'Translated' })).toHaveLength(4)
    await expect(canvas.getByRole('button', { name: 'Add Infographic' })).toBeVisible()
  },
}

/** In Dutch: the untranslated infographic shows its English title, tagged, and "Missing translations". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: {
    queryData: [
      [infographics.keys.list('nl', {}), infographicRows('nl')],
      [categories.keys.list('nl', {}), categoryRows('nl')],
    ],
  },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    const row = bodyRows(grid)[2]!
    await expect(within(row).getByText('What standby costs')).toHaveAttribute('lang', 'en')
    await expect(within(row).getByRole('img', { name: 'Engels' })).toBeVisible()
    await expect(within(row).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    await expect(bodyRows(grid)[0]).toHaveTextContent('Voeding, Vlees')
  },
}

/** 30 infographics: 25 on the first page, the rest on page 2; the title filter. */
export const PagedAndFiltered: Story = {
  args: fakeInfographicsApi(manyInfographicRows(30)),
  parameters: {
    queryData: [
      [infographics.keys.list('en', {}), manyInfographicRows(30)],
      [categories.keys.list('en', {}), categoryRows('en')],
    ],
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Content' })
    await step('pages by 25', async () => {
      await expect(bodyRows(grid)).toHaveLength(25)
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(5))
      await expect(canvas.getByText('26–30 of 30')).toBeVisible()
    })
    await step('filters on the title', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Title' }), 'Infographic 2')
      // 2, 20–29.
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(11))
    })
  },
}

/** A row click opens the infographic's drawer; saving closes it with 'Saved infographic'. */
export const EditFromRow: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Content' })
    await userEvent.click(within(grid).getByText('Train or plane to Paris'))
    const drawer = await page().findByRole('dialog', { name: 'Edit Infographic' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Train or plane to Paris'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await userEvent.type(title, ' by night')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ title: 'Train or plane to Paris by night', version: 1 }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved infographic')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** No infographics yet. */
export const Empty: Story = {
  args: fakeInfographicsApi([]),
  parameters: {
    queryData: [
      [infographics.keys.list('en', {}), []],
      [categories.keys.list('en', {}), categoryRows('en')],
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No infographics yet. Add the first one.')).toBeVisible()
  },
}
