import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { page, toasts } from '../support/screen.ts'
import { fakeBptApi } from './BptApis.tsx'
import { answer, BptDrawerStory, choose, drawerNamed, fakesWithout, questionText } from './drawerStory.tsx'
import { bptQuestionOf, bptQuestionRows } from './fixtures.ts'

const meta = {
  title: 'BPT/BptQuestionDrawer',
  component: BptDrawerStory,
  args: { questions: fakeBptApi() },
  parameters: { route: '/bpt?edit=4' } satisfies CanopyParameters,
} satisfies Meta<typeof BptDrawerStory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The behaviour question: its eleven answers, each value by its label; the other types are taken.
 * A changed text is saved with every answer, 'Saved question'.
 */
export const Behaviour: Story = {
  play: async ({ args, step }) => {
    const drawer = await drawerNamed('Edit Question')
    await waitFor(() => expect(questionText(drawer)).toHaveValue('What do you already do?'))
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Behaviour')
    await expect(drawer.getByText('11 answers')).toBeVisible()
    await expect(answer(drawer, 1, 11).getByRole('combobox', { name: 'Value' })).toHaveTextContent(
      'Eat less meat',
    )
    await expect(answer(drawer, 11, 11).getByRole('combobox', { name: 'Value' })).toHaveTextContent('Other')
    await expect(drawer.queryByText('Please provide all answer options')).toBeNull()
    await expect(drawer.queryByRole('button', { name: 'Add all missing answers' })).toBeNull()
    await step('a value offers exactly the type’s values', async () => {
      await userEvent.click(answer(drawer, 2, 11).getByRole('combobox', { name: 'Value' }))
      const options = await page().findAllByRole('option')
      await expect(options.map((option) => option.textContent)).toEqual([
        'Eat less meat',
        'Travel by public transport',
        'Separate and recycle waste',
        'Buy local products',
        'Walk or cycle',
        'Drive an electric or hybrid car',
        'Live sustainably at home',
        'Save energy',
        'Use alternative transport',
        'Buy sustainably',
        'Other',
      ])
      await userEvent.keyboard('{Escape}')
    })
    await step('the types of the other questions are taken', async () => {
      await userEvent.click(drawer.getByRole('combobox', { name: 'Type' }))
      await expect(await page().findByRole('option', { name: 'Behaviour' })).not.toHaveAttribute(
        'aria-disabled',
      )
      for (const name of ['Interests (taken)', 'Expertise (taken)', 'Location (taken)'])
        await expect(page().getByRole('option', { name })).toHaveAttribute('aria-disabled', 'true')
      await userEvent.keyboard('{Escape}')
    })
    await userEvent.type(questionText(drawer), ' Tick all that apply.')
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.questions.update).toHaveBeenCalledWith(
        4,
        expect.objectContaining({
          text: 'What do you already do? Tick all that apply.',
          type: 'behavior',
          version: 1,
          answers: bptQuestionOf('behavior').answers.map(({ id, text, hint, value }) => ({
            id,
            text,
            hint,
            value,
          })),
        }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved question')).toBeVisible()
  },
}

/**
 * A new expertise question by keyboard: its text, the type (the only one not taken), Add all
 * missing answers (focus on the first new answer), their texts; Ctrl+Enter adds it.
 */
export const NewExpertiseByKeyboard: Story = {
  args: fakesWithout('expertise'),
  parameters: { route: '/bpt?new' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Question')
    await expect(questionText(drawer)).toHaveFocus()
    await expect(drawer.getByText('Choose a type first: the answer options follow from it.')).toBeVisible()
    await userEvent.keyboard('How much do you know about these topics?')
    await userEvent.tab()
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await page().findByRole('option', { name: 'Expertise' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Expertise'))
    await expect(await drawer.findByText('Please provide all answer options')).toBeVisible()
    await expect(drawer.getByText('Missing: Little expertise, Some expertise, Expert')).toBeVisible()
    drawer.getByRole('button', { name: 'Add all missing answers' }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(answer(drawer, 1, 3).getByLabelText('Text')).toHaveFocus())
    await expect(drawer.queryByText('Please provide all answer options')).toBeNull()
    await expect(answer(drawer, 3, 3).getByRole('combobox', { name: 'Value' })).toHaveTextContent('Expert')
    await userEvent.keyboard('Not much')
    for (const [position, text] of [
      [2, 'Quite a bit'],
      [3, 'A lot'],
    ] as const) {
      answer(drawer, position, 3).getByLabelText('Text').focus()
      await userEvent.keyboard(text)
    }
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() =>
      expect(args.questions.create).toHaveBeenCalledWith(
        {
          text: 'How much do you know about these topics?',
          type: 'expertise',
          onboarding: false,
          answers: [
            { text: 'Not much', hint: '', value: 'low' },
            { text: 'Quite a bit', hint: '', value: 'some' },
            { text: 'A lot', hint: '', value: 'expert' },
          ],
        },
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved question')).toBeVisible()
  },
}

/** Onboarding is a switch; the save sends it. */
export const Onboarding: Story = {
  parameters: { route: '/bpt?edit=8' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Question')
    const onboarding = await drawer.findByRole('switch', { name: 'Onboarding' })
    await waitFor(() => expect(onboarding).not.toBeChecked())
    await userEvent.click(onboarding)
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.questions.update).toHaveBeenCalledWith(
        8,
        expect.objectContaining({ onboarding: true }),
        'en',
      ),
    )
  },
}

/** Delete asks the question of docs/product.md §5 first, then 'Deleted question'. */
export const Delete: Story = {
  parameters: { route: '/bpt?edit=5' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Question')
    await waitFor(() => expect(questionText(drawer)).toHaveValue('What holds you back?'))
    await userEvent.click(drawer.getByRole('button', { name: 'Delete' }))
    const confirm = within(await page().findByRole('alertdialog', { name: 'Delete' }))
    await expect(confirm.getByText('Are you absolutely sure you want to delete this question?')).toBeVisible()
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(args.questions.remove).toHaveBeenCalledWith(5))
    await expect(await within(toasts()).findByText('Deleted question')).toBeVisible()
  },
}

/** A failed save: 'Failed to save question', the drawer stays open. */
export const SaveFailed: Story = {
  args: (() => {
    const questions = fakeBptApi()
    questions.update = async () => Promise.reject(new Error('offline'))
    return { questions }
  })(),
  play: async () => {
    const drawer = await drawerNamed('Edit Question')
    await waitFor(() => expect(questionText(drawer)).toHaveValue('What do you already do?'))
    await userEvent.type(questionText(drawer), '!')
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await expect(await within(toasts()).findByText('Failed to save question')).toBeVisible()
    await expect(page().getByRole('dialog', { name: 'Edit Question' })).toBeVisible()
  },
}

/** In Dutch: the type and the values by their Dutch labels; the answers' English texts as reference. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { questions: fakeBptApi(bptQuestionRows('nl')) },
  play: async ({ args }) => {
    const drawer = within(await page().findByRole('dialog'))
    await waitFor(() => expect(drawer.getAllByLabelText('Tekst')[0]).toHaveValue('Wat doe je al?'))
    await expect(args.questions.get).toHaveBeenCalledWith(4, 'nl')
    await expect(drawer.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Gedrag')
    const first = within(drawer.getByRole('group', { name: 'Antwoord 1 van 11' }))
    await expect(first.getByRole('combobox', { name: 'Waarde' })).toHaveTextContent('Minder vlees eten')
    await expect(first.getByText('Less meat')).toBeVisible()
  },
}

/** Choosing a type with the mouse: the answers' values follow it. */
export const ChooseTypeByMouse: Story = {
  args: fakesWithout('co2-scan'),
  parameters: { route: '/bpt?new' },
  play: async () => {
    const drawer = await drawerNamed('Add Question')
    await choose(drawer, 'Type', 'CO2 scan')
    await userEvent.click(drawer.getByRole('button', { name: 'Add answer' }))
    await expect(answer(drawer, 1, 1).getByRole('combobox', { name: 'Value' })).toHaveTextContent('Yes')
    await expect(drawer.getByText('Missing: No, Right now, Not sure')).toBeVisible()
  },
}
