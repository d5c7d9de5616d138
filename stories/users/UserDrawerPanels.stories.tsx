import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { device, fakeUserDrawerApi, fakeUsers, sanne } from './UserDrawerFixtures.ts'
import { toasts, UserDrawerStory } from './UserDrawerStory.tsx'

const meta = {
  title: 'Users/UserDrawer/Panels',
  component: UserDrawerStory,
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  argTypes: { users: { control: false }, drawer: { control: false } },
  parameters: { route: `/users?edit=${sanne.id}` } satisfies CanopyParameters,
} satisfies Meta<typeof UserDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const openTab = async (name: RegExp) => {
  const drawer = await page().findByRole('dialog', { name: 'Edit User' })
  const tab = await within(drawer).findByRole('tab', { name })
  await userEvent.click(tab)
  return within(within(drawer).getByRole('tabpanel'))
}
/** A grid's body rows (its first row is the header). */
const bodyRows = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1)

/** Every panel of a user with a bit of everything, tab by tab. */
export const EveryPanelFilled: Story = {
  play: async ({ args }) => {
    let panel = await openTab(/^Information/)
    await expect(args.drawer.full).toHaveBeenCalledWith(sanne.id, 'en')
    const chips = panel.getByRole('list', { name: 'Chips' })
    await expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Has address', 'Early adopter', 'Ambassador'])
    await expect(panel.getByText('🥦 Food')).toBeVisible()
    await expect(panel.getByText('Oudegracht 12')).toBeVisible()
    await expect(panel.getByText('3511 AB Utrecht')).toBeVisible()
    await expect(panel.getByText('5th March 2024 - 14:30')).toBeVisible()

    panel = await openTab(/^Notifications/)
    await expect(panel.getByRole('button', { name: 'Send notification' })).toBeVisible()
    await expect(panel.getByText('New quiz')).toBeVisible()
    await expect(panel.getByText('A new quiz about water is out.')).toBeVisible()

    panel = await openTab(/^Behaviour and Profile Tracker/)
    await expect(panel.getByText('Food')).toBeVisible()
    await expect(panel.getByText('Expert')).toBeVisible()
    await expect(panel.getByText('Little expertise')).toBeVisible()
    await expect(panel.getByText('The climate')).toBeVisible()
    await expect(panel.getByText('“My grandchildren”', { exact: false })).toBeVisible()
    await expect(panel.getByText('Eat less meat')).toBeVisible()
    await expect(panel.getByText('Too expensive')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Remove BPT answers…' })).toBeEnabled()

    // Twelve stories: ten a page.
    panel = await openTab(/^Stories/)
    const stories = panel.getByRole('grid', { name: 'Stories of this user' })
    await expect(bodyRows(stories)).toHaveLength(10)
    await expect(panel.getByText('Water week 1')).toBeVisible()
    await expect(panel.getAllByText(/^Completed /)).toHaveLength(3)
    await userEvent.click(panel.getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(bodyRows(stories)).toHaveLength(2))
    await expect(panel.getByText('No title in this language (#312)')).toBeVisible()

    panel = await openTab(/^Actions/)
    const actions = panel.getByRole('grid', { name: 'Actions of this user' })
    await expect(within(actions).getByText('Cycle to work')).toBeVisible()
    await expect(within(actions).getByText('1 of 2 steps done')).toBeVisible()
    await expect(within(actions).getByText('Plan the route')).toBeVisible()
    await expect(within(bodyRows(actions)[0]!).getByText('Open')).toBeVisible()
    await expect(within(bodyRows(actions)[1]!).getByText('Completed')).toBeVisible()

    panel = await openTab(/^Initiatives/)
    await expect(panel.getByText('Repair café')).toBeVisible()
    await expect(panel.getByText('Community garden')).toBeVisible()

    panel = await openTab(/^Infographics/)
    await expect(panel.getByText('Water footprint of food')).toBeVisible()

    panel = await openTab(/^CO2 Quiz/)
    await expect(panel.getByText('How do you heat your home?')).toBeVisible()
    await expect(panel.getByText('Heat pump')).toBeVisible()
    await expect(panel.getByText('120')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Remove CO2 Quiz answers…' })).toBeEnabled()
  },
}

/** A device registration with nothing yet: each panel says so. */
export const EmptyPanels: Story = {
  parameters: { route: `/users?edit=${device.id}` },
  play: async () => {
    let panel = await openTab(/^Information/)
    await expect(panel.queryByRole('list', { name: 'Chips' })).toBeNull()
    await expect(panel.getByText('Never')).toBeVisible()
    panel = await openTab(/^Notifications/)
    await expect(panel.getByText('This user has no token or has notifications turned off.')).toBeVisible()
    await expect(panel.queryByRole('button', { name: 'Send notification' })).toBeNull()
    await expect(panel.getByText('No notifications were sent to this user yet.')).toBeVisible()
    panel = await openTab(/^Behaviour and Profile Tracker/)
    await expect(
      panel.getByText('This user has not answered the behaviour and profile tracker.'),
    ).toBeVisible()
    // Nothing to remove.
    await expect(panel.getByRole('button', { name: 'Remove BPT answers…' })).toBeDisabled()
    const empty: [RegExp, string][] = [
      [/^Stories/, 'This user has no stories.'],
      [/^Actions/, 'This user has no actions.'],
      [/^Initiatives/, 'This user has no initiatives.'],
      [/^Infographics/, 'This user has no infographics.'],
      [/^CO2 Quiz/, 'This user has not answered the CO2 Quiz.'],
    ]
    for (const [tab, message] of empty) {
      panel = await openTab(tab)
      await expect(panel.getByText(message)).toBeVisible()
    }
  },
}

/**
 * Deleting an action asks first (naming the kind), deletes its steps, then the action (docs/product.md §4);
 * the row is gone and focus is on the table.
 */
export const DeleteAction: Story = {
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  play: async ({ args }) => {
    const panel = await openTab(/^Actions/)
    await userEvent.click(panel.getByRole('button', { name: 'Delete action Cycle to work' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this action?'),
    ).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.drawer.deleteRecord).toHaveBeenCalledTimes(3))
    await expect(args.drawer.deleteRecord).toHaveBeenNthCalledWith(1, 'steps', 1)
    await expect(args.drawer.deleteRecord).toHaveBeenNthCalledWith(2, 'steps', 2)
    await expect(args.drawer.deleteRecord).toHaveBeenNthCalledWith(3, 'actions', 21)
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    const grid = panel.getByRole('grid', { name: 'Actions of this user' })
    await waitFor(() => expect(within(grid).queryByText('Cycle to work')).toBeNull())
    await expect(within(grid).getByText('Eat less meat')).toBeVisible()
    await waitFor(() => expect(grid).toHaveFocus())
    await expect(await within(toasts()).findByText("Deleted the user's action")).toBeVisible()
  },
}

/** Cancel keeps the row, and focus goes back to its delete icon. */
export const DeleteCancelled: Story = {
  play: async ({ args }) => {
    const panel = await openTab(/^Infographics/)
    const icon = panel.getByRole('button', { name: 'Delete infographic Water footprint of food' })
    await userEvent.click(icon)
    const confirm = await page().findByRole('alertdialog', { name: 'Delete' })
    await expect(
      within(confirm).getByText('Are you absolutely sure you want to delete this infographic?'),
    ).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await expect(args.drawer.deleteRecord).not.toHaveBeenCalled()
    await waitFor(() => expect(icon).toHaveFocus())
  },
}

/**
 * Removing the BPT answers (docs/product.md §2's Reset) asks first, naming whose answers go and how many; then
 * the panel shows none, the button is disabled and focus is on the panel's tab.
 */
export const RemoveBptAnswers: Story = {
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  play: async ({ args }) => {
    const panel = await openTab(/^Behaviour and Profile Tracker/)
    await userEvent.click(panel.getByRole('button', { name: 'Remove BPT answers…' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Remove BPT answers' })
    await expect(
      within(confirm).getByText('Remove all 6 behaviour tracker answers of Sanne de Vries?'),
    ).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(args.drawer.resetBpt).toHaveBeenCalledWith(sanne.id))
    await expect(
      await panel.findByText('This user has not answered the behaviour and profile tracker.'),
    ).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Remove BPT answers…' })).toBeDisabled()
    await waitFor(() =>
      expect(page().getByRole('tab', { name: /^Behaviour and Profile Tracker/ })).toHaveFocus(),
    )
  },
}

/** Removing the CO2 Quiz answers asks first, then the table is empty. */
export const RemoveCo2QuizAnswers: Story = {
  args: { users: fakeUsers(), drawer: fakeUserDrawerApi() },
  play: async ({ args }) => {
    const panel = await openTab(/^CO2 Quiz/)
    await userEvent.click(panel.getByRole('button', { name: 'Remove CO2 Quiz answers…' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Remove CO2 Quiz answers' })
    await expect(within(confirm).getByText('Remove all 2 CO2 Quiz answers of Sanne de Vries?')).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(args.drawer.resetCo2Quiz).toHaveBeenCalledWith(sanne.id))
    await expect(await panel.findByText('This user has not answered the CO2 Quiz.')).toBeVisible()
  },
}

/** The tabs from the keyboard: arrows move between them, Tab goes into the panel. */
export const KeyboardTabs: Story = {
  play: async () => {
    const drawer = await page().findByRole('dialog', { name: 'Edit User' })
    const information = await within(drawer).findByRole('tab', { name: 'Information' })
    information.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    const actions = within(drawer).getByRole('tab', { name: /^Actions/ })
    await expect(actions).toHaveFocus()
    await expect(actions).toHaveAttribute('aria-selected', 'true')
    await userEvent.tab()
    await expect(within(drawer).getByRole('tabpanel')).toHaveFocus()
    await userEvent.tab()
    // The first delete icon of the table (the grid itself is one Tab stop before it).
    await expect(within(drawer).getByRole('grid', { name: 'Actions of this user' })).toHaveFocus()
    await userEvent.tab()
    await expect(within(drawer).getByRole('button', { name: 'Delete action Cycle to work' })).toHaveFocus()
  },
}

/** The Stories panel's second page: the last two stories, one without a title in this language. */
export const StoriesSecondPage: Story = {
  play: async () => {
    const panel = await openTab(/^Stories/)
    await userEvent.click(panel.getByRole('button', { name: /next page/i }))
    const grid = panel.getByRole('grid', { name: 'Stories of this user' })
    await waitFor(() => expect(bodyRows(grid)).toHaveLength(2))
    await expect(panel.getByText('Page 2 of 2')).toBeVisible()
  },
}

/** Initiatives, Completed or Open. */
export const Initiatives: Story = {
  play: async () => {
    const panel = await openTab(/^Initiatives/)
    const rows = bodyRows(panel.getByRole('grid', { name: 'Initiatives of this user' }))
    await expect(within(rows[0]!).getByText('Completed')).toBeVisible()
    await expect(within(rows[1]!).getByText('Open')).toBeVisible()
  },
}
