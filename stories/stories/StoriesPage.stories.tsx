import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import StoriesPage from '../../src/console/areas/stories/StoriesPage.tsx'
import { PAGE_SIZE } from '../../src/domain/constants.ts'
import { bodyRows, columnHeaders, page } from '../support/screen.ts'
import { fakeStoriesApi, type StoriesFake, storyRows } from './fixtures.ts'
import { Address, StoryApis } from './StoryApis.tsx'

/**
 * The Stories page as the router shows it (in `<main>`, as the shell renders pages), with the
 * stories, categories, labels and media clients faked, the app's toasts, and where the router is.
 */
function StoriesPageStory(api: StoriesFake) {
  return (
    <StoryApis stories={api}>
      <main>
        <StoriesPage />
      </main>
      <Address />
    </StoryApis>
  )
}

const meta = {
  title: 'Stories/StoriesPage',
  component: StoriesPageStory,
  args: fakeStoriesApi(),
  parameters: { route: '/stories' } satisfies CanopyParameters,
} satisfies Meta<typeof StoriesPageStory>

export default meta
type Story = StoryObj<typeof meta>

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: /^(Stories|Verhalen)$/ })
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)
/** The first row whose title starts with `title` (a title shown from another language is tagged: "…EN"). */
const rowTitled = (canvasElement: HTMLElement, title: string) =>
  bodyRows(grid(canvasElement)).find((row) => cells(row)[1]?.startsWith(title))!
const address = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('address')

/**
 * Five stories and quizzes, one page from the server: ID, Title, Type, Category, Pages and State,
 * whose two icons say translated or not, and published or not.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible()
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(5))
    await expect(args.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
    await expect(columnHeaders(grid(canvasElement))).toEqual([
      'ID',
      'Title',
      'Type',
      'Category',
      'Pages',
      'State',
    ])
    const [cycling, plate, waste, home, flying] = bodyRows(grid(canvasElement))
    await expect(cells(cycling!).slice(0, 5)).toEqual(['1', 'Cycling to work', 'Story', '🚲 Mobility', '4'])
    await expect(cells(plate!).slice(0, 5)).toEqual(['2', 'How green is your plate?', 'Quiz', '🥦 Food', '6'])
    await expect(cells(waste!).slice(0, 5)).toEqual(['3', 'Waste less food', 'Story', '🍽️ Food waste', '3'])
    // No pages yet counts 0; a quiz whose category was deleted shows none.
    await expect(cells(home!)[4]).toBe('0')
    await expect(cells(flying!).slice(0, 5)).toEqual(['5', 'Flying less', 'Quiz', '', '5'])

    // The State column: translated and published, or neither.
    await expect(within(cycling!).getByRole('img', { name: 'Translated' })).toBeVisible()
    await expect(within(cycling!).getByRole('img', { name: 'Published' })).toBeVisible()
    await expect(within(waste!).getByRole('img', { name: 'Translated' })).toBeVisible()
    await expect(within(waste!).getByRole('img', { name: 'Unpublished' })).toBeVisible()
    await expect(within(waste!).queryByRole('img', { name: 'Published' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Add Story' })).toBeEnabled()
  },
}

/**
 * In Dutch: "Waste less food" has no Dutch title, so its English is shown in an element of its
 * language, tagged EN, with "Vertalingen ontbreken"; its category has only an English title too.
 * "Een warm huis" has a Dutch title but not a Dutch notification message: missing translations.
 */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeStoriesApi(storyRows('nl')),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verhalen' })).toBeVisible()
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(5))
    await expect(args.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'nl')
    const headers = columnHeaders(grid(canvasElement))
    // "Pagina's", the count of pages (its own message, not the pager's "Paginering").
    await expect(headers).toEqual(['ID', 'Titel', 'Type', 'Categorie', "Pagina's", 'Status'])

    const translated = rowTitled(canvasElement, 'Fietsen naar je werk')
    await expect(translated).toHaveTextContent('Verhaal')
    await expect(translated).toHaveTextContent('Mobiliteit')
    await expect(within(translated).getByRole('img', { name: 'Vertaald' })).toBeVisible()
    await expect(within(translated).getByRole('img', { name: 'Gepubliceerd' })).toBeVisible()

    const english = rowTitled(canvasElement, 'Waste less food')
    await expect(within(english).getByText('Waste less food')).toHaveAttribute('lang', 'en')
    await expect(within(english).getAllByRole('img', { name: 'Engels' })[0]).toHaveTextContent('EN')
    await expect(within(english).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    await expect(within(english).getByRole('img', { name: 'Niet gepubliceerd' })).toBeVisible()
    await expect(within(english).getByText('Food waste')).toHaveAttribute('lang', 'en')

    const home = rowTitled(canvasElement, 'Een warm huis, een lagere rekening')
    await expect(within(home).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    await expect(within(home).queryByRole('img', { name: 'Engels' })).toBeNull()
  },
}

/**
 * The Type filter by mouse: it offers both kinds; Quiz asks the server for `?type=quiz` and shows
 * the two quizzes. Then a title typed narrows it to one.
 */
export const FilteredByType: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(5))
    const type = canvas.getByRole('combobox', { name: 'Type' })
    await expect(type).toHaveTextContent('Quizzes and stories')

    await step('Quiz by mouse', async () => {
      await userEvent.click(type)
      const options = await page().findByRole('listbox')
      await expect(
        within(options)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Quizzes and stories', 'Quiz', 'Story'])
      await userEvent.click(within(options).getByRole('option', { name: 'Quiz' }))
      await waitFor(() => expect(page().queryByRole('listbox')).toBeNull())
      await expect(type).toHaveTextContent('Quiz')
      await waitFor(() =>
        expect(args.page).toHaveBeenLastCalledWith({ type: 'quiz', page: 1, pageSize: PAGE_SIZE }, 'en'),
      )
      await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(2))
      await expect(bodyRows(grid(canvasElement)).map((row) => cells(row)[2])).toEqual(['Quiz', 'Quiz'])
    })

    await step('and a title', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Title' }), 'plate')
      await waitFor(() =>
        expect(args.page).toHaveBeenLastCalledWith(
          { type: 'quiz', q: 'plate', page: 1, pageSize: PAGE_SIZE },
          'en',
        ),
      )
      await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(1))
      await expect(bodyRows(grid(canvasElement))[0]).toHaveTextContent('How green is your plate?')
    })
  },
}

/** No stories at all. */
export const Empty: Story = {
  args: fakeStoriesApi([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No stories match.')).toBeVisible()
    await expect(bodyRows(grid(canvasElement))).toHaveLength(0)
    await expect(canvas.getByRole('button', { name: 'Add Story' })).toBeEnabled()
  },
}

/** Add Story by mouse opens an empty story drawer at `?new`, its Title focused. */
export const AddStory: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(5))
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Story' }))
    const drawer = within(await page().findByRole('dialog', { name: 'Add Story' }))
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveFocus())
    await expect(drawer.getByLabelText('Title')).toHaveValue('')
    await expect(drawer.getByRole('button', { name: 'Add' })).toBeDisabled()
    await expect(address(canvasElement)).toHaveTextContent(/^\/stories\?new=?$/)
  },
}

/**
 * A row opens the story's editor, not a drawer: Enter on the third row (the arrows from the list,
 * by keyboard) goes to `/stories/3`; a click on another row to `/stories/2`.
 */
export const OpenRow: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(5))
    await expect(address(canvasElement)).toHaveTextContent(/^\/stories$/)
    grid(canvasElement).focus()
    // Focus on the list makes its first row the active one; two rows down is the third.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/stories\/3$/))
    await userEvent.click(within(rowTitled(canvasElement, 'How green is your plate?')).getByText('Quiz'))
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/stories\/2$/))
    await expect(page().queryByRole('dialog')).toBeNull()
  },
}
