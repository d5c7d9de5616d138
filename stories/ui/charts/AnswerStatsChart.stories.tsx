import { Box } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import AnswerStatsChart from '../../../src/console/ui/charts/AnswerStatsChart.tsx'
import type { AnswerStatsChartProps, AnswerText } from '../../../src/console/ui/charts/answerStatsProps.ts'
import { LazyAnswerStatsChart } from '../../../src/console/ui/charts/LazyAnswerStatsChart.tsx'

type Args = AnswerStatsChartProps & { width: number; lazy?: boolean }

/** The chart in a column as wide as a drawer's (or `width`). */
function AnswerStatsDemo({ width, lazy, ...props }: Args) {
  return (
    <Box p="5" style={{ maxWidth: width }}>
      {lazy ? <LazyAnswerStatsChart {...props} /> : <AnswerStatsChart {...props} />}
    </Box>
  )
}

const answers: AnswerText[] = [
  { id: 11, text: 'Walk', correct: true },
  { id: 12, text: 'Cycle', correct: false },
  { id: 13, text: 'Take the train', correct: false },
  { id: 14, text: 'Share a car', correct: false },
]
const stats = {
  totalAnswers: 50,
  answerStats: [
    { id: 11, answers: 21, percentage: 42 },
    { id: 12, answers: 15, percentage: 30 },
    { id: 13, answers: 10, percentage: 20 },
    { id: 14, answers: 4, percentage: 8 },
  ],
}

const meta = {
  title: 'UI/Charts/AnswerStatsChart',
  component: AnswerStatsDemo,
  args: { stats, answers, width: 520 },
} satisfies Meta<typeof AnswerStatsDemo>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const chart = () => page().queryByRole('img', { name: /^Bar chart of the answers/ })
const toggle = () => page().getByRole('button', { name: 'Show table' })
const svgTexts = () => [...document.querySelectorAll('svg[role="img"] text')].map((text) => text.textContent)
const tableRows = () =>
  page()
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

/** Four answers, the first correct: bars in the answers' order with "42 % (21)" beside them. */
export const Normal: Story = {
  play: async () => {
    await expect(page().getByText('50 answers')).toBeVisible()
    await waitFor(() => expect(chart()).not.toBeNull())
    await expect(svgTexts()).toEqual([
      'Walk',
      '42 % (21)',
      'Cycle',
      '30 % (15)',
      'Take the train',
      '20 % (10)',
      'Share a car',
      '8 % (4)',
    ])
    await expect(chart()).toHaveAccessibleName(
      'Bar chart of the answers: Walk: 42 % (21), correct; Cycle: 30 % (15); Take the train: 20 % (10); Share a car: 8 % (4).',
    )
    // Only the correct answer carries a check mark.
    await expect(document.querySelectorAll('[data-correct="true"] [data-check]')).toHaveLength(1)
    await expect(document.querySelectorAll('[data-check]')).toHaveLength(1)

    // The keyboard: Tab reaches the toggle, Enter shows the table in place of the chart.
    await userEvent.tab()
    await expect(toggle()).toHaveFocus()
    await expect(toggle()).toHaveAttribute('aria-pressed', 'false')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-pressed', 'true'))
    await expect(chart()).toBeNull()
    await expect(toggle()).toHaveFocus()
    const table = page().getByRole('table', { name: 'Answers to this question' })
    await expect(table).toBeVisible()
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Answer', 'Correct', 'Answers', 'Percentage'])
    await expect(tableRows()).toEqual([
      ['Walk', 'Yes', '21', '42 %'],
      ['Cycle', 'No', '15', '30 %'],
      ['Take the train', 'No', '10', '20 %'],
      ['Share a car', 'No', '4', '8 %'],
    ])

    // The mouse: the pressed toggle brings the chart back.
    await userEvent.click(toggle())
    await waitFor(() => expect(chart()).not.toBeNull())
    await expect(toggle()).toHaveAttribute('aria-pressed', 'false')
    // The table is still there for screen readers, visually hidden.
    await expect(page().getByRole('table', { name: 'Answers to this question' })).toBeInTheDocument()
  },
}

const many: AnswerText[] = ['Solar', 'Wind', 'Coal', 'Gas', 'Nuclear', 'Hydro', 'Biomass', 'Peat'].map(
  (text, index) => ({ id: 21 + index, text, correct: text === 'Wind' }),
)
const manyCounts = [12, 25, 3, 7, 9, 4, 2, 1]

/** Eight answers, one of them correct: one check mark, the percentages as the statistics give them. */
export const OneCorrectManyAnswers: Story = {
  args: {
    answers: many,
    stats: {
      totalAnswers: 63,
      answerStats: many.map(({ id }, index) => ({
        id,
        answers: manyCounts[index]!,
        percentage: [19, 40, 5, 11, 14, 6, 3, 2][index]!,
      })),
    },
  },
  play: async () => {
    await expect(page().getByText('63 answers')).toBeVisible()
    await waitFor(() => expect(chart()).not.toBeNull())
    await expect(document.querySelectorAll('svg[role="img"] [data-answer]')).toHaveLength(8)
    await expect(document.querySelectorAll('[data-correct="true"]')).toHaveLength(1)
    await expect(document.querySelector('[data-correct="true"]')).toHaveAttribute('data-answer', '22')
    await expect(svgTexts()).toContain('40 % (25)')
    await expect(chart()).toHaveAccessibleName(expect.stringContaining('Wind: 40 % (25), correct;'))
  },
}

/** Nobody answered yet: a sentence, no bars and no toggle. */
export const Empty: Story = {
  args: {
    stats: { totalAnswers: 0, answerStats: answers.map(({ id }) => ({ id, answers: 0, percentage: 0 })) },
  },
  play: async () => {
    await expect(page().getByText('Nobody has answered this question yet.')).toBeVisible()
    await expect(chart()).toBeNull()
    await expect(page().queryByRole('button', { name: 'Show table' })).toBeNull()
  },
}

/** A question without answers. */
export const NoAnswers: Story = {
  args: { answers: [], stats: { totalAnswers: 0, answerStats: [] } },
  play: async () => {
    await expect(page().getByText('This question has no answers yet.')).toBeVisible()
    await expect(chart()).toBeNull()
  },
}

const long =
  'Insulate the roof, the walls and the floor of a house before replacing its gas boiler by a heat pump'

/** A 100-character answer in a narrow column: its text wraps over lines that stay inside the chart. */
export const LongLabels: Story = {
  args: {
    width: 360,
    answers: [
      { id: 31, text: long, correct: true },
      { id: 32, text: 'Replace the boiler first', correct: false },
    ],
    stats: {
      totalAnswers: 9,
      answerStats: [
        { id: 31, answers: 7, percentage: 78 },
        { id: 32, answers: 2, percentage: 22 },
      ],
    },
  },
  play: async () => {
    await expect(long).toHaveLength(100)
    await waitFor(() => expect(chart()).not.toBeNull())
    const svg = chart() as unknown as SVGSVGElement
    const label = svg.querySelector('[data-answer="31"] text')!
    const lines = [...label.querySelectorAll('tspan')]
    await expect(lines.length).toBeGreaterThan(1)
    await expect(lines.map((line) => line.textContent).join(' ')).toBe(long)
    const right = svg.getBoundingClientRect().right
    for (const text of svg.querySelectorAll('text')) {
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5)
    }
    await expect(svgTexts()).toContain('78 % (7)')
  },
}

/** An answer not translated into the drawer's language (Dutch here) shows a placeholder. */
export const MissingTranslation: Story = {
  args: {
    lang: 'nl',
    answers: [
      { id: 41, text: 'Lopen', correct: true },
      { id: 42, text: '', correct: false },
      { id: 43, text: 'Met de trein', correct: false },
    ],
    stats: {
      totalAnswers: 4,
      answerStats: [
        { id: 41, answers: 2, percentage: 50 },
        { id: 42, answers: 1, percentage: 25 },
        { id: 43, answers: 1, percentage: 25 },
      ],
    },
  },
  play: async () => {
    await waitFor(() => expect(chart()).not.toBeNull())
    await expect(svgTexts()).toEqual([
      'Lopen',
      '50 % (2)',
      '(no text)',
      '25 % (1)',
      'Met de trein',
      '25 % (1)',
    ])
    // The answers' own texts are marked Dutch; the placeholder is in the interface's language.
    await expect(page().getByRole('rowheader', { name: 'Lopen' })).toHaveAttribute('lang', 'nl')
    await expect(page().getByRole('rowheader', { name: '(no text)' })).not.toHaveAttribute('lang')
  },
}

/** Through the lazy wrapper, as a drawer shows it: the chart arrives in its own chunk. */
export const Lazy: Story = {
  args: { lazy: true },
  play: async () => {
    await waitFor(() => expect(chart()).not.toBeNull(), { timeout: 10_000 })
    await expect(svgTexts()).toContain('42 % (21)')
  },
}

/** The interface in Dutch: the count line, the toggle and the summary come from the catalog. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    await expect(page().getByText('50 antwoorden')).toBeVisible()
    await expect(page().getByRole('button', { name: 'Tabel tonen' })).toBeVisible()
    await waitFor(() =>
      expect(
        page().getByRole('img', { name: /^Staafdiagram van de antwoorden: Walk: 42 % \(21\), juist;/ }),
      ).toBeVisible(),
    )
    await expect(page().getByRole('columnheader', { name: 'Juist' })).toBeInTheDocument()
  },
}
