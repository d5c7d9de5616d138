import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { QuizQuestionDrawer } from '../../src/console/areas/content/QuizQuestionDrawer.tsx'
import type { AnswerStats } from '../../src/domain/contracts/answer-stats.ts'
import { page, toasts } from '../support/screen.ts'
import { ContentApis } from './ContentApis.tsx'
import { answerStatsOf, fakeQuizQuestionsApi, quizQuestionRows } from './quizFixtures.ts'

type QuestionsFake = ReturnType<typeof fakeQuizQuestionsApi>

/** The quiz question drawer on /content, opened by the URL (`?new=question`, `?question=1`), with fake APIs. */
function QuizQuestionDrawerStory(api: QuestionsFake) {
  return (
    <ContentApis fakes={{ quizQuestions: api }}>
      <QuizQuestionDrawer />
    </ContentApis>
  )
}

const meta = {
  title: 'Content/QuizQuestionDrawer',
  component: QuizQuestionDrawerStory,
  args: fakeQuizQuestionsApi(),
  parameters: { route: '/content?question=1' } satisfies CanopyParameters,
} satisfies Meta<typeof QuizQuestionDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
type Drawer = Awaited<ReturnType<typeof drawerNamed>>
const entry = (drawer: Drawer, name: string) => within(drawer.getByRole('group', { name }))
const answerTexts = (drawer: Drawer) =>
  within(drawer.getByRole('group', { name: 'Answers' }))
    .getAllByRole<HTMLInputElement>('textbox', { name: 'Text' })
    .map((input) => input.value)
const tooFew = 'A question needs at least two answers.'
const noneCorrect = 'Mark at least one answer as correct.'

/**
 * A new question starts with two empty answers. Removing one (mouse) says a question needs two;
 * Add answer (keyboard) brings the second back; with both filled and none correct it says to mark
 * one; Space on Correct does; Ctrl+Enter adds it. A new question has no statistics yet.
 */
export const New: Story = {
  parameters: { route: '/content?new=question' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Add Quiz question')
    const add = drawer.getByRole('button', { name: 'Add' })
    await expect(drawer.getByLabelText('Title')).toHaveFocus()
    await userEvent.keyboard('Pizza box?')
    await expect(drawer.getByText('2 answers')).toBeVisible()
    await expect(drawer.queryByRole('heading', { name: 'Answer statistics' })).toBeNull()
    const list = drawer.getByRole('group', { name: 'Answers' })

    await step('only one answer: a question needs two', async () => {
      await userEvent.click(
        entry(drawer, 'Answer 2 of 2').getByRole('button', { name: 'Remove Answer 2 of 2' }),
      )
      await expect(await drawer.findByText(tooFew)).toBeVisible()
      await expect(list).toHaveAccessibleDescription(expect.stringContaining(tooFew))
      await expect(add).toBeDisabled()
    })

    await step('a second answer by keyboard; none correct: mark one', async () => {
      await userEvent.click(entry(drawer, 'Answer 1 of 1').getByLabelText('Text'))
      await userEvent.keyboard('Paper')
      drawer.getByRole('button', { name: 'Add answer' }).focus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(entry(drawer, 'Answer 2 of 2').getByLabelText('Text')).toHaveFocus())
      await userEvent.keyboard('Plastic')
      await expect(await drawer.findByText(noneCorrect)).toBeVisible()
      await expect(drawer.queryByText(tooFew)).toBeNull()
      await expect(list).toHaveAccessibleDescription(expect.stringContaining(noneCorrect))
      await expect(add).toBeDisabled()
    })

    await step('Space marks the first correct', async () => {
      const correct = entry(drawer, 'Answer 1 of 2').getByRole('checkbox', { name: 'Correct' })
      correct.focus()
      await userEvent.keyboard(' ')
      await expect(correct).toBeChecked()
      await waitFor(() => expect(drawer.queryByText(noneCorrect)).toBeNull())
    })

    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.create).toHaveBeenCalledWith(
        {
          title: 'Pizza box?',
          answers: [
            { text: 'Paper', correct: true },
            { text: 'Plastic', correct: false },
          ],
          media: [],
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved quiz question')).toBeVisible()
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull())
  },
}

/**
 * A question answered 50 times: its answers, and the chart of how they were answered (the correct
 * one marked), with its table by mouse and back to the chart by keyboard. An answer moved down
 * (Alt+↓); the correct one unticked by mouse (the list asks for one) and another ticked; the
 * picture removed by keyboard; Edit saves the answers in their new order.
 */
export const EditWithStatistics: Story = {
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Quiz question')
    await waitFor(() =>
      expect(drawer.getByLabelText('Title')).toHaveValue('Which trip emits the least CO2 per kilometre?'),
    )
    await expect(args.get).toHaveBeenCalledWith(1, 'en')
    await expect(answerTexts(drawer)).toEqual(['By train', 'Alone in a car', 'By plane', 'By coach'])
    await expect(entry(drawer, 'Answer 1 of 4').getByRole('checkbox', { name: 'Correct' })).toBeChecked()

    await step('the statistics: the chart, its table by mouse, the chart again by keyboard', async () => {
      const stats = within(drawer.getByRole('region', { name: 'Answer statistics' }))
      const chart = await stats.findByRole('img', { name: /^Bar chart of the answers/ }, { timeout: 10_000 })
      await expect(args.stats).toHaveBeenCalledWith(1)
      await expect(chart).toHaveAccessibleName(
        'Bar chart of the answers: By train: 42 % (21), correct; Alone in a car: 30 % (15); By plane: 20 % (10); By coach: 8 % (4).',
      )
      await expect(stats.getByText('50 answers')).toBeVisible()
      const toggle = stats.getByRole('button', { name: 'Show table' })
      await userEvent.click(toggle)
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(stats.queryByRole('img', { name: /^Bar chart/ })).toBeNull()
      const table = stats.getByRole('table', { name: 'Answers to this question' })
      await expect(table).toBeVisible()
      await expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
      ).toEqual([
        ['By train', 'Yes', '21', '42 %'],
        ['Alone in a car', 'No', '15', '30 %'],
        ['By plane', 'No', '10', '20 %'],
        ['By coach', 'No', '4', '8 %'],
      ])
      await expect(toggle).toHaveFocus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'))
      await expect(await stats.findByRole('img', { name: /^Bar chart/ })).toBeVisible()
    })

    await step('an answer moved by Alt+↓; the correct one changed by mouse', async () => {
      await userEvent.click(entry(drawer, 'Answer 1 of 4').getByLabelText('Text'))
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
      await waitFor(() =>
        expect(answerTexts(drawer)).toEqual(['Alone in a car', 'By train', 'By plane', 'By coach']),
      )
      await expect(entry(drawer, 'Answer 2 of 4').getByLabelText('Text')).toHaveFocus()
      // The only correct answer unticked: the list says to mark one, and Edit waits.
      await userEvent.click(entry(drawer, 'Answer 2 of 4').getByRole('checkbox', { name: 'Correct' }))
      await expect(await drawer.findByText(noneCorrect)).toBeVisible()
      await expect(drawer.getByRole('button', { name: 'Edit' })).toBeDisabled()
      await userEvent.click(entry(drawer, 'Answer 4 of 4').getByRole('checkbox', { name: 'Correct' }))
      await waitFor(() => expect(drawer.queryByText(noneCorrect)).toBeNull())
    })

    await step('the picture removed by keyboard', async () => {
      drawer.getByRole('button', { name: 'Remove A night train at the platform from the list' }).focus()
      await userEvent.keyboard('{Enter}')
      await waitFor(() => expect(drawer.getByText('No media yet.')).toBeVisible())
    })

    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.update).toHaveBeenCalledWith(
        1,
        {
          title: 'Which trip emits the least CO2 per kilometre?',
          answers: [
            { id: 12, text: 'Alone in a car', correct: false },
            { id: 11, text: 'By train', correct: false },
            { id: 13, text: 'By plane', correct: false },
            { id: 14, text: 'By coach', correct: true },
          ],
          media: [],
          version: 1,
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved quiz question')).toBeVisible()
  },
}

/** Nobody answered the shower question yet: the chart says so; an emptied answer says it needs text. */
export const NobodyAnsweredYet: Story = {
  parameters: { route: '/content?question=3' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Quiz question')
    await expect(
      await drawer.findByText('Nobody has answered this question yet.', {}, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(args.stats).toHaveBeenCalledWith(3)
    await userEvent.clear(entry(drawer, 'Answer 2 of 2').getByLabelText('Text'))
    await expect(await drawer.findByText('Answer text is required.')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Edit' })).toBeDisabled()
  },
}

/** Answer statistics whose first request (of each story) fails. */
const statsFailingFirst = fn(async (id: number): Promise<AnswerStats> => {
  if (statsFailingFirst.mock.calls.length === 1) throw new Error('offline')
  return answerStatsOf(id)
}).mockName('stats')

/**
 * The statistics could not be loaded: the drawer says so and offers Try again, which loads them
 * (and only them: the question is not saved, the drawer stays open).
 */
export const StatisticsFail: Story = {
  args: { ...fakeQuizQuestionsApi(), stats: statsFailingFirst },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Quiz question')
    await expect(await drawer.findByText('The statistics could not be loaded.')).toBeVisible()
    await userEvent.click(drawer.getByRole('button', { name: 'Try again' }))
    await expect(
      await drawer.findByRole('img', { name: /^Bar chart of the answers/ }, { timeout: 10_000 }),
    ).toBeVisible()
    await expect(drawer.queryByText('The statistics could not be loaded.')).toBeNull()
    await expect(args.update).not.toHaveBeenCalled()
    await expect(page().getByRole('dialog', { name: 'Edit Quiz question' })).toBeVisible()
  },
}

/** Delete asks with the kind in quotes. */
export const Delete: Story = {
  parameters: { route: '/content?question=4' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Quiz question')
    await waitFor(() =>
      expect(drawer.getByLabelText('Title')).toHaveValue('Where does a heat pump take its heat from?'),
    )
    drawer.getByRole('button', { name: 'Delete' }).focus()
    await userEvent.keyboard('{Enter}')
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(
      confirm.getByText('Are you absolutely sure you want to delete this "quiz question"?'),
    ).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.remove).toHaveBeenCalledWith(4))
    await expect(await within(toasts()).findByText('Deleted quiz question')).toBeVisible()
  },
}

/** In Dutch: the food waste question, one answer not yet in Dutch (its field empty), the statistics in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: fakeQuizQuestionsApi(quizQuestionRows('nl')),
  parameters: { route: '/content?question=2' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Quizvraag bewerken')
    await waitFor(() =>
      expect(drawer.getByLabelText('Titel')).toHaveValue('Hoeveel van het eten dat we kopen gooien we weg?'),
    )
    await expect(args.get).toHaveBeenCalledWith(2, 'nl')
    const texts = within(drawer.getByRole('group', { name: 'Antwoorden' }))
      .getAllByRole<HTMLInputElement>('textbox', { name: 'Tekst' })
      .map((input) => input.value)
    await expect(texts).toEqual(['Ongeveer een tiende', '', 'Ongeveer de helft'])
    await expect(drawer.getByRole('heading', { name: 'Antwoordstatistieken' })).toBeVisible()
  },
}
