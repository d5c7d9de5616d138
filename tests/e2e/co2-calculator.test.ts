import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { DataTableDto } from '../../src/domain/data-tables.ts'
import { expect, openSignedIn, test } from './support/browser.ts'
import { focused } from './support/hands.ts'

// The CO2 quiz's Calculator on the demo quiz (issue 22): staff answer the whole quiz with the
// keyboard alone and see the total change as they go; a changed data table gives the same answers
// another total. The data table is put back afterwards (other tests read the demo figures).

const calculator = (page: Page) => page.getByRole('dialog', { name: 'Calculator' })
const total = (page: Page) => calculator(page).getByTestId('co2-total')
const totalKg = async (page: Page) => {
  if (!(await total(page).isVisible())) return 0
  const text = (await total(page).textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

/**
 * Answers every question the calculator asks, from the keyboard: Tab to each radio group and
 * Space on its first answer (which may bring a follow-up, answered next), a number and Enter in
 * each amount input. Says the totals seen after each answer.
 */
async function answerAllByKeyboard(page: Page): Promise<number[]> {
  const dialog = calculator(page)
  await dialog.getByRole('radiogroup').first().waitFor()
  // Focus starts in the drawer (its close button): Tab walks the questions from the top.
  const totals: number[] = []
  for (let steps = 0; steps < 200; steps++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now.startsWith('radio:')) {
      const checked = await page.evaluate(() => document.activeElement?.getAttribute('aria-checked'))
      if (checked !== 'true') {
        await page.keyboard.press('Space')
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-checked')))
          .toBe('true')
        totals.push(await totalKg(page))
      }
    } else if (now.startsWith('input:Amount for')) {
      await page.keyboard.type('12')
      await page.keyboard.press('Enter')
      // The input's own form says what now counts.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('form')?.textContent ?? ''))
        .toContain('Counted: 12')
      totals.push(await totalKg(page))
    } else if (now === 'button:Reset') {
      return totals
    }
  }
  throw new Error(`the keyboard never reached Reset; focus is on ${await focused(page)}`)
}

const apiOf = (page: Page) => ({
  async table(name: string): Promise<DataTableDto> {
    const tables: DataTableDto[] = await (
      await page.request.get(`/api/data-table?q=${name}`, { headers: { cms: 'true' } })
    ).json()
    return tables.find((table) => table.name === name)!
  },
  async put(table: DataTableDto, data: unknown) {
    const response = await page.request.put(`/api/data-table/${table.id}`, {
      data: { name: table.name, country: table.country, data, version: table.version },
      headers: { cms: 'true' },
    })
    expect(response.status(), await response.text()).toBe(200)
  },
})

describe('the CO2 calculator', () => {
  test('answers the demo quiz from the keyboard alone, the total following each answer', async ({ page }) => {
    await openSignedIn(page, '/co2quiz')
    await page.getByRole('button', { name: 'Calculator' }).click()
    const dialog = calculator(page)
    await dialog.getByText('There are no results, as no answers have been selected.').waitFor()
    const totals = await answerAllByKeyboard(page)
    // Every main question, its parts and the follow-ups the first answers bring.
    expect(totals.length).toBeGreaterThan(20)
    expect(new Set(totals).size).toBeGreaterThan(5)
    expect(totals.at(-1)).toBeGreaterThan(1000)
    const lines = dialog.getByRole('table', { name: 'Results per category' }).locator('tbody tr')
    expect(await lines.count()).toBeGreaterThan(3)
    // Largest first.
    const values = (await lines.locator('td').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    )
    expect(values).toEqual([...values].sort((a, b) => b - a))
    // Reset, from the keyboard too (the walk ended on it).
    await page.keyboard.press('Enter')
    await dialog.getByText('There are no results, as no answers have been selected.').waitFor()
  })

  test('gives the same answers another total once a data table changes', async ({ page }) => {
    await openSignedIn(page, '/co2quiz?calculator')
    const before = (await answerAllByKeyboard(page)).at(-1)!
    const api = apiOf(page)
    const diet = await api.table('diet')
    const doubled = Object.fromEntries(
      Object.entries(diet.data as Record<string, number>).map(([key, value]) => [key, value * 2]),
    )
    await api.put(diet, doubled)
    try {
      await page.keyboard.press('Escape')
      await calculator(page).waitFor({ state: 'hidden' })
      await page.getByRole('button', { name: 'Calculator' }).click()
      const after = (await answerAllByKeyboard(page)).at(-1)!
      expect(after).toBeGreaterThan(before)
    } finally {
      await api.put(await api.table('diet'), diet.data)
    }
  })
})
