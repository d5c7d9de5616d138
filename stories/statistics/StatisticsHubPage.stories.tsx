import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import StatisticsHubPage from '../../src/console/areas/statistics/StatisticsHubPage.tsx'
import { page } from '../support/screen.ts'
import {
  fakeStatisticsApi,
  StatisticsApis,
  type StatisticsFake,
  statisticsFixtures,
} from './StatisticsApis.tsx'

function HubStory({ fake }: { fake: StatisticsFake }) {
  return (
    <StatisticsApis fake={fake}>
      <StatisticsHubPage />
    </StatisticsApis>
  )
}

const meta = {
  title: 'Statistics/StatisticsHubPage',
  component: HubStory,
  args: { fake: fakeStatisticsApi() },
  argTypes: { fake: { control: false } },
  parameters: { route: '/statistics' } satisfies CanopyParameters,
} satisfies Meta<typeof HubStory>

export default meta
type Story = StoryObj<typeof meta>

const card = (name: string) =>
  within(page().getByRole('list', { name: /^(Statistics pages|Statistiekpagina's)$/ })).getByRole('link', {
    name: new RegExp(`^${name}`),
  })
const sum = (name: keyof typeof statisticsFixtures, stack?: string) =>
  statisticsFixtures[name]
    .flatMap((entry) => entry.stackedValues)
    .filter((value) => !stack || value.label === stack)
    .reduce((total, value) => total + value.value, 0)

/** Four cards, each a link to its page with its headline figure. */
export const Hub: Story = {
  play: async () => {
    await expect(await page().findByText('quizzes finished in the last 30 days')).toBeVisible()
    const finished = sum('quizzes-started-finished', 'finished').toLocaleString('en')
    await expect(within(card('Quizzes')).getByText(finished)).toBeVisible()
    await expect(card('Quizzes')).toHaveAttribute('href', '/statistics/quizzes')
    await expect(card('Actions')).toHaveAttribute('href', '/statistics/actions')
    await expect(card('CO2 scan')).toHaveAttribute('href', '/statistics/co2-scan')
    await expect(card('User interests')).toHaveAttribute('href', '/statistics/user-interests')
    await expect(within(card('Actions')).getByText(sum('actions-done').toLocaleString('en'))).toBeVisible()
    await expect(
      await within(card('User interests')).findByText('Most chosen interest: Saving energy'),
    ).toBeVisible()
    const tabs = page().getByRole('navigation', { name: 'Statistics' })
    await expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  },
}

/** In Dutch, figures the Dutch way. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async () => {
    await expect(await page().findByText('quizzen afgerond in de laatste 30 dagen')).toBeVisible()
    const users = sum('users-per-day').toLocaleString('nl')
    await expect(within(card('Gebruikersinteresses')).getByText(users)).toBeVisible()
  },
}

/** Nothing happened yet: zeros and a dash, no error. */
export const NoActivity: Story = {
  args: { fake: fakeStatisticsApi({}) },
  play: async () => {
    await expect(await within(card('CO2 scan')).findByText('–')).toBeVisible()
    await expect(within(card('Quizzes')).getByText('0')).toBeVisible()
  },
}

/** A series that cannot be read: its card says so, the others show. */
export const OneFailed: Story = {
  args: { fake: fakeStatisticsApi(statisticsFixtures, ['actions-done']) },
  play: async () => {
    await expect(
      await within(card('Actions')).findByText('The statistics could not be loaded.'),
    ).toBeVisible()
    await expect(
      await within(card('Quizzes')).findByText('quizzes finished in the last 30 days'),
    ).toBeVisible()
  },
}
