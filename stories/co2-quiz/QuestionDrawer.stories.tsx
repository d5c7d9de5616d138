import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { QuestionDrawer } from '../../src/console/areas/co2-quiz/questions/QuestionDrawer.tsx'
import { page, toasts } from '../support/screen.ts'
import { Co2Apis, type Co2Fakes, co2Fakes } from './Co2Apis.tsx'

/** The question drawer on /co2quiz, opened by the URL (`?new`, `?edit=7`), over fake APIs. */
function QuestionDrawerStory(fakes: Co2Fakes) {
  return (
    <Co2Apis fakes={fakes}>
      <QuestionDrawer />
    </Co2Apis>
  )
}

const meta = {
  title: 'CO2 quiz/QuestionDrawer',
  component: QuestionDrawerStory,
  args: co2Fakes(),
  parameters: { route: '/co2quiz?edit=7' } satisfies CanopyParameters,
} satisfies Meta<typeof QuestionDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))
type Drawer = Awaited<ReturnType<typeof drawerNamed>>

/** Picks `option` in the drawer's select `label` with the mouse. */
async function choose(drawer: Drawer, label: string, option: string) {
  await userEvent.click(drawer.getByRole('combobox', { name: label }))
  await userEvent.click(await page().findByRole('option', { name: option }))
}

const warnings = (drawer: Drawer) => {
  const group = drawer.queryByRole('group', { name: 'Warnings' })
  return group
    ? within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : []
}

/**
 * The flying question has a chain: no warnings. Chain question None (mouse): 'This question should
 * have a chain question' comes at once; the save sends the chain as null, 'Saved question'.
 */
export const FlyingWithoutChain: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Question')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('How many short flights a year?'))
    await waitFor(() =>
      expect(drawer.getByRole('combobox', { name: 'Chain question' })).toHaveTextContent('#8'),
    )
    await expect(warnings(drawer)).toEqual([])
    await choose(drawer, 'Chain question', 'None')
    await waitFor(() => expect(warnings(drawer)).toEqual(['This question should have a chain question']))
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.questions.update).toHaveBeenCalledWith(
        7,
        expect.objectContaining({ chainQuestionId: null, version: 1, relatedQuestionIds: [5] }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved question')).toBeVisible()
  },
}

/** Every warning of docs/product.md §5, each brought about by changing the new question's fields. */
export const EveryWarning: Story = {
  parameters: { route: '/co2quiz?new' },
  play: async ({ step }) => {
    const drawer = await drawerNamed('Add Question')
    await step('an answers question without answers', async () => {
      await waitFor(() => expect(warnings(drawer)).toEqual(['Ensure this question has answers']))
    })
    await step('user input with an answer', async () => {
      await choose(drawer, 'Question type', 'User input')
      await userEvent.click(drawer.getByRole('button', { name: 'Add answer' }))
      await waitFor(() => expect(warnings(drawer)).toEqual(['This question should not have answers']))
    })
    await step('a parts question without parts, with an answer', async () => {
      await choose(drawer, 'Question type', 'Parts question')
      await waitFor(() =>
        expect(warnings(drawer)).toEqual([
          'This question should have part questions',
          'This question should not have answers',
        ]),
      )
      await expect(drawer.getByText(/asked together on one page/)).toBeVisible()
      await userEvent.click(drawer.getByRole('button', { name: 'Remove Answer 1 of 1' }))
      await choose(drawer, 'Question type', 'Answers')
      await userEvent.click(drawer.getByRole('button', { name: 'Add answer' }))
      await waitFor(() => expect(warnings(drawer)).toEqual([]))
    })
    await step('two categories', async () => {
      await userEvent.click(await drawer.findByRole('checkbox', { name: /Food$/ }))
      await userEvent.click(drawer.getByRole('checkbox', { name: /Car$/ }))
      await waitFor(() => expect(warnings(drawer)).toEqual(['Only use one category']))
      await userEvent.click(drawer.getByRole('checkbox', { name: /Car$/ }))
    })
    await step('flying without a chain', async () => {
      await choose(drawer, 'Calculation type', 'Flying')
      await waitFor(() => expect(warnings(drawer)).toEqual(['This question should have a chain question']))
    })
    await step('mobility without a follow-up', async () => {
      await choose(drawer, 'Calculation type', 'Mobility')
      await waitFor(() =>
        expect(warnings(drawer)).toEqual(['At least one answer with a follow up should be available']),
      )
    })
    await step('motor: the labels it reads are missing from the quiz', async () => {
      await choose(drawer, 'Calculation type', 'Motor')
      await waitFor(() =>
        expect(warnings(drawer)).toEqual([
          'A question with the label "motor fuel" should exist',
          'A question with the label "motor passengers" should exist',
        ]),
      )
    })
    await step('electricity: the house labels and a house size question', async () => {
      await choose(drawer, 'Calculation type', 'Electricity')
      await waitFor(() =>
        expect(warnings(drawer)).toEqual([
          'A question with the label "house type" should exist',
          'A question with the label "house age" should exist',
          'A question with the label "house occupants" should exist',
          'A question with the calculation type "House size" should exist',
        ]),
      )
    })
    await step("the question's own labels count", async () => {
      // The question's own, not an answer's (folded away below).
      const labels = within(drawer.getAllByRole('group', { name: 'Calculation labels' })[0]!)
      for (const label of ['house type', 'house age', 'house occupants'])
        await userEvent.click(labels.getByRole('checkbox', { name: label }))
      await waitFor(() =>
        expect(warnings(drawer)).toEqual(['A question with the calculation type "House size" should exist']),
      )
    })
  },
}

/**
 * A new question by keyboard: title, a category, an answer with its unit amount in Dutch notation
 * ("12,5"); Ctrl+Enter adds it, 'Saved question'.
 */
export const NewByKeyboard: Story = {
  parameters: { route: '/co2quiz?new' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Question')
    await expect(drawer.getByLabelText('Title')).toHaveFocus()
    await userEvent.keyboard('Do you cycle?')
    const food = await drawer.findByRole('checkbox', { name: /Food$/ })
    food.focus()
    await userEvent.keyboard(' ')
    drawer.getByRole('button', { name: 'Add answer' }).focus()
    await userEvent.keyboard('{Enter}')
    const answer = within(drawer.getByRole('group', { name: 'Answer 1 of 1' }))
    await waitFor(() => expect(answer.getByLabelText('Text')).toHaveFocus())
    await userEvent.keyboard('Every day{Tab}12,5')
    await expect(answer.getByLabelText('Unit amount')).toHaveValue('12,5')
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.questions.create).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Do you cycle?',
          categoryIds: [1],
          answers: [expect.objectContaining({ text: 'Every day', unitAmount: 12.5, tableKey: null })],
          media: [],
        }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved question')).toBeVisible()
  },
}

/** Delete asks the question of docs/product.md §5 first. */
export const Delete: Story = {
  parameters: { route: '/co2quiz?edit=8' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Question')
    await waitFor(() => expect(drawer.getByLabelText('Title')).toHaveValue('And long flights?'))
    await userEvent.click(drawer.getByRole('button', { name: 'Delete' }))
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(confirm.getByText('Are you absolutely sure you want to delete this question?')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.questions.remove).toHaveBeenCalledWith(8))
    await expect(await within(toasts()).findByText('Deleted question')).toBeVisible()
  },
}

/** In Dutch: the question's Dutch texts, loaded in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: co2Fakes('nl'),
  play: async ({ args }) => {
    const drawer = within(await page().findByRole('dialog'))
    await waitFor(() =>
      expect(drawer.getByLabelText('Titel')).toHaveValue('Hoeveel korte vluchten per jaar?'),
    )
    await expect(args.questions.get).toHaveBeenCalledWith(7, 'nl')
  },
}
