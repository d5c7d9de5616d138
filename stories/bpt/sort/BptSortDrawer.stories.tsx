import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../../.storybook/parameters.ts'
import { BptSortDrawer } from '../../../src/console/areas/bpt/sort/BptSortDrawer.tsx'
import type { BptQuestionDto } from '../../../src/domain/contracts/bpt-questions.ts'
import { apiRefusal } from '../../support/memoryResource.ts'
import { page, toasts } from '../../support/screen.ts'
import { BptApis, type BptFakes, fakeBptApi } from '../BptApis.tsx'
import { bptQuestionRows } from '../fixtures.ts'

/** Sort and Hierarchy on /bpt (`?hierarchy`) over a fake API, the toasts beside it. */
function BptSortDrawerStory(fakes: BptFakes) {
  return (
    <BptApis fakes={fakes}>
      <BptSortDrawer />
    </BptApis>
  )
}

const meta = {
  title: 'BPT/Sort/BptSortDrawer',
  component: BptSortDrawerStory,
  args: { questions: fakeBptApi() },
  parameters: { route: '/bpt?hierarchy' } satisfies CanopyParameters,
} satisfies Meta<typeof BptSortDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

/** The API refusing every order (a question deleted meanwhile); the rest as stored. */
const refusingApi = () => ({
  ...fakeBptApi(),
  order: fn(async () => {
    throw apiRefusal(404, 'not_found', 'BPT question not found.')
  }).mockName('order'),
})

const texts = bptQuestionRows().map((question) => question.text)
const [interests, expertise, motivation] = texts as [string, string, string, ...string[]]
/** The stored order with the first question one place down. */
const firstDown = [expertise, interests, ...texts.slice(2)]
/** What Save sends for `order` (texts top to bottom): every question with its new index. */
const orderOf = (order: readonly string[], rows: BptQuestionDto[] = bptQuestionRows()) =>
  order.map((text, index) => ({ id: rows.find((row) => row.text === text)!.id, index }))

const drawer = () => page().findByRole('dialog', { name: 'Sort and Hierarchy' })
const list = (name = 'Questions in order') => page().getByRole('list', { name })
const rows = (name?: string) => within(list(name)).getAllByRole('listitem')
/** A row's question as its drag handle names it ("Drag …", or "… verslepen" in Dutch). */
const textOf = (row: HTMLElement) =>
  row
    .querySelector('[data-control="handle"]')
    ?.getAttribute('aria-label')
    ?.replace(/^Drag (.*)$|^(.*) verslepen$/, '$1$2')
const order = (name?: string) => rows(name).map(textOf)
/** The questions marked as moved (not saved yet). */
const moved = () =>
  rows()
    .filter((row) => row.hasAttribute('data-moved'))
    .map(textOf)
const rowOf = (text: string, name?: string) => rows(name).find((row) => textOf(row) === text)!
const handle = (text: string) => page().getByRole('button', { name: `Drag ${text}` })
const button = (name: string) => page().getByRole('button', { name })
/** What a screen reader heard last during a drag (dnd-kit's live region). */
const heard = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? ''

/**
 * The nine questions in the stored order, each with its place, its text and its type's name;
 * keyboard users start on the first handle; nothing to save or undo yet.
 */
export const Typical: Story = {
  play: async ({ args }) => {
    await drawer()
    await waitFor(() => expect(order()).toEqual(texts))
    await expect(rowOf(interests)).toHaveAccessibleName(`${interests} Interests`)
    await expect(within(rowOf(motivation)).getByText('Motivation')).toBeVisible()
    await expect(within(rowOf(expertise)).getByText('2')).toBeVisible()
    await expect(moved()).toEqual([])
    await waitFor(() => expect(handle(interests)).toHaveFocus())
    await expect(within(rowOf(interests)).getByRole('button', { name: 'Move up' })).toBeDisabled()
    await expect(within(rowOf(texts.at(-1)!)).getByRole('button', { name: 'Move down' })).toBeDisabled()
    await expect(button('Save')).toBeDisabled()
    await expect(button('Undo changes')).toBeDisabled()
    await expect(args.questions.order).not.toHaveBeenCalled()
  },
}

/**
 * With the mouse: Move down on the first question puts it second, both rows marked; Save sends the
 * whole order once as `[{id, index}]`, the toast says so and the drawer closes.
 */
export const MoveByButtons: Story = {
  args: { questions: fakeBptApi() },
  play: async ({ args, step }) => {
    await drawer()
    await waitFor(() => expect(order()).toEqual(texts))

    await step('Move down on the first question', async () => {
      await userEvent.click(within(rowOf(interests)).getByRole('button', { name: 'Move down' }))
      await waitFor(() => expect(order()).toEqual(firstDown))
      await expect(moved()).toEqual([expertise, interests])
      await expect(page().getByText('Unsaved changes')).toBeVisible()
      // Focus stays on the button that moved it, on the moved row.
      await waitFor(() =>
        expect(within(rowOf(interests)).getByRole('button', { name: 'Move down' })).toHaveFocus(),
      )
    })

    await step('Save', async () => {
      await userEvent.click(button('Save'))
      await expect(await within(toasts()).findByText('Saved the order of the questions')).toBeVisible()
      await expect(args.questions.order).toHaveBeenCalledTimes(1)
      await expect(args.questions.order).toHaveBeenCalledWith(orderOf(firstDown))
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    })
  },
}

/**
 * With the keyboard: on the first handle Space picks the question up, ArrowDown moves it over the
 * second place, Space drops it there; Alt+ArrowDown moves it one more place at once; Undo changes
 * puts the stored order back.
 */
export const KeyboardDrag: Story = {
  args: { questions: fakeBptApi() },
  play: async ({ args, step }) => {
    await drawer()
    await waitFor(() => expect(order()).toEqual(texts))

    await step('Space, ArrowDown, Space', async () => {
      handle(interests).focus()
      await userEvent.keyboard(' ')
      await waitFor(() => expect(heard()).toBe(`Picked up ${interests}.`))
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(heard()).toBe(`${interests}: place 2 of 9.`))
      // Nothing moves before the drop.
      await expect(order()).toEqual(texts)
      await userEvent.keyboard(' ')
      await waitFor(() => expect(order()).toEqual(firstDown))
      await expect(heard()).toBe(`Moved. ${interests}: place 2 of 9.`)
      await expect(moved()).toEqual([expertise, interests])
      await waitFor(() => expect(handle(interests)).toHaveFocus())
    })

    await step('Alt+ArrowDown: one place down at once', async () => {
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
      await waitFor(() => expect(order()).toEqual([expertise, motivation, interests, ...texts.slice(3)]))
      await waitFor(() => expect(handle(interests)).toHaveFocus())
    })

    await step('Undo changes', async () => {
      await userEvent.click(button('Undo changes'))
      await waitFor(() => expect(order()).toEqual(texts))
      await expect(moved()).toEqual([])
      await expect(button('Save')).toBeDisabled()
      await expect(args.questions.order).not.toHaveBeenCalled()
    })
  },
}

/**
 * With the mouse (dnd-kit's pointer sensor, which starts after 4 px): the third question's handle
 * pressed, moved over the first row and released: it is first now, marked.
 */
export const MouseDrag: Story = {
  args: { questions: fakeBptApi() },
  play: async ({ args }) => {
    await drawer()
    await waitFor(() => expect(order()).toEqual(texts))
    const from = handle(motivation).getBoundingClientRect()
    const to = rowOf(interests).getBoundingClientRect()
    const start = { clientX: from.left + from.width / 2, clientY: from.top + from.height / 2 }
    const over = { clientX: to.left + to.width / 2, clientY: to.top + to.height / 4 }
    // One pointer across the calls (each bare `userEvent` call starts with no button pressed).
    const mouse = userEvent.setup()
    await mouse.pointer([
      { keys: '[MouseLeft>]', target: handle(motivation), coords: start },
      { coords: { clientX: start.clientX, clientY: start.clientY - 8 } },
      { coords: { clientX: over.clientX, clientY: (start.clientY + over.clientY) / 2 } },
      { coords: over },
    ])
    await waitFor(() => expect(heard()).toBe(`${motivation}: place 1 of 9.`))
    await mouse.pointer({ keys: '[/MouseLeft]', coords: over })
    await waitFor(() => expect(order()).toEqual([motivation, interests, expertise, ...texts.slice(3)]))
    await expect(moved()).toEqual([motivation, interests, expertise])
    await expect(args.questions.order).not.toHaveBeenCalled()
  },
}

/**
 * Cancel with moves asks first: Keep editing goes back with the moves; Discard changes closes
 * without saving.
 */
export const CancelAsksFirst: Story = {
  args: { questions: fakeBptApi() },
  play: async ({ args }) => {
    const dialog = await drawer()
    await waitFor(() => expect(order()).toEqual(texts))
    await userEvent.click(within(rowOf(expertise)).getByRole('button', { name: 'Move up' }))
    await waitFor(() => expect(order()).toEqual(firstDown))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const confirm = await page().findByRole('alertdialog', { name: 'Discard changes?' })
    await expect(confirm).toHaveTextContent('The new order of the questions is not saved.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull())
    await expect(order()).toEqual(firstDown)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(
      within(await page().findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    )
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await expect(args.questions.order).not.toHaveBeenCalled()
  },
}

/**
 * The server refuses the save: the toast says so with its reason, the drawer stays open with the
 * reason and the moves, marked, for another try.
 */
export const SaveFails: Story = {
  args: { questions: refusingApi() },
  play: async ({ args }) => {
    const dialog = await drawer()
    await waitFor(() => expect(order()).toEqual(texts))
    await userEvent.click(within(rowOf(interests)).getByRole('button', { name: 'Move down' }))
    await waitFor(() => expect(order()).toEqual(firstDown))
    await userEvent.click(button('Save'))
    const failed = await within(toasts()).findByRole('alert')
    await expect(failed).toHaveTextContent('Failed to save the order of the questions')
    await expect(failed).toHaveTextContent('BPT question not found.')
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('BPT question not found.')
    await expect(args.questions.order).toHaveBeenCalledTimes(1)
    await expect(order()).toEqual(firstDown)
    await expect(moved()).toEqual([expertise, interests])
    await waitFor(() => expect(button('Save')).toBeEnabled())
  },
}

/** In Dutch: the drawer, the texts and the types' names in Dutch; a move says its place in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { questions: fakeBptApi(bptQuestionRows('nl')) },
  play: async () => {
    await page().findByRole('dialog', { name: 'Volgorde en hiërarchie' })
    const dutch = bptQuestionRows('nl').map((question) => question.text)
    const inOrder = 'Vragen op volgorde'
    await waitFor(() => expect(order(inOrder)).toEqual(dutch))
    await expect(within(rowOf(dutch[0]!, inOrder)).getByText('Interesses')).toBeVisible()
    await userEvent.click(within(rowOf(dutch[0]!, inOrder)).getByRole('button', { name: 'Omlaag' }))
    await waitFor(() => expect(order(inOrder).slice(0, 2)).toEqual([dutch[1], dutch[0]]))
    await expect(page().getByText('Niet-opgeslagen wijzigingen')).toBeVisible()
  },
}
