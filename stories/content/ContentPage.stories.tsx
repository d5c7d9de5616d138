import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import ContentPage from '../../src/console/areas/content/ContentPage.tsx'
import { PAGE_SIZE } from '../../src/domain/constants.ts'
import { bodyRows, columnHeaders, page, toasts } from '../support/screen.ts'
import { ContentApis, type ContentFakes, contentFakes } from './ContentApis.tsx'
import { contentRows, fakeContentApi } from './contentRowFixtures.ts'

/**
 * The Content page as the router shows it (in `<main>`, as the shell renders pages: its list takes
 * focus back when a drawer closes), with every content client faked and the app's toasts.
 */
function ContentPageStory(fakes: ContentFakes) {
  return (
    <ContentApis fakes={fakes}>
      <main>
        <ContentPage />
      </main>
    </ContentApis>
  )
}

const meta = {
  title: 'Content/ContentPage',
  component: ContentPageStory,
  args: contentFakes(),
  argTypes: {
    content: { control: false },
    actions: { control: false },
    initiatives: { control: false },
    quizQuestions: { control: false },
    infographics: { control: false },
    infoItems: { control: false },
    heroes: { control: false },
  },
  parameters: { route: '/content' } satisfies CanopyParameters,
} satisfies Meta<typeof ContentPageStory>

export default meta
type Story = StoryObj<typeof meta>

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid', { name: 'Content' })
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)
/** The Type column of every row shown. */
const types = (canvasElement: HTMLElement) => bodyRows(grid(canvasElement)).map((row) => cells(row)[1])
/** The first row whose title is `title` (a title shown from another language is tagged: "…EN"). */
const rowTitled = (canvasElement: HTMLElement, title: string) =>
  bodyRows(grid(canvasElement)).find((row) => cells(row)[2]?.startsWith(title))!

/**
 * Every kind in one list, paged on the server: 63 rows in pages of 25, by id and then by kind; ID,
 * Type, Title, Category, State, Story; the Story button names the story a row is a page of.
 */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    await expect(args.content.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'en')
    await expect(columnHeaders(grid(canvasElement))).toEqual([
      'ID',
      'Type',
      'Title',
      'Category',
      'State',
      'Story',
    ])
    await expect(canvas.getByText('1–25 of 63')).toBeVisible()

    await step('each kind with its badge, category and story', async () => {
      const [first, second, third, fourth] = bodyRows(grid(canvasElement)).map(cells)
      await expect(first!.slice(0, 4)).toEqual(['1', 'Action', 'Cycle to work', '🚲 Mobility'])
      await expect(first![5]).toBe('Cycling to work')
      await expect(second!.slice(0, 4)).toEqual(['1', 'Infographic', 'CO2 per kilo of food', '🥦 Food'])
      await expect(third!.slice(0, 4)).toEqual(['1', 'Initiative', 'Repair Café Utrecht', '🍽️ Food waste'])
      // A quiz question shows its story's category.
      await expect(fourth!.slice(0, 4)).toEqual([
        '1',
        'Quiz question',
        'Which trip emits the least CO2 per kilometre?',
        '🚲 Mobility',
      ])
      await expect(new Set(types(canvasElement))).toEqual(
        new Set(['Action', 'Infographic', 'Initiative', 'Quiz question']),
      )
      const linked = rowTitled(canvasElement, 'Cycle to work')
      await expect(within(linked).getByRole('button', { name: 'Open story Cycling to work' })).toBeVisible()
      const unlinked = rowTitled(canvasElement, 'Switch to a green energy supplier')
      await expect(within(unlinked).getByRole('button', { name: 'Story' })).toBeVisible()
    })

    await step('the next pages come from the server', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
      await waitFor(() =>
        expect(args.content.page).toHaveBeenLastCalledWith({ page: 2, pageSize: PAGE_SIZE }, 'en'),
      )
      await expect(await canvas.findByText('26–50 of 63')).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: 'Last page' }))
      await expect(await canvas.findByText('51–63 of 63')).toBeVisible()
      await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(13))
      await expect(args.content.page).toHaveBeenLastCalledWith({ page: 3, pageSize: PAGE_SIZE }, 'en')
    })
  },
}

/**
 * In Dutch: titles not yet written in Dutch show their English, tagged EN, with "Vertalingen
 * ontbreken"; a record whose title is Dutch but a step or an answer is not is missing translations
 * too; the story of the food waste question has only an English title.
 */
export const DutchWithMissingTranslations: Story = {
  globals: { locale: 'nl' },
  args: contentFakes('nl'),
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    await expect(args.content.page).toHaveBeenCalledWith({ page: 1, pageSize: PAGE_SIZE }, 'nl')
    await expect(columnHeaders(grid(canvasElement))).toEqual([
      'ID',
      'Type',
      'Titel',
      'Categorie',
      'Status',
      'Verhaal',
    ])

    const translated = rowTitled(canvasElement, 'Fiets naar je werk')
    await expect(within(translated).getByRole('img', { name: 'Vertaald' })).toBeVisible()
    await expect(translated).toHaveTextContent('Mobiliteit')

    // No Dutch at all: the English title as the reference, in an element of its language.
    const english = rowTitled(canvasElement, 'Switch to a green energy supplier')
    await expect(within(english).getByText('Switch to a green energy supplier')).toHaveAttribute('lang', 'en')
    await expect(within(english).getByRole('img', { name: 'Engels' })).toHaveTextContent('EN')
    await expect(within(english).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()

    // The title is Dutch, a step is not.
    const step = rowTitled(canvasElement, 'Zet de thermostaat een graad lager')
    await expect(within(step).getByRole('img', { name: 'Vertalingen ontbreken' })).toBeVisible()
    await expect(within(step).queryByRole('img', { name: 'Engels' })).toBeNull()

    // The story's title shown from English, and the category "Food waste" too.
    const question = rowTitled(canvasElement, 'Hoeveel van het eten dat we kopen gooien we weg?')
    await expect(within(question).getByText('Waste less food')).toHaveAttribute('lang', 'en')
    await expect(
      within(question).getByRole('button', { name: 'Verhaal Waste less food EN openen' }),
    ).toBeVisible()
    await expect(within(question).getByText('Food waste')).toHaveAttribute('lang', 'en')
  },
}

/** No content at all. */
export const Empty: Story = {
  args: contentFakes('en', { content: fakeContentApi(() => []) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No content matches.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Add Content' })).toBeEnabled()
  },
}

/**
 * The Type filter by keyboard: `/` reaches it (the first filter), Enter opens it, the arrows choose
 * Questions, Enter takes it; the server is asked for `?type=question`. Then the State filter by
 * mouse (translated ones) and a title.
 */
export const FilteredByType: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    const type = canvas.getByRole('combobox', { name: 'Type' })

    await step('Type by keyboard', async () => {
      grid(canvasElement).focus()
      await userEvent.keyboard('/')
      await expect(type).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      const options = await page().findByRole('listbox')
      await expect(
        within(options)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All types', 'Actions', 'Infographics', 'Initiatives', 'Questions'])
      // From "All types" down to the fifth option.
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
      await waitFor(() => expect(within(options).getByRole('option', { name: 'Questions' })).toHaveFocus())
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(page().queryByRole('listbox')).toBeNull())
      await expect(type).toHaveTextContent('Questions')
      await expect(type).toHaveFocus()
      await waitFor(() =>
        expect(args.content.page).toHaveBeenLastCalledWith(
          { type: 'question', page: 1, pageSize: PAGE_SIZE },
          'en',
        ),
      )
      const questions = contentRows('en').filter((row) => row.type === 'question')
      await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(questions.length))
      await expect(new Set(types(canvasElement))).toEqual(new Set(['Quiz question']))
    })

    await step('State by mouse, with the title', async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'State' }))
      await userEvent.click(await page().findByRole('option', { name: 'Translated' }))
      await waitFor(() =>
        expect(args.content.page).toHaveBeenLastCalledWith(
          { type: 'question', state: 'translated', page: 1, pageSize: PAGE_SIZE },
          'en',
        ),
      )
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Title' }), 'where does')
      await waitFor(() =>
        expect(args.content.page).toHaveBeenLastCalledWith(
          { type: 'question', q: 'where does', state: 'translated', page: 1, pageSize: PAGE_SIZE },
          'en',
        ),
      )
      await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(1))
      await expect(bodyRows(grid(canvasElement))[0]).toHaveTextContent(
        'Where does a heat pump take its heat from?',
      )
    })
  },
}

/** Add Content by mouse: the menu lists the kinds; Action opens a new action's drawer. */
export const AddContentMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    await userEvent.click(canvas.getByRole('button', { name: 'Add Content' }))
    const menu = await page().findByRole('menu')
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Action', 'Infographic', 'Initiative', 'Quiz question'])
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Action' }))
    const drawer = await page().findByRole('dialog', { name: 'Add Action' })
    await waitFor(() => expect(within(drawer).getByLabelText('Title')).toHaveFocus())
    await expect(within(drawer).getByRole('button', { name: 'Add' })).toBeDisabled()
  },
}

/** Add Content by keyboard: Enter opens the menu, the arrows reach Quiz question, Enter opens its drawer. */
export const AddContentMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    canvas.getByRole('button', { name: 'Add Content' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await page().findByRole('menu')
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Action' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: 'Quiz question' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const drawer = await page().findByRole('dialog', { name: 'Add Quiz question' })
    await expect(within(drawer).getAllByRole('group', { name: /^Answer \d of 2$/ })).toHaveLength(2)
  },
}

/**
 * The Story button of a row that is no story's page says so (info), and the row does not open;
 * Enter on it says so too.
 */
export const StoryButtonOfAnUnlinkedRow: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    const row = rowTitled(canvasElement, 'Switch to a green energy supplier')
    await userEvent.click(within(row).getByRole('button', { name: 'Story' }))
    await expect(await within(toasts()).findByText('This action is not connected to any story')).toBeVisible()
    await expect(page().queryByRole('dialog')).toBeNull()

    const initiative = rowTitled(canvasElement, 'Energy cooperative Zuiderlicht')
    within(initiative).getByRole('button', { name: 'Story' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(
      await within(toasts()).findByText('This initiative is not connected to any story'),
    ).toBeVisible()
    await expect(page().queryByRole('dialog')).toBeNull()
  },
}

/** A row opens its own kind's drawer (ids overlap between kinds): a click, then Enter on another row. */
export const OpenRowsOfEachKind: Story = {
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(bodyRows(grid(canvasElement))).toHaveLength(PAGE_SIZE))
    await userEvent.click(
      within(rowTitled(canvasElement, 'Eat vegetarian three days a week')).getByText('Action'),
    )
    const action = await page().findByRole('dialog', { name: 'Edit Action' })
    await waitFor(() =>
      expect(within(action).getByLabelText('Title')).toHaveValue('Eat vegetarian three days a week'),
    )
    await expect(args.actions.get).toHaveBeenCalledWith(2, 'en')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())

    // Focus came back to the row; three rows further down (infographic 2, initiative 2) is question 2.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
    const question = await page().findByRole('dialog', { name: 'Edit Quiz question' })
    await waitFor(() =>
      expect(within(question).getByLabelText('Title')).toHaveValue(
        'How much of the food we buy is thrown away?',
      ),
    )
    await expect(args.quizQuestions.get).toHaveBeenCalledWith(2, 'en')
  },
}
