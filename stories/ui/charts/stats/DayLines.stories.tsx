import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { usersPerDay } from './statsFixtures.ts'
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
  said,
  svgTexts,
  tableRows,
  tooltip,
} from './statsStoryKit.tsx'

const meta = {
  title: 'UI/Charts/Stats/Lines by day',
  component: StatsCardDemo,
  args: {
    series: 'users-per-day',
    title: 'Users per day',
    description: 'How many users opened the app each day, with a device only or registered.',
    status: 'success',
    data: usersPerDay,
    kind: 'lines',
    width: 960,
    onRetry: fn(),
  },
} satisfies Meta<typeof StatsCardDemo>

export default meta
type Story = StoryObj<typeof meta>

const thousands = /^\d{1,3}(,\d{3})+$/

/** 30 days, a line per stack (solid and dashed), the value axis in thousands. */
export const Normal: Story = {
  play: async () => {
    await drawn()
    await expect(legend()).toEqual(['Device users', 'Registered users'])
    const lines = [...plot()!.querySelectorAll('[data-stack] path')]
    await expect(lines).toHaveLength(2)
    await expect(lines.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '6 3'])
    await expect(svgTexts().some((text) => thousands.test(text ?? ''))).toBe(true)
    await expect(plot()).toHaveAccessibleName(
      expect.stringMatching(
        /^Line chart of the days from Sat, 1 Nov 2025 to Sun, 30 Nov 2025\. In total: Device users: [\d,]+; Registered users: [\d,]+\./,
      ),
    )
    // The keyboard moves over the days; the details point at the day.
    await userEvent.tab()
    await expect(frame()).toHaveFocus()
    await press('', 'Sat 1 Nov. Device users: 412, Registered users: 1,234, Total: 1,646.')
    await expect(tooltip()).toHaveTextContent('1,234')
    await press('{ArrowRight}{ArrowRight}', 'Mon 3 Nov.')
    await press('{End}', 'Sun 30 Nov.')
    await expectTooltipInside()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(tooltip()).toBeNull())
  },
}

/** The table by the keyboard: numbers with thousands separators. */
export const TableByKeyboard: Story = {
  play: async () => {
    await drawn()
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const table = await page().findByRole('table', { name: 'Users per day' })
    await expect(tableRows(table)[0]).toEqual(['Sat, 1 Nov 2025', '412', '1,234', '1,646'])
  },
}

/** A single day: a point per stack, no line to draw between days. */
export const OneDay: Story = {
  args: { data: usersPerDay.slice(0, 1) },
  play: async () => {
    await drawn()
    await expect(plot()!.querySelectorAll('[data-stack] circle')).toHaveLength(2)
    await expect(svgTexts()).toContain('1 Nov')
    await userEvent.tab()
    await press('', 'Sat 1 Nov. Device users: 412')
  },
}

/** No activity: the sentence instead of the chart. */
export const Empty: Story = {
  args: { data: usersPerDay.map((day) => ({ ...day, stackedValues: [] })) },
  play: async () => {
    await expect(page().getByText('No activity in the last 30 days.')).toBeVisible()
    await expect(plot()).toBeNull()
  },
}

export const Loading: Story = loadingStory

export const LoadFailed: Story = loadFailedStory

/** Dutch: "1.234", the stack names and the dates from the catalog and the language. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { title: 'Gebruikers per dag', description: 'Hoeveel gebruikers de app per dag openden.' },
  play: async () => {
    await drawn()
    await expect(legend()).toEqual(['Apparaatgebruikers', 'Geregistreerde gebruikers'])
    await expect(svgTexts().some((text) => /^\d{1,3}(\.\d{3})+$/.test(text ?? ''))).toBe(true)
    await userEvent.tab()
    await press('', 'za 1 nov. Apparaatgebruikers: 412, Geregistreerde gebruikers: 1.234, Totaal: 1.646.')
    await expect(within(frame()).getByText(/Pijltjestoetsen/)).toBeInTheDocument()
    await expect(said()).toContain('1.646')
  },
}
