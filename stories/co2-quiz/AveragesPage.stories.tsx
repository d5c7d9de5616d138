import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import AveragesPage from '../../src/console/areas/co2-quiz/averages/AveragesPage.tsx'
import { bodyRows, columnHeaders, page } from '../support/screen.ts'
import { Co2Apis, type Co2Fakes, co2Fakes, fakeAveragesApi } from './Co2Apis.tsx'

/** /co2quiz/averages as the router shows it, over fake APIs. */
function AveragesPageStory(fakes: Co2Fakes) {
  return (
    <Co2Apis fakes={fakes}>
      <AveragesPage />
    </Co2Apis>
  )
}

const meta = {
  title: 'CO2 quiz/AveragesPage',
  component: AveragesPageStory,
  args: co2Fakes(),
  parameters: { route: '/co2quiz/averages' } satisfies CanopyParameters,
} satisfies Meta<typeof AveragesPageStory>

export default meta
type Story = StoryObj<typeof meta>

const grid = () => page().findByRole('grid', { name: 'CO2 averages' })
const ids = (table: HTMLElement) => bodyRows(table).map((row) => row.querySelector('td, th')?.textContent)

/** ID, Country, Category, Average, State. */
export const Typical: Story = {
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(5))
    await expect(columnHeaders(table)).toEqual(['ID', 'Country', 'Category', 'Average', 'State'])
    await expect(bodyRows(table)[0]).toHaveTextContent(/^1NL🥦 Food1,750 kg CO2/)
    const tabs = page().getByRole('navigation', { name: 'CO2 Quiz' })
    await expect(within(tabs).getByRole('link', { name: 'Averages' })).toHaveAttribute('aria-current', 'page')
    await expect(page().getByRole('button', { name: 'Add Average' })).toBeVisible()
  },
}

/** One filter finds a country or a category. */
export const Filtered: Story = {
  play: async () => {
    const table = await grid()
    await waitFor(() => expect(bodyRows(table)).toHaveLength(5))
    const filter = page().getByRole('searchbox', { name: 'Country or category' })
    await userEvent.type(filter, 'be')
    await waitFor(() => expect(ids(table)).toEqual(['4', '5']))
    await userEvent.clear(filter)
    await userEvent.type(filter, 'flying')
    await waitFor(() => expect(ids(table)).toEqual(['3']))
  },
}

/** No averages yet. */
export const Empty: Story = {
  args: co2Fakes('en', { averages: fakeAveragesApi([]) }),
  play: async () => {
    await expect(await page().findByText('No CO2 averages yet. Add the first one.')).toBeVisible()
  },
}
