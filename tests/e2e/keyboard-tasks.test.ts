import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { admin, expect, palette, shellReady, test, waitForPath } from './support/browser.ts'

// Issue 8's keyboard walk, kept in the suite: the everyday tasks with the keyboard alone. Each
// key press (and each typed text) is counted per task; no step may need more than 3 Tabs to reach
// its target, and after every action focus is somewhere, never on the page body.

type Tally = { keys: number; tabs: number; maxTabsInAStep: number }

function keyboard(page: Page) {
  const tallies = new Map<string, Tally>()
  let task = ''
  let tabsInStep = 0
  const tally = () => tallies.get(task)!
  const notOnBody = async (what: string) => {
    // Focus may pass through the body for a frame while a drawer or page swaps: it must settle.
    await expect
      .poll(
        () =>
          page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body),
        {
          message: `focus on the page body after ${what} (${task})`,
        },
      )
      .toBe(true)
  }
  return {
    start(name: string) {
      task = name
      tabsInStep = 0
      tallies.set(name, { keys: 0, tabs: 0, maxTabsInAStep: 0 })
    },
    async press(key: string) {
      tally().keys++
      if (key === 'Tab' || key === 'Shift+Tab') {
        tabsInStep++
        tally().tabs++
        tally().maxTabsInAStep = Math.max(tally().maxTabsInAStep, tabsInStep)
      } else tabsInStep = 0
      await page.keyboard.press(key)
      if (key !== 'Tab' && key !== 'Shift+Tab') await notOnBody(key)
    },
    /** A typed text counts as one step (its letters are not navigation). */
    async type(text: string) {
      tally().keys++
      tabsInStep = 0
      await page.keyboard.type(text)
    },
    tallies,
  }
}

/** The API, from the signed-in page (cookie + cms header). */
const api = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', cms: 'true' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return response.json()
    },
    { method, path, body },
  ) as Promise<T>

const optionSelected = (page: Page, name: string | RegExp) =>
  palette(page).dialog.getByRole('option', { name, selected: true }).waitFor()

describe('keyboard only, counted', () => {
  test('log in, labels, categories, Sort and Hierarchy, language, log out', async ({ page }) => {
    const kb = keyboard(page)
    const suffix = Math.random().toString(36).slice(2, 7)

    kb.start('log in')
    await page.goto('/login')
    await page.getByLabel('E-mail').waitFor()
    await kb.type(admin.email)
    await kb.press('Tab')
    await kb.type(admin.password)
    await kb.press('Enter')
    await waitForPath(page, '/users')
    await shellReady(page)

    kb.start('add a label (palette)')
    const label = `Keyboard ${suffix}`
    await kb.press('Control+k')
    await kb.type('Add Label')
    await optionSelected(page, 'Add Label')
    await kb.press('Enter')
    await page.getByRole('dialog', { name: 'Add Label' }).waitFor()
    await kb.type(label)
    await kb.press('Control+Enter')
    await page.getByRole('dialog', { name: 'Add Label' }).waitFor({ state: 'hidden' })

    kb.start('edit the label (palette)')
    await kb.press('Control+k')
    await kb.type('open label')
    await optionSelected(page, 'Open label…')
    await kb.press('Enter')
    await kb.type(label)
    await optionSelected(page, new RegExp(label))
    await kb.press('Enter')
    const edit = page.getByRole('dialog', { name: 'Edit Label' })
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(label)
    await kb.press('End')
    await kb.type(' 2')
    await kb.press('Control+Enter')
    await edit.waitFor({ state: 'hidden' })

    kb.start('delete the label (palette)')
    // Focus is back on its row: Enter opens it again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid')
    await kb.press('Enter')
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(`${label} 2`)
    await kb.press('Control+k')
    await kb.type('delete')
    await optionSelected(page, /^Delete this record/)
    await kb.press('Enter')
    await page.getByRole('alertdialog', { name: 'Delete' }).waitFor()
    await kb.press('Tab')
    await kb.press('Enter')
    await edit.waitFor({ state: 'hidden' })
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid')

    kb.start('filter categories, open one, retitle, save')
    const main = await api<CategoryDto>(page, 'POST', 'category', { title: `Kb main ${suffix}`, emoji: '⌨️' })
    const child = await api<CategoryDto>(page, 'POST', 'category', {
      title: `Kb child ${suffix}`,
      emoji: '🖱️',
      parentCategoryId: main.id,
    })
    try {
      await kb.press('g')
      await kb.press('c')
      await waitForPath(page, '/categories')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Categories')
      await kb.press('/')
      await kb.type(`Kb child ${suffix}`)
      await expect.poll(() => page.locator('tbody tr[aria-rowindex]').count()).toBe(1)
      await kb.press('Enter')
      // As a person does: Enter again once the row shows as the active one (a refetch of the
      // filtered list may still be replacing it).
      await expect.poll(() => page.locator('tbody tr[aria-selected="true"]').count()).toBe(1)
      await kb.press('Enter')
      const drawer = page.getByRole('dialog', { name: 'Edit Category' })
      await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(`Kb child ${suffix}`)
      await kb.press('Control+a')
      await kb.type(`Kb sub ${suffix}`)
      await kb.press('Control+Enter')
      await drawer.waitFor({ state: 'hidden' })

      kb.start('make a sub category a main one (Sort and Hierarchy)')
      await kb.press('Control+k')
      await kb.type('sort')
      await optionSelected(page, 'Sort and Hierarchy')
      await kb.press('Enter')
      const hierarchy = page.getByRole('dialog', { name: 'Sort and Hierarchy' })
      await hierarchy.locator('.hierarchy-row').first().waitFor()
      // The new sub category is the last row: End, then Alt+ArrowLeft makes it main.
      await kb.press('End')
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Drag Kb sub ${suffix}`)
      await kb.press('Alt+ArrowLeft')
      await kb.press('Control+Enter')
      await hierarchy.waitFor({ state: 'hidden' })
      expect((await api<CategoryDto>(page, 'GET', `category/${child.id}`)).parentCategoryId).toBeNull()

      kb.start('switch the language twice')
      await kb.press('Alt+Shift+N')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl')
      await kb.press('Alt+Shift+E')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')
    } finally {
      await api(page, 'DELETE', `category/${child.id}`)
      await api(page, 'DELETE', `category/${main.id}`)
    }

    kb.start('log out')
    await page.keyboard.press('Alt+Shift+Q')
    kb.tallies.get('log out')!.keys++
    await waitForPath(page, '/login')

    const rows = [...kb.tallies].map(([task, tally]) => ({ task, ...tally }))
    console.table(rows)
    for (const row of rows) expect(row.maxTabsInAStep, row.task).toBeLessThanOrEqual(3)
  })
})
