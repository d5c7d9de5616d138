import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import ValuesPage from '../../src/console/areas/co2-quiz/values/ValuesPage.tsx'
import { bodyRows, columnHeaders, page } from '../support/screen.ts'
import { Co2Apis, type Co2Fakes, co2Fakes, fakeValuesApi } from './Co2Apis.tsx'

/** /co2quiz/values as the router shows it, over fake APIs. */
function ValuesPageStory(fakes: Co2Fakes) {
  return (
    <Co2Apis fakes={fakes}>
      <ValuesPage />
    </Co2Apis>
  )
}

const meta = {
  title: 'CO2 quiz/ValuesPage',
  component: ValuesPageStory,
  args: co2Fakes(),
  parameters: { route: '/co2quiz/values' } satisfies CanopyParameters,
} satisfies Meta<typeof ValuesPageStory>

export default meta
type Story = StoryObj<typeof meta>

const grid = () => page().findByRole('grid', { name: 'CO2 values' })
const rowTexts = (table: HTMLElement) =>
  bodyRows(table).map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent?.trim()))

/** A value per country: ID, Category, Country, Value in kg CO2, State; the Values tab current. */
export const Typical: Story = {
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3))
    await expect(columnHeaders(table)).toEqual(['ID', 'Category', 'Country', 'Value', 'State'])
    await expect(rowTexts(table).map((cells) => cells.slice(0, 4))).toEqual([
      ['1', '⚡ Energy', 'NL', '1,600 kg CO2'],
      ['2', '⚡ Energy', 'BE', '1,700 kg CO2'],
      ['3', '⚡ Energy', 'DE', '1,800 kg CO2'],
    ])
    const tabs = page().getByRole('navigation', { name: 'CO2 Quiz' })
    await expect(within(tabs).getByRole('link', { name: 'Values' })).toHaveAttribute('aria-current', 'page')
    await expect(page().getByRole('button', { name: 'Add Value' })).toBeVisible()
  },
}

/** The category filter. */
export const Filtered: Story = {
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3))
    await userEvent.type(page().getByRole('searchbox', { name: 'Category' }), 'water')
    await expect(await page().findByText('No results.')).toBeVisible()
    await userEvent.clear(page().getByRole('searchbox', { name: 'Category' }))
    await userEvent.type(page().getByRole('searchbox', { name: 'Category' }), 'ener')
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3))
  },
}

/** No values yet. */
export const Empty: Story = {
  args: co2Fakes('en', { values: fakeValuesApi([]) }),
  play: async () => {
    await expect(await page().findByText('No CO2 values yet. Add the first one.')).toBeVisible()
  },
}

/** In Dutch the figures are written the Dutch way. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: co2Fakes('nl'),
  play: async () => {
    const table = await page().findByRole('grid')
    await expect(await within(table).findByText('1.600 kg CO2')).toBeVisible()
  },
}
