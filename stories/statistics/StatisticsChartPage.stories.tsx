import type { Meta, StoryObj } from '@storybook/react-vite'
import { Route, Routes } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import type { CanopyParameters } from '../../.storybook/parameters.ts'
import StatisticsChartPage from '../../src/console/areas/statistics/StatisticsChartPage.tsx'
import { page } from '../support/screen.ts'
import {
  fakeStatisticsApi,
  StatisticsApis,
  type StatisticsFake,
  statisticsFixtures,
} from './StatisticsApis.tsx'

function ChartPageStory({ fake }: { fake: StatisticsFake }) {
  return (
    <StatisticsApis fake={fake}>
      <Routes>
        <Route path="statistics/:slug" element={<StatisticsChartPage />} />
      </Routes>
    </StatisticsApis>
  )
}

const meta = {
  title: 'Statistics/StatisticsChartPage',
  component: ChartPageStory,
  args: { fake: fakeStatisticsApi() },
  argTypes: { fake: { control: false } },
  parameters: { route: '/statistics/quizzes' } satisfies CanopyParameters,
} satisfies Meta<typeof ChartPageStory>

export default meta
type Story = StoryObj<typeof meta>

const heading = (name: string) => page().findByRole('heading', { level: 2, name })

/** The quizzes page: both of its series, the page's tab marked. */
export const Quizzes: Story = {
  play: async () => {
    await expect(page().getByRole('heading', { level: 1, name: 'Quizzes' })).toBeVisible()
    await expect(await heading('Quizzes started and finished')).toBeVisible()
    await expect(await heading('Quiz answers per day')).toBeVisible()
    const tabs = page().getByRole('navigation', { name: 'Statistics' })
    await expect(within(tabs).getByRole('link', { name: 'Quizzes' })).toHaveAttribute('aria-current', 'page')
    const crumbs = page().getByRole('navigation', { name: 'Breadcrumb' })
    await expect(within(crumbs).getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      '/statistics',
    )
  },
}

/** Users' interests, motivation and new users on one page; the motivation table names its column. */
export const UserInterests: Story = {
  parameters: { route: '/statistics/user-interests' } satisfies CanopyParameters,
  play: async () => {
    await expect(await heading('Interests')).toBeVisible()
    await expect(await heading('Motivation')).toBeVisible()
    await expect(await heading('New users per day')).toBeVisible()
    const toggles = await page().findAllByRole('button', { name: 'Show table' })
    await userEvent.click(toggles[1]!)
    const table = await page().findByRole('table', { name: /Motivation/ })
    await expect(within(table).getByRole('columnheader', { name: 'Motivation' })).toBeVisible()
    await expect(within(table).getByRole('rowheader', { name: 'Climate' })).toBeVisible()
  },
}

/** One series fails: its card offers Retry, which reads it again. */
export const Failed: Story = {
  parameters: { route: '/statistics/actions' } satisfies CanopyParameters,
  args: { fake: fakeStatisticsApi(statisticsFixtures, ['actions-done']) },
  play: async ({ args }) => {
    await expect(await page().findByText('The statistics could not be loaded.')).toBeVisible()
    await expect(await heading('Actions added')).toBeVisible()
    args.fake.heal()
    await userEvent.click(page().getByRole('button', { name: 'Try again' }))
    await expect(await page().findAllByRole('button', { name: 'Show table' })).toHaveLength(2)
  },
}

/** Dutch: titles and the tabs in Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  parameters: { route: '/statistics/co2-scan' } satisfies CanopyParameters,
  play: async () => {
    await expect(await heading('CO2-voetafdruk van de scans')).toBeVisible()
  },
}
