import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { interests, longCategory } from './statsFixtures.ts'
import {
  drawn,
  expectTooltipInside,
  frame,
  legend,
  loadFailedStory,
  loadingStory,
  page,
  plot,
  press,
  StatsCardDemo,
  svgTexts,
  tableRows,
  tooltip,
} from './statsStoryKit.tsx'

const meta = {
  title: 'UI/Charts/Stats/Categories',
  component: StatsCardDemo,
  args: {
    series: 'user-interests',
    title: 'Interests',
    description: 'What the app’s users said they are interested in.',
    status: 'success',
    data: interests,
    width: 960,
    onRetry: fn(),
  },
} satisfies Meta<typeof StatsCardDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Eight categories, largest first: a horizontal bar each, its name left of it and its total after. */
export const Normal: Story = {
  play: async () => {
    await drawn()
    await expect(legend()).toEqual(['Users'])
    await expect(document.querySelectorAll('[data-category]')).toHaveLength(8)
    await expect(svgTexts()).toContain('Saving energy')
    await expect(svgTexts()).toContain('1,480')
    await expect(plot()).toHaveAccessibleName(
      'Bar chart: Saving energy: 1,480; Food: 1,212; Mobility: 968; Waste and recycling: 731; Nature and biodiversity: 520; Water: 344; Clothing: 187; Finances: 96.',
    )
    await userEvent.tab()
    await expect(frame()).toHaveFocus()
    await press('', 'Saving energy. Users: 1,480.')
    await press('{ArrowDown}', 'Food. Users: 1,212.')
    await press('{ArrowUp}{ArrowUp}', 'Saving energy.')
    await press('{End}', 'Finances. Users: 96.')
    await expectTooltipInside()
    // One stack: no total in the details.
    await expect(tooltip()).not.toHaveTextContent('Total')
  },
}

/** The table: the category column, each stack, the total. */
export const TableByKeyboard: Story = {
  play: async () => {
    await drawn()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const table = await page().findByRole('table', { name: 'Interests' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Users', 'Total'])
    await expect(tableRows(table)[0]).toEqual(['Saving energy', '1,480', '1,480'])
  },
}

/** A 120-character category: cut with "…" beside its bar, whole in the details and the table. */
export const LongLabel: Story = {
  args: {
    data: [
      { label: longCategory, stackedValues: [{ label: 'users', value: 1520 }] },
      ...interests.slice(0, 3),
    ],
  },
  play: async () => {
    await expect(longCategory).toHaveLength(120)
    await drawn()
    const svg = plot()!
    const name = svg.querySelector('[data-category] text')!
    await expect(name.textContent?.endsWith('…')).toBe(true)
    await expect(name.querySelector('title')).toHaveTextContent(longCategory)
    const left = svg.getBoundingClientRect().left
    const right = svg.getBoundingClientRect().right
    for (const text of svg.querySelectorAll('text')) {
      await expect(text.getBoundingClientRect().left).toBeGreaterThanOrEqual(left - 0.5)
      await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5)
    }
    await userEvent.tab()
    await press('', `${longCategory}. Users: 1,520.`)
    await expect(tooltip()).toHaveTextContent(longCategory)
    await expectTooltipInside()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const table = await page().findByRole('table', { name: 'Interests' })
    await expect(within(table).getByRole('rowheader', { name: longCategory })).toBeVisible()
  },
}

/** A single category. */
export const OneCategory: Story = {
  args: { data: interests.slice(0, 1) },
  play: async () => {
    await drawn()
    await expect(document.querySelectorAll('[data-category]')).toHaveLength(1)
    await userEvent.tab()
    await press('{ArrowDown}', 'Saving energy. Users: 1,480.')
  },
}

/** No category has a user yet. */
export const Empty: Story = {
  args: { data: [] },
  play: async () => {
    await expect(page().getByText('No activity in the last 30 days.')).toBeVisible()
    await expect(plot()).toBeNull()
  },
}

export const Loading: Story = loadingStory

export const LoadFailed: Story = loadFailedStory

/** Dutch: the categories are data (already Dutch from the API); the interface words are translated. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    title: 'Interesses',
    description: 'Waar de gebruikers van de app in geïnteresseerd zijn.',
    data: [
      { label: 'Energie besparen', stackedValues: [{ label: 'users', value: 1480 }] },
      { label: 'Voeding', stackedValues: [{ label: 'users', value: 1212 }] },
      { label: 'Mobiliteit', stackedValues: [{ label: 'users', value: 968 }] },
    ],
  },
  play: async () => {
    await drawn()
    await expect(legend()).toEqual(['Gebruikers'])
    await expect(svgTexts()).toContain('1.480')
    await userEvent.tab()
    await press('', 'Energie besparen. Gebruikers: 1.480.')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const table = await page().findByRole('table', { name: 'Interesses' })
    await expect(within(table).getByRole('columnheader', { name: 'Categorie' })).toBeVisible()
    await waitFor(() => expect(page().getByRole('button', { name: 'Tabel verbergen' })).toBeVisible())
  },
}
