import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { storiesApi } from '../../src/console/api/stories.ts'
import QuizOfTheDayPage from '../../src/console/areas/quiz-of-the-day/QuizOfTheDayPage.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { storyRows } from '../stories/fixtures.ts'
import { page, toasts } from '../support/screen.ts'
import { fakeQuizApi, type QuizFake, quizIds, quizRows, quizTitles, storyNotFound } from './fixtures.ts'

/**
 * The Daily Quiz page as the router shows it (in `<main>`, as the shell renders pages), with the
 * stories client faked and the app's toasts beside it.
 */
function QuizOfTheDayStory(api: QuizFake) {
  const bindings = useMemo(() => [provide(storiesApi, api)], [api])
  return (
    <>
      <ResourceProvider bindings={bindings}>
        <main>
          <QuizOfTheDayPage />
        </main>
      </ResourceProvider>
      <Toasts />
    </>
  )
}

const meta = {
  title: 'QuizOfTheDay/QuizOfTheDayPage',
  component: QuizOfTheDayStory,
  args: fakeQuizApi(),
  parameters: { route: '/quiz-of-the-day' } satisfies CanopyParameters,
} satisfies Meta<typeof QuizOfTheDayStory>

export default meta
type Story = StoryObj<typeof meta>

/** What the page asks the stories client for: the published quizzes, by index. */
const QUERY = { type: 'quiz', published: true, sort: 'index' }
const WARNING =
  'Changing the order may give strange results: users part way through the quizzes may get one again or miss one.'
const UNSAVED = 'The order has unsaved changes.'

/** The list of quizzes (named by the page's heading). */
const list = (name = 'Daily Quiz') => page().getByRole('list', { name })
const rows = (name?: string) => within(list(name)).getAllByRole('listitem')
/** A row's title as its drag handle names it ("Drag …", or "… verslepen" in Dutch). */
const titleOf = (row: HTMLElement) =>
  row
    .querySelector('[data-control="handle"]')
    ?.getAttribute('aria-label')
    ?.replace(/^Drag (.*)$|^(.*) verslepen$/, '$1$2')
/** The titles top to bottom. */
const order = (name?: string) => rows(name).map(titleOf)
/** The place numbers shown, top to bottom. */
const places = (name?: string) => rows(name).map((row) => row.querySelector('.quiz-order-place')?.textContent)
/** The titles of the rows marked as moved (not saved yet). */
const moved = (name?: string) =>
  rows(name)
    .filter((row) => row.hasAttribute('data-moved'))
    .map(titleOf)
const rowTitled = (title: string, name?: string) => rows(name).find((row) => titleOf(row) === title)!
const handle = (title: string) => page().getByRole('button', { name: `Drag ${title}` })
/** What a screen reader heard last during a drag (dnd-kit's live region). */
const heard = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? ''
/** What the page said after a move by a button or Alt+arrow (its status region, for screen readers). */
const moveStatus = () =>
  page()
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ')
const button = (name: string) => page().getByRole('button', { name })

/** The stored order with the first quiz one place down (the second one up). */
const firstMovedDown = [quizTitles[1], quizTitles[0], ...quizTitles.slice(2)]

/**
 * The published quizzes in their order with their places 1..5, each with its category and state,
 * the amber warning, and nothing to save or reset.
 */
export const Default: Story = {
  play: async ({ args }) => {
    await expect(page().getByRole('heading', { level: 1, name: 'Daily Quiz' })).toBeVisible()
    await expect(page().getByText(WARNING)).toBeVisible()
    await waitFor(() => expect(order()).toEqual(quizTitles))
    await expect(args.list).toHaveBeenCalledWith(QUERY, 'en')
    await expect(places()).toEqual(['1', '2', '3', '4', '5'])
    await expect(moved()).toEqual([])
    await expect(page().queryByText(UNSAVED)).toBeNull()
    await expect(button('Save order')).toBeDisabled()
    await expect(button('Undo changes')).toBeDisabled()

    // Each row: its category (the flying quiz lost its), its translation state, Move up and down.
    const plate = rowTitled('How green is your plate?')
    await expect(plate).toHaveAccessibleName('How green is your plate? 🥦 Food')
    await expect(within(plate).getByRole('img', { name: 'Translated' })).toBeVisible()
    await expect(rowTitled('Flying less')).toHaveAccessibleName('Flying less')
    // The first cannot go up, the last cannot go down.
    await expect(within(plate).getByRole('button', { name: 'Move up' })).toBeDisabled()
    await expect(within(plate).getByRole('button', { name: 'Move down' })).toBeEnabled()
    await expect(within(rowTitled('Flying less')).getByRole('button', { name: 'Move down' })).toBeDisabled()
    // The first handle is the page's primary focus (the shell focuses it on arrival).
    await expect(handle('How green is your plate?')).toHaveAttribute('data-primary-focus')
  },
}

/**
 * With the mouse: Move down on the first quiz puts it second; both rows changed place, so both are
 * marked, and the order has unsaved changes. Save order sends the whole order as `[{id, index}]`,
 * 0..4, once; the toast says so, the marks go and the list, loaded again, keeps the new order.
 */
export const MoveByButtons: Story = {
  args: fakeQuizApi(),
  play: async ({ args, step }) => {
    await waitFor(() => expect(order()).toEqual(quizTitles))

    await step('Move down on the first quiz', async () => {
      await userEvent.click(
        within(rowTitled('How green is your plate?')).getByRole('button', { name: 'Move down' }),
      )
      await waitFor(() => expect(order()).toEqual(firstMovedDown))
      await expect(places()).toEqual(['1', '2', '3', '4', '5'])
      await expect(within(rowTitled('How green is your plate?')).getByText('2')).toBeVisible()
      await expect(moved()).toEqual(['Travel smart', 'How green is your plate?'])
      await expect(page().getByText(UNSAVED)).toBeVisible()
      await expect(moveStatus()).toContain('How green is your plate?: place 2 of 5.')
      // Focus stays on the button that moved it, on the moved row.
      await waitFor(() =>
        expect(
          within(rowTitled('How green is your plate?')).getByRole('button', { name: 'Move down' }),
        ).toHaveFocus(),
      )
      await expect(button('Undo changes')).toBeEnabled()
      await expect(button('Save order')).toBeEnabled()
    })

    await step('Save order', async () => {
      await userEvent.click(button('Save order'))
      await waitFor(() =>
        expect(args.order).toHaveBeenCalledWith([
          { id: quizIds[1], index: 0 },
          { id: quizIds[0], index: 1 },
          { id: quizIds[2], index: 2 },
          { id: quizIds[3], index: 3 },
          { id: quizIds[4], index: 4 },
        ]),
      )
      await expect(await within(toasts()).findByText('Saved the order of the quiz of the day')).toBeVisible()
      await waitFor(() => expect(moved()).toEqual([]))
      await expect(page().queryByText(UNSAVED)).toBeNull()
      await expect(button('Save order')).toBeDisabled()
      await expect(button('Undo changes')).toBeDisabled()
      // The stories' lists were loaded again after the save; the order stays.
      await waitFor(() => expect(args.list).toHaveBeenCalledTimes(2))
      await expect(order()).toEqual(firstMovedDown)
      await expect(args.order).toHaveBeenCalledTimes(1)
    })
  },
}

/**
 * With the keyboard (dnd-kit's keyboard sensor): on the first quiz's handle Space picks it up,
 * ArrowDown twice moves it over the third place, Space drops it there; the screen reader hears each
 * place. Alt+ArrowUp moves it back one place at once. Escape cancels a drag. Reset restores the
 * stored order, and nothing was saved.
 */
export const KeyboardDrag: Story = {
  args: fakeQuizApi(),
  play: async ({ args, step }) => {
    await waitFor(() => expect(order()).toEqual(quizTitles))

    await step('Space, ArrowDown twice, Space', async () => {
      handle('How green is your plate?').focus()
      await userEvent.keyboard(' ')
      await waitFor(() => expect(heard()).toBe('Picked up How green is your plate?.'))
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(heard()).toBe('How green is your plate?: place 2 of 5.'))
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(heard()).toBe('How green is your plate?: place 3 of 5.'))
      // Nothing moves before the drop.
      await expect(order()).toEqual(quizTitles)
      await userEvent.keyboard(' ')
      await waitFor(() =>
        expect(order()).toEqual([
          'Travel smart',
          'Quiz: which bin?',
          'How green is your plate?',
          ...quizTitles.slice(3),
        ]),
      )
      await expect(heard()).toBe('Moved. How green is your plate?: place 3 of 5.')
      await expect(within(rowTitled('How green is your plate?')).getByText('3')).toBeVisible()
      await expect(moved()).toEqual(['Travel smart', 'Quiz: which bin?', 'How green is your plate?'])
      await expect(page().getByText(UNSAVED)).toBeVisible()
      // Focus stays on the moved quiz's handle, ready for the next move.
      await waitFor(() => expect(handle('How green is your plate?')).toHaveFocus())
    })

    await step('Alt+ArrowUp: one place up at once', async () => {
      await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
      await waitFor(() =>
        expect(order()).toEqual(['Travel smart', ...quizTitles.slice(0, 1), ...quizTitles.slice(2)]),
      )
      await expect(moveStatus()).toContain('How green is your plate?: place 2 of 5.')
      await waitFor(() => expect(handle('How green is your plate?')).toHaveFocus())
      await expect(moved()).toEqual(['Travel smart', 'How green is your plate?'])
    })

    await step('Escape cancels a drag', async () => {
      handle('Flying less').focus()
      await userEvent.keyboard(' ')
      await waitFor(() => expect(heard()).toBe('Picked up Flying less.'))
      await userEvent.keyboard('{ArrowUp}')
      await waitFor(() => expect(heard()).toBe('Flying less: place 4 of 5.'))
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(heard()).toBe('Moving Flying less was cancelled. It is back in its place.'))
      await expect(order()).toEqual(firstMovedDown)
    })

    await step('Reset', async () => {
      await userEvent.click(button('Undo changes'))
      await waitFor(() => expect(order()).toEqual(quizTitles))
      await expect(moved()).toEqual([])
      await expect(page().queryByText(UNSAVED)).toBeNull()
      await expect(button('Save order')).toBeDisabled()
      await expect(args.order).not.toHaveBeenCalled()
    })
  },
}

/**
 * With the mouse (dnd-kit's pointer sensor, which starts after 4 px): the last quiz's handle
 * pressed, moved over the second row and released: the last quiz is second now, marked.
 */
export const MouseDrag: Story = {
  args: fakeQuizApi(),
  play: async ({ args }) => {
    await waitFor(() => expect(order()).toEqual(quizTitles))
    const from = handle('Flying less').getBoundingClientRect()
    const to = rowTitled('Travel smart').getBoundingClientRect()
    const start = { clientX: from.left + from.width / 2, clientY: from.top + from.height / 2 }
    const over = { clientX: to.left + to.width / 2, clientY: to.top + to.height / 2 }
    // One pointer across the calls (each bare `userEvent` call starts with no button pressed).
    const mouse = userEvent.setup()
    await mouse.pointer([
      { keys: '[MouseLeft>]', target: handle('Flying less'), coords: start },
      // Past the 4 px that start a drag, then on over Travel smart.
      { coords: { clientX: start.clientX, clientY: start.clientY - 8 } },
      { coords: { clientX: over.clientX, clientY: (start.clientY + over.clientY) / 2 } },
      { coords: over },
    ])
    await waitFor(() => expect(heard()).toBe('Flying less: place 2 of 5.'))
    // Nothing moves before the drop.
    await expect(order()).toEqual(quizTitles)
    await mouse.pointer({ keys: '[/MouseLeft]', coords: over })
    await waitFor(() => expect(order()).toEqual([quizTitles[0], 'Flying less', ...quizTitles.slice(1, 4)]))
    await expect(heard()).toBe('Moved. Flying less: place 2 of 5.')
    await expect(within(rowTitled('Flying less')).getByText('2')).toBeVisible()
    await expect(moved()).toEqual(['Flying less', ...quizTitles.slice(1, 4)])
    await expect(page().getByText(UNSAVED)).toBeVisible()
    await expect(args.order).not.toHaveBeenCalled()
  },
}

/**
 * The server refuses the save (a quiz was deleted meanwhile): the error toast says so with the
 * server's message, and the moves stay, marked, for another try.
 */
export const SaveFails: Story = {
  args: fakeQuizApi(quizRows(), { refuse: storyNotFound }),
  play: async ({ args }) => {
    await waitFor(() => expect(order()).toEqual(quizTitles))
    const up = within(rowTitled('Flying less')).getByRole('button', { name: 'Move up' })
    await userEvent.click(up)
    const changed = [...quizTitles.slice(0, 3), 'Flying less', quizTitles[3]]
    await waitFor(() => expect(order()).toEqual(changed))
    await userEvent.click(button('Save order'))
    const failed = await within(toasts()).findByRole('alert')
    await expect(failed).toHaveTextContent('Failed to save the order of the quiz of the day')
    await expect(failed).toHaveTextContent('Story not found.')
    await expect(args.order).toHaveBeenCalledTimes(1)
    await expect(args.order).toHaveBeenCalledWith(
      [quizIds[0], quizIds[1], quizIds[2], quizIds[4], quizIds[3]].map((id, index) => ({ id, index })),
    )
    // The moves are kept, marked, and can be saved again.
    await expect(order()).toEqual(changed)
    await expect(moved()).toEqual(['Flying less', quizTitles[3]])
    await expect(page().getByText(UNSAVED)).toBeVisible()
    await waitFor(() => expect(button('Save order')).toBeEnabled())
    await expect(button('Undo changes')).toBeEnabled()
  },
}

/** No published quiz (stories, and a quiz not published yet): nothing to order, nothing to save. */
export const Empty: Story = {
  args: fakeQuizApi(
    storyRows()
      .filter((row) => row.type !== 'quiz' || row.id === 5)
      .map((row) => (row.type === 'quiz' ? { ...row, published: false } : row)),
  ),
  play: async ({ args }) => {
    await expect(
      await page().findByText(
        'No published quizzes yet. Publish a quiz in its story editor to order it here.',
      ),
    ).toBeVisible()
    await expect(args.list).toHaveBeenCalledWith(QUERY, 'en')
    await expect(page().queryByRole('list')).toBeNull()
    await expect(page().getByText(WARNING)).toBeVisible()
    await expect(button('Save order')).toBeDisabled()
    await expect(button('Undo changes')).toBeDisabled()
  },
}

/**
 * In Dutch: the heading and the warning in Dutch, the titles in Dutch; "Quiz: which bin?" has no
 * Dutch title, so its English shows in an element of its language, tagged EN ("Engels"). A move
 * by Omlaag says its place in Dutch.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeQuizApi(quizRows('nl')),
  play: async ({ args }) => {
    await expect(page().getByRole('heading', { level: 1, name: 'Dagquiz' })).toBeVisible()
    await expect(
      page().getByText(
        'De volgorde veranderen kan vreemde resultaten geven: gebruikers die halverwege de quizzen zijn, krijgen er misschien een opnieuw of missen er een.',
      ),
    ).toBeVisible()
    await waitFor(() =>
      expect(order('Dagquiz')).toEqual([
        'Hoe groen is je bord?',
        'Slim reizen',
        'Quiz: which bin?',
        'Energie thuis',
        'Minder vliegen',
      ]),
    )
    await expect(args.list).toHaveBeenCalledWith(QUERY, 'nl')
    await expect(button('Volgorde opslaan')).toBeDisabled()
    await expect(button('Wijzigingen ongedaan maken')).toBeDisabled()

    const english = rowTitled('Quiz: which bin?', 'Dagquiz')
    await expect(within(english).getByText('Quiz: which bin?')).toHaveAttribute('lang', 'en')
    await expect(within(english).getAllByRole('img', { name: 'Engels' })[0]).toHaveTextContent('EN')
    await expect(within(english).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    // Its category has no Dutch title either.
    await expect(within(english).getByText('Food waste')).toHaveAttribute('lang', 'en')

    await userEvent.click(
      within(rowTitled('Hoe groen is je bord?', 'Dagquiz')).getByRole('button', { name: 'Omlaag' }),
    )
    await waitFor(() =>
      expect(order('Dagquiz').slice(0, 2)).toEqual(['Slim reizen', 'Hoe groen is je bord?']),
    )
    await expect(moveStatus()).toContain('Hoe groen is je bord?: plaats 2 van 5.')
    await expect(page().getByText('De volgorde heeft niet-opgeslagen wijzigingen.')).toBeVisible()
    await expect(button('Volgorde opslaan')).toBeEnabled()
  },
}
