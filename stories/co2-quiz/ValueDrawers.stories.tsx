import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import { AverageDrawer } from '../../src/console/areas/co2-quiz/averages/AverageDrawer.tsx'
import { ValueDrawer } from '../../src/console/areas/co2-quiz/values/ValueDrawer.tsx'
import { page, toasts } from '../support/screen.ts'
import { Co2Apis, type Co2Fakes, co2Fakes } from './Co2Apis.tsx'

/** The value and average drawers on their pages, opened by the URL; `drawer` says which. */
function DrawerStory({ drawer, ...fakes }: Co2Fakes & { drawer: 'value' | 'average' }) {
  return <Co2Apis fakes={fakes}>{drawer === 'value' ? <ValueDrawer /> : <AverageDrawer />}</Co2Apis>
}

const meta = {
  title: 'CO2 quiz/ValueDrawers',
  component: DrawerStory,
  args: { ...co2Fakes(), drawer: 'value' },
  parameters: { route: '/co2quiz/values?edit=1' } satisfies CanopyParameters,
} satisfies Meta<typeof DrawerStory>

export default meta
type Story = StoryObj<typeof meta>

const drawerNamed = async (name: string) => within(await page().findByRole('dialog', { name }))

/**
 * A value: its figure, category, country, description, the question it overrides and its source;
 * the figure changed (Dutch notation taken), 'Saved value'.
 */
export const EditValue: Story = {
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Value')
    const value = drawer.getByLabelText('Value')
    await waitFor(() => expect(value).toHaveValue('1600'))
    await expect(drawer.getByLabelText('Country')).toHaveValue('NL')
    await expect(await drawer.findByRole('checkbox', { name: /Energy$/ })).toBeChecked()
    await expect(drawer.getByRole('list', { name: 'Chosen: Overrides questions' })).toHaveTextContent(
      'How do you heat your home?',
    )
    await expect(drawer.getByRole('group', { name: 'Source 1 of 1' })).toBeVisible()
    await userEvent.clear(value)
    await expect(await drawer.findByText('Must be a number from 0 to 10,000,000 (kg CO2).')).toBeVisible()
    await userEvent.type(value, '1650,5')
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.values.update).toHaveBeenCalledWith(
        1,
        expect.objectContaining({ value: 1650.5, country: 'NL', categoryIds: [8], overrideQuestions: [9] }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved value')).toBeVisible()
  },
}

/** A new value starts in NL; Add waits for a figure and a category; the country is stored in capitals. */
export const NewValue: Story = {
  parameters: { route: '/co2quiz/values?new' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Add Value')
    await expect(drawer.getByLabelText('Value')).toHaveFocus()
    await expect(drawer.getByLabelText('Country')).toHaveValue('NL')
    await userEvent.keyboard('900')
    await expect(drawer.getByRole('button', { name: 'Add' })).toBeDisabled()
    await userEvent.click(await drawer.findByRole('checkbox', { name: /Water$/ }))
    await userEvent.clear(drawer.getByLabelText('Country'))
    await userEvent.type(drawer.getByLabelText('Country'), 'be')
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.click(drawer.getByRole('button', { name: 'Add' }))
    await waitFor(() =>
      expect(args.values.create).toHaveBeenCalledWith(
        expect.objectContaining({ value: 900, country: 'BE', categoryIds: [9] }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved value')).toBeVisible()
  },
}

/** An average: its figure, country and category; 'Saved average'. */
export const EditAverage: Story = {
  args: { drawer: 'average' },
  parameters: { route: '/co2quiz/averages?edit=2' },
  play: async ({ args }) => {
    const drawer = await drawerNamed('Edit Average')
    const average = drawer.getByLabelText('Average')
    await waitFor(() => expect(average).toHaveValue('1710'))
    await expect(await drawer.findByRole('checkbox', { name: /Car$/ })).toBeChecked()
    await userEvent.clear(average)
    await userEvent.type(average, '1800')
    await userEvent.click(drawer.getByRole('button', { name: 'Edit' }))
    await waitFor(() =>
      expect(args.averages.update).toHaveBeenCalledWith(
        2,
        expect.objectContaining({ value: 1800, country: 'NL', categoryIds: [6], version: 1 }),
        'en',
      ),
    )
    await expect(await within(toasts()).findByText('Saved average')).toBeVisible()
  },
}

/** A second category on an average: 'Only use one category', and Edit waits. */
export const OneCategory: Story = {
  args: { drawer: 'average' },
  parameters: { route: '/co2quiz/averages?edit=2' },
  play: async () => {
    const drawer = await drawerNamed('Edit Average')
    await userEvent.click(await drawer.findByRole('checkbox', { name: /Flying$/ }))
    await expect(await drawer.findByText('Only use one category')).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Edit' })).toBeDisabled()
  },
}
