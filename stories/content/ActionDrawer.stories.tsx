import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { ActionDrawer } from '../../src/console/areas/content/ActionDrawer.tsx'
import { emptyAddress } from '../../src/domain/content/address.ts'
import type { ActionDto } from '../../src/domain/contracts/actions.ts'
import { page, toasts } from '../support/screen.ts'
import { actionRows, fakeActionsApi } from './actionFixtures.ts'
import { ContentApis } from './ContentApis.tsx'

type ActionsFake = ReturnType<typeof fakeActionsApi>

/** The action drawer on /content, opened by the URL (`?new=action`, `?action=2`), with fake APIs. */
function ActionDrawerStory(api: ActionsFake) {
  return (
    <ContentApis fakes={{ actions: api }}>
      <ActionDrawer />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/ActionDrawer',
  component: ActionDrawerStory,
  args: fakeActionsApi(),
  parameters: { route: '/content?action=2' } satisfies CanopyParameters,
} satisfies Meta<typeof ActionDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
type Drawer = Awaited<ReturnType<typeof drawerNamed>>
/** One entry of a child list ("Step 2 of 3"), as its group. */
const entry = (drawer: Drawer, name: string) => within(drawer.getByRole('group', { name }))
const stepTexts = (drawer: Drawer) =>
  within(drawer.getByRole('group', { name: 'Steps' }))
    .getAllByRole('textbox', { name: 'Description' })
    .filter((box) => box.tagName === 'TEXTAREA')
    .map((box) => (box as HTMLTextAreaElement).value)
/**
 * The description's rich text editor (the steps' and sources' fields are called Description too).
 * It is its own chunk: the first drawer to show one waits for it.
 */
const descriptionEditor = async (drawer: Drawer) => {
  const editable = () =>
    drawer.queryAllByRole('textbox', { name: 'Description' }).find((box) => box.isContentEditable)
  await waitFor(() => expect(editable()).toBeDefined(), { timeout: 15_000 })
  return editable()!
}
/** The slider (its thumb) of a slider field, and the number beside it. */
const slider = (drawer: Drawer, name: string) => drawer.getByRole('slider', { name })
const number = (drawer: Drawer, name: string) =>
  drawer.getByRole('spinbutton', { name: `${name} as a number` })

/**
 * A new action, filled in by mouse and by keyboard: the title typed, the type chosen by mouse, the
 * short description and the description clicked into, a category by mouse and a label by Space, the sliders by the
 * arrow keys, by typing the number and by a click on the track; Ctrl+Enter adds it.
 */
export const New: Story = {
  parameters: { route: '/content?new=action' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Action')
    const add = drawer.getByRole('button', { name: 'Add' })
    await expect(add).toBeDisabled()
    await expect(drawer.queryByRole('button', { name: 'Delete' })).toBeNull()
    const title = drawer.getByLabelText('Title')
    await expect(title).toHaveFocus()
    await expect(drawer.getByText('0 steps')).toBeVisible()
    await expect(drawer.getByText('0 sources')).toBeVisible()

    await step('title, type and descriptions', async () => {
      await userEvent.keyboard('Fix your bike')
      await expect(drawer.getByText('13 of 100 characters')).toBeVisible()
      const type = drawer.getByRole('combobox', { name: 'Type' })
      await expect(type).toHaveTextContent('Action')
      await userEvent.click(type)
      await userEvent.click(await page().findByRole('option', { name: 'Tips' }))
      await expect(type).toHaveTextContent('Tips')
      await userEvent.click(drawer.getByLabelText('Short description'))
      await userEvent.keyboard('Ten minutes.')
      await userEvent.click(await descriptionEditor(drawer))
      await userEvent.keyboard('Easy.')
    })

    await step('a category by mouse, a label by keyboard', async () => {
      await userEvent.click(drawer.getByRole('checkbox', { name: '🚲 Mobility' }))
      await expect(drawer.getByRole('checkbox', { name: '🚲 Mobility' })).toBeChecked()
      const group = drawer.getByRole('group', { name: 'Not relevant for' })
      await expect(group).toHaveAccessibleDescription(
        'App users with one of these labels do not see this action.',
      )
      within(group).getByRole('checkbox', { name: 'Beta tester' }).focus()
      await userEvent.keyboard(' ')
      await expect(within(group).getByRole('checkbox', { name: 'Beta tester' })).toBeChecked()
    })

    await step('difficulty by the arrow keys; impact typed, then a click on the track', async () => {
      slider(drawer, 'Difficulty').focus()
      await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{PageUp}')
      await expect(slider(drawer, 'Difficulty')).toHaveAttribute('aria-valuenow', '13')
      await expect(number(drawer, 'Difficulty')).toHaveValue(13)
      await userEvent.keyboard('{ArrowLeft}')
      await expect(number(drawer, 'Difficulty')).toHaveValue(12)

      await userEvent.tripleClick(number(drawer, 'Impact'))
      await userEvent.keyboard('75')
      await expect(slider(drawer, 'Impact')).toHaveAttribute('aria-valuenow', '75')
      // Two fifths along the track.
      const track = slider(drawer, 'Impact').closest<HTMLElement>('.rt-SliderRoot')!
      const box = track.getBoundingClientRect()
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: track,
        coords: { clientX: box.left + box.width * 0.4, clientY: box.top + box.height / 2 },
      })
      await waitFor(() => expect(number(drawer, 'Impact')).toHaveValue(40))
      await expect(slider(drawer, 'Impact')).toHaveAttribute('aria-valuenow', '40')
    })

    await waitFor(() => expect(add).toBeEnabled())
    title.focus()
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        {
          title: 'Fix your bike',
          type: 'tips',
          shortDescription: 'Ten minutes.',
          description: expect.stringContaining('Easy.'),
          categoryIds: [5],
          notRelevantForLabelIds: [2],
          difficulty: 12,
          impact: 40,
          steps: [],
          sources: [],
          media: [],
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved action')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * A new action with a step (Add step by mouse), a source (Add source by keyboard, Tab to its
 * link) and a media found in the media drawer's Search; Add by mouse saves them with it.
 */
export const NewWithStepsSourcesAndMedia: Story = {
  parameters: { route: '/content?new=action' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Action')
    await expect(drawer.getByLabelText('Title')).toHaveFocus()
    await userEvent.keyboard('Fix your bike')

    await step('a step by mouse, a source by keyboard', async () => {
      await userEvent.click(drawer.getByRole('button', { name: 'Add step' }))
      const first = entry(drawer, 'Step 1 of 1')
      await waitFor(() => expect(first.getByLabelText('Description')).toHaveFocus())
      await userEvent.keyboard('Pump')
      drawer.getByRole('button', { name: 'Add source' }).focus()
      await userEvent.keyboard('{Enter}')
      const source = entry(drawer, 'Source 1 of 1')
      await waitFor(() => expect(source.getByLabelText('Description')).toHaveFocus())
      await userEvent.keyboard('Guide')
      await userEvent.tab()
      await expect(source.getByLabelText('Link')).toHaveFocus()
      await userEvent.keyboard('https://ex.org')
    })

    await step('a media from Search, by mouse', async () => {
      await userEvent.click(drawer.getByRole('button', { name: 'Add media' }))
      const media = await drawerNamed('Media')
      await userEvent.click(media.getByRole('tab', { name: 'Search' }))
      await userEvent.type(media.getByLabelText('Search media by description'), 'community{Enter}')
      const results = within(await media.findByRole('group', { name: 'Search results' }))
      await userEvent.click(results.getByRole('button', { name: /Community garden in spring/ }))
      await waitFor(() => expect(page().queryByRole('dialog', { name: 'Media' })).toBeNull())
      await expect(drawer.getByRole('listitem', { name: /Community garden in spring/ })).toBeVisible()
    })

    const add = drawer.getByRole('button', { name: 'Add' })
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Fix your bike',
          steps: [{ description: 'Pump', address: emptyAddress }],
          sources: [{ description: 'Guide', href: 'https://ex.org' }],
          media: [5],
        }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved action')).toBeVisible()
  },
}

/**
 * An action with three steps: the market step marks an area (not exact), so its radius shows;
 * turning "Specific address" on (mouse) hides it. The kitchen step's address is exact: Space on
 * its switch brings the radius and takes it away again. Edit saves the steps whole, the exact
 * ones without a radius.
 */
export const Edit: Story = {
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Action')
    await waitFor(() =>
      expect(drawer.getByLabelText('Title')).toHaveValue('Eat vegetarian three days a week'),
    )
    await expect(args.get).toHaveBeenCalledWith(2, 'en')
    await expect(drawer.getByText('ID 2')).toBeVisible()
    await expect(stepTexts(drawer)).toEqual([
      'Find three vegetarian recipes you like',
      'Buy pulses at the market',
      'Cook for friends at the community kitchen',
    ])
    await expect(drawer.getByText('3 steps')).toBeVisible()
    // The story it is a page of, read from the content list by its kind and id.
    await expect(await drawer.findByRole('button', { name: 'Open story Eat less meat' })).toBeVisible()

    await step('the market: not exact, so its radius shows; specific hides it (mouse)', async () => {
      const market = entry(drawer, 'Step 2 of 3')
      await userEvent.click(market.getByText('Address'))
      await expect(market.getByLabelText('Street')).toHaveValue('Vredenburg')
      await expect(market.getByLabelText('City')).toHaveValue('Utrecht')
      await expect(market.getByLabelText('Country')).toHaveValue('NL')
      const specific = market.getByRole('switch', { name: 'Specific address' })
      await expect(specific).not.toBeChecked()
      await expect(market.getByLabelText('Radius (km)')).toHaveValue(2)
      await userEvent.click(specific)
      await expect(specific).toBeChecked()
      await expect(market.queryByLabelText('Radius (km)')).toBeNull()
    })

    await step('the kitchen: exact; Space on the switch brings the radius and takes it away', async () => {
      const kitchen = entry(drawer, 'Step 3 of 3')
      await userEvent.click(kitchen.getByText('Address'))
      await expect(kitchen.getByLabelText('House number')).toHaveValue('12')
      const specific = kitchen.getByRole('switch', { name: 'Specific address' })
      await expect(specific).toBeChecked()
      await expect(kitchen.queryByLabelText('Radius (km)')).toBeNull()
      specific.focus()
      await userEvent.keyboard(' ')
      await expect(kitchen.getByLabelText('Radius (km)')).toHaveValue(null)
      await userEvent.keyboard(' ')
      await expect(kitchen.queryByLabelText('Radius (km)')).toBeNull()
    })

    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({
          title: 'Eat vegetarian three days a week',
          steps: [
            { id: 11, description: 'Find three vegetarian recipes you like', address: emptyAddress },
            {
              id: 12,
              description: 'Buy pulses at the market',
              address: {
                ...emptyAddress,
                street: 'Vredenburg',
                city: 'Utrecht',
                isSpecific: true,
                radius: null,
              },
            },
            {
              id: 13,
              description: 'Cook for friends at the community kitchen',
              address: {
                ...emptyAddress,
                street: 'Kanaalstraat',
                house_number: '12',
                postal_code: '3531 CJ',
                city: 'Utrecht',
                isSpecific: true,
              },
            },
          ],
          version: 1,
        }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved action')).toBeVisible()
  },
}

/**
 * The steps' order: a step added by keyboard (Enter on Add step) moves up with Alt+↑, the cursor
 * staying in its text; the first moves down by mouse. Edit saves them in the new order, the saved
 * ones with their ids.
 */
export const MoveSteps: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Action')
    await waitFor(() => expect(stepTexts(drawer)).toHaveLength(3))
    drawer.getByRole('button', { name: 'Add step' }).focus()
    await userEvent.keyboard('{Enter}')
    const added = entry(drawer, 'Step 4 of 4')
    await waitFor(() => expect(added.getByLabelText('Description')).toHaveFocus())
    await userEvent.keyboard('Share')
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    await waitFor(() => expect(stepTexts(drawer)[2]).toBe('Share'))
    await waitFor(() => expect(entry(drawer, 'Step 3 of 4').getByLabelText('Description')).toHaveFocus())
    await userEvent.click(entry(drawer, 'Step 1 of 4').getByRole('button', { name: 'Move down' }))
    await waitFor(() =>
      expect(stepTexts(drawer)).toEqual([
        'Buy pulses at the market',
        'Find three vegetarian recipes you like',
        'Share',
        'Cook for friends at the community kitchen',
      ]),
    )
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({
          steps: [
            expect.objectContaining({ id: 12, description: 'Buy pulses at the market' }),
            expect.objectContaining({ id: 11, description: 'Find three vegetarian recipes you like' }),
            { description: 'Share', address: emptyAddress },
            expect.objectContaining({ id: 13, description: 'Cook for friends at the community kitchen' }),
          ],
        }),
        'en',
      ),
    )
  },
}

/**
 * The rest of an action by the other hand: the type by keyboard (Enter, ↓, Enter), labels and a
 * category by mouse, a category by Space, Tab from the short description into the description, a
 * source removed by keyboard, a step removed by mouse, the sliders by End, Page Down and Home, the
 * media removed by keyboard; Edit by mouse.
 */
export const EditOtherFields: Story = {
  parameters: { route: '/content?action=1' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Action')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Cycle to work'))
    await expect(drawer.getByRole('checkbox', { name: '🚲 Mobility' })).toBeChecked()
    await expect(drawer.getByRole('checkbox', { name: '🚗 Car' })).toBeChecked()
    await expect(drawer.getByRole('checkbox', { name: 'Utrecht pilot' })).toBeChecked()
    await expect(slider(drawer, 'Impact')).toHaveAttribute('aria-valuenow', '60')

    await step('the type by keyboard; a label and a category by mouse', async () => {
      const type = drawer.getByRole('combobox', { name: 'Type' })
      type.focus()
      await userEvent.keyboard('{Enter}')
      const options = await page().findByRole('listbox')
      await waitFor(() => expect(within(options).getByRole('option', { name: 'Action' })).toHaveFocus())
      await userEvent.keyboard('{ArrowDown}{Enter}')
      await waitFor(() => expect(type).toHaveTextContent('Tips'))
      await expect(type).toHaveFocus()
      await userEvent.click(drawer.getByRole('checkbox', { name: 'Utrecht pilot' }))
      await userEvent.click(drawer.getByRole('checkbox', { name: 'Newsletter' }))
      await userEvent.click(drawer.getByRole('checkbox', { name: '🚗 Car' }))
      drawer.getByRole('checkbox', { name: '💧 Water' }).focus()
      await userEvent.keyboard(' ')
      await expect(drawer.getByRole('checkbox', { name: '💧 Water' })).toBeChecked()
    })

    await step('Tab from the short description into the description', async () => {
      drawer.getByLabelText('Short description').focus()
      await userEvent.tab()
      await expect(await descriptionEditor(drawer)).toHaveFocus()
      await userEvent.keyboard('Go. ')
    })

    await step('a source removed by keyboard, a step by mouse', async () => {
      entry(drawer, 'Source 1 of 1').getByRole('button', { name: 'Remove Source 1 of 1' }).focus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(drawer.getByText('0 sources')).toBeVisible())
      await expect(drawer.getByRole('button', { name: 'Add source' })).toHaveFocus()
      await userEvent.click(entry(drawer, 'Step 1 of 2').getByRole('button', { name: 'Remove Step 1 of 2' }))
      await waitFor(() => expect(stepTexts(drawer)).toEqual(['Plan a route along cycle paths']))
      await expect(entry(drawer, 'Step 1 of 1').getByLabelText('Description')).toHaveFocus()
    })

    await step('the sliders: End, then Page Down; Home', async () => {
      slider(drawer, 'Impact').focus()
      await userEvent.keyboard('{End}{PageDown}')
      await expect(number(drawer, 'Impact')).toHaveValue(90)
      slider(drawer, 'Difficulty').focus()
      await userEvent.keyboard('{Home}')
      await expect(number(drawer, 'Difficulty')).toHaveValue(0)
    })

    await step('the media removed by keyboard', async () => {
      drawer.getByRole('button', { name: 'Remove Bicycles in a shed at the station from the list' }).focus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(drawer.getByText('No media yet.')).toBeVisible())
    })

    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        1,
        expect.objectContaining({
          type: 'tips',
          categoryIds: [5, 9],
          notRelevantForLabelIds: [5],
          description: expect.stringContaining('Go.'),
          difficulty: 0,
          impact: 90,
          steps: [{ id: 2, description: 'Plan a route along cycle paths', address: emptyAddress }],
          sources: [],
          media: [],
          version: 1,
        }),
        'en',
      ),
    )
  },
}

/** An emptied title and an emptied step say what they need; Edit waits until both are filled. */
export const Errors: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Action')
    const title = drawer.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Eat vegetarian three days a week'))
    const save = drawer.getByRole('button', { name: 'Edit' })

    await userEvent.clear(title)
    await expect(await drawer.findByText('Title is required.')).toBeVisible()
    await expect(title).toHaveAccessibleDescription(expect.stringContaining('Title is required.'))
    await expect(save).toBeDisabled()

    const first = entry(drawer, 'Step 1 of 3')
    await userEvent.clear(first.getByLabelText('Description'))
    await expect(await first.findByText('Step description is required.')).toBeVisible()
    await expect(first.getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Step description is required.'),
    )

    await userEvent.type(title, 'Eat less')
    await expect(save).toBeDisabled()
    await userEvent.type(first.getByLabelText('Description'), 'Try dal')
    await waitFor(() => expect(save).toBeEnabled())
    await expect(drawer.queryByText('Title is required.')).toBeNull()
    await expect(drawer.queryByText('Step description is required.')).toBeNull()
    await expect(args.update).not.toHaveBeenCalled()
  },
}

/**
 * A radius past 1,000 km says so and blocks saving; making the address specific takes the radius
 * away with its message, and the action can be saved again (an exact address has no radius).
 */
export const RadiusOutOfRange: Story = {
  parameters: { route: '/content?action=1' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Action')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('Cycle to work'))
    const tyres = entry(drawer, 'Step 1 of 2')
    await userEvent.click(tyres.getByText('Address'))
    await userEvent.type(tyres.getByLabelText('Radius (km)'), '5000')
    await expect(await tyres.findByText('Radius should be between 0 and 1,000 km.')).toBeVisible()
    const save = drawer.getByRole('button', { name: 'Edit' })
    await expect(save).toBeDisabled()
    await userEvent.click(tyres.getByRole('switch', { name: 'Specific address' }))
    await expect(tyres.queryByLabelText('Radius (km)')).toBeNull()
    await expect(tyres.queryByText('Radius should be between 0 and 1,000 km.')).toBeNull()
    await waitFor(() => expect(save).toBeEnabled())
    await userEvent.click(save)
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        1,
        expect.objectContaining({
          steps: [
            expect.objectContaining({ id: 1, address: { ...emptyAddress, isSpecific: true, radius: null } }),
            expect.objectContaining({ id: 2, address: emptyAddress }),
          ],
        }),
        'en',
      ),
    )
  },
}

/** Delete asks the question with the kind in quotes; the action goes. */
export const Delete: Story = {
  parameters: { route: '/content?action=4' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Action')
    await waitFor(() =>
      expect(drawer.getByLabelText('Title')).toHaveValue('Switch to a green energy supplier'),
    )
    await expect(await drawer.findByText('Not in any story yet')).toBeVisible()
    await userEvent.click(drawer.getByRole('button', { name: 'Delete' }))
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(confirm.getByText('Are you absolutely sure you want to delete this "action"?')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(4))
    await expect(await within(toasts()).findByText('Deleted action')).toBeVisible()
  },
}

/** A failed save keeps the drawer and the input: 'Failed to save action'. */
export const SaveFails: Story = {
  args: {
    ...fakeActionsApi(),
    update: fn(async (): Promise<ActionDto> => Promise.reject(new Error('offline'))),
  },
  play: async () => {
    const drawer = await drawerNamed('Edit Action')
    const title = drawer.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Eat vegetarian three days a week'))
    await userEvent.type(title, '!')
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await expect(await within(toasts()).findByText('Failed to save action')).toBeVisible()
    await expect(title).toHaveValue('Eat vegetarian three days a week!')
  },
}

/**
 * In Dutch, the action with no Dutch yet: the English title above the empty Titel, copied in with
 * Alt+Shift+C; the steps and sliders in Dutch words.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeActionsApi(actionRows('nl')),
  parameters: { route: '/content?action=4' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Actie bewerken')
    await waitFor(() => expect(args.get).toHaveBeenCalledWith(4, 'nl'))
    const title = drawer.getByLabelText('Titel')
    const reference = await drawer.findByText('Switch to a green energy supplier', {
      selector: '[lang="en"]',
    })
    await expect(title.getAttribute('aria-describedby')).toContain(reference.id)
    await expect(drawer.getByText('0 stappen')).toBeVisible()
    await expect(drawer.getByRole('slider', { name: 'Moeilijkheid' })).toHaveAttribute('aria-valuenow', '20')
    await expect(drawer.getByRole('spinbutton', { name: 'Impact als getal' })).toHaveValue(80)
    title.focus()
    await userEvent.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}')
    await expect(title).toHaveValue('Switch to a green energy supplier')
  },
}
