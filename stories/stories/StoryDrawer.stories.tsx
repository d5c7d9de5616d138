import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { StoryDrawer } from '../../src/console/areas/stories/StoryDrawer.tsx'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { Lang } from '../../src/domain/lang.ts'
import { page, toasts } from '../support/screen.ts'
import { fakeStoriesApi, type StoriesFake, type StoryUpdate, storyRows } from './fixtures.ts'
import { StoryApis } from './StoryApis.tsx'

/** The story drawer on /stories, opened by the URL (`?new`, `?edit=2`), with fake APIs and the toasts. */
function StoryDrawerStory(api: StoriesFake) {
  return (
    <StoryApis stories={api}>
      <StoryDrawer />
    </StoryApis>
  )
}

const meta = {
  title: 'Stories/StoryDrawer',
  component: StoryDrawerStory,
  args: fakeStoriesApi(),
  parameters: { route: '/stories?edit=2' } satisfies CanopyParameters,
} satisfies Meta<typeof StoryDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
const backgroundImageRequired = 'This object requires a background image'
const notificationHint = 'The push message that announces it; at most 150 characters.'
/** The options of the select open now, as the user reads them. */
const openOptions = async () =>
  within(await page().findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent)

/**
 * A new quiz by keyboard only: the title typed, Tab to the notification message (its count and
 * hint), the type (Enter, the arrows, Enter) and the category the same way, a label ticked with
 * Space; Ctrl+Enter saves it, unpublished and without media.
 */
export const NewByKeyboard: Story = {
  parameters: { route: '/stories?new' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Story')
    const title = drawer.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveFocus())
    await expect(drawer.getByRole('button', { name: 'Add' })).toBeDisabled()
    await expect(drawer.getByText(backgroundImageRequired)).toBeVisible()

    await step('title and notification message', async () => {
      await userEvent.keyboard('Bike or car?')
      await userEvent.tab()
      const notification = drawer.getByLabelText('Notification message')
      await expect(notification).toHaveFocus()
      await expect(notification).toHaveAccessibleDescription(`${notificationHint} 0 of 150 characters`)
      await userEvent.keyboard('Which is faster in town?')
      await expect(drawer.getByText('24 of 150 characters')).toBeVisible()
    })

    await step('the type: Enter, the arrows, Enter', async () => {
      await userEvent.tab()
      const type = drawer.getByRole('combobox', { name: 'Type' })
      await expect(type).toHaveFocus()
      await expect(type).toHaveTextContent('Story')
      await userEvent.keyboard('{Enter}')
      await expect(await openOptions()).toEqual(['Quiz', 'Story'])
      await waitFor(() => expect(page().getByRole('option', { name: 'Story' })).toHaveFocus())
      await userEvent.keyboard('{ArrowUp}{Enter}')
      await waitFor(() => expect(page().queryByRole('listbox')).toBeNull())
      await expect(type).toHaveTextContent('Quiz')
      await expect(type).toHaveFocus()
    })

    await step('the category the same way', async () => {
      await userEvent.tab()
      const category = drawer.getByRole('combobox', { name: 'Category' })
      await expect(category).toHaveFocus()
      await expect(category).toHaveTextContent('Choose a category')
      await userEvent.keyboard('{Enter}')
      await expect((await openOptions()).slice(0, 5)).toEqual([
        '🥦 Food',
        '🥩 Meat',
        '🧀 Dairy',
        '🍽️ Food waste',
        '🚲 Mobility',
      ])
      await waitFor(() => expect(page().getByRole('option', { name: '🥦 Food' })).toHaveFocus())
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
      await waitFor(() => expect(page().getByRole('option', { name: '🚲 Mobility' })).toHaveFocus())
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(page().queryByRole('listbox')).toBeNull())
      await expect(category).toHaveTextContent('🚲 Mobility')
    })

    await step('a label ticked with Space', async () => {
      const labels = within(drawer.getByRole('group', { name: 'Not relevant for' }))
      await expect(labels.getAllByRole('checkbox')).toHaveLength(7)
      labels.getByRole('checkbox', { name: 'Beta tester' }).focus()
      await userEvent.keyboard(' ')
      await expect(labels.getByRole('checkbox', { name: 'Beta tester' })).toBeChecked()
    })

    await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        {
          title: 'Bike or car?',
          notificationCTA: 'Which is faster in town?',
          type: 'quiz',
          categoryId: 5,
          notRelevantForLabelIds: [2],
          published: false,
          media: [],
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved story')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * A new story by mouse: a story needs a category, so Add stays disabled; the category opened and
 * closed without a choice says why, and Ctrl+Enter puts focus on it. A category and the type chosen by mouse take the
 * message away, and Add saves it.
 */
export const NewByMouse: Story = {
  parameters: { route: '/stories?new' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Story')
    const add = drawer.getByRole('button', { name: 'Add' })
    await userEvent.click(drawer.getByLabelText('Title'))
    await userEvent.keyboard('Meat-free Monday')
    const category = drawer.getByRole('combobox', { name: 'Category' })

    await step('the category is required', async () => {
      await expect(category).toHaveTextContent('Choose a category')
      await expect(add).toBeDisabled()
      // Opened and closed without a choice, it says why Add is disabled.
      await userEvent.click(category)
      await page().findByRole('listbox')
      await userEvent.keyboard('{Escape}')
      await expect(await drawer.findByText('Category is required.')).toBeVisible()
      drawer.getByLabelText('Title').focus()
      await userEvent.keyboard('{Control>}{Enter}{/Control}')
      await expect(await drawer.findByText('Category is required.')).toBeVisible()
      await expect(category).toHaveAccessibleDescription('Category is required.')
      await waitFor(() => expect(category).toHaveFocus())
      await expect(add).toBeDisabled()
      await expect(args.create).not.toHaveBeenCalled()
    })

    await step('a category and the type by mouse', async () => {
      await userEvent.click(category)
      await userEvent.click(await page().findByRole('option', { name: '🥩 Meat' }))
      await expect(category).toHaveTextContent('🥩 Meat')
      await waitFor(() => expect(drawer.queryByText('Category is required.')).toBeNull())
      const type = drawer.getByRole('combobox', { name: 'Type' })
      await userEvent.click(type)
      await userEvent.click(await page().findByRole('option', { name: 'Quiz' }))
      await expect(type).toHaveTextContent('Quiz')
      await userEvent.click(type)
      await userEvent.click(await page().findByRole('option', { name: 'Story' }))
      await expect(type).toHaveTextContent('Story')
    })

    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Meat-free Monday', type: 'story', categoryId: 2 }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved story')).toBeVisible()
  },
}

/**
 * An existing quiz, loaded by id, its values shown (its background image too, so no warning). The
 * title changed and a label ticked by mouse, the background image removed by mouse (the warning
 * shows); the Edit button saves, sending the version it loaded.
 */
export const Edit: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Story')
    const title = drawer.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('How green is your plate?'))
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await expect(drawer.getByText('ID 2')).toBeVisible()
    await expect(drawer.getByLabelText('Notification message')).toHaveValue('Test what you know about food.')
    await expect(drawer.getByText('30 of 150 characters')).toBeVisible()
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Quiz')
    await expect(drawer.getByRole('combobox', { name: 'Category' })).toHaveTextContent('🥦 Food')
    await expect(drawer.getByRole('checkbox', { name: 'Beta tester' })).toBeChecked()
    await expect(drawer.getByRole('checkbox', { name: 'Ambassador' })).not.toBeChecked()
    await expect(drawer.getByText('A vegetable market stall')).toBeVisible()
    await expect(drawer.queryByText(backgroundImageRequired)).toBeNull()

    await userEvent.tripleClick(title)
    await userEvent.keyboard('How green is your lunch?')
    await userEvent.click(drawer.getByRole('checkbox', { name: 'Ambassador' }))
    await userEvent.click(
      drawer.getByRole('button', { name: 'Remove A vegetable market stall from the list' }),
    )
    await expect(await drawer.findByText(backgroundImageRequired)).toBeVisible()
    await expect(drawer.getByText('No media yet.')).toBeVisible()

    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        {
          title: 'How green is your lunch?',
          notificationCTA: 'Test what you know about food.',
          type: 'quiz',
          categoryId: 1,
          notRelevantForLabelIds: [2, 3],
          published: true,
          media: [],
          version: 1,
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved story')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * A notification message of 151 characters, pasted: it counts 151 of 150 and asks to keep it short;
 * saving is disabled (Ctrl+Enter too) until one character is taken off; Undo changes (by mouse)
 * brings the saved message back.
 */
export const NotificationTooLong: Story = {
  parameters: { route: '/stories?edit=1' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Story')
    const notification = drawer.getByLabelText('Notification message')
    await waitFor(() => expect(notification).toHaveValue('Leave the car at home this week!'))
    const save = drawer.getByRole('button', { name: 'Edit' })
    await userEvent.tripleClick(notification)
    await userEvent.paste('x'.repeat(151))
    await expect(notification).toHaveValue('x'.repeat(151))
    await expect(await drawer.findByText('Please keep this short')).toBeVisible()
    await expect(drawer.getByText('151 of 150 characters')).toBeVisible()
    await expect(notification).toHaveAttribute('aria-invalid', 'true')
    await expect(drawer.queryByText(notificationHint)).toBeNull()
    await expect(save).toBeDisabled()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await expect(args.update).not.toHaveBeenCalled()

    await userEvent.keyboard('{Backspace}')
    await expect(await drawer.findByText('150 of 150 characters')).toBeVisible()
    await waitFor(() => expect(drawer.queryByText('Please keep this short')).toBeNull())
    await waitFor(() => expect(save).toBeEnabled())
    // Undo changes by mouse brings the saved message back.
    await userEvent.click(drawer.getByRole('button', { name: 'Undo changes' }))
    await expect(notification).toHaveValue('Leave the car at home this week!')
    await expect(drawer.getByText('32 of 150 characters')).toBeVisible()
  },
}

/** Delete by keyboard asks first, with docs/product.md's words; Delete by mouse confirms. */
export const Delete: Story = {
  parameters: { route: '/stories?edit=3' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Story')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Waste less food'))
    drawer.getByRole('button', { name: 'Delete' }).focus()
    await userEvent.keyboard('{Enter}')
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(confirm.getByText('Are you absolutely sure you want to delete this story?')).toBeVisible()
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus())
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(3))
    await expect(await within(toasts()).findByText('Deleted story')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/** A failed save: 'Failed to save story', the drawer stays open with the input kept. */
export const SaveFails: Story = {
  args: {
    ...fakeStoriesApi(),
    update: fn(
      async (_id: number, _input: StoryUpdate, _lang: Lang): Promise<StoryDto> =>
        Promise.reject(new Error('offline')),
    ),
  },
  parameters: { route: '/stories?edit=1' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Story')
    const title = drawer.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Cycling to work'))
    await userEvent.click(title)
    await userEvent.keyboard('{End}!')
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(args.update).toHaveBeenCalled())
    await expect(await within(toasts()).findByText('Failed to save story')).toBeVisible()
    await expect(page().getByRole('dialog', { name: 'Edit Story' })).toBeVisible()
    await expect(title).toHaveValue('Cycling to work!')
  },
}

/**
 * The drawer in Dutch (Titel, Notificatiebericht, the hint and the choices in Dutch); the
 * background image removed by keyboard brings the warning, in Dutch; Undo changes by keyboard
 * puts the image back.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeStoriesApi(storyRows('nl')),
  parameters: { route: '/stories?edit=1' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Verhaal bewerken')
    await waitFor(() => expect(drawer.getByLabelText('Titel')).toHaveValue('Fietsen naar je werk'))
    await expect(args.get).toHaveBeenCalledWith(1, 'nl')
    const notification = drawer.getByLabelText('Notificatiebericht')
    await expect(notification).toHaveValue('Laat de auto deze week staan!')
    await expect(drawer.getByText('Het pushbericht dat het aankondigt; hoogstens 150 tekens.')).toBeVisible()
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Verhaal')
    await expect(drawer.getByRole('combobox', { name: 'Categorie' })).toHaveTextContent('🚲 Mobiliteit')
    await expect(drawer.getByRole('group', { name: 'Niet relevant voor' })).toBeVisible()

    drawer.getByRole('button', { name: 'A bike lane along the canal uit de lijst halen' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(await drawer.findByText('Dit object heeft een achtergrondafbeelding nodig')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Bewerken' })).toBeEnabled()
    // Undo changes by keyboard puts the image back.
    drawer.getByRole('button', { name: 'Wijzigingen ongedaan maken' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(await drawer.findByText('A bike lane along the canal')).toBeVisible()
    await waitFor(() =>
      expect(drawer.queryByText('Dit object heeft een achtergrondafbeelding nodig')).toBeNull(),
    )
  },
}
