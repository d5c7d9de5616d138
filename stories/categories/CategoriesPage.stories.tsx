import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { type CategoriesApi, categories, categoriesApi } from '../../src/console/api/categories.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import CategoriesPage from '../../src/console/areas/categories/CategoriesPage.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { categoryRows, fakeCategoriesApi, manyCategoryRows } from './fixtures.ts'

/** The Categories page as the router shows it, with a fake API and the app's toasts. */
function CategoriesPageStory(api: CategoriesApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(categoriesApi, api)]}>
        <CategoriesPage />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Categories/CategoriesPage',
  component: CategoriesPageStory,
  args: fakeCategoriesApi(),
  parameters: {
    route: '/categories',
    queryData: [[categories.keys.list('en', {}), categoryRows('en')]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof CategoriesPageStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
const bodyRows = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]')]

/** ID, Emoji, Title, Type, State; each main category followed by its sub categories. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible()
    const grid = canvas.getByRole('grid', { name: 'Categories' })
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    await expect(headers).toEqual(['ID', 'Emoji', 'Title', 'Type', 'State'])
    const rows = bodyRows(grid)
    await expect(rows).toHaveLength(9)
    await expect(rows[0]).toHaveTextContent('🥦Food')
    await expect(within(rows[0]!).getByText('Main category')).toBeVisible()
    await expect(within(rows[1]!).getByText('Sub category')).toBeVisible()
    await expect(within(rows[1]!).getByRole('img', { name: 'Translated' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add Category' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sort and Hierarchy' })).toBeVisible()
  },
}

/**
 * In Dutch: Food waste and Water have no Dutch title yet, so they show missing translations, and
 * their English titles marked EN; the title filter finds them by the English.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeCategoriesApi(categoryRows('nl')),
  parameters: { queryData: [[categories.keys.list('nl', {}), categoryRows('nl')]] },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid')
    const rows = bodyRows(grid)
    await expect(rows[0]).toHaveTextContent('Voeding')
    await expect(within(rows[0]!).getByRole('img', { name: 'Vertaald' })).toBeVisible()
    await expect(within(rows[3]!).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    await expect(within(rows[8]!).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    // The English title as the reference, in an element of its language, tagged EN.
    await expect(within(rows[3]!).getByText('Food waste')).toHaveAttribute('lang', 'en')
    await expect(within(rows[3]!).getByRole('img', { name: 'Engels' })).toHaveTextContent('EN')
    await expect(within(rows[0]!).queryByRole('img', { name: 'Engels' })).toBeNull()
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Titel' }), 'water')
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(1))
    await expect(bodyRows(grid)[0]).toHaveTextContent('Water')
  },
}

/** 40 categories: 25 per page; the Main/Sub and title filters. */
export const PagedAndFiltered: Story = {
  args: fakeCategoriesApi(manyCategoryRows(40)),
  parameters: { queryData: [[categories.keys.list('en', {}), manyCategoryRows(40)]] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const grid = canvas.getByRole('grid', { name: 'Categories' })
    await step('pages by 25', async () => {
      await expect(bodyRows(grid)).toHaveLength(25)
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(15))
    })
    await step('Main/Sub', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }))
      await userEvent.click(page().getByRole('option', { name: 'Sub category' }))
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(25))
      for (const row of bodyRows(grid)) await expect(row).toHaveTextContent('Sub category')
    })
    await step('title', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Title' }), 'Aspect 10')
      await waitFor(() => expect(bodyRows(grid)).toHaveLength(1))
    })
  },
}

/** A row click opens the category's drawer; saving reloads the list. */
export const EditFromRow: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Categories' })
    await userEvent.click(within(grid).getByText('Dairy'))
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Dairy'))
    await userEvent.type(title, ' products')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        3,
        { title: 'Dairy products', emoji: '🧀', isContent: true, parentCategoryId: 1, media: [], version: 1 },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved category')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(args.list).toHaveBeenCalled())
  },
}

/** "Sort and Hierarchy" opens its drawer (`?hierarchy`). */
export const OpenHierarchy: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort and Hierarchy' }))
    const drawer = await page().findByRole('dialog', { name: 'Sort and Hierarchy' })
    await expect(within(drawer).getByRole('list', { name: 'Sub categories of Food' })).toBeVisible()
  },
}

/** No categories yet. */
export const Empty: Story = {
  args: fakeCategoriesApi([]),
  parameters: { queryData: [[categories.keys.list('en', {}), []]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No categories yet. Add the first one.')).toBeVisible()
    await expect(within(canvasElement).getByRole('button', { name: 'Sort and Hierarchy' })).toBeDisabled()
  },
}
