import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import type { MediaDto } from '../../src/domain/contracts/media.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'
import { photoFile } from './support/files.ts'
import { focused, mouseDrag, pickWithArrows, tabTo } from './support/hands.ts'
import { chooseWithMouse } from './support/onTop.ts'

// A record's media list and the media drawer over it, once with the mouse and once with the
// keyboard (the house rule; tests/e2e/drawer-controls.test.ts lists who covers what): add from
// Search, reorder, remove, upload, the Edit tab; checked in what the server then holds. An upload
// by keyboard alone: tests/e2e/media.test.ts.

const unique = () => Math.random().toString(36).slice(2, 7)
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()

/** A category of our own holding the demo's first two background images; its drawer opened. */
async function categoryWithTwoMedia(page: Page) {
  await openSignedIn(page, '/categories')
  const found = await apiCall<MediaDto[]>(page, 'GET', 'media/search/a?pageSize=50')
  const byDescription = (text: string) => found.find((media) => media.description === text)!
  const garden = byDescription('Vegetable garden in the summer sun')
  const bicycle = byDescription('Bicycle on a country road')
  const made = await apiCall<CategoryDto>(page, 'POST', 'category', {
    title: `Media list ${unique()}`,
    media: [garden.id, bicycle.id],
  })
  await page.goto(`/categories?edit=${made.id}`)
  const drawer = page.getByRole('dialog', { name: 'Edit Category' })
  await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(made.title)
  const stored = async () =>
    (await apiCall<CategoryDto>(page, 'GET', `category/${made.id}`)).media.map((media) => media.description)
  return { made, drawer, stored }
}

describe('the media list and the media drawer', () => {
  test('with the mouse: add from Search, drag to the top, remove; saved in that order', async ({ page }) => {
    const { made, drawer, stored } = await categoryWithTwoMedia(page)
    await drawer.getByRole('button', { name: 'Add media' }).click()
    const media = page.getByRole('dialog', { name: 'Media' })
    await media.getByRole('tab', { name: 'Search' }).click()
    await media.getByLabel('Search media by description').fill('Repair')
    await media.getByRole('button', { name: 'Search', exact: true }).click()
    await media
      .getByRole('group', { name: 'Search results' })
      .getByRole('button', { name: /Repair café logo/ })
      .click()
    await media.waitFor({ state: 'detached' })
    const item = (text: string) => drawer.getByRole('listitem').filter({ hasText: text })
    await item('Repair café logo').getByText('Unsaved').waitFor()

    await mouseDrag(
      page,
      drawer.getByRole('button', { name: 'Drag Repair café logo' }),
      item('Vegetable garden in the summer sun'),
    )
    await expect
      .poll(() => drawer.getByRole('listitem').locator('.media-list-item-text > span').allTextContents())
      .toEqual(['Repair café logo', 'Vegetable garden in the summer sun', 'Bicycle on a country road'])
    await drawer.getByRole('button', { name: 'Remove Bicycle on a country road from the list' }).click()
    await item('Bicycle on a country road').waitFor({ state: 'detached' })

    await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved category').waitFor()
    expect(await stored()).toEqual(['Repair café logo', 'Vegetable garden in the summer sun'])
    await apiCall(page, 'DELETE', `category/${made.id}`)
  })

  test('with the mouse: Upload waits for a valid form; the Edit tab saves the media at once', async ({
    page,
  }) => {
    page.on('filechooser', () => {})
    const { made, drawer, stored } = await categoryWithTwoMedia(page)
    await drawer.getByRole('button', { name: 'Add media' }).click()
    const media = page.getByRole('dialog', { name: 'Media' })
    const upload = media.getByRole('button', { name: 'Upload', exact: true })
    // docs/product.md §4: Upload only while the form is valid (issue 18, "Broken" 8).
    expect(await upload.isDisabled()).toBe(true)
    const chooser = page.waitForEvent('filechooser')
    await media.getByRole('button', { name: 'Choose an image' }).click()
    await (await chooser).setFiles(await photoFile())
    await media.getByRole('img', { name: 'Preview of the chosen file' }).waitFor()
    expect(await upload.isDisabled()).toBe(true)
    const description = `Allotment ${unique()}`
    await media.getByLabel('Description').fill(description)
    await chooseWithMouse(page, media.getByRole('combobox', { name: 'Purpose' }), 'Logo')
    await expect.poll(() => upload.isEnabled()).toBe(true)
    await upload.click()
    await media.waitFor({ state: 'detached', timeout: 30_000 })

    // The Edit tab: its description and purpose, saved at once (the media is shared).
    await drawer.getByRole('button', { name: `Edit ${description}` }).click()
    await media.getByRole('tab', { name: 'Edit', selected: true }).waitFor()
    await expect.poll(() => media.getByLabel('Description').inputValue()).toBe(description)
    await media.getByLabel('Description').fill(`${description} at dawn`)
    await chooseWithMouse(page, media.getByRole('combobox', { name: 'Purpose' }), 'Content image')
    await media.getByRole('button', { name: 'Save media' }).click()
    await toast(page, 'Saved media').waitFor()
    await media.getByRole('button', { name: 'Close' }).last().click()
    await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved category').waitFor()
    expect(await stored()).toEqual([
      'Vegetable garden in the summer sun',
      'Bicycle on a country road',
      `${description} at dawn`,
    ])
    const saved = (await apiCall<CategoryDto>(page, 'GET', `category/${made.id}`)).media[2]!
    expect(saved.purpose).toBe('content-image')
    await apiCall(page, 'DELETE', `category/${made.id}`)
  })

  test('by keyboard: add from Search, Alt+↑ to the top, remove, a purpose in the Edit tab; saved', async ({
    page,
  }) => {
    const { made, drawer, stored } = await categoryWithTwoMedia(page)
    const logo = (await apiCall<MediaDto[]>(page, 'GET', 'media/search/Canopy%20app%20logo'))[0]!
    try {
      await expect.poll(() => focused(page)).toBe('input:Title')
      await tabTo(page, /^button:Add media$/, 60)
      await page.keyboard.press('Enter')
      const media = page.getByRole('dialog', { name: 'Media' })
      await tabTo(page, /^tab:Upload$/)
      await page.keyboard.press('ArrowRight')
      await media.getByRole('tab', { name: 'Search', selected: true }).waitFor()
      await tabTo(page, /^input:Search media by description$/)
      await page.keyboard.type('Canopy app')
      await page.keyboard.press('Enter')
      await media.getByRole('group', { name: 'Search results' }).waitFor()
      // The results are one Tab stop, on the first (the only match).
      await tabTo(page, /^button:Canopy app logo/)
      await page.keyboard.press('Enter')
      await media.waitFor({ state: 'detached' })
      // Focus is on the new media's handle: Alt+↑ twice takes it to the top.
      await expect.poll(() => focused(page)).toBe('button:Drag Canopy app logo')
      await page.keyboard.press('Alt+ArrowUp')
      await page.keyboard.press('Alt+ArrowUp')
      await expect
        .poll(() =>
          drawer.getByRole('listitem').locator('.media-list-item-text > span').first().textContent(),
        )
        .toBe('Canopy app logo')
      await tabTo(page, /^button:Remove Bicycle on a country road from the list$/)
      await page.keyboard.press('Enter')
      await drawer
        .getByRole('listitem')
        .filter({ hasText: 'Bicycle on a country road' })
        .waitFor({ state: 'detached' })

      // The Edit tab of the logo: Purpose by the arrows, Save media by Enter.
      await tabTo(page, /^button:Edit Canopy app logo$/)
      await page.keyboard.press('Enter')
      await media.getByRole('tab', { name: 'Edit', selected: true }).waitFor()
      await media.getByRole('combobox', { name: 'Purpose' }).waitFor()
      await tabTo(page, /^combobox:Purpose$/)
      await page.keyboard.press('Enter')
      await pickWithArrows(page, /^option:Content image$/)
      await tabTo(page, /^button:Save media$/)
      await page.keyboard.press('Enter')
      await toast(page, 'Saved media').waitFor()
      expect((await apiCall<MediaDto>(page, 'GET', `media/${logo.id}`)).purpose).toBe('content-image')
      await page.keyboard.press('Escape')
      await media.waitFor({ state: 'detached' })

      await page.keyboard.press('Control+Enter')
      await toast(page, 'Saved category').waitFor()
      expect(await stored()).toEqual(['Canopy app logo', 'Vegetable garden in the summer sun'])
    } finally {
      // The logo is the demo's: back to its purpose for the other tests.
      const current = await apiCall<MediaDto>(page, 'GET', `media/${logo.id}`)
      await apiCall(page, 'PUT', `media/${logo.id}`, {
        description: current.description,
        purpose: 'logo',
        version: current.version,
      })
      await apiCall(page, 'DELETE', `category/${made.id}`)
    }
  })
})
