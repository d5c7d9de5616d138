import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { type CategoryUsage, categoryDeletePlan } from '../../src/domain/category-deletion.ts'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'
import { expect, openSignedIn, palette, pathOf, test, waitForPath } from './support/browser.ts'
import { mouseDrag } from './support/hands.ts'

/** A suffix that keeps this run's records apart from the demo content and from earlier runs. */
const unique = () => Math.random().toString(36).slice(2, 7)

/** Calls the API from the signed-in page, as the console does (cookie + cms header). */
async function apiCall<T>(page: Page, method: string, path: string, body?: unknown, lang = 'en'): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, lang }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: { 'content-type': 'application/json', cms: 'true', lang },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return response.status === 404 ? null : response.json()
    },
    { method, path, body, lang },
  ) as Promise<T>
}

const allCategories = (page: Page, lang = 'en') =>
  apiCall<CategoryDto[]>(page, 'GET', 'category', undefined, lang)
const findByTitle = async (page: Page, title: string) =>
  (await allCategories(page)).find((category) => category.title === title)

/** The list (named "Categories" or "Categorieën"). */
const grid = (page: Page) => page.getByRole('grid')
const bodyRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]')
/** The list row whose ID cell reads `id`. */
const rowById = (page: Page, id: number) =>
  bodyRows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) })
const stateOf = (row: Locator) => row.locator('[data-state]').first().getAttribute('aria-label')
/** Waits until the URL is /categories with `param` in its query (`?new`, `?hierarchy`: written as `new=`). */
const waitForDrawer = (page: Page, param: string) =>
  page.waitForURL((url) => url.pathname === '/categories' && url.searchParams.has(param))
/** A toast with `text` (the first, when an earlier one with the same text is still showing). */
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()

/** On the palette's "Open category…" page: types the search and presses Enter on the highlighted match. */
async function openFromSearch(page: Page, query: string, option: RegExp) {
  const dialog = palette(page).dialog
  const input = dialog.getByPlaceholder('Search categories by title or ID')
  await input.waitFor()
  await page.keyboard.type(query)
  await dialog.getByRole('option', { name: option, selected: true }).waitFor()
  await page.keyboard.press('Enter')
}

/** Clicks the confirmation's Delete (above the drawer). */
const confirmDelete = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click()

/** Types into the open palette and presses Enter once `option` is the highlighted entry. */
async function runFromPalette(page: Page, query: string, option: string | RegExp) {
  const { dialog, input } = palette(page)
  await input.waitFor()
  await page.keyboard.type(query)
  await dialog.getByRole('option', { name: option, selected: true }).waitFor()
  await page.keyboard.press('Enter')
}

describe('categories list', () => {
  test('shows the demo tree, 25 rows per page, and pages to the rest', async ({ page }) => {
    await openSignedIn(page, '/categories')
    await page.getByRole('heading', { level: 1, name: 'Categories' }).waitFor()
    const total = (await allCategories(page)).length
    expect(total).toBeGreaterThan(25)
    await expect.poll(() => bodyRows(page).count()).toBe(25)
    await page.getByText(`Page 1 of ${Math.ceil(total / 25)}`).waitFor()
    // Each main category is followed by its sub categories.
    const first = bodyRows(page).first()
    expect(await first.locator('td').nth(2).textContent()).toBe('Food')
    expect(await first.locator('td').nth(3).textContent()).toBe('Main category')
    expect(await bodyRows(page).nth(1).locator('td').nth(3).textContent()).toBe('Sub category')
    expect(await first.locator('td').nth(1).textContent()).toBe('🥦')

    await page.getByRole('button', { name: 'Next page' }).click()
    await waitForPath(page, '/categories?page=2')
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(25, total - 25))
  })

  test('filters by title and by Main/Sub, kept in the URL', async ({ page }) => {
    await openSignedIn(page, '/categories')
    await expect.poll(() => bodyRows(page).count()).toBe(25)
    await page.getByRole('searchbox', { name: 'Title' }).fill('mea')
    await waitForPath(page, '/categories?q=mea')
    await expect.poll(() => bodyRows(page).allTextContents()).toEqual([expect.stringContaining('Meat')])

    await page.getByRole('searchbox', { name: 'Title' }).fill('')
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Main category' }).click()
    await waitForPath(page, '/categories?type=main')
    const mains = (await allCategories(page)).filter((category) => category.type === 'main').length
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(25, mains))
    for (const type of await bodyRows(page).locator('td:nth-child(4)').allTextContents()) {
      expect(type).toBe('Main category')
    }
    // The view survives a reload.
    await page.reload()
    await expect.poll(() => page.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Main category')
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(25, mains))
  })

  test('EN → NL: a category without a Dutch title shows "missing translations"', async ({ page }) => {
    await openSignedIn(page, '/categories')
    const english = await allCategories(page)
    const foodWaste = english.find((category) => category.title === 'Food waste')!
    const food = english.find((category) => category.title === 'Food')!
    await page.getByRole('searchbox', { name: 'Title' }).fill('Food')
    await expect.poll(() => stateOf(rowById(page, foodWaste.id))).toBe('Translated')
    expect(await stateOf(rowById(page, food.id))).toBe('Translated')

    await page.getByRole('searchbox', { name: 'Title' }).fill('')
    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    await page.getByRole('heading', { level: 1, name: 'Categorieën' }).waitFor()
    await expect.poll(() => stateOf(rowById(page, foodWaste.id))).toBe('Vertalingen ontbreken')
    expect(await stateOf(rowById(page, food.id))).toBe('Vertaald')
    expect(await rowById(page, food.id).locator('td').nth(2).textContent()).toBe('Voeding')
  })
})

describe('category drawer', () => {
  test('create, edit, filter and delete with the mouse', async ({ page }) => {
    const title = `Oceans ${unique()}`
    await openSignedIn(page, '/categories')
    await page.getByRole('button', { name: 'Add Category' }).click()
    await waitForDrawer(page, 'new')
    const drawer = page.getByRole('dialog', { name: 'Add Category' })
    const add = drawer.getByRole('button', { name: 'Add', exact: true })
    expect(await add.isDisabled()).toBe(true)
    await drawer.getByLabel('Title').fill(title)
    await drawer.getByRole('button', { name: 'Use 💧' }).click()
    expect(await drawer.getByLabel('Emoji').inputValue()).toBe('💧')
    await drawer.getByRole('switch').click()
    // The option takes the mouse: the list lies over the drawer (issue 18).
    await drawer.getByRole('combobox', { name: 'Parent category' }).click()
    await page.getByRole('option', { name: /Nature/ }).click()
    await expect
      .poll(() => drawer.getByRole('combobox', { name: 'Parent category' }).textContent())
      .toContain('Nature')
    await drawer.getByText('This object requires a background image').waitFor()
    await add.click()
    await toast(page, 'Saved category').waitFor()
    await drawer.waitFor({ state: 'hidden' })

    const created = (await findByTitle(page, title))!
    expect(created).toMatchObject({ emoji: '💧', isContent: false, type: 'sub', parentTitle: 'Nature' })

    // Filter to it, open it with a click, rename it.
    await page.getByRole('searchbox', { name: 'Title' }).fill(title)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    expect(await bodyRows(page).first().locator('td').nth(3).textContent()).toBe('Sub category')
    await bodyRows(page).first().click()
    const edit = page.getByRole('dialog', { name: 'Edit Category' })
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe(title)
    // Required title, as you type.
    await edit.getByLabel('Title').fill('')
    await edit.getByText('Title is required.').waitFor()
    expect(await edit.getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(true)
    await edit.getByLabel('Title').fill(`${title} and seas`)
    await edit.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved category').waitFor()
    await expect.poll(async () => (await findByTitle(page, `${title} and seas`))?.id).toBe(created.id)
    await page.getByRole('searchbox', { name: 'Title' }).fill(`${title} and seas`)
    await expect.poll(() => bodyRows(page).count()).toBe(1)

    // Delete asks first.
    await bodyRows(page).first().click()
    await edit.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.getByText('Are you absolutely sure you want to delete this category?').waitFor()
    await confirmDelete(page)
    await toast(page, 'Deleted category').waitFor()
    await expect.poll(() => bodyRows(page).count()).toBe(0)
    expect(await apiCall(page, 'GET', `category/${created.id}`)).toBeNull()
  })

  test('a whole create, edit and delete with the keyboard only', async ({ page }) => {
    const title = `Keyboard ${unique()}`
    await openSignedIn(page, '/categories')
    await grid(page).waitFor()

    // Create: palette "Add Category", type, Ctrl+Enter.
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Add Category', 'Add Category')
    const added = page.getByRole('dialog', { name: 'Add Category' })
    await added.waitFor()
    await expect
      .poll(() => added.getByLabel('Title').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.type(title)
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved category').waitFor()
    await added.waitFor({ state: 'hidden' })
    const created = (await findByTitle(page, title))!
    expect(created).toMatchObject({ emoji: '🌱', type: 'main', isContent: true })

    // Edit: palette "Open category…", search, Enter; change the title; Ctrl+Enter.
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Open category', 'Open category…')
    await openFromSearch(page, title, new RegExp(title))
    await waitForPath(page, `/categories?edit=${created.id}`)
    const edit = page.getByRole('dialog', { name: 'Edit Category' })
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe(title)
    await expect
      .poll(() => edit.getByLabel('Title').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.press('End')
    await page.keyboard.type(' edited')
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved category').waitFor()
    await expect
      .poll(async () => (await apiCall<CategoryDto>(page, 'GET', `category/${created.id}`)).title)
      .toBe(`${title} edited`)

    // Delete: open it again, palette "Delete this record", confirm with Tab and Enter.
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Open category', 'Open category…')
    await openFromSearch(page, `${title} edited`, new RegExp(`${title} edited`))
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe(`${title} edited`)
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Delete this record', 'Delete this record')
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.waitFor()
    // Focus starts on Cancel; Tab reaches Delete.
    await expect
      .poll(() =>
        confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await toast(page, 'Deleted category').waitFor()
    await edit.waitFor({ state: 'hidden' })
    expect(await apiCall(page, 'GET', `category/${created.id}`)).toBeNull()
    // No drawer named any more; the list stays on the page that held the new category (focus
    // went to its row after the add, and the list followed it there).
    const url = new URL(page.url())
    expect(url.pathname).toBe('/categories')
    expect([url.searchParams.has('new'), url.searchParams.has('edit')]).toEqual([false, false])
  })

  test('a main category with sub categories says what Delete would do, and does not offer it', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    const food = (await findByTitle(page, 'Food'))!
    expect(food.childCount).toBeGreaterThan(0)
    await rowById(page, food.id).click()
    const edit = page.getByRole('dialog', { name: 'Edit Category' })
    const refusal = edit.getByRole('note').filter({ hasText: 'This category cannot be deleted.' })
    await refusal.waitFor()
    // Each reason, as the domain words it for what refers to Food (the demo files a story under it).
    const usage = await apiCall<CategoryUsage>(page, 'GET', `category/${food.id}/usage`)
    const reasons = await refusal.getByRole('listitem').allTextContents()
    expect(reasons).toEqual(categoryDeletePlan(usage).details.map(formatDomainMessage))
    expect(reasons[0]).toBe(`It has ${food.childCount} sub categories: move or delete them first.`)
    const remove = edit.getByRole('button', { name: 'Delete' })
    expect(await remove.isDisabled()).toBe(true)
    expect(await edit.getByRole('combobox', { name: 'Parent category' }).isDisabled()).toBe(true)
    expect(await findByTitle(page, 'Food')).toBeTruthy()
  })
})

describe('Sort and Hierarchy', () => {
  /** Two new main categories (last in the tree, so near the empty target), on a fresh list. */
  async function twoMains(page: Page) {
    const suffix = unique()
    const a = await apiCall<CategoryDto>(page, 'POST', 'category', { title: `Alpha ${suffix}`, emoji: '🅰️' })
    const b = await apiCall<CategoryDto>(page, 'POST', 'category', { title: `Beta ${suffix}`, emoji: '🅱️' })
    await page.reload()
    await grid(page).waitFor()
    return { a, b }
  }
  const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Sort and Hierarchy' })
  const parentOf = async (page: Page, id: number) =>
    (await apiCall<CategoryDto>(page, 'GET', `category/${id}`)).parentCategoryId

  test('with the mouse: onto a main category, a refused third level, onto the empty target; saved', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    const { a, b } = await twoMains(page)
    await page.getByRole('button', { name: 'Sort and Hierarchy' }).click()
    await waitForDrawer(page, 'hierarchy')
    const drawer = drawerOf(page)

    // Alpha onto Beta's zone: a sub category of Beta.
    await mouseDrag(
      page,
      drawer.getByRole('button', { name: `Drag ${a.title}` }),
      drawer.getByText(`Drop here to make it a sub category of ${b.title}`),
    )
    await drawer
      .getByRole('list', { name: `Sub categories of ${b.title}` })
      .getByRole('group', { name: a.title })
      .waitFor()
    await drawer.getByText('Unsaved changes').waitFor()

    // Beta has a sub category now: it cannot go under Water (a third level). Refused, with the reason.
    await mouseDrag(
      page,
      drawer.getByRole('button', { name: `Drag ${b.title}` }),
      drawer.getByText('Drop here to make it a sub category of Water'),
    )
    // Shown in the drawer (and announced through dnd-kit's live region).
    await drawer
      .locator('.rt-CalloutText', {
        hasText: `${b.title} has sub categories, so it cannot become a sub category. Only two levels are allowed.`,
      })
      .waitFor()
    expect(await drawer.getByRole('list', { name: 'Sub categories of Water' }).count()).toBe(0)

    await drawer.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Saved category').waitFor()
    await drawer.waitFor({ state: 'hidden' })
    expect(pathOf(page)).toBe('/categories')
    expect(await parentOf(page, a.id)).toBe(b.id)

    // Back to a main category by the empty target; reorder Beta before Alpha by dropping on its row.
    await page.getByRole('button', { name: 'Sort and Hierarchy' }).click()
    await mouseDrag(
      page,
      drawer.getByRole('button', { name: `Drag ${a.title}` }),
      drawer.getByText('Drop here to make it a main category'),
    )
    await drawer.getByText(`Drop here to make it a sub category of ${a.title}`).waitFor()
    await mouseDrag(
      page,
      drawer.getByRole('button', { name: `Drag ${a.title}` }),
      drawer.getByRole('group', { name: b.title }),
    )
    await drawer.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Saved category').waitFor()
    const mains = (await allCategories(page)).filter((category) => category.type === 'main')
    mains.sort((x, y) => x.index - y.index)
    expect(mains.slice(-2).map((category) => category.id)).toEqual([a.id, b.id])
    expect(await parentOf(page, a.id)).toBeNull()
  })

  test('with the keyboard: Space, arrows, Space (dnd-kit keyboard sensor), Escape cancels; saved', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    const { a, b } = await twoMains(page)
    const mainCount = (await allCategories(page)).filter((category) => category.type === 'main').length
    // Opened from the palette; focus lands on the first drag handle.
    await page.keyboard.press('Control+k')
    await runFromPalette(page, 'Sort and Hierarchy', 'Sort and Hierarchy')
    await waitForDrawer(page, 'hierarchy')
    const drawer = drawerOf(page)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Drag Food')

    // Alpha: pick up, down over its own zone, over Beta's row, over Beta's zone; drop.
    await drawer.getByRole('button', { name: `Drag ${a.title}` }).focus()
    await page.keyboard.press('Space')
    // What the drag would do shows below the tree (and is announced).
    const status = drawer.locator('.hierarchy-drag-status')
    await expect.poll(() => status.textContent()).toBe(`${a.title}: back in its place.`)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => status.textContent()).toBe(`${a.title} cannot go under itself.`)
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() => status.textContent())
      .toBe(`${a.title}: main category, position ${mainCount} of ${mainCount}.`)
    await page.keyboard.press('ArrowDown')
    await expect
      .poll(() => status.textContent())
      .toBe(`${a.title}: sub category of ${b.title}, position 1 of 1.`)
    await page.keyboard.press('Space')
    const subs = drawer.getByRole('list', { name: `Sub categories of ${b.title}` })
    await subs.getByRole('group', { name: a.title }).waitFor()
    // The screen reader heard it (dnd-kit's live region, in the drawer).
    await expect
      .poll(() => drawer.locator('[aria-live]').allTextContents())
      .toContainEqual(`Moved. ${a.title}: sub category of ${b.title}, position 1 of 1.`)

    // Escape cancels a drag and keeps the drawer open. (Beta away from the drawer's bottom edge, where
    // dnd-kit scrolls the list by itself while a keyboard drag moves.)
    const betaHandle = drawer.getByRole('button', { name: `Drag ${b.title}` })
    await betaHandle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await betaHandle.focus()
    await page.keyboard.press('Space')
    // As a user would: the pick-up shows, then the move shows, then Escape.
    await expect.poll(() => status.textContent()).toBe(`${b.title}: back in its place.`)
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => status.textContent()).not.toBe(`${b.title}: back in its place.`)
    await page.keyboard.press('Escape')
    await expect
      .poll(() => drawer.locator('[aria-live]').allTextContents())
      .toContainEqual(`Moving ${b.title} was cancelled. It is back in its place.`)
    expect(await drawer.isVisible()).toBe(true)
    await subs.getByRole('group', { name: a.title }).waitFor()

    // Ctrl+Enter saves.
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved category').waitFor()
    await drawer.waitFor({ state: 'hidden' })
    expect(await parentOf(page, a.id)).toBe(b.id)
  })

  test('with the row buttons (mouse): make main, move up, make sub category of…; Esc asks before discarding', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    const { a, b } = await twoMains(page)
    await apiCall(page, 'PUT', `category/${a.id}`, { title: a.title, parentCategoryId: b.id })
    await page.goto('/categories?hierarchy')
    const drawer = drawerOf(page)
    const alpha = drawer.getByRole('group', { name: a.title })
    await drawer
      .getByRole('list', { name: `Sub categories of ${b.title}` })
      .getByRole('group', { name: a.title })
      .waitFor()

    // The row's buttons are the mouse's way (the keyboard's: the next test).
    await alpha.getByRole('button', { name: 'Make main category' }).click()
    await drawer.getByText(`Drop here to make it a sub category of ${a.title}`).waitFor()
    // Right after Beta, its old parent; then one place up, before Beta.
    const mains = () =>
      drawer.locator('.hierarchy-tree > li > .hierarchy-row .hierarchy-title').allTextContents()
    await expect.poll(async () => (await mains()).slice(-2)).toEqual([b.title, a.title])
    await alpha.getByRole('button', { name: 'Move up' }).click()
    await expect.poll(async () => (await mains()).slice(-2)).toEqual([a.title, b.title])

    // A main category with sub categories offers no parent.
    expect(
      await drawer.getByRole('group', { name: 'Food', exact: true }).getByRole('combobox').isDisabled(),
    ).toBe(true)

    await alpha.getByRole('combobox', { name: 'Make sub category of…' }).click()
    await page.getByRole('option', { name: /Water/ }).click()
    await drawer
      .getByRole('list', { name: 'Sub categories of Water' })
      .getByRole('group', { name: a.title })
      .waitFor()

    // Esc with pending moves asks; keep editing, then Cancel and discard.
    await page.keyboard.press('Escape')
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await discard.getByRole('button', { name: 'Keep editing' }).click()
    await drawer.getByText('Unsaved changes').waitFor()
    await drawer.getByRole('button', { name: 'Cancel' }).click()
    await discard.getByRole('button', { name: 'Discard changes' }).click()
    await drawer.waitFor({ state: 'hidden' })
    expect(await parentOf(page, a.id)).toBe(b.id)
  })

  test('one Tab stop for the tree; arrows between rows, Alt+arrows move, Enter opens the row menu', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    const { a, b } = await twoMains(page)
    await page.goto('/categories?hierarchy')
    const drawer = drawerOf(page)
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
    await expect.poll(focusedLabel).toBe('Drag Food')
    // Tab leaves the tree at once: no row has more than one Tab stop.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.hierarchy-tree')))).toBe(false)
    await page.keyboard.press('Shift+Tab')
    await expect.poll(focusedLabel).toBe('Drag Food')

    // End: the last row (Beta); ArrowUp: Alpha.
    await page.keyboard.press('End')
    await expect.poll(focusedLabel).toBe(`Drag ${b.title}`)
    await page.keyboard.press('ArrowUp')
    await expect.poll(focusedLabel).toBe(`Drag ${a.title}`)
    // Alt+ArrowDown moves Alpha below Beta; focus stays on it.
    await page.keyboard.press('Alt+ArrowDown')
    const mains = () =>
      drawer.locator('.hierarchy-tree > li > .hierarchy-row .hierarchy-title').allTextContents()
    await expect.poll(async () => (await mains()).slice(-2)).toEqual([b.title, a.title])
    await expect.poll(focusedLabel).toBe(`Drag ${a.title}`)
    // Alt+ArrowRight: a sub category of the main category above (Beta); Alt+ArrowLeft: main again.
    await page.keyboard.press('Alt+ArrowRight')
    const subsOfB = drawer.getByRole('list', { name: `Sub categories of ${b.title}` })
    await subsOfB.getByRole('group', { name: a.title }).waitFor()
    await expect.poll(focusedLabel).toBe(`Drag ${a.title}`)
    await page.keyboard.press('Alt+ArrowLeft')
    await subsOfB.waitFor({ state: 'detached' })
    await expect.poll(focusedLabel).toBe(`Drag ${a.title}`)
    // Enter opens "Make sub category of…"; choosing Water nests it there.
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: /Water/ }).waitFor()
    await page.keyboard.type('Water', { delay: 80 })
    await page.keyboard.press('Enter')
    await drawer
      .getByRole('list', { name: 'Sub categories of Water' })
      .getByRole('group', { name: a.title })
      .waitFor()
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved category').waitFor()
    expect(await parentOf(page, a.id)).toBe((await findByTitle(page, 'Water'))!.id)
  })

  test("a 99-character title is cut, never the row's controls, in English and in Dutch", async ({ page }) => {
    await openSignedIn(page, '/categories')
    const words = 'Sustainable mobility choices for every household in the Netherlands and beyond today'
    const title = `${words} ${unique()}`.padEnd(99, 'x').slice(0, 99)
    const long = await apiCall<CategoryDto>(page, 'POST', 'category', { title, emoji: '🚲' })
    try {
      for (const lang of ['en', 'nl'] as const) {
        if (lang === 'nl') {
          await apiCall(page, 'PUT', `category/${long.id}`, { title }, 'nl')
          // The drawer is modal: the chord switches the language from inside it.
          await page.keyboard.press('Alt+Shift+N')
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl')
        }
        await page.goto('/categories?hierarchy')
        const drawer = page.getByRole('dialog').first()
        await drawer.locator('.hierarchy-row').first().waitFor()
        const overflow = await drawer.evaluate((element) => {
          const box = element.getBoundingClientRect()
          const rows = [...element.querySelectorAll('.hierarchy-row')]
          return {
            tree:
              element.querySelector('.hierarchy-tree')!.scrollWidth -
              element.querySelector('.hierarchy-tree')!.clientWidth,
            // Every control ends inside the drawer.
            clipped: rows.filter((row) =>
              [...row.querySelectorAll('button')].some(
                (control) => control.getBoundingClientRect().right > box.right,
              ),
            ).length,
            // "Make sub category of…" shows whole.
            cutLabels: [
              ...element.querySelectorAll<HTMLElement>('.hierarchy-nest .rt-SelectTriggerInner'),
            ].filter((label) => label.scrollWidth > label.clientWidth + 1).length,
          }
        })
        expect(overflow).toEqual({ tree: 0, clipped: 0, cutLabels: 0 })
        // The full title is there for the mouse (a tooltip) and screen readers.
        expect(
          await drawer.locator('.hierarchy-title', { hasText: title.slice(0, 40) }).getAttribute('title'),
        ).toBe(title)
      }
    } finally {
      await apiCall(page, 'DELETE', `category/${long.id}`)
    }
  })
})
