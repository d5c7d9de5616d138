import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import QuestionsPage from '../../src/console/areas/co2-quiz/questions/QuestionsPage.tsx'
import { bodyRows, columnHeaders, page } from '../support/screen.ts'
import { Co2Apis, type Co2Fakes, co2Fakes, fakeQuestionsApi } from './Co2Apis.tsx'
import { co2QuestionRows, FLYING } from './questionFixtures.ts'

/** /co2quiz as the router shows it, over fake APIs. */
function QuestionsPageStory(fakes: Co2Fakes) {
  return (
    <Co2Apis fakes={fakes}>
      <QuestionsPage />
    </Co2Apis>
  )
}

const meta = {
  title: 'CO2 quiz/QuestionsPage',
  component: QuestionsPageStory,
  args: co2Fakes(),
  parameters: { route: '/co2quiz' } satisfies CanopyParameters,
} satisfies Meta<typeof QuestionsPageStory>

export default meta
type Story = StoryObj<typeof meta>

const grid = () => page().findByRole('grid', { name: 'CO2 Quiz' })
const rowTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim()))

/**
 * The demo-like quiz: the columns, each row's type badge (Part, Sub, Follow-up, Chained, Quick,
 * Other, "/ Related"), category and calculation; no warnings; the area's menu and breadcrumbs.
 */
export const Typical: Story = {
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10))
    await expect(columnHeaders(table)).toEqual(['ID', 'Type', 'Title', 'Category', 'Calculation', 'State'])
    await expect(rowTexts(table).map((cells) => cells.slice(0, 5))).toEqual([
      ['1', 'Other', 'What do you eat?', '🥦 Food', 'Diet'],
      ['2', 'Part', 'How much fruit and veg?', '🥦 Food', ''],
      ['3', 'Part', 'Do you buy organic?', '🥦 Food', ''],
      ['4', 'Part', 'Do you throw food away?', '🍽️ Food waste', ''],
      ['5', 'Quick', 'Do you drive a car?', '🚗 Car', 'Mobility'],
      ['6', 'Follow-up', 'What does your car run on?', '🚗 Car', 'Car'],
      ['7', 'Quick / Related', 'How many short flights a year?', '✈️ Flying', 'Flying'],
      ['8', 'Chained', 'And long flights?', '✈️ Flying', ''],
      ['9', 'Other', 'How do you heat your home?', '⚡ Energy', 'Value factor'],
      ['10', 'Sub', 'How many m3 of gas a year?', '⚡ Energy', ''],
    ])
    await expect(within(table).queryByRole('img', { name: /^Warnings:/ })).toBeNull()
    const tabs = page().getByRole('navigation', { name: 'CO2 Quiz' })
    await expect(within(tabs).getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(tabs).getByRole('link', { name: 'Values' })).toHaveAttribute(
      'href',
      '/co2quiz/values',
    )
    const crumbs = page().getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(crumbs).getByRole('link', { name: 'CO2 Quiz' })).toHaveAttribute('href', '/co2quiz')
    await expect(within(crumbs).getByText('Questions')).toHaveAttribute('aria-current', 'page')
    for (const name of ['Add Question', 'Calculator'])
      await expect(page().getByRole('button', { name })).toBeVisible()
  },
}

/** The title filter and the type filter (Main, Part, Sub, Follow-up). */
export const Filtered: Story = {
  play: async ({ step }) => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10))
    await step('by title', async () => {
      await userEvent.type(page().getByRole('searchbox', { name: 'Title' }), 'flights')
      await waitFor(() => expect(bodyRows(table)).toHaveLength(2))
      await userEvent.clear(page().getByRole('searchbox', { name: 'Title' }))
    })
    await step('by type', async () => {
      await userEvent.click(page().getByRole('combobox', { name: 'Type' }))
      await userEvent.click(await page().findByRole('option', { name: 'Part' }))
      await waitFor(() => expect(rowTexts(table).map((cells) => cells[0])).toEqual(['2', '3', '4']))
      await userEvent.click(page().getByRole('combobox', { name: 'Type' }))
      await userEvent.click(await page().findByRole('option', { name: 'Main' }))
      await waitFor(() => expect(rowTexts(table).map((cells) => cells[0])).toEqual(['1', '5', '7', '8', '9']))
    })
  },
}

/** A flying question without its chain: its row is marked, the marker named by the warning. */
export const WithWarnings: Story = {
  args: co2Fakes('en', {
    questions: fakeQuestionsApi(
      co2QuestionRows().map((row) => (row.id === FLYING ? { ...row, chainQuestionId: null } : row)),
    ),
  }),
  play: async () => {
    const table = await grid()
    const marker = await within(table).findByRole('img', { name: /^Warnings:/ })
    await expect(marker).toHaveAccessibleName('Warnings: This question should have a chain question')
    await expect(marker.closest('tr')).toHaveTextContent('How many short flights a year?')
    await expect(within(table).getAllByRole('img', { name: /^Warnings:/ })).toHaveLength(1)
  },
}

/** Calculator opens `?calculator` (the calculator drawer). */
export const OpensCalculator: Story = {
  play: async () => {
    await grid()
    await userEvent.click(page().getByRole('button', { name: 'Calculator' }))
    await expect(await page().findByRole('dialog', { name: 'Calculator' })).toBeVisible()
  },
}

/** No questions yet. */
export const Empty: Story = {
  args: co2Fakes('en', { questions: fakeQuestionsApi([]) }),
  play: async () => {
    await expect(await page().findByText('No CO2 questions yet. Add the first one.')).toBeVisible()
  },
}

/** In Dutch: a title missing in Dutch shows its English reference. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: co2Fakes('nl'),
  play: async () => {
    const table = await page().findByRole('grid')
    await expect(await within(table).findByText('Wat eet je?')).toBeVisible()
    await expect(within(table).getByText('How many m3 of gas a year?')).toHaveAttribute('lang', 'en')
  },
}
