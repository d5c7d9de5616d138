import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import {
  admin,
  expect,
  openSignedIn,
  palette,
  pathOf,
  shellReady,
  signedInAt,
  test,
  waitForPath,
  waitForTitle,
} from './support/browser.ts'

/** The eleven menu areas: palette label (= route title), and where it goes. */
const areas = [
  { title: 'Categories', path: '/categories' },
  { title: 'Users', path: '/users' },
  { title: 'Stories', path: '/stories' },
  { title: 'Daily Quiz', path: '/quiz-of-the-day' },
  { title: 'CO2 Quiz', path: '/co2quiz' },
  { title: 'Behaviour and Profile Tracker', path: '/bpt' },
  { title: 'Content', path: '/content' },
  { title: 'Labels', path: '/labels' },
  { title: 'Data Tables', path: '/data-tables' },
  { title: 'Feedback', path: '/feedback' },
  { title: 'Statistics', path: '/statistics' },
] as const

/** Types into the open palette and presses Enter once `option` is the highlighted command. */
async function runFromPalette(page: Page, query: string, option: string, lang: 'en' | 'nl' = 'en') {
  const { dialog, input } = palette(page, lang)
  await input.waitFor()
  await page.keyboard.type(query)
  await dialog.getByRole('option', { name: option, exact: true, selected: true }).waitFor()
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
}

describe('command palette (keyboard only)', () => {
  test('Ctrl+K, "Categories", Enter opens the categories page', async ({ page }) => {
    await openSignedIn(page, '/users')
    await page.keyboard.press('Control+k')
    // The search field has focus at once: typing needs no click.
    await expect.poll(() => palette(page).input.evaluate((el) => el === document.activeElement)).toBe(true)
    await runFromPalette(page, 'Categories', 'Categories')
    await waitForPath(page, '/categories')
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Categories')
  })

  test('"/" is the page\'s search (the list\'s filter), never the palette; ArrowDown or Enter goes on to the list', async ({
    page,
  }) => {
    await openSignedIn(page, '/statistics')
    // A page without a list has no search: "/" does nothing, and opens no palette.
    await page.keyboard.press('/')
    await page.waitForTimeout(200)
    expect(await palette(page).dialog.count()).toBe(0)

    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'labels', 'Labels')
    await waitForPath(page, '/labels')
    await waitForTitle(page, 'Canopy CMS - Labels')

    // On a list page "/" focuses the filter, and types nothing.
    await page.getByRole('grid').locator('tbody tr[aria-rowindex]').first().waitFor()
    await page.keyboard.press('/')
    const filter = page.getByRole('searchbox', { name: 'Value' })
    await expect.poll(() => filter.evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await filter.inputValue()).toBe('')
    expect(await palette(page).dialog.count()).toBe(0)

    // ArrowDown moves into the results, on the first row; "/" again, then Enter, does the same.
    const grid = page.getByRole('grid', { name: 'Labels' })
    const gridFocused = () => grid.evaluate((element) => element === document.activeElement)
    await page.keyboard.press('ArrowDown')
    await expect.poll(gridFocused).toBe(true)
    await expect.poll(() => grid.locator('tbody tr').first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('/')
    await expect.poll(() => filter.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.type('a')
    await page.keyboard.press('Enter')
    await expect.poll(gridFocused).toBe(true)
    expect(pathOf(page)).toBe('/labels?q=a')
  })

  test('"g" then "t" jumps to Data Tables without opening the palette', async ({ page }) => {
    await openSignedIn(page, '/users')
    await page.keyboard.press('g')
    await page.keyboard.press('t')
    await waitForPath(page, '/data-tables')
    await page.getByRole('heading', { level: 1, name: 'Data Tables' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Data Tables')
    expect(await palette(page).dialog.count()).toBe(0)
  })

  test('three pages in a row, keyboard only: Ctrl+K twice and a g-sequence', async ({ page }) => {
    // Log in with the keyboard too: the e-mail field has focus on arrival.
    await page.goto('/login')
    await page.getByLabel('E-mail').waitFor()
    await page.keyboard.type(admin.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(admin.password)
    await page.keyboard.press('Enter')
    await waitForPath(page, '/users')
    await shellReady(page)

    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Stories', 'Stories')
    await waitForPath(page, '/stories')
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'feedback', 'Feedback')
    await waitForPath(page, '/feedback')
    await page.keyboard.press('g')
    await page.keyboard.press('u')
    await waitForPath(page, '/users')
    await waitForTitle(page, 'Canopy CMS - Users')
  })

  test('"Switch to Dutch" turns the interface Dutch', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Dutch', 'Switch to Dutch')
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
    await menu.getByRole('link', { name: 'Categorieën' }).waitFor()
    await menu.getByRole('link', { name: 'Gebruikers' }).waitFor()
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl')

    // The palette now speaks Dutch too, and offers the way back.
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Engels', 'Naar Engels', 'nl')
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Categories' })
      .waitFor()
  })

  test('"Log out" from the palette ends the session', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Log out', 'Log out')
    await waitForPath(page, '/login')
    await page.getByRole('form', { name: 'Log in' }).waitFor()
    expect(await page.evaluate(async () => (await fetch('/api/user/current')).status)).toBe(401)
    await page.goto('/labels')
    await waitForPath(page, '/login?next=%2Flabels')
  })

  test('every menu entry is reachable through the palette', async ({ page }) => {
    await signedInAt(page, '/')
    const menuLinks = await page.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem').count()
    expect(menuLinks).toBe(areas.length)
    for (const { title, path } of areas) {
      await page.keyboard.press('Control+k')
      await runFromPalette(page, title, title)
      await waitForPath(page, path)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await waitForTitle(page, `Canopy CMS - ${title}`)
    }
  })

  test('"g" "c" typed into a text field is text, not a shortcut', async ({ page }) => {
    await openSignedIn(page, '/labels')
    const historyLength = await page.evaluate(() => history.length)
    await page.keyboard.press('Control+k')
    const { dialog, input } = palette(page)
    await input.waitFor()
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await expect.poll(() => input.inputValue()).toBe('gc')
    // The filtered list rendered, so both key presses have been handled; still on /labels.
    await dialog.getByRole('option', { name: 'Categories', exact: true, selected: true }).waitFor()
    expect(pathOf(page)).toBe('/labels')
    expect(await page.evaluate(() => history.length)).toBe(historyLength)

    // Outside any field the same keys do navigate.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await waitForPath(page, '/categories')
  })

  test('"g" "c" typed into the login e-mail field stays in the field', async ({ page }) => {
    await page.goto('/login')
    const email = page.getByLabel('E-mail')
    await email.focus()
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await expect.poll(() => email.inputValue()).toBe('gc')
    expect(pathOf(page)).toBe('/login')
  })

  test('the first result is the command typed: "Add Label" adds, and with a drawer open "close" closes it', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    const { dialog, input } = palette(page)
    for (const query of ['Add Label', 'add data table']) {
      await page.keyboard.press('Control+k')
      await input.waitFor()
      await page.keyboard.type(query)
      // Enter runs the highlighted option: it must be the Add command, not "Open label…".
      await expect
        .poll(() => dialog.getByRole('option', { selected: true }).textContent())
        .toBe(query === 'Add Label' ? 'Add Label' : 'Add Data Table')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
    }

    await page.keyboard.press('Control+k')
    await page.keyboard.type('Add Label')
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Add Label' })
    await drawer.waitFor()
    await page.keyboard.press('Control+k')
    await input.waitFor()
    // The open record's commands come first, above every page.
    const firstGroup = dialog.locator('[cmdk-group-heading]').first()
    await expect.poll(() => firstGroup.textContent()).toBe('This record')
    await page.keyboard.type('close')
    await expect
      .poll(() => dialog.getByRole('option', { selected: true }).textContent())
      .toMatch(/^Close this record/)
    await page.keyboard.press('Enter')
    await drawer.waitFor({ state: 'hidden' })
    await waitForPath(page, '/labels')
  })
})
