import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../../.storybook/parameters.ts'
import { StoryItemDrawer } from '../../../src/console/areas/stories/editor/StoryItemDrawer.tsx'
import { type ContentFakes, contentFakes } from '../../content/ContentApis.tsx'
import { page, toasts } from '../../support/screen.ts'
import { Address } from '../StoryApis.tsx'
import { EditorApis } from './EditorApis.tsx'
import {
  cycleToWork,
  eatVegetarian,
  fakeStoryItemsApi,
  type StoryItemsFake,
  storyPage,
  typicalPages,
} from './pageFixtures.ts'
import '../../../src/console/areas/stories/editor/storyEditor.css'

type Args = { pages: StoryItemsFake; content: ContentFakes }

/**
 * The story editor's page drawer for story 1, opened by the URL (`?new=page&kind=info`,
 * `?page=13`), with the pages' client and the content clients its pickers search faked (the
 * records of stories/content), the app's toasts, and where the router is.
 */
function StoryItemDrawerStory({ pages, content }: Args) {
  return (
    <EditorApis pages={pages} content={content}>
      <StoryItemDrawer storyId={1} />
      <Address />
    </EditorApis>
  )
}

/** An actions page listing two actions (Cycle to work, then Eat vegetarian). */
const twoActions = storyPage(13, 'action', [1, 0], [cycleToWork, eatVegetarian])

const meta = {
  title: 'Stories/Editor/StoryItemDrawer',
  component: StoryItemDrawerStory,
  args: {
    pages: fakeStoryItemsApi([...typicalPages.filter((each) => each.id !== 13), twoActions]),
    content: contentFakes(),
  },
  argTypes: { pages: { control: false }, content: { control: false } },
  parameters: { route: '/stories/1?new=page&kind=info' } satisfies CanopyParameters,
} satisfies Meta<typeof StoryItemDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
const optionsOf = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('option')
    .map((option) => [option.textContent, option.getAttribute('aria-selected')])
const address = () => page().getByTestId('address').textContent

/**
 * Add Item's Info page: the drawer opens with the type preset, and the info pages to choose from.
 * A few letters typed narrow the list (the server searches), ArrowDown and Enter choose the second
 * match: the drawer says what the page shows, offers to edit that record, and Add saves the page
 * for story 1 with only the record.
 */
export const NewInfoPage: Story = {
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Info page')
    const search = drawer.getByRole('combobox', { name: 'Info page' })
    const list = drawer.getByRole('listbox', { name: 'Info pages' })
    await waitFor(() =>
      expect(optionsOf(list)).toEqual([
        ['Why what you eat matters#1', 'false'],
        ['How a heat pump works#2', 'false'],
      ]),
    )
    await expect(drawer.getByRole('button', { name: 'New info page' })).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Add' })).toBeDisabled()

    await step('typed, ArrowDown, Enter', async () => {
      await userEvent.click(search)
      await userEvent.keyboard('w')
      await waitFor(() =>
        expect(args.content.infoItems.list).toHaveBeenLastCalledWith({ q: 'w', page: 1, pageSize: 20 }, 'en'),
      )
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() =>
        expect(search).toHaveAttribute(
          'aria-activedescendant',
          within(list).getByRole('option', { name: /heat pump/ }).id,
        ),
      )
      await userEvent.keyboard('{Enter}')
      await expect(await drawer.findByText(/^Shows/)).toHaveTextContent('Shows: How a heat pump works')
      await expect(within(list).getByRole('option', { name: /heat pump/ })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(drawer.getByRole('button', { name: 'Edit info page' })).toBeVisible()
      await expect(drawer.getByRole('combobox', { name: 'Show another' })).toHaveFocus()
    })

    await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(args.pages.create).toHaveBeenCalledWith(
        { storyId: 1, kind: 'info', contentId: 2, actionIds: [], initiativeIds: [] },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved story item')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * An actions page listing two actions, in order: a third found by typing ("er" matches two),
 * ArrowDown and Enter goes last; its Move up puts it second; Remove takes the first away. The
 * chosen ones are marked in the list. Edit saves the list in its new order, and no record.
 */
export const EditActionsPage: Story = {
  parameters: { route: '/stories/1?page=13' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Actions')
    const chosen = () => drawer.getByRole('list', { name: 'Shows, in this order' })
    const titles = () =>
      within(chosen())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.page-chosen-title')?.textContent)
    await waitFor(() => expect(titles()).toEqual(['Cycle to work', 'Eat vegetarian three days a week']))
    await expect(args.pages.get).toHaveBeenCalledWith(13, 'en')
    const list = drawer.getByRole('listbox', { name: 'Actions' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4))
    await expect(within(list).getByRole('option', { name: /^Cycle to work/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(within(list).getByRole('option', { name: /^Turn the thermostat/ })).toHaveAttribute(
      'aria-selected',
      'false',
    )

    await step('a third action: typed, ArrowDown, Enter', async () => {
      await userEvent.click(drawer.getByRole('combobox', { name: 'Add an action' }))
      await userEvent.keyboard('er')
      await waitFor(() =>
        expect(optionsOf(list)).toEqual([
          ['Turn the thermostat down one degree#3', 'false'],
          ['Switch to a green energy supplier#4', 'false'],
        ]),
      )
      await userEvent.keyboard('{ArrowDown}{Enter}')
      await waitFor(() =>
        expect(titles()).toEqual([
          'Cycle to work',
          'Eat vegetarian three days a week',
          'Switch to a green energy supplier',
        ]),
      )
      await expect(within(list).getByRole('option', { name: /^Switch/ })).toHaveAttribute(
        'aria-selected',
        'true',
      )
    })

    await step('Move up and Remove', async () => {
      const third = within(chosen()).getAllByRole('listitem')[2]!
      await expect(within(third).getByRole('button', { name: 'Move down' })).toBeDisabled()
      await userEvent.click(within(third).getByRole('button', { name: 'Move up' }))
      await expect(titles()).toEqual([
        'Cycle to work',
        'Switch to a green energy supplier',
        'Eat vegetarian three days a week',
      ])
      await userEvent.click(drawer.getByRole('button', { name: 'Remove Cycle to work' }))
      await expect(titles()).toEqual([
        'Switch to a green energy supplier',
        'Eat vegetarian three days a week',
      ])
      const first = within(chosen()).getAllByRole('listitem')[0]!
      await expect(within(first).getByRole('button', { name: 'Move up' })).toBeDisabled()
    })

    await waitFor(() => expect(drawer.getByRole('button', { name: 'Edit' })).toBeEnabled())
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.pages.update).toHaveBeenCalledWith(
        13,
        { kind: 'action', contentId: null, actionIds: [4, 2], initiativeIds: [], version: 1 },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved story item')).toBeVisible()
  },
}

/**
 * A new page from the URL without a kind: the Type select opened and closed without a choice says
 * 'Item type is required.' and Add stays disabled; a kind chosen by mouse takes the message away
 * and shows that kind's search.
 */
export const TypeRequired: Story = {
  parameters: { route: '/stories/1?new=page' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    const type = drawer.getByRole('combobox', { name: 'Type' })
    await expect(type).toHaveTextContent('Choose what kind of page')
    await expect(drawer.queryByRole('listbox')).toBeNull()
    await userEvent.click(type)
    await page().findByRole('listbox')
    await userEvent.keyboard('{Escape}')
    await expect(await drawer.findByText('Item type is required.')).toBeVisible()
    await expect(type).toHaveAccessibleDescription('Item type is required.')
    await expect(drawer.getByRole('button', { name: 'Add' })).toBeDisabled()
    await expect(address()).toBe('/stories/1?new=page')

    await userEvent.click(type)
    await userEvent.click(await page().findByRole('option', { name: 'Initiatives' }))
    await expect(type).toHaveTextContent('Initiatives')
    await waitFor(() => expect(drawer.queryByText('Item type is required.')).toBeNull())
    await expect(drawer.getByRole('combobox', { name: 'Add an initiative' })).toBeVisible()
    await expect(drawer.getByText('Nothing chosen yet.')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Add' })).toBeDisabled()
    await expect(args.pages.create).not.toHaveBeenCalled()
  },
}
