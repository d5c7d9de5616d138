import { Box } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import {
  type GridMove,
  type SavedGrid,
  type SaveGridInput,
  storyGridMachine,
} from '../../../machines/storyGrid/storyGrid.machine.ts'
import {
  type GridState,
  useGridAnnouncement,
} from '../../../src/console/areas/stories/editor/gridAnnouncement.ts'
import { StoryGrid } from '../../../src/console/areas/stories/editor/StoryGrid.tsx'
import { usePageTitles } from '../../../src/console/areas/stories/editor/usePageTitles.ts'
import type { StoryItemDto } from '../../../src/domain/contracts/story-items.ts'
import '../../../src/console/areas/stories/editor/storyEditor.css'
import { eatVegetarian, manyPages, shows, storyPage, thermostat, typicalPages } from './pageFixtures.ts'

type Args = {
  pages: StoryItemDto[]
  /** The grid's save (`PUT /api/story/{id}/structure` in the editor): answers the next version. */
  save: (input: SaveGridInput) => Promise<SavedGrid>
  onOpen: (id: number) => void
  onDelete: (id: number, button: HTMLElement) => void
}

/**
 * The story editor's grid on its own: machines/storyGrid with the save actor given here (the
 * editor's useStoryGrid gives it the API's), loaded with `pages` at version 1, and what it
 * announces said by the editor's sentences (usePageTitles). The pointer's drag is covered by the
 * browser tests (tests/e2e/stories.test.ts); these go by keyboard.
 */
function StoryGridStory({ pages, save, onOpen, onDelete }: Args) {
  const byId = useMemo(() => new Map(pages.map((each) => [each.id, each])), [pages])
  const sentences = usePageTitles(byId)
  const moved = useRef<GridMove | null>(null)
  const latest = useRef(save)
  latest.current = save
  const machine = useMemo(
    () =>
      storyGridMachine.provide({
        actors: { save: fromPromise<SavedGrid, SaveGridInput>(({ input }) => latest.current(input)) },
        actions: {
          notifyMoved: (_, move) => {
            moved.current = move
          },
        },
      }),
    [],
  )
  const actor = useActorRef(machine)
  useEffect(() => {
    actor.send({
      type: 'grid.loaded',
      version: 1,
      items: pages.map(({ id, column, row }) => ({ id, column, row })),
    })
  }, [actor, pages])
  const state = useSelector(
    actor,
    (snapshot): GridState =>
      snapshot.matches('saving') ? 'saving' : snapshot.matches('dragging') ? 'dragging' : 'idle',
  )
  const context = useSelector(actor, (snapshot) => snapshot.context)
  const announcement = useGridAnnouncement(state, context, moved, sentences)
  return (
    <Box p="5">
      <StoryGrid
        actor={actor}
        state={state}
        context={context}
        pages={byId}
        announcement={announcement}
        onOpen={onOpen}
        onDelete={onDelete}
      />
    </Box>
  )
}

const meta = {
  title: 'Stories/Editor/StoryGrid',
  component: StoryGridStory,
  args: {
    pages: typicalPages,
    save: fn(async (input: SaveGridInput): Promise<SavedGrid> => ({ version: input.version + 1 })).mockName(
      'save',
    ),
    onOpen: fn().mockName('onOpen'),
    onDelete: fn().mockName('onDelete'),
  },
  argTypes: { save: { control: false }, onOpen: { control: false }, onDelete: { control: false } },
} satisfies Meta<typeof StoryGridStory>

export default meta
type Story = StoryObj<typeof meta>

/** The columns as lists of their cards' names ("Hero: …, column 1, row 1"). */
const columns = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('list', { name: /^(Column|Kolom) \d+$/ })
    .map((column) =>
      within(column)
        .queryAllByRole('group')
        .map((card) => card.getAttribute('aria-label')),
    )
const card = (canvasElement: HTMLElement, name: string | RegExp) =>
  within(canvasElement).getByRole('group', { name })
/** What the grid's live region says now (not dnd-kit's own, which the grid keeps quiet). */
const said = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('status')
    .filter((region) => !region.id.startsWith('DndLiveRegion'))
    .map((region) => region.textContent)
    .join(' ')

const HERO = 'Hero: Fatima, allotment gardener'
const ACTIONS = 'Actions: Cycle to work'

/**
 * A typical story: three columns, a hero (with its picture) above an info page, an actions page,
 * then a quiz question, an infographic and an initiatives page. Each card says its kind, title,
 * column and row, and its translation state; only the first card is a Tab stop (the roving focus).
 */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(columns(canvasElement)).toEqual([
        [`${HERO}, column 1, row 1`, 'Info page: Why what you eat matters, column 1, row 2'],
        [`${ACTIONS} and 2 more, column 2, row 1`],
        [
          'Quiz question: How far can you cycle in an hour?, column 3, row 1',
          'Infographic: Heat pump or gas boiler?, column 3, row 2',
          'Initiatives: Repair Café Utrecht, column 3, row 3',
        ],
      ]),
    )
    const hero = card(canvasElement, `${HERO}, column 1, row 1`)
    await expect(hero).toHaveAttribute('aria-roledescription', 'page')
    await expect(hero).toHaveAttribute('tabindex', '0')
    await expect(hero.querySelector('img')).not.toBeNull()
    await expect(within(hero).getByRole('img', { name: 'Translated' })).toBeVisible()
    await expect(card(canvasElement, /^Info page/)).toHaveAttribute('tabindex', '-1')
    await expect(card(canvasElement, /^Info page/)).toHaveAccessibleDescription(
      /^Enter edits the page\. Arrow keys move between pages\./,
    )
    await expect(within(hero).getByRole('button', { name: `Delete page ${HERO}` })).toBeVisible()
    await expect(said(canvasElement)).toBe('')
  },
}

/**
 * By keyboard: Tab reaches the first card; ArrowRight moves the focus to the next column's card,
 * ArrowDown and ArrowLeft on from there. Space picks the actions page up and says how to move it;
 * ArrowRight aims it at the next place and says where it would land; Escape puts it back, says
 * so, and nothing was saved: the grid is as it was, the focus still on the card.
 */
export const KeyboardPickUpAndCancel: Story = {
  play: async ({ args, canvasElement, step }) => {
    await waitFor(() => expect(columns(canvasElement)).toHaveLength(3))
    const actions = card(canvasElement, `${ACTIONS} and 2 more, column 2, row 1`)
    const before = columns(canvasElement)

    await step('the arrows move the focus', async () => {
      await userEvent.tab()
      await expect(card(canvasElement, `${HERO}, column 1, row 1`)).toHaveFocus()
      await userEvent.keyboard('{ArrowRight}')
      await waitFor(() => expect(actions).toHaveFocus())
      await expect(actions).toHaveAttribute('tabindex', '0')
      await expect(card(canvasElement, `${HERO}, column 1, row 1`)).toHaveAttribute('tabindex', '-1')
      // Column 2 has one row: the next column's card on the same row, then back.
      await userEvent.keyboard('{ArrowRight}')
      await waitFor(() => expect(card(canvasElement, /^Quiz question/)).toHaveFocus())
      await userEvent.keyboard('{ArrowDown}')
      await waitFor(() => expect(card(canvasElement, /^Infographic/)).toHaveFocus())
      await userEvent.keyboard('{ArrowLeft}')
      await waitFor(() => expect(actions).toHaveFocus())
    })

    await step('Space picks it up', async () => {
      await userEvent.keyboard(' ')
      await waitFor(() =>
        expect(said(canvasElement)).toBe(
          `Picked up ${ACTIONS}. The arrow keys choose where it goes, Space drops it, Escape cancels.`,
        ),
      )
      await expect(actions).toHaveAttribute('data-held')
    })

    await step('ArrowRight aims it and says where it would land', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await waitFor(() =>
        expect(said(canvasElement)).toBe(`${ACTIONS} goes in the column after ${HERO}: column 2, row 1.`),
      )
      await expect(card(canvasElement, /^Hero/)).toHaveAttribute('data-drop', 'after')
    })

    await step('Escape puts it back: nothing saved', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(said(canvasElement)).toBe(`${ACTIONS} stays where it was.`))
      await expect(actions).not.toHaveAttribute('data-held')
      await expect(card(canvasElement, /^Hero/)).not.toHaveAttribute('data-drop')
      await expect(columns(canvasElement)).toEqual(before)
      await expect(actions).toHaveFocus()
      await expect(args.save).not.toHaveBeenCalled()
    })
  },
}

/**
 * By keyboard to the end: Space, ArrowRight, Space drops the actions page on top of the third
 * column; the whole grid is saved once with the version it was loaded with, the grid shows the
 * outcome, the focus stays on the card and the move is said.
 */
export const KeyboardMove: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(columns(canvasElement)).toHaveLength(3))
    card(canvasElement, `${ACTIONS} and 2 more, column 2, row 1`).focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(said(canvasElement)).toMatch(/^Picked up /))
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(said(canvasElement)).toMatch(/ goes in the column after /))
    await userEvent.keyboard(' ')
    await waitFor(() => expect(said(canvasElement)).toBe(`Moved ${ACTIONS} to column 2, row 1.`))
    await expect(args.save).toHaveBeenCalledTimes(1)
    await expect(args.save).toHaveBeenCalledWith({
      version: 1,
      items: [
        { id: 11, column: 0, row: 0 },
        { id: 12, column: 0, row: 1 },
        { id: 13, column: 1, row: 0 },
        { id: 14, column: 1, row: 1 },
        { id: 15, column: 1, row: 2 },
        { id: 16, column: 1, row: 3 },
      ],
    })
    await expect(columns(canvasElement)).toHaveLength(2)
    await waitFor(() => expect(card(canvasElement, `${ACTIONS} and 2 more, column 2, row 1`)).toHaveFocus())
    await expect(card(canvasElement, /^Quiz question/)).toHaveAccessibleName(
      'Quiz question: How far can you cycle in an hour?, column 2, row 2',
    )
  },
}

/** Enter on a card opens it, Delete asks to delete it; a click opens it, its icon deletes it. */
export const OpenAndDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(columns(canvasElement)).toHaveLength(3))
    const info = card(canvasElement, /^Info page/)
    info.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onOpen).toHaveBeenLastCalledWith(12)
    await userEvent.keyboard('{Delete}')
    await expect(args.onDelete).toHaveBeenLastCalledWith(12, info)
    await userEvent.click(within(card(canvasElement, /^Infographic/)).getByText('Heat pump or gas boiler?'))
    await expect(args.onOpen).toHaveBeenLastCalledWith(15)
    const icon = within(card(canvasElement, /^Initiatives/)).getByRole('button', {
      name: 'Delete page Initiatives: Repair Café Utrecht',
    })
    await userEvent.click(icon)
    await expect(args.onDelete).toHaveBeenLastCalledWith(16, icon)
    // The icon's click opens nothing.
    await expect(args.onOpen).toHaveBeenCalledTimes(2)
  },
}

/**
 * One page only: picked up, it says there is nowhere to move it; the arrows aim it nowhere and
 * Escape puts it back. Nothing is saved.
 */
export const OnePage: Story = {
  args: { pages: [storyPage(21, 'info', [0, 0], [shows(1, 'Why what you eat matters')])] },
  play: async ({ args, canvasElement }) => {
    const only = 'Info page: Why what you eat matters'
    await waitFor(() => expect(columns(canvasElement)).toEqual([[`${only}, column 1, row 1`]]))
    await userEvent.tab()
    await expect(card(canvasElement, /^Info page/)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowDown}')
    await expect(card(canvasElement, /^Info page/)).toHaveFocus()
    await userEvent.keyboard(' ')
    await waitFor(() =>
      expect(said(canvasElement)).toBe(
        `Picked up ${only}. It is the only page: there is nowhere to move it. Escape puts it back.`,
      ),
    )
    await userEvent.keyboard('{ArrowRight}')
    await expect(said(canvasElement)).toMatch(/^Picked up /)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(said(canvasElement)).toBe(`${only} stays where it was.`))
    await expect(args.save).not.toHaveBeenCalled()
  },
}

/**
 * 60 pages in 12 columns of 5: the columns scroll sideways; the arrows walk to the last column,
 * which scrolls into view.
 */
export const SixtyPages: Story = {
  args: { pages: manyPages(12, 5) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(columns(canvasElement)).toHaveLength(12))
    await expect(columns(canvasElement).flat()).toHaveLength(60)
    await expect(columns(canvasElement)[11]).toEqual(
      Array.from({ length: 5 }, (_, row) =>
        expect.stringMatching(new RegExp(`^.*: Page ${56 + row}, column 12, row ${row + 1}$`)),
      ),
    )
    const grid = canvasElement.querySelector<HTMLElement>('.story-grid')!
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await waitFor(() => expect(card(canvasElement, /: Page 3, column 1, row 3$/)).toHaveFocus())
    await userEvent.keyboard('{ArrowRight}'.repeat(11))
    await waitFor(() => expect(card(canvasElement, /: Page 58, column 12, row 3$/)).toHaveFocus())
    await expect(grid.scrollLeft).toBeGreaterThan(0)
    // At the edge the focus stays.
    await userEvent.keyboard('{ArrowRight}')
    await expect(card(canvasElement, /: Page 58, column 12, row 3$/)).toHaveFocus()
  },
}

/**
 * An actions page listing three actions: its card shows the first, "and 2 more", and its name
 * says so too; the announcements name the first one.
 */
export const ListingThreeActions: Story = {
  args: {
    pages: [{ ...typicalPages[2]!, column: 0 }, storyPage(22, 'action', [1, 0], [eatVegetarian, thermostat])],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(columns(canvasElement)).toHaveLength(2))
    const three = card(canvasElement, `${ACTIONS} and 2 more, column 1, row 1`)
    await expect(three.querySelector('.story-card-title')).toHaveTextContent('Cycle to work and 2 more')
    const two = card(canvasElement, 'Actions: Eat vegetarian three days a week and 1 more, column 2, row 1')
    await expect(two.querySelector('.story-card-title')).toHaveTextContent(
      'Eat vegetarian three days a week and 1 more',
    )
    three.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(said(canvasElement)).toMatch(new RegExp(`^Picked up ${ACTIONS}\\.`)))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(said(canvasElement)).toBe(`${ACTIONS} stays where it was.`))
  },
}

/**
 * In Dutch, a page whose info page has no Dutch title yet: the card shows the English title,
 * tagged EN in an element of its language, and the amber "Vertalingen ontbreken"; the translated
 * page beside it shows its Dutch title and "Vertaald".
 */
export const MissingTranslation: Story = {
  globals: { locale: 'nl' },
  args: {
    pages: [
      storyPage(
        31,
        'info',
        [0, 0],
        [
          shows(2, '', {
            translated: false,
            reference: { lang: 'en', values: { title: 'How a heat pump works' } },
          }),
        ],
      ),
      storyPage(32, 'action', [1, 0], [shows(1, 'Fiets naar je werk')]),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(columns(canvasElement)).toEqual([
        ['Infopagina: How a heat pump works, kolom 1, rij 1'],
        ['Acties: Fiets naar je werk, kolom 2, rij 1'],
      ]),
    )
    const missing = card(canvasElement, /^Infopagina/)
    await expect(within(missing).getByText('How a heat pump works')).toHaveAttribute('lang', 'en')
    await expect(within(missing).getByRole('img', { name: 'Engels' })).toHaveTextContent('EN')
    await expect(within(missing).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    const translated = card(canvasElement, /^Acties/)
    await expect(within(translated).getByRole('img', { name: 'Vertaald' })).toBeVisible()
    await expect(within(translated).getByText('Fiets naar je werk')).not.toHaveAttribute('lang')
    missing.focus()
    await userEvent.keyboard(' ')
    await waitFor(() => expect(said(canvasElement)).toMatch(/^Infopagina: How a heat pump works opgepakt\./))
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(said(canvasElement)).toBe('Infopagina: How a heat pump works blijft waar het was.'),
    )
  },
}
