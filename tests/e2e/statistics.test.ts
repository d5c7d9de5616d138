import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { StatsSeries } from '../../src/domain/contracts/statistics.ts'
import { apiCall, expect, openSignedIn, shellReady, test, waitForPath } from './support/browser.ts'
import { focused, tabTo, tabUntil } from './support/hands.ts'

// Statistics (issue 24): every chart page opened from the hub by keyboard, a data table shown with
// the keyboard and its cells checked against the API, a CSV downloaded with the mouse and its rows
// checked, on the demo's activity.

const PAGES = [
  {
    card: 'Quizzes',
    path: '/statistics/quizzes',
    charts: ['Quizzes started and finished', 'Quiz answers per day'],
  },
  { card: 'Actions', path: '/statistics/actions', charts: ['Actions added', 'Actions done'] },
  { card: 'CO2 scan', path: '/statistics/co2-scan', charts: ['CO2 footprint of the scans'] },
  {
    card: 'User interests',
    path: '/statistics/user-interests',
    charts: ['Interests', 'Motivation', 'New users per day'],
  },
]

/** Another page of the signed-in console, by its address. */
async function goTo(page: Page, path: string) {
  await page.goto(path)
  await waitForPath(page, path)
  await shellReady(page)
}

const chart = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })

/** A day as the data table writes it in English ("Sat 1 Nov 2025"). */
const tableDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

describe('statistics', () => {
  test('each page from the hub by keyboard, a data table by keyboard, a CSV by mouse', async ({ page }) => {
    await openSignedIn(page, '/statistics')
    await expect.poll(() => page.getByText('quizzes finished in the last 30 days').isVisible()).toBe(true)

    for (const each of PAGES) {
      const card = page
        .getByRole('list', { name: 'Statistics pages' })
        .getByRole('link', { name: new RegExp(`^${each.card}`) })
      await card.waitFor()
      await tabUntil(page, card)
      await page.keyboard.press('Enter')
      await waitForPath(page, each.path)
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: each.card, exact: true }).isVisible())
        .toBe(true)
      for (const title of each.charts)
        await expect.poll(() => chart(page, title).locator('svg').first().isVisible()).toBe(true)
      // Back to the hub through the area's tabs.
      await tabTo(page, /^a:Overview$/, 40)
      await page.keyboard.press('Enter')
      await waitForPath(page, '/statistics')
    }

    // The quizzes' data table, shown by keyboard: a row per day, the API's numbers in it.
    const series = await apiCall<StatsSeries>(page, 'GET', 'statistics/quizzes-started-finished')
    expect(series).toHaveLength(30)
    await goTo(page, '/statistics/quizzes')
    const card = chart(page, 'Quizzes started and finished')
    const toggle = card.getByRole('button', { name: 'Show table' })
    await toggle.waitFor()
    await tabTo(page, /^button:Show table$/, 60)
    expect(await focused(page)).toBe('button:Show table')
    await page.keyboard.press('Space')
    const table = card.getByRole('table')
    await table.waitFor()
    const rows = table.locator('tbody tr')
    await expect.poll(() => rows.count()).toBe(30)
    const last = series.at(-1)!
    const lastRow = (await rows.nth(29).locator('th, td').allTextContents()).map((text) => text.trim())
    const started = last.stackedValues.find((value) => value.label === 'started')!.value
    const finished = last.stackedValues.find((value) => value.label === 'finished')!.value
    expect(lastRow[0]).toBe(tableDay(last.label))
    expect(lastRow.slice(1)).toEqual(
      [started, finished, started + finished].map((n) => n.toLocaleString('en')),
    )
    await expect.poll(() => card.getByRole('button', { name: 'Hide table' }).isVisible()).toBe(true)

    // The CSV, downloaded with the mouse: the header and one line per day, the API's numbers.
    const download = page.waitForEvent('download')
    await card.getByRole('button', { name: 'Download CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^canopy-quizzes-started-finished-\d{4}-\d{2}-\d{2}\.csv$/)
    const lines = (await readFile((await file.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(31)
    expect(lines[0]).toBe('Day,Started,Finished,Total')
    expect(lines.slice(1)).toEqual(
      series.map((day) => {
        const [a, b] = ['started', 'finished'].map(
          (key) => day.stackedValues.find((value) => value.label === key)!.value,
        )
        return `${day.label},${a},${b},${a! + b!}`
      }),
    )
    // The demo's activity gives the chart a shape: most days have finished quizzes.
    expect(series.filter((day) => day.stackedValues.some((value) => value.value > 0)).length).toBeGreaterThan(
      20,
    )
  })

  test('the charts are downloaded by the statistics pages only', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const charts = () => scripts.filter((path) => /\/StatsChartCard-[^/]*\.js$/.test(path))
    await openSignedIn(page, '/categories')
    await page.getByRole('grid').first().waitFor()
    await goTo(page, '/users')
    await page.getByRole('grid').first().waitFor()
    expect(charts()).toEqual([])
    await goTo(page, '/statistics/actions')
    await expect.poll(() => charts().length).toBe(1)
  })

  test('an unknown chart page is the normal not-found page', async ({ page }) => {
    await openSignedIn(page, '/statistics/other')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/not found/i)
  })
})
