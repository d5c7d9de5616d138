import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../../.storybook/parameters.ts'
import { StoryItemDrawer } from '../../../src/console/areas/stories/editor/StoryItemDrawer.tsx'
import { dismissToast, toastStore } from '../../../src/console/ui/toasts/toastStore.ts'
import { type ContentFakes, contentFakes } from '../../content/ContentApis.tsx'
import { page, toasts } from '../../support/screen.ts'
import { Address } from '../StoryApis.tsx'
import { EditorApis } from './EditorApis.tsx'
import { fakeStoryItemsApi, type StoryItemsFake, typicalPages } from './pageFixtures.ts'
import '../../../src/console/areas/stories/editor/storyEditor.css'

type Args = { pages: StoryItemsFake; content: ContentFakes }

/**
 * Every Add Item path of the story editor's page drawer besides the info page (the
 * StoryItemDrawer stories): a new page of each kind for story 1, opened as Add Item opens it
 * (`?new=page&kind=action`), its record(s) picked by keyboard or mouse, and the body Add sends.
 */
function AddItemPathsStory({ pages, content }: Args) {
  return (
    <EditorApis pages={pages} content={content}>
      <StoryItemDrawer storyId={1} />
      <Address />
    </EditorApis>
  )
}

const meta = {
  title: 'Stories/Editor/AddItemPaths',
  component: AddItemPathsStory,
  args: { pages: fakeStoryItemsApi(typicalPages), content: contentFakes() },
  argTypes: { pages: { control: false }, content: { control: false } },
  parameters: { route: '/stories/1?new=page&kind=action' } satisfies CanopyParameters,
  // The notices of the story before are gone: each story sees its own.
  beforeEach: () => {
    for (const shown of toastStore.getSnapshot()) dismissToast(shown.id)
  },
} satisfies Meta<typeof AddItemPathsStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
const address = () => page().getByTestId('address').textContent

/** The titles of an actions or initiatives page's chosen records, in order. */
const chosenTitles = (drawer: ReturnType<typeof within>) =>
  within(drawer.getByRole('list', { name: 'Shows, in this order' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.page-chosen-title')?.textContent)

/** The drawer's Add, once the form is valid; it sends the page, says so and closes. */
async function addAndExpect(drawer: ReturnType<typeof within>, pages: StoryItemsFake, body: object) {
  await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
  await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
  await saved(pages, body)
}

/** The page `body` was sent once for story 1, the notice says so, and the drawer is gone. */
async function saved(pages: StoryItemsFake, body: object) {
  await waitFor(() => expect(pages.create).toHaveBeenCalledTimes(1))
  await expect(pages.create).toHaveBeenCalledWith({ storyId: 1, ...body }, 'en')
  await expect(await within(toasts()).findByText('Saved story item')).toBeVisible()
  await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  await expect(address()).toBe('/stories/1')
}

/**
 * Add Item's Actions page, by keyboard: ArrowDown twice and Enter picks the third action, two
 * ArrowUps and Enter the first, a few letters and Enter the one they find. The list keeps the
 * order they were picked in; Add sends only the action ids, in that order.
 */
export const NewActionsPage: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Actions')
    await expect(drawer.getByText('Nothing chosen yet.')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'New action' })).toBeVisible()
    const search = drawer.getByRole('combobox', { name: 'Add an action' })
    const list = drawer.getByRole('listbox', { name: 'Actions' })
    await expect(list).toHaveAttribute('aria-multiselectable', 'true')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4))

    search.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(chosenTitles(drawer)).toEqual(['Turn the thermostat down one degree']))
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}')
    await waitFor(() =>
      expect(chosenTitles(drawer)).toEqual(['Turn the thermostat down one degree', 'Cycle to work']),
    )
    await userEvent.keyboard('green')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1))
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(chosenTitles(drawer)).toEqual([
        'Turn the thermostat down one degree',
        'Cycle to work',
        'Switch to a green energy supplier',
      ]),
    )
    await expect(search).toHaveFocus()
    await addAndExpect(drawer, args.pages, {
      kind: 'action',
      contentId: null,
      actionIds: [3, 1, 4],
      initiativeIds: [],
    })
  },
}

/**
 * Add Item's Initiatives page, by mouse: two initiatives clicked in the list (a chosen one clicked
 * again adds nothing), the second moved up; Add sends only the initiative ids, in that order.
 */
export const NewInitiativesPage: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  parameters: { route: '/stories/1?new=page&kind=initiative' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Initiatives')
    const list = drawer.getByRole('listbox', { name: 'Initiatives' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3))
    await userEvent.click(within(list).getByRole('option', { name: /^Plastic Soup Foundation/ }))
    await userEvent.click(within(list).getByRole('option', { name: /^Repair Café Utrecht/ }))
    await userEvent.click(within(list).getByRole('option', { name: /^Plastic Soup Foundation/ }))
    await waitFor(() =>
      expect(chosenTitles(drawer)).toEqual(['Plastic Soup Foundation', 'Repair Café Utrecht']),
    )
    await expect(within(list).getByRole('option', { name: /^Repair Café/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const second = within(drawer.getByRole('list', { name: 'Shows, in this order' })).getAllByRole(
      'listitem',
    )[1]!
    await userEvent.click(within(second).getByRole('button', { name: 'Move up' }))
    await expect(chosenTitles(drawer)).toEqual(['Repair Café Utrecht', 'Plastic Soup Foundation'])
    await addAndExpect(drawer, args.pages, {
      kind: 'initiative',
      contentId: null,
      actionIds: [],
      initiativeIds: [1, 3],
    })
  },
}

/**
 * Add Item's Infographic, by keyboard only: a word typed and Enter picks the one match; the
 * drawer says what the page shows, and the next Enter (the match being chosen) submits the form.
 */
export const NewInfographicPage: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  parameters: { route: '/stories/1?new=page&kind=info-graphic' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Infographic')
    const search = drawer.getByRole('combobox', { name: 'Infographic' })
    const list = drawer.getByRole('listbox', { name: 'Infographics' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4))
    search.focus()
    await userEvent.keyboard('paris{Enter}')
    await expect(await drawer.findByText(/^Shows/)).toHaveTextContent('Shows: Train or plane to Paris')
    await expect(args.content.infographics.list).toHaveBeenCalledWith(
      { q: 'paris', page: 1, pageSize: 20 },
      'en',
    )
    await expect(drawer.getByRole('combobox', { name: 'Show another' })).toHaveFocus()
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.keyboard('{Enter}')
    await saved(args.pages, { kind: 'info-graphic', contentId: 2, actionIds: [], initiativeIds: [] })
  },
}

/** Add Item's Quiz question, by mouse: a question clicked, then Add. */
export const NewQuizQuestionPage: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  parameters: { route: '/stories/1?new=page&kind=question' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Quiz question')
    const list = drawer.getByRole('listbox', { name: 'Quiz questions' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4))
    await userEvent.click(within(list).getByRole('option', { name: /^How much of the food/ }))
    await expect(await drawer.findByText(/^Shows/)).toHaveTextContent(
      'Shows: How much of the food we buy is thrown away?',
    )
    await expect(drawer.getByRole('button', { name: 'Edit quiz question' })).toBeVisible()
    await addAndExpect(drawer, args.pages, {
      kind: 'question',
      contentId: 2,
      actionIds: [],
      initiativeIds: [],
    })
  },
}

/**
 * Add Item's Hero, by keyboard: the heroes are found by name; ArrowDown, ArrowDown, ArrowUp and
 * Enter pick the second; Add sends it.
 */
export const NewHeroPage: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  parameters: { route: '/stories/1?new=page&kind=hero' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Hero')
    const search = drawer.getByRole('combobox', { name: 'Hero' })
    await expect(search).toHaveAttribute('placeholder', 'Search heroes by name')
    const list = drawer.getByRole('listbox', { name: 'Heroes' })
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3))
    search.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}')
    await expect(await drawer.findByText(/^Shows/)).toHaveTextContent('Shows: The green grandmother')
    await addAndExpect(drawer, args.pages, { kind: 'hero', contentId: 2, actionIds: [], initiativeIds: [] })
  },
}

/**
 * Add Item's Info page, then the Type changed by keyboard to Actions after an info page was
 * picked: the actions' search shows instead, and Add sends an actions page with the action
 * picked, not the info page.
 */
export const KindChanged: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  parameters: { route: '/stories/1?new=page&kind=info' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    const type = drawer.getByRole('combobox', { name: 'Type' })
    await expect(type).toHaveTextContent('Info page')
    const infoPages = drawer.getByRole('listbox', { name: 'Info pages' })
    await waitFor(() => expect(within(infoPages).getAllByRole('option')).toHaveLength(2))
    await userEvent.click(within(infoPages).getByRole('option', { name: /^Why what you eat/ }))
    await expect(await drawer.findByText(/^Shows/)).toHaveTextContent('Shows: Why what you eat matters')

    type.focus()
    await userEvent.keyboard('{Enter}')
    const options = await page().findByRole('listbox')
    // Info page is second: one up is Actions.
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => expect(options).not.toBeInTheDocument())
    await expect(type).toHaveTextContent('Actions')
    await expect(drawer.queryByText(/^Shows:/)).toBeNull()
    await expect(drawer.getByText('Nothing chosen yet.')).toBeVisible()
    const actions = drawer.getByRole('listbox', { name: 'Actions' })
    await waitFor(() => expect(within(actions).getAllByRole('option')).toHaveLength(4))
    await userEvent.click(within(actions).getByRole('option', { name: /^Eat vegetarian/ }))
    await waitFor(() => expect(chosenTitles(drawer)).toEqual(['Eat vegetarian three days a week']))
    await addAndExpect(drawer, args.pages, {
      kind: 'action',
      contentId: null,
      actionIds: [2],
      initiativeIds: [],
    })
  },
}

/**
 * From one record kind to another (Info page, then Infographic): the info page picked is not
 * carried over as an infographic of the same id; nothing is chosen and Add waits for a pick.
 */
export const KindChangedBetweenRecords: Story = {
  args: { pages: fakeStoryItemsApi(typicalPages) },
  parameters: { route: '/stories/1?new=page&kind=info' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Page')
    const type = drawer.getByRole('combobox', { name: 'Type' })
    const infoPages = drawer.getByRole('listbox', { name: 'Info pages' })
    await waitFor(() => expect(within(infoPages).getAllByRole('option')).toHaveLength(2))
    await userEvent.click(within(infoPages).getByRole('option', { name: /^Why what you eat/ }))
    await expect(await drawer.findByText(/^Shows/)).toHaveTextContent('Shows: Why what you eat matters')

    await userEvent.click(type)
    await userEvent.click(await page().findByRole('option', { name: 'Infographic' }))
    await expect(type).toHaveTextContent('Infographic')
    await expect(drawer.queryByText(/^Shows/)).toBeNull()
    await expect(drawer.getByRole('button', { name: /^Add$/ })).toBeDisabled()
    await expect(args.pages.create).not.toHaveBeenCalled()
  },
}
