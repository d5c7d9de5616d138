import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import { demoStories } from '../../src/server/seed/demo/stories-data.ts'
import { demoQuizStories } from '../../src/server/seed/demo/stories-data-quizzes.ts'
import { demoTipStories } from '../../src/server/seed/demo/stories-data-tips.ts'
import { apiCall, expect, openSignedIn, palette, pathOf, test, waitForPath } from './support/browser.ts'
import { chooseInPalette, focused, pickWithArrows, tabTo } from './support/hands.ts'

// The Stories list (docs/product.md §2 "Stories list") and the story drawer, as people use them:
// the seeded stories in their order with their page counts, filtered by type with the mouse and
// by title by typing; a story added by keyboard alone from the palette and opened again from it;
// the notification message's limit of 150 characters; a row opening the story editor.

/** The demo stories in story order (src/server/seed/demo/stories.ts seeds them in this order). */
const demo = [...demoStories, ...demoTipStories, ...demoQuizStories]
const titlesOf = (stories: typeof demo) => stories.map((story) => story.title.en)

/** A suffix that keeps this run's stories apart from the demo ones and from other tests. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()
const grid = (page: Page) => page.getByRole('grid', { name: 'Stories' })
const rows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]')
/** The texts of column `n` (1-based: 1 ID, 2 Title, 3 Type, 4 Category, 5 Pages, 6 State), top to bottom. */
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`).allTextContents()
const titles = (page: Page) => column(page, 2)

/**
 * Deletes a story made here, as the console does. (Not by `apiCall`: it sends a JSON content type
 * with no body, which the server refuses for a DELETE.)
 */
async function removeStory(page: Page, id: number) {
  const answer = await page.request.delete(`/api/story/${id}`, { headers: { cms: 'true' } })
  expect(answer.status()).toBe(200)
}

/** The stories whose title (in English) contains `text`, as the API finds them. */
const storiesTitled = (page: Page, text: string) =>
  apiCall<StoryDto[]>(page, 'GET', `story?q=${encodeURIComponent(text)}`)

describe('stories', () => {
  test('the seeded list: 20 stories by index with their pages; Type "Quiz" by mouse, then a typed title narrows it', async ({
    page,
  }) => {
    await openSignedIn(page, '/stories')
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor()
    await expect.poll(() => rows(page).count()).toBe(demo.length)
    expect(demo).toHaveLength(20)
    expect(await grid(page).getByRole('columnheader').allTextContents()).toEqual([
      'ID',
      'Title',
      'Type',
      'Category',
      'Pages',
      'State',
    ])
    // Sorted by index, the order they were seeded in: each with its type and its number of pages.
    expect(await titles(page)).toEqual(titlesOf(demo))
    expect(await column(page, 3)).toEqual(demo.map((story) => (story.type === 'quiz' ? 'Quiz' : 'Story')))
    expect(await column(page, 5)).toEqual(demo.map((story) => String(story.items.length)))
    const ids = (await column(page, 1)).map(Number)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    // Each row's category, and its State: translated and published icons.
    const categories = await column(page, 4)
    expect(categories.map((text) => text.replace(/^\S+ /, ''))).toEqual(demo.map((story) => story.category))
    const states = await rows(page).evaluateAll((list) =>
      list.map((row) =>
        [...row.querySelectorAll('td:nth-child(6) [role="img"]')].map((icon) =>
          icon.getAttribute('aria-label'),
        ),
      ),
    )
    expect(states).toEqual(demo.map((story) => ['Translated', story.published ? 'Published' : 'Unpublished']))

    // Type: Quiz, with the mouse. Only the quizzes, still in their order.
    const quizzes = demo.filter((story) => story.type === 'quiz')
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Quiz', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('quiz')
    await expect.poll(() => titles(page)).toEqual(titlesOf(quizzes))
    expect(new Set(await column(page, 3))).toEqual(new Set(['Quiz']))

    // The Title filter, typed: "quiz: w" keeps the quizzes whose title holds it (any case).
    const filter = page.getByRole('searchbox', { name: 'Title' })
    await filter.click()
    await page.keyboard.type('quiz: w')
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('quiz: w')
    const narrowed = quizzes.filter((story) => story.title.en.toLowerCase().includes('quiz: w'))
    expect(narrowed.length).toBeGreaterThan(1)
    expect(narrowed.length).toBeLessThan(quizzes.length)
    await expect.poll(() => titles(page)).toEqual(titlesOf(narrowed))
    // A few more letters: one quiz left.
    await page.keyboard.type('hich')
    await expect.poll(() => titles(page)).toEqual(['Quiz: which bin?'])
  })

  test('a story added by keyboard alone from the palette, opened again from it in the editor and renamed there with the mouse', async ({
    page,
  }) => {
    const title = `Cycle to school ${unique()}`
    const message = 'Ten minutes by bike: see how'
    await openSignedIn(page, '/stories')
    await rows(page).first().waitFor()

    // Ctrl+K, "Add story": the drawer opens with its Title focused.
    await page.keyboard.press('Control+k')
    await chooseInPalette(page, 'Add story', 'Add story')
    await waitForPath(page, '/stories?new')
    const add = page.getByRole('dialog', { name: 'Add Story' })
    await add.waitFor()
    await expect.poll(() => focused(page)).toBe('input:Title')
    await page.keyboard.type(title)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('input:Notification message')
    await page.keyboard.type(message)
    await add.getByText(`${message.length} of 150 characters`).waitFor()

    // The selects by keys: Enter opens, the arrows move, Enter chooses.
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('combobox:Type')
    await page.keyboard.press('Enter')
    await pickWithArrows(page, /^option:Quiz$/)
    await expect.poll(() => focused(page)).toBe('combobox:Type')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('combobox:Category')
    await page.keyboard.press('Enter')
    await pickWithArrows(page, /^option:🚲 Mobility$/)
    await expect.poll(() => add.getByRole('combobox', { name: 'Category' }).textContent()).toBe('🚲 Mobility')

    // "Not relevant for": Tab reaches the first label, Space ticks it.
    await tabTo(page, /^checkbox:/)
    const label = (await focused(page)).slice('checkbox:'.length)
    const checkbox = add.getByRole('checkbox', { name: label, exact: true })
    expect(await checkbox.getAttribute('aria-checked')).toBe('false')
    await page.keyboard.press('Space')
    await expect.poll(() => checkbox.getAttribute('aria-checked')).toBe('true')

    // Ctrl+Enter saves.
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved story').waitFor()
    await add.waitFor({ state: 'detached' })
    const [made] = await storiesTitled(page, title)
    expect(made).toMatchObject({
      title,
      notificationCTA: message,
      type: 'quiz',
      published: false,
      category: { title: 'Mobility' },
      notRelevantForLabels: [{ value: label }],
      itemCount: 0,
    })

    try {
      // The new row, found by its title.
      await page.getByRole('searchbox', { name: 'Title' }).fill(title)
      await expect.poll(() => titles(page)).toEqual([title])
      expect(await column(page, 1)).toEqual([String(made!.id)])
      expect(await column(page, 3)).toEqual(['Quiz'])
      expect(await column(page, 5)).toEqual(['0'])

      // "Open story…" in the palette, searched by title: its editor, headed by its title.
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Open story', 'Open story…')
      await palette(page).dialog.getByPlaceholder('Search stories and quizzes by title or ID').waitFor()
      await chooseInPalette(page, title, `${title} #${made!.id}`, '/api/story')
      await waitForPath(page, `/stories/${made!.id}`)
      await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor()
      await page.getByText('0 pages').waitFor()
      await page.getByText('No pages yet. Add Item adds the first one.').waitFor()

      // The editor's Edit, with the mouse: the story's drawer at `?story=`, its fields as saved.
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await waitForPath(page, `/stories/${made!.id}?story=${made!.id}`)
      const edit = page.getByRole('dialog', { name: 'Edit Story' })
      const titleField = edit.getByRole('textbox', { name: 'Title', exact: true })
      await expect.poll(() => titleField.inputValue()).toBe(title)
      expect(await edit.getByRole('textbox', { name: 'Notification message' }).inputValue()).toBe(message)
      expect(await edit.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Quiz')

      // The mouse: click the title, select it all, type the new one; click Edit.
      const renamed = `${title} (renamed)`
      await titleField.click()
      await page.keyboard.press('Control+a')
      await page.keyboard.type(renamed)
      expect(await titleField.inputValue()).toBe(renamed)
      await edit.getByRole('button', { name: 'Edit', exact: true }).click()
      await toast(page, 'Saved story').waitFor()
      await edit.waitFor({ state: 'detached' })
      await waitForPath(page, `/stories/${made!.id}`)
      await page.getByRole('heading', { level: 1, name: renamed, exact: true }).waitFor()
      const saved = await apiCall<StoryDto>(page, 'GET', `story/${made!.id}`)
      expect(saved).toMatchObject({
        title: renamed,
        notificationCTA: message,
        type: 'quiz',
        category: { id: made!.category!.id },
        notRelevantForLabels: [{ value: label }],
        version: made!.version + 1,
      })
      // The editor's link back to the list: the row has the new title.
      await page.getByRole('main').getByRole('link', { name: 'Stories', exact: true }).click()
      await waitForPath(page, '/stories')
      await page.getByRole('searchbox', { name: 'Title' }).fill(title)
      await expect.poll(() => titles(page)).toEqual([renamed])
    } finally {
      await removeStory(page, made!.id)
    }
  })

  test('the notification message refuses 151 characters: "Please keep this short"; 150 are saved', async ({
    page,
  }) => {
    const title = `Short message ${unique()}`
    await openSignedIn(page, '/stories')
    await rows(page).first().waitFor()
    await page.getByRole('button', { name: 'Add Story' }).click()
    const add = page.getByRole('dialog', { name: 'Add Story' })
    await add.waitFor()
    expect(new URL(page.url()).searchParams.has('new')).toBe(true)
    const save = add.getByRole('button', { name: 'Add', exact: true })
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await add.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: '🥦 Food', exact: true }).click()
    await expect.poll(() => save.isEnabled()).toBe(true)

    // 151 characters: counted, refused in the field's own words, Add disabled.
    const notification = add.getByRole('textbox', { name: 'Notification message' })
    await notification.fill('x'.repeat(151))
    await add.getByText('151 of 150 characters').waitFor()
    await add.getByText('Please keep this short', { exact: true }).waitFor()
    await expect.poll(() => save.isDisabled()).toBe(true)
    // The server says the same.
    const refused = await apiCall<{ fields?: Record<string, string> }>(page, 'POST', 'story', {
      title,
      categoryId: 1,
      notificationCTA: 'x'.repeat(151),
    })
    expect(refused.fields?.notificationCTA).toBe('Please keep this short')
    expect(await storiesTitled(page, title)).toEqual([])

    // One character less: 150 are accepted and saved.
    await notification.press('End')
    await notification.press('Backspace')
    await add.getByText('150 of 150 characters').waitFor()
    await add.getByText('Please keep this short', { exact: true }).waitFor({ state: 'detached' })
    await expect.poll(() => save.isEnabled()).toBe(true)
    await save.click()
    await toast(page, 'Saved story').waitFor()
    await add.waitFor({ state: 'detached' })
    const [made] = await storiesTitled(page, title)
    try {
      expect(made?.notificationCTA).toBe('x'.repeat(150))
      expect(made?.category?.title).toBe('Food')
    } finally {
      if (made) await removeStory(page, made.id)
    }
  })

  test('a click on a row opens /stories/{id}: the story editor with its title and its pages', async ({
    page,
  }) => {
    await openSignedIn(page, '/stories')
    await expect.poll(async () => (await titles(page))[1]).toBe(demo[1]!.title.en)
    const row = rows(page).nth(1)
    const id = Number(await row.locator('td:nth-child(1)').textContent())
    expect(id).toBeGreaterThan(0)
    await row.getByText(demo[1]!.title.en, { exact: true }).click()
    await waitForPath(page, `/stories/${id}`)
    await page.getByRole('heading', { level: 1, name: demo[1]!.title.en, exact: true }).waitFor()
    await page.getByText(`${demo[1]!.items.length} pages`).waitFor()
    await expect.poll(() => page.locator('[aria-roledescription="page"]').count()).toBe(demo[1]!.items.length)
    expect(await page.getByTestId('not-built-yet').count()).toBe(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    // Back returns to the list.
    await page.goBack()
    await waitForPath(page, '/stories')
    await rows(page).first().waitFor()
    expect(pathOf(page)).toBe('/stories')
  })
})
