import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import { demoFeedback } from '../../src/server/seed/demo/feedback.ts'
import {
  apiCall,
  baseUrl,
  expect,
  openSignedIn,
  palette,
  pathOf,
  test,
  waitForPath,
  waitForTitle,
} from './support/browser.ts'

/** The demo messages, newest first, as the list shows them. */
const newestFirst = [...demoFeedback].sort((a, b) => a.daysAgo - b.daysAgo || b.hour - a.hour)
const grid = (page: Page) => page.getByRole('grid', { name: 'Feedback' })
const rows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]')
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Feedback' })
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete' })
const screenshot = (scope: Locator) => scope.getByRole('img', { name: 'Screenshot sent with the feedback' })
/** The row showing a message that starts with `text`. */
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text.slice(0, 30) })

async function openList(page: Page) {
  await openSignedIn(page, '/feedback')
  await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor()
  await rows(page).first().waitFor()
}

/** Waits until the image has loaded and has pixels. */
const imageLoaded = (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0)

/** Presses Tab until the focused element is the button named `name` (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 12) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      return element?.tagName === 'BUTTON' ? element.textContent?.trim() : null
    })
    if (focused === name) return
  }
  throw new Error(`Tab never reached the "${name}" button`)
}

describe('feedback', () => {
  test('lists the demo feedback newest first: ID, Message, User, Date, on one page', async ({ page }) => {
    await openList(page)
    await waitForTitle(page, 'Canopy CMS - Feedback')
    const headers = await grid(page).getByRole('columnheader').allTextContents()
    expect(headers).toEqual(['ID', 'Message', 'User', 'Date'])
    await expect.poll(() => rows(page).count()).toBe(demoFeedback.length)
    const messages = await rows(page).locator('td:nth-child(2)').allTextContents()
    expect(messages.map((text) => text.slice(0, 25))).toEqual(
      newestFirst.map((item) => item.message.slice(0, 25)),
    )
    // Anonymous senders, and dates like "5th March 2024 - 14:30".
    expect(await grid(page).getByText('Anonymous').count()).toBe(
      demoFeedback.filter((item) => item.from === 'anonymous').length,
    )
    const dates = await rows(page).locator('td:nth-child(4)').allTextContents()
    for (const date of dates) expect(date).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} - \d\d:\d\d$/)
    await page.getByText('Page 1 of 1').waitFor()
    await page.getByText(`1–${demoFeedback.length} of ${demoFeedback.length}`).waitFor()
  })

  test('filters on the message, in the URL, and back', async ({ page }) => {
    await openList(page)
    const quiz = demoFeedback.filter((item) => /quiz/i.test(item.message))
    await page.getByRole('searchbox', { name: 'Message' }).fill('quiz')
    await waitForPath(page, '/feedback?q=quiz')
    await expect.poll(() => rows(page).count()).toBe(quiz.length)
    for (const text of await rows(page).locator('td:nth-child(2)').allTextContents()) {
      expect(text.toLowerCase()).toContain('quiz')
    }
    // A reload keeps the filter.
    await page.reload()
    await expect.poll(() => rows(page).count()).toBe(quiz.length)
    expect(await page.getByRole('searchbox', { name: 'Message' }).inputValue()).toBe('quiz')

    await page.getByRole('searchbox', { name: 'Message' }).fill('no message says this')
    await page.getByText('No results.').waitFor()
    await page.getByRole('searchbox', { name: 'Message' }).fill('')
    await expect.poll(() => rows(page).count()).toBe(demoFeedback.length)
  })

  test('a row opens the detail: message, user, date and the screenshot, which loads', async ({
    page,
    context,
  }) => {
    await openList(page)
    const item = newestFirst.find((entry) => entry.screenshot && entry.from === 'registered')!
    await rowOf(page, item.message).click()
    const detail = drawer(page)
    await detail.waitFor()
    expect(pathOf(page)).toMatch(/^\/feedback\?edit=\d+$/)
    await detail.getByText(item.message).waitFor()
    await detail.getByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} - \d\d:\d\d$/).waitFor()
    const image = screenshot(detail)
    await imageLoaded(image)
    const src = await image.getAttribute('src')
    expect(src).toMatch(/^\/file\/[0-9a-f-]{36}\/original\.webp$/)
    // Full size in a new tab.
    const link = detail.getByRole('link', { name: 'Screenshot sent with the feedback' })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('href')).toBe(src)
    const file = await context.request.get(src!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('image/webp')

    // Esc closes; the URL forgets the record.
    await page.keyboard.press('Escape')
    await detail.waitFor({ state: 'hidden' })
    await waitForPath(page, '/feedback')
    expect(pathOf(page)).toBe('/feedback')
  })

  test('a screenshot is shown to the admin only: no one without a session sees it, content media stay public', async ({
    page,
    browser,
  }) => {
    await openList(page)
    const item = newestFirst.find((entry) => entry.screenshot)!
    await rowOf(page, item.message).click()
    const image = screenshot(drawer(page))
    // The console shows it: the session cookie goes with the <img>.
    await imageLoaded(image)
    const src = (await image.getAttribute('src'))!
    const own = await page.request.get(src)
    expect(own.status()).toBe(200)
    expect(own.headers()['cache-control']).toBe('private, no-store')

    // A category's background image: content the app shows to everyone.
    const [category] = await apiCall<{ media: { file: { uuid: string } }[] }[]>(
      page,
      'GET',
      'category?q=Cycling',
    )
    const contentMedia = `/file/${category!.media[0]!.file.uuid}/small.webp`

    const stranger = await browser.newContext({ baseURL: baseUrl })
    try {
      const anonymous = await stranger.request.get(src)
      expect(anonymous.status()).toBe(401)
      expect(anonymous.headers()['cache-control']).not.toContain('public')
      const media = await stranger.request.get(contentMedia)
      expect(media.status()).toBe(200)
      expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    } finally {
      await stranger.close()
    }

    // After logging out, the same browser no longer gets it either.
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Log out' }).click()
    await waitForPath(page, '/login')
    expect((await page.request.get(src)).status()).toBe(401)
  })

  test('feedback without a screenshot shows the placeholder', async ({ page }) => {
    await openList(page)
    const item = newestFirst.find((entry) => !entry.screenshot)!
    await rowOf(page, item.message).click()
    const detail = drawer(page)
    await detail.getByText(item.message).waitFor()
    await detail.getByText('No screenshot').waitFor()
    expect(await screenshot(detail).count()).toBe(0)
  })

  test('delete asks first, then removes the row and its screenshot file', async ({ page, context }) => {
    await openList(page)
    const before = await rows(page).count()
    const item = newestFirst.find((entry) => entry.screenshot && entry.message.startsWith('Small typo'))!
    await rowOf(page, item.message).click()
    const detail = drawer(page)
    await imageLoaded(screenshot(detail))
    const src = (await screenshot(detail).getAttribute('src'))!

    await detail.getByRole('button', { name: 'Delete' }).click()
    await confirmDialog(page).getByText('Are you absolutely sure you want to delete this feedback?').waitFor()
    // Cancel keeps it.
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click()
    await confirmDialog(page).waitFor({ state: 'hidden' })
    await detail.getByText(item.message).waitFor()

    await detail.getByRole('button', { name: 'Delete' }).click()
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Deleted feedback').waitFor()
    await detail.waitFor({ state: 'hidden' })
    await expect.poll(() => rows(page).count()).toBe(before - 1)
    expect(await rowOf(page, item.message).count()).toBe(0)
    await page.getByText(`1–${before - 1} of ${before - 1}`).waitFor()
    expect((await context.request.get(src)).status()).toBe(404)

    // Gone on the server too.
    await page.reload()
    await rows(page).first().waitFor()
    expect(await rowOf(page, item.message).count()).toBe(0)
  })

  test('keyboard only: "/" to the filter, Tab to the list, Enter opens, Delete and confirm', async ({
    page,
  }) => {
    await openList(page)
    const before = await rows(page).count()
    await page.keyboard.press('/')
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('search')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid')
    await page.keyboard.press('ArrowDown')
    const second = (await rows(page).nth(1).locator('td:nth-child(2)').textContent())!
    await expect.poll(() => rows(page).nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    const detail = drawer(page)
    await detail.getByText(second.replace(/…$/, '').slice(0, 30)).waitFor()

    await tabTo(page, 'Delete')
    await page.keyboard.press('Enter')
    await confirmDialog(page).waitFor()
    // Focus starts on Cancel; Tab moves to Delete.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete')
    await page.keyboard.press('Enter')
    await page.getByText('Deleted feedback').waitFor()
    await detail.waitFor({ state: 'hidden' })
    await expect.poll(() => rows(page).count()).toBe(before - 1)
  })

  test('palette: "Open feedback…" finds a message and opens it; "Delete this feedback" deletes it', async ({
    page,
  }) => {
    await openList(page)
    const before = await rows(page).count()
    const item = demoFeedback.find((entry) => entry.message.startsWith('In dark mode'))!
    const { dialog, input } = palette(page)

    await page.keyboard.press('Control+k')
    await input.waitFor()
    await page.keyboard.type('open feedback')
    await dialog.getByRole('option', { name: 'Open feedback…', selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByPlaceholder('Search feedback messages').waitFor()
    await page.keyboard.type('dark mode')
    const result = dialog.getByRole('option', { name: /In dark mode the badges/ })
    // Only the match is left (the newest ten, shown before typing, include it too).
    await expect.poll(() => dialog.getByRole('option').count()).toBe(1)
    await result.waitFor()
    // Home selects the first match (the palette keeps the selection it had before the results came).
    await page.keyboard.press('Home')
    await expect.poll(() => result.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    const detail = drawer(page)
    await detail.getByText(item.message).waitFor()
    expect(pathOf(page)).toMatch(/^\/feedback\?edit=\d+$/)

    await page.keyboard.press('Control+k')
    await input.waitFor()
    await page.keyboard.type('delete this feedback')
    await dialog.getByRole('option', { name: 'Delete this feedback', selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await confirmDialog(page).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByText('Deleted feedback').waitFor()
    await detail.waitFor({ state: 'hidden' })
    await expect.poll(() => rows(page).count()).toBe(before - 1)
    expect(await rowOf(page, item.message).count()).toBe(0)
  })

  test('in Dutch: Dutch dates, and back', async ({ page }) => {
    await openList(page)
    await page.keyboard.press('Alt+Shift+N')
    await expect
      .poll(() => rows(page).locator('td:nth-child(4)').first().textContent())
      .toMatch(/^\d{1,2} [a-z]+ \d{4} - \d\d:\d\d$/)
    const dates = await rows(page).locator('td:nth-child(4)').allTextContents()
    for (const date of dates) expect(date).toMatch(/^\d{1,2} [a-z]+ \d{4} - \d\d:\d\d$/)
    await page.keyboard.press('Alt+Shift+E')
    await expect
      .poll(() => rows(page).locator('td:nth-child(4)').first().textContent())
      .toMatch(/^\d{1,2}(st|nd|rd|th) /)
  })
})
