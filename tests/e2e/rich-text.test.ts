import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { InitiativeSummaryDto } from '../../src/domain/contracts/initiatives.ts'
import type { InfographicDto } from '../../src/domain/infographics.ts'
import { apiCall, expect, signedInAt, test } from './support/browser.ts'

const unique = () => Math.random().toString(36).slice(2, 7)

const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()

describe('rich text', () => {
  test('a YouTube video and an initiative link are inserted and saved as markdown', async ({ page }) => {
    await signedInAt(page, '/content')
    const made = await apiCall<InfographicDto>(page, 'POST', 'infographic', {
      title: `Water ${unique()}`,
      description: 'Intro.\n',
    })
    const [repair] = await apiCall<InitiativeSummaryDto[]>(page, 'GET', 'initiative?q=Repair')
    await page.goto(`/content?edit=${made.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Infographic' })
    const text = drawer.getByRole('textbox', { name: 'Description' })
    // The record's text has arrived in the editor before anyone types.
    await expect.poll(() => text.textContent()).toBe('Intro.')
    await text.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Watch: ')

    // The video: a link the app does not play is refused with the SPEC's message.
    await drawer.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Video' }).click()
    const video = page.getByRole('dialog', { name: 'Insert a video' })
    await video.getByLabel('Video URL').fill('https://youtu.be/abc123')
    await video.getByRole('button', { name: 'Insert video' }).click()
    await video
      .getByText(
        'Only youtube and vimeo urls will work correctly. Please contact the developer if you have other urls',
      )
      .waitFor()
    await video.getByLabel('Video URL').fill('https://www.youtube.com/shorts/abc123')
    await video.getByRole('radio', { name: 'Portrait' }).click()
    await video.getByRole('button', { name: 'Insert video' }).click()
    await video.waitFor({ state: 'detached' })

    // The initiative link, by keyboard: Alt+F10 to the toolbar, End to its last button.
    await page.keyboard.type(' and visit ')
    await page.keyboard.press('Alt+F10')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    const link = page.getByRole('dialog', { name: 'Insert a link' })
    await link.getByRole('tab', { name: 'Initiative', selected: true }).waitFor()
    await link.getByPlaceholder('Search initiatives by title').fill('Repair')
    await link.getByRole('option', { name: /Repair Café/ }).waitFor()
    await link.getByPlaceholder('Search initiatives by title').press('Enter')
    await link.getByText(`Chosen: ${repair!.title}`).waitFor()
    await link.getByPlaceholder('Search initiatives by title').press('Enter')
    await link.waitFor({ state: 'detached' })

    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved infographic').waitFor()
    const saved = await apiCall<InfographicDto>(page, 'GET', `infographic/${made.id}`)
    expect(saved.description).toBe(
      `Intro.\n\nWatch: [Video](https://www.youtube.com/shorts/abc123 "video:portrait") and visit [${repair!.title}](initiative:${repair!.id})\n`,
    )
  })

  test('the editor chunk is not downloaded by a page without a rich text field', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await signedInAt(page, '/labels')
    await page.getByRole('grid').waitFor()
    expect(scripts.some((url) => url.includes('MarkdownEditor'))).toBe(false)
    await page.goto('/content?new')
    await page.getByRole('textbox', { name: 'Description' }).waitFor()
    expect(scripts.some((url) => url.includes('MarkdownEditor'))).toBe(true)
  })
})
