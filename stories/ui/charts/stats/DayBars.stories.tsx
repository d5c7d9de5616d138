import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { days, quietMonth, startedFinished, userCo2 } from './statsFixtures.ts'
import {
  drawn,
  expectTooltipInside,
  frame,
  legend,
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
  title: 'UI/Charts/Stats/Bars by day',
  component: StatsCardDemo,
  args: {
    series: 'quizzes-started-finished',
    title: 'Quizzes started and finished',
    description: 'How many quizzes the app’s users started and finished each day.',
    status: 'success',
    data: startedFinished,
    kind: 'bars',
    width: 960,
    onRetry: fn(),
  },
} satisfies Meta<typeof StatsCardDemo>

export default meta
type Story = StoryObj<typeof meta>

/** 30 days of two stacks: a bar per day, started below finished; the keyboard reads it day by day. */
export const Normal: Story = {
  play: async () => {
    await drawn()
    await expect(
      page().getByRole('heading', { level: 2, name: 'Quizzes started and finished' }),
    ).toBeVisible()
    await expect(legend()).toEqual(['Started', 'Finished'])
    await expect(document.querySelectorAll('[data-day]')).toHaveLength(30)
    // As many days labelled as fit, counted back from the latest.
    await expect(svgTexts()).toContain('30 Nov')
    await expect(svgTexts().filter((text) => / Nov$/.test(text ?? '')).length).toBeGreaterThanOrEqual(6)
    await expect(plot()).toHaveAccessibleName(
      expect.stringMatching(
        /^Bar chart of the days from Sat, 1 Nov 2025 to Sun, 30 Nov 2025\. In total: Started: [\d,]+; Finished: [\d,]+\. Highest day: .+ \([\d,]+\)\.$/,
      ),
    )

    // One tab stop: the details of the first day show, the arrows move day by day.
    await userEvent.tab()
    await expect(frame()).toHaveFocus()
    await press('', 'Sat 1 Nov. Started: 34, Finished: 21, Total: 55.')
    await expect(tooltip()).toBeVisible()
    await expect(tooltip()).toHaveTextContent('Sat 1 Nov')
    await expect(document.querySelector('.stats-highlight')).not.toBeNull()
    await press('{ArrowRight}', 'Sun 2 Nov.')
    await press('{ArrowLeft}{ArrowLeft}', 'Sat 1 Nov.')
    await press('{End}', 'Sun 30 Nov.')
    await expectTooltipInside()
    await press('{Home}', 'Sat 1 Nov.')
    // Escape hides the details and keeps the focus; the next arrow shows them again.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(tooltip()).toBeNull())
    await expect(frame()).toHaveFocus()
    await expect(said()).toBe('')
    await press('{ArrowRight}', 'Sun 2 Nov.')
    // Leaving the chart hides them.
    await userEvent.tab()
    await waitFor(() => expect(tooltip()).toBeNull())
  },
}

/** The pointer shows the day under it; leaving the chart hides it. */
export const Hover: Story = {
  play: async () => {
    await drawn()
    await userEvent.hover(document.querySelector('[data-hit="3"]')!)
    await waitFor(() => expect(tooltip()).toHaveTextContent('Tue 4 Nov'))
    await expect(said()).toBe('')
    await userEvent.unhover(frame())
    await waitFor(() => expect(tooltip()).toBeNull())
  },
}

/** "Show table" by the keyboard: the table opens under the buttons, with the days in words. */
export const TableByKeyboard: Story = {
  play: async () => {
    await drawn()
    await userEvent.tab()
    await userEvent.tab()
    const toggle = page().getByRole('button', { name: 'Show table' })
    await expect(toggle).toHaveFocus()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!
    await expect(region).not.toBeVisible()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'))
    await expect(toggle).toHaveAccessibleName('Hide table')
    await expect(toggle).toHaveFocus()
    const table = page().getByRole('table', { name: 'Quizzes started and finished' })
    await expect(region).toContainElement(table)
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Started', 'Finished', 'Total'])
    const rows = tableRows(table)
    await expect(rows).toHaveLength(30)
    await expect(rows[0]).toEqual(['Sat, 1 Nov 2025', '34', '21', '55'])
    await expect(within(table).getByRole('rowheader', { name: 'Sat, 1 Nov 2025' })).toBeVisible()
    await expect(table.querySelector('time')).toHaveAttribute('dateTime', '2025-11-01')
    // Space closes it again.
    await userEvent.keyboard(' ')
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'))
    await expect(page().queryByRole('table')).toBeNull()
  },
}

/** Download CSV: a file named after the series and today, with a byte order mark and the numbers. */
export const DownloadCsv: Story = {
  play: async () => {
    await drawn()
    const blobs: Blob[] = []
    const names: string[] = []
    const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:stats-test'
    })
    const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    try {
      await userEvent.click(page().getByRole('button', { name: 'Download CSV' }))
      await expect(names).toHaveLength(1)
      await expect(names[0]).toMatch(/^canopy-quizzes-started-finished-\d{4}-\d{2}-\d{2}\.csv$/)
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer())
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = await blobs[0]!.text()
      await expect(text.startsWith('Day,Started,Finished,Total\r\n2025-11-01,34,21,55\r\n')).toBe(true)
      await expect(text.split('\r\n')).toHaveLength(32)
      await expect(document.querySelector('a[download]')).toBeNull()
    } finally {
      create.mockRestore()
      revoke.mockRestore()
      click.mockRestore()
    }
  },
}

/** Stacks that are data (CO2 categories, in the request's language): five colours, largest first. */
export const DataStacks: Story = {
  args: { series: 'user-co2', title: 'CO2 scans per category', description: undefined, data: userCo2 },
  play: async () => {
    await drawn()
    await expect(legend()).toEqual(['Transport', 'Housing', 'Food', 'Consumption', 'Leisure'])
    const colours = new Set(
      [...document.querySelectorAll('[data-day] rect')].map((bar) => bar.getAttribute('fill')),
    )
    await expect(colours.size).toBe(5)
    await userEvent.tab()
    await press('', 'Sat 1 Nov. Transport: 12, Housing: 9, Food: 8, Consumption: 4, Leisure: 2, Total: 35.')
  },
}

/** A single day: one bar, its date under it. */
export const OneDay: Story = {
  args: { data: startedFinished.slice(0, 1) },
  play: async () => {
    await drawn()
    await expect(document.querySelectorAll('[data-day]')).toHaveLength(1)
    await expect(svgTexts()).toContain('1 Nov')
    await expect(plot()).toHaveAccessibleName(
      'Bar chart of Sat, 1 Nov 2025. In total: Started: 34; Finished: 21.',
    )
    await userEvent.tab()
    await press('{ArrowRight}', 'Sat 1 Nov.')
  },
}

/** Thirty days without activity: a sentence, no chart and no buttons. */
export const Empty: Story = {
  args: { data: quietMonth },
  play: async () => {
    await expect(page().getByText('No activity in the last 30 days.')).toBeVisible()
    await expect(plot()).toBeNull()
    await expect(page().queryByRole('button', { name: 'Download CSV' })).toBeNull()
    await expect(days(30)).toHaveLength(30)
  },
}

/** The series is loading: the heading, and a skeleton of the chart's size. */
export const Loading: Story = {
  args: { status: 'pending', data: undefined },
  play: async () => {
    await expect(page().getByRole('heading', { name: 'Quizzes started and finished' })).toBeVisible()
    await expect(page().getByRole('status')).toHaveTextContent('Loading the statistics…')
    await expect(plot()).toBeNull()
  },
}

/** The series could not be loaded: the message, and Try again calls the page's retry. */
export const LoadFailed: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args }) => {
    await expect(page().getByRole('alert')).toHaveTextContent('The statistics could not be loaded.')
    await userEvent.click(page().getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Through the lazy wrapper, as a statistics page shows it: the card arrives in its own chunk. */
export const Lazy: Story = {
  args: { lazy: true },
  play: async () => {
    await drawn(10_000)
    await expect(legend()).toEqual(['Started', 'Finished'])
  },
}

/** As wide as a 1440-pixel window's page: the same chart, every other day labelled or more. */
export const Wide: Story = {
  args: { width: 1240 },
  play: async () => {
    await drawn()
    await expect(plot()!.getBoundingClientRect().width).toBeGreaterThan(1000)
  },
}

/** The interface in Dutch: stack names, buttons, dates and the keyboard's sentences. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: {
    title: 'Quizzen gestart en afgerond',
    description: 'Hoeveel quizzen er per dag zijn gestart en afgerond.',
  },
  play: async () => {
    await drawn()
    await expect(legend()).toEqual(['Gestart', 'Afgerond'])
    await expect(svgTexts()).toContain('30 nov')
    await expect(page().getByRole('group', { name: 'Grafiek: Quizzen gestart en afgerond' })).toBeVisible()
    await userEvent.tab()
    await press('', 'za 1 nov. Gestart: 34, Afgerond: 21, Totaal: 55.')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    const table = await page().findByRole('table', { name: 'Quizzen gestart en afgerond' })
    await expect(tableRows(table)[0]).toEqual(['za 1 nov 2025', '34', '21', '55'])
    await expect(page().getByRole('button', { name: 'Tabel verbergen' })).toBeVisible()
    await expect(page().getByRole('button', { name: 'CSV downloaden' })).toBeVisible()
  },
}
