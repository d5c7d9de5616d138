import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import type { ActionDto } from '../../src/domain/contracts/actions.ts'
import type { InitiativeDto } from '../../src/domain/contracts/initiatives.ts'
import type { UserDto } from '../../src/domain/contracts/users.ts'
import type { InfographicDto } from '../../src/domain/infographics.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'
import { chooseInEverySelect, chooseWithMouse, expectOnTop, hoverEveryTooltip } from './support/onTop.ts'

// Issue 18, "Broken" 1: every select, menu and tooltip opened in a drawer (a nested drawer and a
// dialog too) lies on top, where a person sees it, and takes a click of the mouse. The selects
// drew under the drawer: their options could only be reached blind, by keyboard. Each test opens
// what its drawer holds with the mouse, checks with `elementFromPoint` that the popup is topmost,
// clicks an option (Playwright's click refuses a covered target) and checks the choice took.

const unique = () => Math.random().toString(36).slice(2, 7)
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()

/** Clicks each tab of `drawer` (the user drawer's panels) and returns the choices made in each. */
async function everyPanel(page: Page, drawer: Locator) {
  const tabs = drawer.getByRole('tab')
  const chosen: string[] = []
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    await expect.poll(() => tabs.nth(index).getAttribute('aria-selected')).toBe('true')
    chosen.push(...(await chooseInEverySelect(page, drawer.getByRole('tabpanel'))))
  }
  return chosen
}

describe('popups over drawers', () => {
  test('Add User: Level is chosen with the mouse, and saved', async ({ page }) => {
    await openSignedIn(page, '/users')
    await page.getByRole('button', { name: 'Add User' }).click()
    await page.waitForURL((url) => url.searchParams.has('new'))
    const drawer = page.getByRole('dialog', { name: 'Add User' })
    const lastName = `Popup ${unique()}`
    await drawer.getByLabel('First name').fill('Mila')
    await drawer.getByLabel('Last name').fill(lastName)
    await chooseWithMouse(page, drawer.getByRole('combobox', { name: 'Level' }), 'User Registration')
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'Saved user').waitFor()
    const [saved] = await apiCall<UserDto[]>(page, 'GET', `user?q=${encodeURIComponent(lastName)}`)
    expect(saved).toMatchObject({ firstName: 'Mila', lastName, level: 'registered-user' })
  })

  test('Edit User: Level, and no other select in any of its panels', async ({ page }) => {
    await openSignedIn(page, '/users')
    const [device] = await apiCall<UserDto[]>(page, 'GET', 'user?level=device&page=1&pageSize=1')
    await page.goto(`/users?edit=${device!.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit User' })
    await drawer.getByText(`ID ${device!.id}`).waitFor()
    await drawer.getByRole('tab').first().waitFor()
    // Level is the drawer's one select (the first panel has none).
    expect(await chooseInEverySelect(page, drawer)).toEqual(['User Registration'])
    expect(await everyPanel(page, drawer)).toEqual([])
  })

  test('category drawer: Parent category; the media drawer over it: Purpose (Upload), Media and Purpose (Edit)', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    const all = await apiCall<CategoryDto[]>(page, 'GET', 'category')
    const water = all.find((category) => category.title === 'Water')!
    // A main category of its own, with two of the demo's media, for the Edit tab's two selects.
    const media = [...new Set(all.flatMap((category) => category.media.map((item) => item.id)))].slice(0, 2)
    const made = await apiCall<CategoryDto>(page, 'POST', 'category', { title: `Popups ${unique()}`, media })
    await page.goto(`/categories?edit=${made.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Category' })
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(made.title)

    await chooseWithMouse(page, drawer.getByRole('combobox', { name: 'Parent category' }), /Water$/)
    await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved category').waitFor()
    await expect
      .poll(async () => (await apiCall<CategoryDto>(page, 'GET', `category/${made.id}`)).parentCategoryId)
      .toBe(water.id)

    // The media drawer opens over the category's drawer.
    await page.goto(`/categories?edit=${made.id}`)
    await drawer.getByRole('button', { name: 'Add media' }).click()
    const mediaDrawer = page.getByRole('dialog', { name: 'Media' })
    await expectOnTop(mediaDrawer, 'the media drawer')
    const tab = mediaDrawer.getByRole('tabpanel')
    await mediaDrawer.getByRole('tab', { name: 'Upload' }).click()
    expect(await chooseInEverySelect(page, tab)).toHaveLength(1)
    await mediaDrawer.getByRole('tab', { name: 'Search' }).click()
    expect(await chooseInEverySelect(page, tab)).toEqual([])
    // Edit: "Media to edit" (the other media of the list), then that one's purpose once it loads.
    await mediaDrawer.getByRole('tab', { name: 'Edit' }).click()
    await tab.getByRole('combobox', { name: 'Purpose' }).waitFor()
    expect(await tab.getByRole('combobox').count()).toBe(2)
    await chooseWithMouse(page, tab.getByRole('combobox', { name: 'Media to edit' }))
    await chooseWithMouse(page, tab.getByRole('combobox', { name: 'Purpose' }))
    // The footer's Close (the header's × is named so too).
    await mediaDrawer.getByRole('button', { name: 'Close' }).last().click()
    await mediaDrawer.waitFor({ state: 'detached' })
    await apiCall(page, 'DELETE', `category/${made.id}`)
  })

  test('Sort and Hierarchy: "Make sub category of…" is chosen with the mouse', async ({ page }) => {
    await openSignedIn(page, '/categories')
    const made = await apiCall<CategoryDto>(page, 'POST', 'category', {
      title: `Nest ${unique()}`,
      emoji: '🪺',
    })
    await page.goto('/categories?hierarchy')
    const drawer = page.getByRole('dialog', { name: 'Sort and Hierarchy' })
    const row = drawer.getByRole('group', { name: made.title })
    await chooseWithMouse(page, row.getByRole('combobox', { name: 'Make sub category of…' }), /Water$/, {
      keeps: false,
    })
    await drawer
      .getByRole('list', { name: 'Sub categories of Water' })
      .getByRole('group', { name: made.title })
      .waitFor()
    await drawer.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Saved category').waitFor()
    const water = (await apiCall<CategoryDto[]>(page, 'GET', 'category')).find((c) => c.title === 'Water')!
    expect((await apiCall<CategoryDto>(page, 'GET', `category/${made.id}`)).parentCategoryId).toBe(water.id)
    await apiCall(page, 'DELETE', `category/${made.id}`)
  })

  test("infographic drawer: the toolbar's tooltips, the insert dialogs, the media drawer", async ({
    page,
  }) => {
    await openSignedIn(page, '/content')
    const made = await apiCall<InfographicDto>(page, 'POST', 'info-graphic', {
      title: `Popups ${unique()}`,
      description: 'Intro.\n',
    })
    await page.goto(`/content?info-graphic=${made.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Infographic' })
    const toolbar = drawer.getByRole('toolbar', { name: 'Formatting' })
    await expect.poll(() => drawer.getByRole('textbox', { name: 'Description' }).textContent()).toBe('Intro.')
    expect(await hoverEveryTooltip(page, toolbar.getByRole('button'))).toBe(9)
    expect(await chooseInEverySelect(page, drawer)).toEqual([])

    // Each insert dialog opens over the drawer and takes the mouse.
    await drawer.getByRole('textbox', { name: 'Description' }).click()
    await toolbar.getByRole('button', { name: 'Video' }).click()
    const video = page.getByRole('dialog', { name: 'Insert a video' })
    await expectOnTop(video, 'the video dialog')
    await video.getByRole('radio', { name: 'Portrait' }).click()
    expect(await video.getByRole('radio', { name: 'Portrait' }).isChecked()).toBe(true)
    await video.getByRole('button', { name: 'Cancel' }).click()
    await video.waitFor({ state: 'detached' })
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click()
    const link = page.getByRole('dialog', { name: 'Insert a link' })
    await expectOnTop(link, 'the link dialog')
    await link.getByRole('tab', { name: 'Initiative' }).click()
    await link.getByPlaceholder('Search initiatives by title').fill('Repair')
    const repair = link.getByRole('option', { name: /Repair Café/ })
    await expectOnTop(repair, 'the initiative found')
    await link.getByRole('button', { name: 'Cancel' }).click()
    await link.waitFor({ state: 'detached' })
    await toolbar.getByRole('button', { name: 'Image' }).click()
    const image = page.getByRole('dialog', { name: 'Insert an image' })
    await expectOnTop(image, 'the image dialog')
    await image.getByRole('button', { name: 'Cancel' }).click()
    await image.waitFor({ state: 'detached' })

    // The media drawer over the infographic's, its Upload tab's Purpose.
    await drawer.getByRole('button', { name: 'Add media' }).click()
    const media = page.getByRole('dialog', { name: 'Media' })
    await expectOnTop(media, 'the media drawer')
    expect(await chooseInEverySelect(page, media.getByRole('tabpanel'))).toHaveLength(1)
    await media.getByRole('button', { name: 'Close' }).last().click()
    await apiCall(page, 'DELETE', `info-graphic/${made.id}`)
  })

  test("content: the Add Content menu, an initiative's Impact area, an action's Type, with the mouse; saved", async ({
    page,
  }) => {
    await openSignedIn(page, '/content')
    await page.getByRole('grid', { name: 'Content' }).locator('tbody tr[aria-rowindex]').first().waitFor()
    await page.getByRole('button', { name: 'Add Content' }).click()
    const menu = page.getByRole('menu', { name: 'Add Content' })
    await expectOnTop(menu.getByRole('menuitem', { name: 'Initiative' }), 'the Add Content menu')
    await menu.getByRole('menuitem', { name: 'Initiative' }).click()
    const add = page.getByRole('dialog', { name: 'Add Initiative' })
    const title = `Popup initiative ${unique()}`
    await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
    await add.getByRole('textbox', { name: 'Quiz title' }).fill('Join in?')
    await add.getByRole('textbox', { name: 'Website' }).fill('https://example.org/join')
    // Impact area is the drawer's one select.
    expect(await add.getByRole('combobox').count()).toBe(1)
    await chooseWithMouse(page, add.getByRole('combobox', { name: 'Impact area' }), 'National')
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'Saved initiative').waitFor()
    const [initiative] = await apiCall<InitiativeDto[]>(
      page,
      'GET',
      `initiative?q=${encodeURIComponent(title)}`,
    )
    expect(initiative).toMatchObject({ title, impactArea: 'national' })

    // An action's Type, its one select.
    const action = await apiCall<ActionDto>(page, 'POST', 'action', {
      title: `Popups ${unique()}`,
      type: 'action',
    })
    await page.goto(`/content?action=${action.id}`)
    const edit = page.getByRole('dialog', { name: 'Edit Action' })
    await expect.poll(() => edit.getByLabel('Title').inputValue()).toBe(action.title)
    expect(await edit.getByRole('combobox').count()).toBe(1)
    await chooseWithMouse(page, edit.getByRole('combobox', { name: 'Type' }), 'Tips')
    await edit.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved action').waitFor()
    expect((await apiCall<ActionDto>(page, 'GET', `action/${action.id}`)).type).toBe('tips')
    await apiCall(page, 'DELETE', `action/${action.id}`)
    await apiCall(page, 'DELETE', `initiative/${initiative!.id}`)
  })

  test('the drawers without a select: Labels, Data tables, Feedback, Handle the request', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    const firstRow = (grid: string) =>
      page.getByRole('grid', { name: grid }).locator('tbody tr[aria-rowindex]').first()
    for (const [path, grid, add] of [
      ['/labels', 'Labels', 'Add Label'],
      ['/data-tables', 'Data Tables', 'Add Data Table'],
      ['/feedback', 'Feedback', null],
      ['/users', 'Deletion requests', null],
    ] as const) {
      await page.goto(path)
      const opened = [firstRow(grid)]
      if (add) opened.push(page.getByRole('button', { name: add }))
      for (const opener of opened) {
        await opener.click()
        const drawer = page.getByRole('dialog')
        await expectOnTop(drawer, `the drawer of ${path}`)
        expect(await drawer.getByRole('combobox').count(), path).toBe(0)
        // The header's ×.
        await drawer.getByRole('button', { name: 'Close' }).first().click()
        await drawer.waitFor({ state: 'detached' })
      }
    }
  })
})
