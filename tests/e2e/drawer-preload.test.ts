import type { Locator, Page, Response } from 'playwright-core'
import { describe } from 'vitest'
import { expect, openSignedIn, test } from './support/browser.ts'

// What a page fetches ahead for its drawers (issue 18 "Speed"): the editor's chunk while the page
// is idle, on the page whose drawer has a rich text field only, and the record of the row about to
// be opened, which the drawer then takes instead of asking the server again.

/** Longer than the page waits for an idle moment at most (whenIdle.ts: 3 s). */
const IDLE_WAIT_MS = 3_500

/** The scripts the page has requested so far. */
function scriptsOf(page: Page) {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return { editor: () => scripts.some((url) => url.includes('MarkdownEditor')) }
}

/** The GETs of `path` the page has made so far. */
function readsOf(page: Page, path: string) {
  const reads: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === path) reads.push(request.url())
  })
  return reads
}

const answered = (page: Page, path: string) =>
  page.waitForResponse((response: Response) => new URL(response.url()).pathname === path && response.ok())

/** The first rows of a list, with their record ids. */
async function firstRows(grid: Locator) {
  const rows = grid.locator('tbody tr[id]')
  await rows.first().waitFor()
  const ids = await rows.evaluateAll((elements) => elements.map((row) => Number(row.id.split('-row-')[1])))
  return ids.map((id) => ({ id, row: grid.locator(`tbody tr[id$="-row-${id}"]`) }))
}

describe('what a page’s drawers need, fetched ahead', () => {
  test('the content page downloads the editor while it is idle, before any drawer opens', async ({
    page,
  }) => {
    const scripts = scriptsOf(page)
    await openSignedIn(page, '/content')
    await page.getByRole('grid', { name: 'Content' }).locator('tbody tr[id]').first().waitFor()
    await expect.poll(scripts.editor, { timeout: IDLE_WAIT_MS + 5_000 }).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
  })

  test('the login page and a page without a rich text field never download it', async ({ page }) => {
    const scripts = scriptsOf(page)
    await page.goto('/login')
    await page.getByRole('form', { name: 'Log in' }).waitFor()
    await page.waitForTimeout(IDLE_WAIT_MS)
    expect(scripts.editor()).toBe(false)

    await openSignedIn(page, '/labels')
    await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[id]').first().waitFor()
    await page.waitForTimeout(IDLE_WAIT_MS)
    expect(scripts.editor()).toBe(false)
  })

  test('resting the pointer on a row reads its record; opening it asks the server no more', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    const [first] = await firstRows(page.getByRole('grid', { name: 'Labels' }))
    const path = `/api/user-label/${first!.id}`
    const reads = readsOf(page, path)
    const readAhead = answered(page, path)
    await first!.row.hover()
    const label = (await (await readAhead).json()) as { value: string }

    await first!.row.click()
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Edit Label' }).getByLabel('Value').inputValue())
      .toBe(label.value)
    expect(reads).toHaveLength(1)
  })

  test('moving through the users with J reads the active user and the panels’ record ahead', async ({
    page,
  }) => {
    await openSignedIn(page, '/users')
    const grid = page.getByRole('grid', { name: 'Users' })
    const [, second] = await firstRows(grid)
    const record = `/api/user/${second!.id}`
    const full = `/api/user/${second!.id}/full`
    const recordReads = readsOf(page, record)
    const fullReads = readsOf(page, full)
    const readAhead = Promise.all([answered(page, record), answered(page, full)])
    // After the sign-in focus is on the list, its first row active.
    await expect.poll(() => grid.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('j')
    await readAhead

    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Edit User' })
    await drawer.getByText(`ID ${second!.id}`).waitFor()
    await drawer.getByRole('tab', { name: 'Information' }).waitFor()
    expect(recordReads).toHaveLength(1)
    expect(fullReads).toHaveLength(1)
  })
})
