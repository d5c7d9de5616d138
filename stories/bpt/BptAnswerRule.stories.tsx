import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { fakeBptApi } from './BptApis.tsx'
import { answer, BptDrawerStory, choose, drawerNamed } from './drawerStory.tsx'
import { bptQuestionRows } from './fixtures.ts'

// The answer rule of docs/product.md §5 in the drawer: a type with fixed values has each of them
// once; interests and location have no answers of their own.

const meta = {
  title: 'BPT/Answer rule',
  component: BptDrawerStory,
  args: { questions: fakeBptApi() },
  parameters: { route: '/bpt?edit=1' } satisfies CanopyParameters,
} satisfies Meta<typeof BptDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const ALL_OPTIONS = 'Please provide all answer options'

/** Interests: no answer list, a line saying the content categories are the answers. */
export const Interests: Story = {
  play: async () => {
    const drawer = await drawerNamed('Edit Question')
    await expect(
      await drawer.findByText(
        'An interests question has no answers of its own: the app offers the content categories.',
      ),
    ).toBeVisible()
    await expect(drawer.queryByRole('group', { name: 'Answers' })).toBeNull()
    await expect(drawer.queryByRole('button', { name: 'Add answer' })).toBeNull()
  },
}

/** Location: no answer list, a line saying the app asks for it. */
export const Location: Story = {
  parameters: { route: '/bpt?edit=9' },
  play: async () => {
    const drawer = await drawerNamed('Edit Question')
    await expect(
      await drawer.findByText(
        "A location question has no answers of its own: the app asks for the user's location.",
      ),
    ).toBeVisible()
    await expect(drawer.queryByRole('group', { name: 'Answers' })).toBeNull()
  },
}

/**
 * A target question missing one option: the rule's message from the start and Edit off, until
 * the option is there again (Add answer takes the missing value); a value used twice says so.
 */
export const UntilEveryOption: Story = {
  args: {
    questions: fakeBptApi(
      bptQuestionRows().map((question) =>
        question.type === 'target'
          ? { ...question, answers: question.answers.filter((each) => each.value !== 'sustainable-food') }
          : question,
      ),
    ),
  },
  parameters: { route: '/bpt?edit=6' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Question')
    await expect(await drawer.findByText(ALL_OPTIONS)).toBeVisible()
    await expect(drawer.getByText('Missing: Eat sustainably')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Edit' })).toBeDisabled()
    await step('a value used twice', async () => {
      await choose(answer(drawer, 1, 5), 'Value', 'Other')
      await expect(await drawer.findByText('Each value may be used by one answer only.')).toBeVisible()
      await expect(drawer.getByText('Missing: Use less energy, Eat sustainably')).toBeVisible()
      await choose(answer(drawer, 1, 5), 'Value', 'Use less energy')
      await waitFor(() => expect(drawer.queryByText('Each value may be used by one answer only.')).toBeNull())
    })
    await step('Add answer takes the missing value', async () => {
      await userEvent.click(drawer.getByRole('button', { name: 'Add answer' }))
      const added = answer(drawer, 6, 6)
      await expect(added.getByRole('combobox', { name: 'Value' })).toHaveTextContent('Eat sustainably')
      await waitFor(() => expect(drawer.queryByText(ALL_OPTIONS)).toBeNull())
      await expect(drawer.queryByRole('button', { name: 'Add all missing answers' })).toBeNull()
      await userEvent.type(added.getByLabelText('Text'), 'Eat sustainably')
    })
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Edit' })).toBeEnabled())
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.questions.update).toHaveBeenCalledWith(
        6,
        expect.objectContaining({
          answers: expect.arrayContaining([{ text: 'Eat sustainably', hint: '', value: 'sustainable-food' }]),
        }),
        'en',
      ),
    )
  },
}

/**
 * Another type keeps what was typed: the expertise answers become self-reliance's "not an option",
 * with the options still missing; as a location question they must go, and one button removes them.
 */
export const ChangeType: Story = {
  args: {
    questions: fakeBptApi(
      bptQuestionRows().filter((question) => !['self-reliance', 'location'].includes(question.type)),
    ),
  },
  parameters: { route: '/bpt?edit=2' },
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Question')
    await waitFor(() => expect(drawer.getByText('3 answers')).toBeVisible())
    await step('to self-reliance', async () => {
      await choose(drawer, 'Type', 'Self-reliance')
      await waitFor(() =>
        expect(drawer.getAllByText('This value is not an option of this type.')).toHaveLength(3),
      )
      await expect(await drawer.findByText(ALL_OPTIONS)).toBeVisible()
      await expect(answer(drawer, 1, 3).getByRole('combobox', { name: 'Value' })).toHaveTextContent(
        'Little expertise',
      )
      await expect(answer(drawer, 1, 3).getByLabelText('Text')).toHaveValue('Low')
      await expect(
        drawer.getByText(
          'Missing: No confidence, Little confidence, Neutral, Some confidence, A lot of confidence',
        ),
      ).toBeVisible()
    })
    await step('to location', async () => {
      await choose(drawer, 'Type', 'Location')
      await expect(await drawer.findByText('Interests and location questions have no answers.')).toBeVisible()
      await expect(drawer.getByRole('button', { name: 'Edit' })).toBeDisabled()
      await userEvent.click(drawer.getByRole('button', { name: 'Remove the answers' }))
      await waitFor(() =>
        expect(drawer.queryByText('Interests and location questions have no answers.')).toBeNull(),
      )
    })
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Edit' })).toBeEnabled())
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.questions.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ type: 'location', answers: [] }),
        'en',
      ),
    )
  },
}
