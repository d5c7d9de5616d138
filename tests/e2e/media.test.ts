import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'
import { photoFile } from './support/files.ts'

const unique = () => Math.random().toString(36).slice(2, 7)

/** Presses Tab until the focused element is `name` (a button or field), at most `limit` times. */
async function tabTo(page: Page, name: string, limit = 25) {
  for (let i = 0; i < limit; i++) {
    const focused = await page.evaluate(
      '(() => { const el = document.activeElement; return el?.getAttribute("aria-label") || el?.labels?.[0]?.textContent || el?.textContent?.trim() || "" })()',
    )
    if (focused === name) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached "${name}"`)
}

describe('media', () => {
  test('a category gets a background image by keyboard alone, and keeps it after a reload', async ({
    page,
  }) => {
    // File choosers are intercepted from now on (Playwright turns that on when the first listener
    // comes; a chooser opened before it is on would be the browser's own, out of reach).
    page.on('filechooser', () => {})
    await openSignedIn(page, '/categories')
    const title = `Garden ${unique()}`
    const created = await apiCall<CategoryDto>(page, 'POST', 'category', { title })
    await page.goto(`/categories?edit=${created.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Category' })
    await drawer.waitFor()
    await drawer.getByText('This object requires a background image').waitFor()
    // The record has loaded and the drawer has put focus on its first field.
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(title)
    await expect.poll(() => page.evaluate('document.activeElement?.getAttribute("name")')).toBe('title')

    await tabTo(page, 'Add media', 40)
    await page.keyboard.press('Enter')
    const media = page.getByRole('dialog', { name: 'Media' })
    await media.getByRole('tab', { name: 'Upload', selected: true }).waitFor()
    await tabTo(page, 'Choose an image')
    const photo = await photoFile()
    const chooser = page.waitForEvent('filechooser')
    await page.keyboard.press('Enter')
    await (await chooser).setFiles(photo)
    await media.getByRole('img', { name: 'Preview of the chosen file' }).waitFor()
    // The purpose the category still needs is chosen already.
    expect(await media.getByRole('combobox', { name: 'Purpose' }).textContent()).toBe(
      'Background image · required',
    )
    await tabTo(page, 'Description')
    await page.keyboard.type('Vegetable garden at dawn')
    await page.keyboard.press('Enter')
    await media.waitFor({ state: 'detached', timeout: 30_000 })

    const item = drawer.getByRole('listitem').filter({ hasText: 'Vegetable garden at dawn' })
    await item.getByText('Unsaved').waitFor()
    await drawer.getByText('Save the object to save the media link.', { exact: false }).waitFor()
    expect(await drawer.getByText('This object requires a background image').count()).toBe(0)
    // Focus is back in the category drawer, on the new media's handle.
    await expect
      .poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")'))
      .toBe('Drag Vegetable garden at dawn')

    await page.keyboard.press('Control+Enter')
    await page.locator('section.toasts').getByText('Saved category').waitFor()

    await page.reload()
    await page.goto(`/categories?edit=${created.id}`)
    const reopened = page.getByRole('dialog', { name: 'Edit Category' })
    const saved = reopened.getByRole('listitem').filter({ hasText: 'Vegetable garden at dawn' })
    await saved.waitFor()
    expect(await saved.getByText('Unsaved').count()).toBe(0)
    expect(await reopened.getByText('This object requires a background image').count()).toBe(0)
    // The thumbnail is a real webp the server made.
    const thumb = saved.locator('img')
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480)
    const stored = await apiCall<CategoryDto>(page, 'GET', `category/${created.id}`)
    const uuid = stored.media[0]!.file.uuid
    const response = await page.request.get(`/file/${uuid}/original.webp`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
  })
})
