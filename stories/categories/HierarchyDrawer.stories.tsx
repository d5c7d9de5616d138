import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { type CategoriesApi, categories, categoriesApi } from '../../src/console/api/categories.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { HierarchyDrawer } from '../../src/console/areas/categories/HierarchyDrawer.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { categoryRows, fakeCategoriesApi } from './fixtures.ts'

/** The Sort and Hierarchy drawer on /categories, opened by the URL (`?hierarchy`). */
function HierarchyDrawerStory(api: CategoriesApi) {
  return (
    <>
      <ResourceProvider bindings={[provide(categoriesApi, api)]}>
        <HierarchyDrawer />
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'Categories/HierarchyDrawer',
  component: HierarchyDrawerStory,
  args: fakeCategoriesApi(),
  parameters: {
    route: '/categories?hierarchy',
    queryData: [[categories.keys.list('en', {}), categoryRows('en')]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof HierarchyDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const toasts = () => document.querySelector<HTMLElement>('section.toasts')!
const drawer = () => page().findByRole('dialog', { name: 'Sort and Hierarchy' })
/** The ids of the rows in one list (the main categories, or one main category's sub categories). */
const idsIn = (list: HTMLElement) =>
  [...list.querySelectorAll(':scope > li > [role="group"]')].map((row) =>
    row.getAttribute('data-ordering-item'),
  )
const status = (dialog: HTMLElement) => dialog.querySelector('.hierarchy-drag-status')?.textContent

/** The tree: main categories, each with its sub categories, a drop zone under each, the empty target. */
export const Tree: Story = {
  play: async () => {
    const dialog = await drawer()
    await expect(idsIn(within(dialog).getByRole('list', { name: 'Categories in order' }))).toEqual([
      '1',
      '5',
      '8',
      '9',
    ])
    await expect(idsIn(within(dialog).getByRole('list', { name: 'Sub categories of Food' }))).toEqual([
      '2',
      '3',
      '4',
    ])
    await expect(within(dialog).getByText('Drop here to make it a main category')).toBeVisible()
    // Keyboard users start on the first drag handle.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Drag Food' })).toHaveFocus())
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}

/**
 * With the keyboard (dnd-kit's keyboard sensor): Space picks Energy up, ArrowUp moves it over
 * Mobility's drop zone, Space drops it there: Energy is a sub category of Mobility. Ctrl+Enter saves.
 */
export const KeyboardDrag: Story = {
  play: async ({ args }) => {
    const dialog = await drawer()
    within(dialog).getByRole('button', { name: 'Drag Energy' }).focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(status(dialog)).toBe('Energy: back in its place.'))
    await userEvent.keyboard('{ArrowUp}')
    await waitFor(() => expect(status(dialog)).toBe('Energy: sub category of Mobility, position 3 of 3.'))
    await userEvent.keyboard(' ')
    const subs = within(dialog).getByRole('list', { name: 'Sub categories of Mobility' })
    await waitFor(() => expect(idsIn(subs)).toEqual(['6', '7', '8']))
    await expect(within(dialog).getByText('Unsaved changes')).toBeVisible()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.saveHierarchy).toHaveBeenCalledWith([
        { id: 1, parentCategoryId: null, index: 0 },
        { id: 2, parentCategoryId: 1, index: 1 },
        { id: 3, parentCategoryId: 1, index: 2 },
        { id: 4, parentCategoryId: 1, index: 3 },
        { id: 5, parentCategoryId: null, index: 4 },
        { id: 6, parentCategoryId: 5, index: 5 },
        { id: 7, parentCategoryId: 5, index: 6 },
        { id: 8, parentCategoryId: 5, index: 7 },
        { id: 9, parentCategoryId: null, index: 8 },
      ]),
    )
    await expect(await within(toasts()).findByText('Saved category')).toBeVisible()
  },
}

/**
 * Only two levels: Food has sub categories, so dropping it among Mobility's sub categories is
 * refused, visibly and with the reason; Escape cancels a drag without closing the drawer.
 */
export const RefusedThirdLevel: Story = {
  play: async () => {
    const dialog = await drawer()
    within(dialog).getByRole('button', { name: 'Drag Food' }).focus()
    await userEvent.keyboard(' ')
    // Over Meat, Dairy, Food waste, Food's own zone, Mobility, then Car: one target per key press.
    const targets = ['[data-ordering-item="2"]', '[data-ordering-item="3"]', '[data-ordering-item="4"]']
    targets.push('[data-zone="into-1"]', '[data-ordering-item="5"]', '[data-ordering-item="6"]')
    for (const target of targets) {
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(dialog.querySelector(target)).toHaveAttribute('data-drop'))
    }
    const reason = 'Food has sub categories, so it cannot become a sub category. Only two levels are allowed.'
    await waitFor(() => expect(status(dialog)).toBe(reason))
    await userEvent.keyboard(' ')
    await expect(await within(dialog).findByText(reason)).toBeVisible()
    await expect(idsIn(within(dialog).getByRole('list', { name: 'Sub categories of Mobility' }))).toEqual([
      '6',
      '7',
    ])
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()

    within(dialog).getByRole('button', { name: 'Drag Water' }).focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowUp}')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(status(dialog)).toBeUndefined())
    await expect(page().getByRole('dialog', { name: 'Sort and Hierarchy' })).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
  },
}

/** The buttons on each row do the same without dragging: Make main category, Move up, Make sub category of…. */
export const RowButtons: Story = {
  play: async () => {
    const dialog = await drawer()
    const row = (title: string) => within(dialog).getByRole('group', { name: title })
    await userEvent.click(within(row('Flying')).getByRole('button', { name: 'Make main category' }))
    const mains = within(dialog).getByRole('list', { name: 'Categories in order' })
    await waitFor(() => expect(idsIn(mains)).toEqual(['1', '5', '7', '8', '9']))
    await userEvent.click(within(row('Flying')).getByRole('button', { name: 'Move up' }))
    await waitFor(() => expect(idsIn(mains)).toEqual(['1', '7', '5', '8', '9']))
    await userEvent.click(within(row('Water')).getByRole('combobox', { name: 'Make sub category of…' }))
    await userEvent.click(page().getByRole('option', { name: '✈️ Flying' }))
    await waitFor(() =>
      expect(idsIn(within(dialog).getByRole('list', { name: 'Sub categories of Flying' }))).toEqual(['9']),
    )
    await expect(
      within(row('Flying')).getByRole('combobox', { name: 'Make sub category of…' }),
    ).toBeDisabled()
  },
}

/** Closing with moves that are not saved asks first. */
export const UnsavedChangesAskFirst: Story = {
  play: async ({ args }) => {
    const dialog = await drawer()
    await userEvent.click(
      within(within(dialog).getByRole('group', { name: 'Water' })).getByRole('button', { name: 'Move up' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Discard changes?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard changes' }))
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await expect(args.saveHierarchy).not.toHaveBeenCalled()
  },
}

/** In Dutch: the titles of the editing language, a missing one marked by its id. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeCategoriesApi(categoryRows('nl')),
  parameters: { queryData: [[categories.keys.list('nl', {}), categoryRows('nl')]] },
  play: async () => {
    const dialog = await page().findByRole('dialog')
    await expect(within(dialog).getByRole('group', { name: 'Voeding' })).toBeVisible()
    // Untitled in Dutch: its English title stands in, as in the list, named and tagged as English.
    const foodWaste = within(dialog).getByRole('group', { name: 'Food waste Engels' })
    await expect(foodWaste).toBeVisible()
    await expect(within(foodWaste).getByText('Food waste')).toHaveAttribute('lang', 'en')
  },
}
