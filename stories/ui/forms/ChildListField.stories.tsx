import { zodResolver } from '@hookform/resolvers/zod'
import { Box, Button, Checkbox, Flex, Text } from '@radix-ui/themes'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Controller, type UseFormReturn, useForm } from 'react-hook-form'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { z } from 'zod'
import { ChildListField } from '../../../src/console/ui/forms/child-list/ChildListField.tsx'
import { Field } from '../../../src/console/ui/forms/Field.tsx'
import { page } from '../../support/screen.ts'

/** A quiz question's answers as a drawer's form holds them: a text each, one or more correct. */
const schema = z.object({
  answers: z
    .array(
      z.object({
        id: z.number().optional(),
        text: z.string().trim().min(1, 'Text is required.'),
        correct: z.boolean(),
      }),
    )
    .min(2, 'A question needs at least two answers.'),
})
type Input = z.input<typeof schema>
type Output = z.output<typeof schema>
type Answer = Input['answers'][number]
type Form = UseFormReturn<Input, unknown, Output>

/** One answer's fields: its text (required) and whether it is correct. */
function AnswerFields({ form, index, name }: { form: Form; index: number; name: `answers.${number}` }) {
  return (
    <>
      <Field
        label="Text"
        autoComplete="off"
        error={form.formState.errors.answers?.[index]?.text?.message}
        {...form.register(`${name}.text`)}
      />
      <Controller
        control={form.control}
        name={`${name}.correct`}
        render={({ field }) => (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              Correct
            </Flex>
          </Text>
        )}
      />
    </>
  )
}

type Args = { initial: Answer[]; max?: number; onlySavedMove?: boolean; onSubmit: (values: Output) => void }

/** The answers of a question in a form (react-hook-form with zod, as in a drawer) and its Save. */
function AnswersForm({ initial, max = 30, onlySavedMove, onSubmit }: Args) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { answers: initial },
  })
  return (
    <Box p="5" maxWidth="560px">
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <Flex direction="column" gap="4" align="start">
          <Box width="100%">
            <ChildListField
              control={form.control}
              name="answers"
              label="Answers"
              count={(n) => (n === 1 ? '1 answer' : `${n} answers`)}
              entryLabel={(index, count) => `Answer ${index + 1} of ${count}`}
              addLabel="Add answer"
              newItem={() => ({ text: '', correct: false })}
              max={max}
              onlySavedMove={onlySavedMove}
              renderEntry={({ index, name }) => <AnswerFields form={form} index={index} name={name} />}
            />
          </Box>
          <Button type="submit">Save</Button>
        </Flex>
      </form>
    </Box>
  )
}

const meta = {
  title: 'UI/Forms/ChildListField',
  component: AnswersForm,
  args: { initial: [], onSubmit: fn() },
  argTypes: { onSubmit: { control: false } },
} satisfies Meta<typeof AnswersForm>

export default meta
type Story = StoryObj<typeof meta>

const list = () => page().getByRole('group', { name: 'Answers' })
const entry = (name: string) => page().getByRole('group', { name })
const textIn = (name: string) => within(entry(name)).getByRole('textbox', { name: 'Text' })
const buttonIn = (name: string, button: string) => within(entry(name)).getByRole('button', { name: button })
const texts = () =>
  within(list())
    .queryAllByRole<HTMLInputElement>('textbox', { name: 'Text' })
    .map((input) => input.value)
const heard = () => within(list()).getByRole('status').textContent
const saved = (id: number, text: string, correct = false): Answer => ({ id, text, correct })

/** No answers yet: Save says the list needs two; Add answer makes one and puts the cursor in it. */
export const Empty: Story = {
  play: async () => {
    await expect(within(list()).getByText('0 answers')).toBeVisible()
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await within(list()).findByText('A question needs at least two answers.')).toBeVisible()
    await expect(list()).toHaveAccessibleDescription(/A question needs at least two answers\./)
    await userEvent.click(page().getByRole('button', { name: 'Add answer' }))
    await waitFor(() => expect(textIn('Answer 1 of 1')).toHaveFocus())
    await userEvent.keyboard('Walk to work')
    await expect(texts()).toEqual(['Walk to work'])
    await expect(within(list()).getByText('1 answer')).toBeVisible()
    await expect(buttonIn('Answer 1 of 1', 'Move up')).toBeDisabled()
    await expect(buttonIn('Answer 1 of 1', 'Move down')).toBeDisabled()
  },
}

/** One answer: add a second, move it with the buttons and with Alt+↑, remove one. */
export const OneEntry: Story = {
  args: { initial: [saved(1, 'Walk', true)] },
  play: async () => {
    await userEvent.click(page().getByRole('button', { name: 'Add answer' }))
    await waitFor(() => expect(textIn('Answer 2 of 2')).toHaveFocus())
    await userEvent.keyboard('Cycle')
    await expect(within(list()).getByText('2 answers')).toBeVisible()
    await expect(buttonIn('Answer 1 of 2', 'Move up')).toBeDisabled()
    await expect(buttonIn('Answer 2 of 2', 'Move down')).toBeDisabled()

    // Move up: Cycle goes first; its Move up is disabled there, so focus goes to its Move down.
    await userEvent.click(buttonIn('Answer 2 of 2', 'Move up'))
    await waitFor(() => expect(texts()).toEqual(['Cycle', 'Walk']))
    await waitFor(() => expect(buttonIn('Answer 1 of 2', 'Move down')).toHaveFocus())
    await waitFor(() => expect(heard()).toBe('Moved. Answer 1 of 2'))

    // Alt+↑ while typing in Walk's text: Walk goes first, the cursor stays in its text.
    await userEvent.click(textIn('Answer 2 of 2'))
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    await waitFor(() => expect(texts()).toEqual(['Walk', 'Cycle']))
    await waitFor(() => expect(textIn('Answer 1 of 2')).toHaveFocus())
    await expect(textIn('Answer 1 of 2')).toHaveValue('Walk')
    await userEvent.keyboard('ing')
    await expect(texts()).toEqual(['Walking', 'Cycle'])
    await expect(within(entry('Answer 1 of 2')).getByRole('checkbox', { name: 'Correct' })).toBeChecked()

    // Remove the first: focus goes to the next answer's text.
    await userEvent.click(buttonIn('Answer 1 of 2', 'Remove Answer 1 of 2'))
    await waitFor(() => expect(texts()).toEqual(['Cycle']))
    await waitFor(() => expect(textIn('Answer 1 of 1')).toHaveFocus())
    await expect(within(list()).getByText('1 answer')).toBeVisible()
    await expect(heard()).toBe('Answer 1 of 2 removed.')
  },
}

/** A full list (the maximum is 30): Add waits until one goes; the last goes, focus to the one before. */
export const ThirtyEntries: Story = {
  args: {
    initial: Array.from({ length: 30 }, (_, index) => saved(index + 1, `Answer text ${index + 1}`)),
    max: 30,
  },
  play: async () => {
    await expect(within(list()).getByText('30 answers')).toBeVisible()
    await expect(page().getByRole('button', { name: 'Add answer' })).toBeDisabled()
    await expect(page().getByText('No more can be added: the maximum is 30 answers.')).toBeVisible()
    await expect(list()).toHaveAccessibleDescription(
      '30 answers No more can be added: the maximum is 30 answers.',
    )
    // The last cannot go down: Alt+↓ leaves it where it is.
    await userEvent.click(textIn('Answer 30 of 30'))
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await expect(texts().at(-1)).toBe('Answer text 30')
    await expect(textIn('Answer 30 of 30')).toHaveFocus()

    await userEvent.click(buttonIn('Answer 30 of 30', 'Remove Answer 30 of 30'))
    await waitFor(() => expect(textIn('Answer 29 of 29')).toHaveFocus())
    await expect(textIn('Answer 29 of 29')).toHaveValue('Answer text 29')
    await expect(page().queryByText(/No more can be added/)).toBeNull()
    await userEvent.click(page().getByRole('button', { name: 'Add answer' }))
    await waitFor(() => expect(textIn('Answer 30 of 30')).toHaveFocus())
    await expect(page().getByRole('button', { name: 'Add answer' })).toBeDisabled()
  },
}

/** After Save: each empty text says so, and the list says it needs two answers. */
export const WithErrors: Story = {
  args: { initial: [{ text: '', correct: false }] },
  play: async ({ args }) => {
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await expect(await within(entry('Answer 1 of 1')).findByText('Text is required.')).toBeVisible()
    await expect(textIn('Answer 1 of 1')).toHaveAccessibleDescription('Text is required.')
    await expect(within(list()).getByText('A question needs at least two answers.')).toBeVisible()
    await expect(list()).toHaveAccessibleDescription(/A question needs at least two answers\./)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    // Filled in and a second answer added: Save goes through.
    await userEvent.type(textIn('Answer 1 of 1'), 'Walk')
    await userEvent.click(page().getByRole('button', { name: 'Add answer' }))
    await userEvent.keyboard('Cycle')
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          answers: [
            { text: 'Walk', correct: false },
            { text: 'Cycle', correct: false },
          ],
        },
        expect.anything(),
      ),
    )
    await expect(page().queryByText('A question needs at least two answers.')).toBeNull()
  },
}

/** Only saved answers move: the new one stays put, and no saved one moves past it. */
export const OnlySavedMove: Story = {
  args: {
    initial: [saved(1, 'Walk', true), saved(2, 'Cycle'), { text: 'Take the train', correct: false }],
    onlySavedMove: true,
  },
  play: async ({ args }) => {
    await expect(page().getByText('New entries can be moved once saved.')).toBeVisible()
    await expect(list()).toHaveAccessibleDescription('3 answers New entries can be moved once saved.')
    await expect(within(entry('Answer 3 of 3')).getByText('Unsaved')).toBeVisible()
    await expect(buttonIn('Answer 3 of 3', 'Move up')).toBeDisabled()
    await expect(buttonIn('Answer 2 of 3', 'Move down')).toBeDisabled()
    await expect(buttonIn('Answer 1 of 3', 'Move down')).toBeEnabled()

    await userEvent.click(textIn('Answer 3 of 3'))
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    await waitFor(() => expect(heard()).toBe('Not moved. New entries can be moved once saved.'))
    await expect(texts()).toEqual(['Walk', 'Cycle', 'Take the train'])
    await expect(textIn('Answer 3 of 3')).toHaveFocus()

    // Walk moves down; past the new answer it may not, so focus goes to its Move up.
    await userEvent.click(buttonIn('Answer 1 of 3', 'Move down'))
    await waitFor(() => expect(texts()).toEqual(['Cycle', 'Walk', 'Take the train']))
    await waitFor(() => expect(buttonIn('Answer 2 of 3', 'Move up')).toHaveFocus())

    // The saved ids go with their answers.
    await userEvent.click(page().getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          answers: [
            { id: 2, text: 'Cycle', correct: false },
            { id: 1, text: 'Walk', correct: true },
            { text: 'Take the train', correct: false },
          ],
        },
        expect.anything(),
      ),
    )
  },
}
