import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { type CategoriesApi, categories, categoriesApi } from '../../src/console/api/categories.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { CategoryDrawer } from '../../src/console/areas/categories/CategoryDrawer.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { categoryRows, fakeCategoriesApi } from './fixtures.ts'

/** The category drawer on /categories, opened by the URL (`?new`, `?edit=8`). */
function CategoryDrawerStory(api: CategoriesApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(categoriesApi, api)]}>
        <CategoryDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Categories/CategoryDrawer',
  component: CategoryDrawerStory,
  args: fakeCategoriesApi(),
  parameters: {
    route: '/categories?edit=8',
    queryData: [[categories.keys.list('en', {}), categoryRows('en')]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof CategoryDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!

/** A new category: 🌱 by default; Add stays disabled until there is a title; Ctrl+Enter saves. */
export const New: Story = {
  parameters: { route: '/categories?new' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Add Category' })
    const add = within(drawer).getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(within(drawer).getByLabelText('Emoji')).toHaveValue('🌱')
    await expect(within(drawer).getByText('This object requires a background image')).toBeVisible()
    const title = within(drawer).getByLabelText('Title')
    await expect(title).toHaveFocus()
    await userEvent.type(title, 'Oceans')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Use 💧' }))
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        { title: 'Oceans', emoji: '💧', isContent: true, parentCategoryId: null, media: [] },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved category')).toBeVisible()
  },
}

/** Energy: a non-content main category without media; the title is required. */
export const Edit: Story = {
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Energy'))
    await expect(args.get).toHaveBeenCalledWith(8, 'en')
    await expect(within(drawer).getByRole('switch', { name: 'Content category' })).not.toBeChecked()
    await expect(within(drawer).getByText('This object requires a background image')).toBeVisible()
    await userEvent.clear(title)
    await expect(await within(drawer).findByText('Title is required.')).toBeVisible()
    await expect(within(drawer).getByRole('button', { name: 'Edit' })).toBeDisabled()
  },
}

/** Food: its sub categories keep it a main category; its background image is linked. */
export const MainWithSubCategories: Story = {
  parameters: { route: '/categories?edit=1' },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Food'))
    await expect(within(drawer).getByRole('combobox', { name: 'Parent category' })).toBeDisabled()
    await expect(within(drawer).getByText('Vegetables on a table')).toBeVisible()
    await expect(within(drawer).queryByText('This object requires a background image')).toBeNull()
    // What Delete would do, said before it is offered: nothing, and why.
    await expect(await within(drawer).findByRole('note')).toHaveTextContent(
      'This category cannot be deleted.It has 3 sub categories: move or delete them first.',
    )
    await expect(within(drawer).getByRole('button', { name: 'Delete' })).toBeDisabled()
  },
}

/** Car moves under Energy through the parent select. */
export const ChangeParent: Story = {
  parameters: { route: '/categories?edit=6' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Car'))
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Parent category' }))
    await userEvent.click(page().getByRole('option', { name: '⚡ Energy' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        6,
        { title: 'Car', emoji: '🚗', isContent: true, parentCategoryId: 8, media: [], version: 1 },
        'en',
      ),
    )
  },
}

/** Saving fails: the specified failure notice, the drawer stays open with the input. */
export const SaveFails: Story = {
  args: {
    update: fn(async (_id: number): Promise<CategoryDto> => Promise.reject(new Error('offline'))),
  },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    const title = within(drawer).getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Energy'))
    await userEvent.type(title, ' use')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Edit' }))
    await expect(await within(toasts()).findByText('Failed to save category')).toBeVisible()
    await expect(title).toHaveValue('Energy use')
  },
}

/** Delete asks first, with the specified text. */
export const DeleteAsksFirst: Story = {
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveValue('Energy'))
    const remove = within(drawer).getByRole('button', { name: 'Delete' })
    await waitFor(() => expect(remove).toBeEnabled())
    await userEvent.click(remove)
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this category?'),
    ).toBeVisible()
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Tab}{Enter}')
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(8))
  },
}

/**
 * In Dutch: Food waste has no Dutch title yet; the drawer edits the Dutch text, shows the English
 * one above the empty Title, and Alt+Shift+C copies it in as a start.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeCategoriesApi(categoryRows('nl')),
  parameters: {
    route: '/categories?edit=4',
    queryData: [[categories.keys.list('nl', {}), categoryRows('nl')]],
  },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog')
    await waitFor(() => expect(args.get).toHaveBeenCalledWith(4, 'nl'))
    await expect(within(drawer).getByRole('button', { name: 'Bewerken' })).toBeDisabled()
    const title = within(drawer).getByLabelText('Titel')
    const reference = await within(drawer).findByText('Food waste', { selector: '[lang="en"]' })
    await expect(title.getAttribute('aria-describedby')).toContain(reference.id)
    await expect(title).toHaveFocus()
    await userEvent.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}')
    await expect(title).toHaveValue('Food waste')
    await userEvent.type(title, ' (NL)')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        4,
        expect.objectContaining({ title: 'Food waste (NL)' }),
        'nl',
      ),
    )
  },
}

/** In Dutch, the parent picker shows Water (no Dutch title) by its English title, marked EN. */
export const DutchParentPicker: Story = {
  globals: { locale: 'nl' },
  args: fakeCategoriesApi(categoryRows('nl')),
  parameters: {
    route: '/categories?edit=6',
    queryData: [[categories.keys.list('nl', {}), categoryRows('nl')]],
  },
  play: async () => {
    const drawer = await page().findByRole('dialog')
    await waitFor(() => expect(within(drawer).getByLabelText('Titel')).toHaveValue('Auto'))
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Bovenliggende categorie' }))
    const water = await page().findByRole('option', { name: '💧 Water Engels' })
    await expect(within(water).getByText('Water')).toHaveAttribute('lang', 'en')
    await userEvent.click(water)
    await expect(within(drawer).getByRole('combobox', { name: 'Bovenliggende categorie' })).toHaveTextContent(
      'Water',
    )
  },
}

/** Food, with its sub categories: Delete is not offered, and the drawer says why (in Dutch here). */
export const CannotDeleteDutch: Story = {
  globals: { locale: 'nl' },
  args: fakeCategoriesApi(categoryRows('nl')),
  parameters: {
    route: '/categories?edit=1',
    queryData: [[categories.keys.list('nl', {}), categoryRows('nl')]],
  },
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Categorie bewerken' })
    const refusal = await within(drawer).findByRole('note')
    await expect(refusal).toHaveTextContent(
      'Deze categorie kan niet worden verwijderd.Ze heeft 3 subcategorieën: verplaats of verwijder die eerst.',
    )
    await expect(within(drawer).getByRole('button', { name: 'Verwijderen' })).toBeDisabled()
  },
}

/** Water, used by content and users: the confirmation says what else the delete changes. */
export const DeleteSaysWhatChanges: Story = {
  args: fakeCategoriesApi(categoryRows(), { 9: { infographics: 3, userInterests: 1 } }),
  parameters: { route: '/categories?edit=9' },
  play: async ({ args }) => {
    const drawer = await page().findByRole('dialog', { name: 'Edit Category' })
    const remove = within(drawer).getByRole('button', { name: 'Delete' })
    await waitFor(() => expect(remove).toBeEnabled())
    await userEvent.click(remove)
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(within(confirm).getByText('Deleting it also changes other records:')).toBeVisible()
    await expect(
      within(confirm)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['It is taken off 3 infographics.', 'It is removed from the interests of 1 user.'])
    await expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(9))
  },
}
