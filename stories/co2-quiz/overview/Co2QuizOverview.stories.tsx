import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../../.storybook/parameters.ts'
import { co2Questions, co2QuestionsApi } from '../../../src/console/api/co2-questions.ts'
import { provide, ResourceProvider } from '../../../src/console/api/ResourceProvider.tsx'
import { Co2QuizOverview } from '../../../src/console/areas/co2-quiz/overview/Co2QuizOverview.tsx'
import { quizRows } from './fixtures.ts'

type Api = Pick<typeof co2QuestionsApi, 'list'>

/** The Quiz overview on /co2quiz, opened by the URL (`?overview`), over a fake questions client. */
function OverviewStory(api: Api) {
  return (
    <ResourceProvider bindings={[provide(co2QuestionsApi, api)]}>
      <Co2QuizOverview />
    </ResourceProvider>
  )
}

const meta = {
  title: 'CO2 quiz/Quiz overview',
  component: OverviewStory,
  args: { list: fn(async () => quizRows()) },
  parameters: {
    route: '/co2quiz?overview',
    queryData: [[co2Questions.keys.list('en', {}), quizRows()]],
  } satisfies CanopyParameters,
} satisfies Meta<typeof OverviewStory>

export default meta
type Story = StoryObj<typeof meta>

const page = () => within(document.body)
const drawer = () => page().findByRole('dialog', { name: 'Quiz overview' })
/** The text of each link in `element`, in order. */
const links = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => link.textContent)

/**
 * A quiz like the demo's: the main questions in order; each answer with the question it leads to
 * (the car's two Yes answers both lead to the car, shown in full once); the car's parts; the
 * flying chain; the motorbike's sub questions. Each question links to its drawer.
 */
export const DemoLikeQuiz: Story = {
  play: async () => {
    const dialog = await drawer()
    const mains = within(dialog).getByRole('list', { name: 'Main questions in quiz order' })
    const pages = [...mains.querySelectorAll(':scope > li')].map(
      (item) => item.querySelector('a')?.textContent,
    )
    await expect(pages).toEqual([
      'Do you drive a car?',
      'How do you mostly travel by public transport?',
      'How many kilometres a year do you ride a motorbike?',
      'How many return flights within 700 km?',
      'What do you eat?',
      'Do you have an aquarium?',
      'How many hours a day is its light on?',
    ])
    const car = within(dialog).getByRole('list', { name: 'Answers to Do you drive a car?' })
    await expect(links(car)).toEqual([
      'Your car',
      'What does the car run on?',
      'How many kilometres a year?',
      // The second Yes leads there too: a link, not the whole question again.
      'Your car',
    ])
    await expect(within(car).getByText('(shown in full above)')).toBeVisible()
    await expect(
      links(within(dialog).getByRole('list', { name: 'Parts of Your car, on the same page' })),
    ).toEqual(['What does the car run on?', 'How many kilometres a year?'])
    const chain = within(dialog).getByRole('list', {
      name: 'Next in the chain of How many return flights within 700 km?',
    })
    await expect(links(chain)).toEqual([
      'And return flights of 700 to 2,500 km?',
      'And return flights of more than 2,500 km?',
    ])
    const subs = within(dialog).getByRole('list', {
      name: 'Sub questions of How many kilometres a year do you ride a motorbike?',
    })
    await expect(links(subs)).toEqual(['What does it run on?', 'Do you usually ride with a passenger?'])
    // Each with its type and calculation type; each a link to its drawer.
    const flying = within(dialog).getByRole('link', { name: 'How many return flights within 700 km?' })
    await expect(flying).toHaveAttribute('href', '/co2quiz?edit=10')
    await expect(flying.parentElement).toHaveTextContent('Quick / Related')
    await expect(flying.parentElement).toHaveTextContent('Flying')
  },
}

/** By keyboard: Tab goes from link to link; Enter follows one, which closes the overview for the question's drawer. */
export const FollowALinkByKeyboard: Story = {
  play: async () => {
    const dialog = await drawer()
    const first = within(dialog).getAllByRole('link')[0]!
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    first.focus()
    await userEvent.tab()
    await expect(within(dialog).getAllByRole('link')[1]).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Quiz overview' })).toBeNull())
  },
}

/** A quiz whose links go round in a circle: the questions the walk never reaches are listed, as links. */
export const NeverAsked: Story = {
  args: { list: fn(async () => quizRows({ 14: { chainQuestionId: 15 }, 15: { chainQuestionId: 14 } })) },
  parameters: {
    queryData: [
      [
        co2Questions.keys.list('en', {}),
        quizRows({ 14: { chainQuestionId: 15 }, 15: { chainQuestionId: 14 } }),
      ],
    ],
  },
  play: async () => {
    const dialog = await drawer()
    const never = within(dialog).getByRole('region', { name: /^Never asked/ })
    await expect(links(never)).toEqual(['Do you have an aquarium?', 'How many hours a day is its light on?'])
  },
}
