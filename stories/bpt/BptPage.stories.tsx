import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import BptPage from '../../src/console/areas/bpt/BptPage.tsx'
import { bodyRows, columnHeaders, page } from '../support/screen.ts'
import { BptApis, type BptFakes, fakeBptApi } from './BptApis.tsx'
import { bptQuestionRows } from './fixtures.ts'

/** /bpt as the router shows it, over a fake API. */
function BptPageStory(fakes: BptFakes) {
  return (
    <BptApis fakes={fakes}>
      <BptPage />
    </BptApis>
  )
}

const meta = {
  title: 'BPT/BptPage',
  component: BptPageStory,
  args: { questions: fakeBptApi() },
  parameters: { route: '/bpt' } satisfies CanopyParameters,
} satisfies Meta<typeof BptPageStory>

export default meta
type Story = StoryObj<typeof meta>

const grid = () => page().findByRole('grid', { name: 'Behaviour and Profile Tracker' })
const rowTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim()))

/** Picks `option` in the list's filter `label` with the mouse. */
async function filterBy(label: string, option: string) {
  await userEvent.click(page().getByRole('combobox', { name: label }))
  await userEvent.click(await page().findByRole('option', { name: option }))
}

/**
 * The nine questions in the app's order: ID, Title, Type by its name, Onboarding Yes/No, State;
 * Sort and Hierarchy opens its drawer.
 */
export const Typical: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Behaviour and Profile Tracker' }),
    ).toBeVisible()
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
    await expect(columnHeaders(table)).toEqual(['ID', 'Title', 'Type', 'Onboarding', 'State'])
    await expect(rowTexts(table).map((cells) => cells.slice(0, 4))).toEqual([
      ['1', 'Which topics interest you?', 'Interests', 'Yes'],
      ['2', 'How much do you know about these topics?', 'Expertise', 'Yes'],
      ['3', 'Why do you want to live more sustainably?', 'Motivation', 'Yes'],
      ['4', 'What do you already do?', 'Behaviour', 'No'],
      ['5', 'What holds you back?', 'Barrier', 'No'],
      ['6', 'What would you like to work on?', 'Target', 'No'],
      ['7', 'Can you make a difference yourself?', 'Self-reliance', 'No'],
      ['8', 'Would you like to do the CO2 scan?', 'CO2 scan', 'No'],
      ['9', 'Where do you live?', 'Location', 'No'],
    ])
    await expect(within(table).getAllByRole('img', { name: 'Translated' })).toHaveLength(9)
    await userEvent.click(page().getByRole('button', { name: 'Sort and Hierarchy' }))
    await expect(await page().findByRole('dialog', { name: 'Sort and Hierarchy' })).toBeVisible()
  },
}

/** Add Question opens the drawer of a new question; a row opens its question's. */
export const OpenDrawers: Story = {
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
    await userEvent.click(page().getByRole('button', { name: 'Add Question' }))
    await expect(await page().findByRole('dialog', { name: 'Add Question' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
    await userEvent.click(within(table).getByText('What holds you back?'))
    const drawer = within(await page().findByRole('dialog', { name: 'Edit Question' }))
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Barrier')
  },
}

/** The rows come in the order of their index, whatever order the answer lists them in. */
export const SortedByIndex: Story = {
  args: {
    questions: fakeBptApi(bptQuestionRows().map((question) => ({ ...question, index: 8 - question.index }))),
  },
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
    await expect(rowTexts(table).map((cells) => cells[2])).toEqual([
      'Location',
      'CO2 scan',
      'Self-reliance',
      'Target',
      'Barrier',
      'Behaviour',
      'Motivation',
      'Expertise',
      'Interests',
    ])
  },
}

/** The type filter and the title filter. */
export const Filtered: Story = {
  play: async ({ step }) => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
    await step('by type', async () => {
      await filterBy('Type', 'Self-reliance')
      await waitFor(() => expect(bodyRows(table)).toHaveLength(1))
      await expect(bodyRows(table)[0]).toHaveTextContent('Can you make a difference yourself?')
      await filterBy('Type', 'All types')
      await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
    })
    await step('by title', async () => {
      await userEvent.type(page().getByRole('searchbox', { name: 'Title' }), 'you live')
      await waitFor(() => expect(bodyRows(table)).toHaveLength(1))
      await expect(bodyRows(table)[0]).toHaveTextContent('Location')
    })
  },
}

/** No questions yet. */
export const Empty: Story = {
  args: { questions: fakeBptApi([]) },
  play: async () => {
    await expect(await page().findByText('No BPT questions yet. Add the first one.')).toBeVisible()
  },
}

/** The list could not be loaded: the reason, and Try again loads it. */
export const LoadFailed: Story = {
  args: {
    questions: (() => {
      const fake = fakeBptApi()
      let calls = 0
      const list = fake.list
      fake.list = async (...args) => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return list(...args)
      }
      return fake
    })(),
  },
  play: async () => {
    const alert = await page().findByRole('alert')
    await expect(alert).toHaveTextContent('The list could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
  },
}

/** In Dutch: the types' Dutch names, Ja/Nee, and the questions whose answers still need Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { questions: fakeBptApi(bptQuestionRows('nl')) },
  play: async () => {
    const table = await page().findByRole('grid')
    await waitFor(() => expect(bodyRows(table)).toHaveLength(9))
    await expect(columnHeaders(table)).toEqual(['ID', 'Titel', 'Type', 'Onboarding', 'Status'])
    await expect(rowTexts(table).map((cells) => cells.slice(2, 4))).toEqual([
      ['Interesses', 'Ja'],
      ['Expertise', 'Ja'],
      ['Motivatie', 'Ja'],
      ['Gedrag', 'Nee'],
      ['Belemmering', 'Nee'],
      ['Doel', 'Nee'],
      ['Zelfredzaamheid', 'Nee'],
      ['CO2-scan', 'Nee'],
      ['Locatie', 'Nee'],
    ])
    await expect(within(table).getAllByRole('img', { name: 'Vertaald' })).toHaveLength(2)
    await expect(page().getByRole('button', { name: 'Volgorde en hiërarchie' })).toBeVisible()
  },
}
