import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { expect, openSignedIn, test, waitForPath } from './support/browser.ts'

// Issue 18, "Keyboard and layout": a new page opened scrolled where the previous one had been
// scrolled to, and so did a new page of a list. Both open at the top.

/**
 * How far the reader has scrolled: the page, and the list's frame (a table scrolls inside its
 * frame, which is at most as high as the window; the wheel scrolls the frame, then the page).
 */
const scrollTop = (page: Page) =>
  page.evaluate(() =>
    Math.round(window.scrollY + (document.querySelector('main .grid-scroll')?.scrollTop ?? 0)),
  )

/** Scrolls the page down with the mouse wheel, as a person reading to the end of the list would. */
async function scrollToTheEnd(page: Page) {
  await page.mouse.move(700, 400)
  await page.mouse.wheel(0, 5000)
  await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBeGreaterThan(200)
}

const rowsOf = (page: Page, grid: string) =>
  page.getByRole('grid', { name: grid }).locator('tbody tr[aria-rowindex]')

describe('scroll position', () => {
  test('a page opened from the menu, the palette or a G sequence starts at the top', async ({ page }) => {
    await openSignedIn(page, '/users')
    await rowsOf(page, 'Users').nth(20).waitFor()
    // A drawer over the list is no new page: the list stays where it was, behind it and after it.
    await page.mouse.move(700, 400)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBeGreaterThan(200)
    const scrolled = await scrollTop(page)
    // A row in view (a click on one out of view would scroll to it first).
    await rowsOf(page, 'Users').nth(15).click()
    const drawer = page.getByRole('dialog', { name: 'Edit User' })
    await drawer.getByRole('tab', { name: 'Information' }).waitFor()
    expect(await scrollTop(page)).toBe(scrolled)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await scrollTop(page)).toBe(scrolled)
    await scrollToTheEnd(page)

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Categories' })
      .click()
    await waitForPath(page, '/categories')
    await rowsOf(page, 'Categories').nth(20).waitFor()
    await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBe(0)

    await scrollToTheEnd(page)
    await page.keyboard.press('g')
    await page.keyboard.press('u')
    await waitForPath(page, '/users')
    await rowsOf(page, 'Users').nth(20).waitFor()
    await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBe(0)

    await scrollToTheEnd(page)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('Categories')
    await page.getByRole('option', { name: 'Categories', exact: true, selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await waitForPath(page, '/categories')
    await rowsOf(page, 'Categories').nth(20).waitFor()
    await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBe(0)
  })

  test('the next page of a list starts at the top', async ({ page }) => {
    await openSignedIn(page, '/users')
    const rows = rowsOf(page, 'Users')
    await rows.nth(20).waitFor()
    const firstOfPageOne = await rows.first().textContent()
    await scrollToTheEnd(page)
    await page
      .getByRole('group', { name: 'Pages' })
      .first()
      .getByRole('button', { name: 'Next page' })
      .click()
    await expect.poll(() => new URL(page.url()).searchParams.get('page'), { timeout: 10_000 }).toBe('2')
    await expect.poll(() => rows.first().textContent(), { timeout: 10_000 }).not.toBe(firstOfPageOne)
    await expect.poll(() => scrollTop(page), { timeout: 10_000 }).toBe(0)
  })
})
