import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { co2QuizApi } from '../../src/console/api/co2-quiz.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { Co2CalculatorDrawer } from '../../src/console/areas/co2-quiz/calculator/Co2CalculatorDrawer.tsx'
import { calculatorQuiz } from './calculatorFixtures.ts'

type Api = typeof co2QuizApi

/** The Calculator on /co2quiz, opened by the URL (`?calculator`), over a fake quiz client. */
function CalculatorStory(api: Api) {
  return (
    <ResourceProvider bindings={[provide(co2QuizApi, api)]}>
      <Co2CalculatorDrawer />
    </ResourceProvider>
  )
}

const meta = {
  title: 'CO2 quiz/Calculator',
  component: CalculatorStory,
  args: { get: async () => structuredClone(calculatorQuiz) },
  parameters: { route: '/co2quiz?calculator' } satisfies CanopyParameters,
} satisfies Meta<typeof CalculatorStory>

export default meta
type Story = StoryObj<typeof meta>

const drawer = () => within(document.body).findByRole('dialog', { name: 'Calculator' })
const total = (dialog: HTMLElement) => within(dialog).findByTestId('co2-total')
/** The results table as "Category value" lines, top to bottom. */
const lines = (dialog: HTMLElement) =>
  [...within(dialog).getByRole('table', { name: 'Results per category' }).querySelectorAll('tbody tr')].map(
    (row) => [...row.children].map((cell) => cell.textContent?.trim()).join(' '),
  )

/** Nothing answered: every main question is asked, and the results say there are none. */
export const Empty: Story = {
  play: async () => {
    const dialog = await drawer()
    await expect(await within(dialog).findByRole('radiogroup', { name: 'What do you eat?' })).toBeVisible()
    await expect(within(dialog).getByRole('group', { name: 'Which fuel does it use?' })).toBeVisible()
    await expect(within(dialog).queryByText('How many km a week?')).toBeNull()
    await expect(
      within(dialog).getByText('There are no results, as no answers have been selected.'),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeDisabled()
  },
}

/** With the keyboard: on the diet, Space chooses Vegan, the arrows move on; the total follows. */
export const ByKeyboard: Story = {
  play: async () => {
    const dialog = await drawer()
    const vegan = await within(dialog).findByRole('radio', { name: 'Vegan' })
    vegan.focus()
    await userEvent.keyboard(' ')
    await expect(await total(dialog)).toHaveTextContent('Total: 900 kg CO2')
    // Held as a person holds a key: Radix checks the radio the arrow moved to while the key is down.
    await userEvent.keyboard('{ArrowDown>}')
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Vegetarian' })).toHaveFocus())
    await userEvent.keyboard('{/ArrowDown}')
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Vegetarian' })).toBeChecked())
    await expect(await total(dialog)).toHaveTextContent('Total: 1,200 kg CO2')
  },
}

/** Partly answered: the train asks its follow-up, and typing the km counts them on Update. */
export const Partial: Story = {
  play: async () => {
    const dialog = await drawer()
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Meat every day' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: 'By train' }))
    const km = await within(dialog).findByRole('textbox', { name: 'Amount for "How many km a week?"' })
    await userEvent.type(km, '100{Enter}')
    await waitFor(() => expect(lines(dialog)).toEqual(['Food 2,500', 'Travel 26']))
    await expect(await total(dialog)).toHaveTextContent('Total: 2,526 kg CO2')
  },
}

/** Every question answered: the lines largest first, and Reset clears them all. */
export const Complete: Story = {
  play: async () => {
    const dialog = await drawer()
    for (const name of ['Vegan', 'Diesel', 'About 10,000 km', 'By bus', 'Two'])
      await userEvent.click(await within(dialog).findByRole('radio', { name }))
    // One long flight (the short flights' question has a One too).
    const longFlights = within(dialog).getByRole('radiogroup', { name: 'And long flights?' })
    await userEvent.click(within(longFlights).getByRole('radio', { name: 'One' }))
    await userEvent.type(
      await within(dialog).findByRole('textbox', { name: 'Amount for "How many km a week?"' }),
      '50{Enter}',
    )
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Amount for "How much do you spend on clothes a month?"' }),
      '100',
    )
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Update' }).at(-1)!)
    // Car 10,000 × 0.18 × 1.2; Travel 50 × 52 × 0.07 bus + 2 × 500 × 2 × 0.25 + 6,000 × 2 × 0.15
    await waitFor(() =>
      expect(lines(dialog)).toEqual(['Travel 2,482', 'Car 2,160', 'Food 900', 'Clothing 600']),
    )
    await expect(await total(dialog)).toHaveTextContent('Total: 6,142 kg CO2')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset' }))
    await expect(
      await within(dialog).findByText('There are no results, as no answers have been selected.'),
    ).toBeVisible()
  },
}

/** An Other answer: its input refuses what is not a number, then counts the km typed. */
export const OtherAnswer: Story = {
  play: async () => {
    const dialog = await drawer()
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Another distance' }))
    const km = await within(dialog).findByRole('textbox', {
      name: 'Amount for "How many km do you drive a year?"',
    })
    await userEvent.type(km, 'lots{Enter}')
    await expect(await within(dialog).findByText('Enter a number, such as 12 or 12.5.')).toBeVisible()
    await userEvent.clear(km)
    await userEvent.type(km, '5000{Enter}')
    // 5,000 km × 0.19 (petrol: no fuel chosen) × 1.2
    await expect(await total(dialog)).toHaveTextContent('Total: 1,140 kg CO2')
  },
}

/** The quiz could not be loaded: the reason, and Try again loads it. */
export const LoadFailed: Story = {
  args: {
    get: (() => {
      let calls = 0
      return async () => {
        calls += 1
        if (calls === 1) throw new Error('offline')
        return structuredClone(calculatorQuiz)
      }
    })(),
  },
  play: async () => {
    const dialog = await drawer()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Try again' }))
    await expect(await within(dialog).findByRole('radiogroup', { name: 'What do you eat?' })).toBeVisible()
  },
}
