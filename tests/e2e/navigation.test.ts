import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import {
  apiCall,
  expect,
  openSignedIn,
  palette,
  pathOf,
  shellReady,
  test,
  waitForPath,
  waitForTitle,
} from './support/browser.ts'

async function goViaPalette(page: Page, query: string, option: string) {
  const { dialog, input } = palette(page)
  await page.keyboard.press('Control+k')
  await input.waitFor()
  await page.keyboard.type(query)
  await dialog.getByRole('option', { name: option, exact: true, selected: true }).waitFor()
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
}

describe('navigation', () => {
  test('an unknown path inside the shell shows "Page not found" with a way home', async ({ page }) => {
    await openSignedIn(page, '/no/such/page')
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await page.getByText('There is no page at this address.').waitFor()
    await waitForTitle(page, 'Canopy CMS - Page not found')
    // Still inside the shell: the menu is there.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Labels' }).waitFor()

    await page.getByRole('link', { name: 'Go home' }).click()
    await waitForPath(page, '/')
    await page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Home')
  })

  test('/stories/12 shows the story editor: the story\'s title as its heading, titled "Story editor"', async ({
    page,
  }) => {
    await openSignedIn(page, '/stories/12')
    const story = await apiCall<StoryDto>(page, 'GET', 'story/12')
    expect(story.id).toBe(12)
    await page.getByRole('heading', { level: 1, name: story.title, exact: true }).waitFor()
    await page.getByText(`${story.itemCount} pages`).first().waitFor()
    expect(await page.getByTestId('not-built-yet').count()).toBe(0)
    await waitForTitle(page, 'Canopy CMS - Story editor')
  })

  test('a chart or story that does not exist is not found; a chart that does shows its page', async ({
    page,
  }) => {
    await openSignedIn(page, '/statistics/nonsense')
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Page not found')
    for (const path of ['/stories/abc', '/stories/0']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor()
    }
    // A well-formed id of no story (an old link): the editor says so, with a way back to the list.
    await page.goto('/stories/999999')
    await page.getByRole('heading', { level: 1, name: 'Story not found' }).waitFor()
    await page.getByText('This story does not exist (any more).').waitFor()
    await page.getByRole('link', { name: 'Back to the stories' }).click()
    await waitForPath(page, '/stories')
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor()

    await page.goto('/statistics/quizzes')
    await page.getByRole('heading', { level: 1, name: 'Quizzes' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Statistics')
  })

  test('the browser back and forward buttons follow palette navigation', async ({ page }) => {
    await openSignedIn(page, '/users')
    await goViaPalette(page, 'Labels', 'Labels')
    await waitForPath(page, '/labels')
    await goViaPalette(page, 'Categories', 'Categories')
    await waitForPath(page, '/categories')
    await waitForTitle(page, 'Canopy CMS - Categories')

    await page.goBack()
    await waitForPath(page, '/labels')
    await page.getByRole('heading', { level: 1, name: 'Labels' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Labels')

    await page.goBack()
    await waitForPath(page, '/users')
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Users')

    await page.goForward()
    await waitForPath(page, '/labels')
    await page.getByRole('heading', { level: 1, name: 'Labels' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Labels')
  })

  test('a fresh page load on a deep link is served the console', async ({ page, context }) => {
    await openSignedIn(page, '/users')

    // A full load (not client-side routing) of a nested path, with the session cookie.
    const response = await page.goto('/co2quiz/values')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toMatch(/^text\/html/)
    await shellReady(page)
    expect(pathOf(page)).toBe('/co2quiz/values')
    await page.getByRole('heading', { level: 1, name: 'CO2 values' }).waitFor()
    await page.getByRole('grid', { name: 'CO2 values' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - CO2 values')

    // The history fallback leaves /api and /file alone: they keep their JSON 404.
    for (const path of ['/api/no-such-endpoint', '/file/no-such-file/x.webp']) {
      const missing = await context.request.get(path)
      expect(missing.status(), path).toBe(404)
      expect(missing.headers()['content-type'], path).toMatch(/^application\/json/)
      expect(((await missing.json()) as { error: string }).error, path).toBe('not_found')
    }
  })
})
