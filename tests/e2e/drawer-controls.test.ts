import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import type { ActionDto } from '../../src/domain/contracts/actions.ts'
import type { UserDto } from '../../src/domain/contracts/users.ts'
import type { DataTableDto } from '../../src/domain/data-tables.ts'
import type { InfographicDto } from '../../src/domain/infographics.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'
import { focused, fromPalette, pickWithArrows, pressHeld, tabTo } from './support/hands.ts'
import { held } from './support/held.ts'

// The house rule: every control type in every drawer is used once with the mouse and once with
// the keyboard, and what gets saved is checked. The tests here cover what no other file does; the
// rest is covered where its area is tested:
//
// | control                          | mouse                                         | keyboard                                          |
// | -------------------------------- | --------------------------------------------- | ------------------------------------------------- |
// | text field                       | labels: create, filter, edit, delete (mouse)  | labels: … with the keyboard only                  |
// | select: Level                    | popups: Add User                              | here                                              |
// | select: Parent category          | categories: create … with the mouse; popups   | here                                              |
// | select: Make sub category of…    | popups: Sort and Hierarchy                    | categories: one Tab stop …; with the row buttons  |
// | select: Purpose                  | media: with the mouse (Upload)                | media: by keyboard (Edit tab)                     |
// | select: Type (action)            | popups: action and initiative drawers         | content: an action by keyboard alone              |
// | select: Impact area (initiative) | popups: action and initiative drawers         | —  (the same SelectField as Type)                 |
// | slider (difficulty, impact)      | here                                          | content: an action by keyboard alone              |
// | switch (specific address)        | here                                          | content: an action by keyboard alone              |
// | child list: add, move, remove    | content: a quiz question …; Move down; here   | content: an action by keyboard alone (Alt+↑)      |
// | switch (is content)              | categories: create … with the mouse           | here                                              |
// | radio (video orientation)        | rich-text: a YouTube video …                  | here                                              |
// | category checklist               | here                                          | here                                              |
// | tabs                             | user-drawer: sends a notification; media      | user-drawer: … with the keyboard alone; media     |
// | media list: add, remove, reorder | media: with the mouse                         | media: by keyboard                                |
// | rich text field                  | rich-text: a YouTube video … (toolbar click)  | rich-text: … (Alt+F10, the link dialog); here     |
// | JSON editor                      | data-tables: create, filter, edit and delete  | here                                              |
// | password reset field             | user-drawer: resets a password                | here                                              |
// | drag and drop (Sort, Hierarchy)  | categories: with the mouse                    | categories: with the keyboard                     |
// | notification form                | user-drawer: sends a notification             | user-drawer: … with the keyboard alone            |

const unique = () => Math.random().toString(36).slice(2, 7)
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()

describe('every control type in the drawers, by mouse and by keyboard', () => {
  test('Level (a select), by keyboard: Tab to it, Enter opens, arrows, Enter; saved', async ({ page }) => {
    await openSignedIn(page, '/users')
    await page.getByRole('grid', { name: 'Users' }).waitFor()
    await fromPalette(page, 'Add User')
    const drawer = page.getByRole('dialog', { name: 'Add User' })
    await expect.poll(() => focused(page)).toBe('input:First name')
    const lastName = `Keys ${unique()}`
    await page.keyboard.type('Ruben')
    await page.keyboard.press('Tab')
    await page.keyboard.type(lastName)
    await tabTo(page, /^combobox:Level$/)
    await page.keyboard.press('Enter')
    await pickWithArrows(page, /^option:User Registration$/)
    await expect
      .poll(() => drawer.getByRole('combobox', { name: 'Level' }).textContent())
      .toBe('User Registration')
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved user').waitFor()
    const [saved] = await apiCall<UserDto[]>(page, 'GET', `user?q=${encodeURIComponent(lastName)}`)
    expect(saved).toMatchObject({ firstName: 'Ruben', lastName, level: 'registered-user' })
  })

  test('the switch and Parent category, by keyboard: Space, then Enter and type-ahead; saved', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    await page.getByRole('grid').waitFor()
    await fromPalette(page, 'Add Category')
    const drawer = page.getByRole('dialog', { name: 'Add Category' })
    await expect.poll(() => focused(page)).toBe('input:Title')
    const title = `Switch ${unique()}`
    await page.keyboard.type(title)
    await tabTo(page, /^switch:/)
    await page.keyboard.press('Space')
    await expect.poll(() => drawer.getByRole('switch').getAttribute('aria-checked')).toBe('false')
    await tabTo(page, /^combobox:Parent category$/)
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor()
    await page.keyboard.type('Water', { delay: 80 })
    await expect.poll(() => focused(page)).toMatch(/^option:.*Water$/)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved category').waitFor()
    const saved = (await apiCall<CategoryDto[]>(page, 'GET', 'category')).find((c) => c.title === title)
    expect(saved).toMatchObject({ isContent: false, type: 'sub', parentTitle: 'Water' })
    await apiCall(page, 'DELETE', `category/${saved!.id}`)
  })

  test('the category checklist, with the mouse and with the keyboard; saved', async ({ page }) => {
    await openSignedIn(page, '/content')
    const all = await apiCall<CategoryDto[]>(page, 'GET', 'category')
    const idOf = (title: string) => all.find((category) => category.title === title)!.id
    /** A category's box, named as the checklist shows it ("🥦 Food"). */
    const box = (title: string) => {
      const category = all.find((candidate) => candidate.title === title)!
      return checklist.getByRole('checkbox', { name: `${category.emoji} ${title}`, exact: true })
    }
    const hasFocus = (title: string) => box(title).evaluate((element) => element === document.activeElement)
    const drawer = page.getByRole('dialog', { name: 'Edit Infographic' })
    const checklist = drawer.getByRole('group', { name: 'Categories' })
    const made = await apiCall<InfographicDto>(page, 'POST', 'info-graphic', { title: `Checks ${unique()}` })
    await page.goto(`/content?info-graphic=${made.id}`)
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(made.title)

    // The mouse: Food and its sub category Meat.
    await box('Food').click()
    await box('Meat').click()
    await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved infographic').waitFor()
    const categories = async () =>
      (await apiCall<InfographicDto>(page, 'GET', `info-graphic/${made.id}`)).categories
        .map((category) => category.id)
        .sort((a, b) => a - b)
    await expect.poll(categories).toEqual([idOf('Food'), idOf('Meat')].sort((a, b) => a - b))

    // The keyboard: Tab into the list (one Tab stop), Space unticks Food, the arrows go on to
    // Meat's next row (Dairy), Space ticks it.
    await page.goto(`/content?info-graphic=${made.id}`)
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(made.title)
    // A person sees the list before tabbing to it (the categories come a moment after the record).
    await box('Food').waitFor()
    await tabTo(page, /^checkbox:/)
    expect(await hasFocus('Food')).toBe(true)
    await page.keyboard.press('Space')
    // A person sees the focus move before pressing again (Radix moves it a task after the key).
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => hasFocus('Meat')).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => hasFocus('Dairy')).toBe(true)
    await page.keyboard.press('Space')
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved infographic').waitFor()
    await expect.poll(categories).toEqual([idOf('Meat'), idOf('Dairy')].sort((a, b) => a - b))
    await apiCall(page, 'DELETE', `info-graphic/${made.id}`)
  })

  test("an action's sliders, a step's Specific address switch and its Remove, with the mouse; saved", async ({
    page,
  }) => {
    await openSignedIn(page, '/content')
    const made = await apiCall<ActionDto>(page, 'POST', 'action', {
      title: `Sliders ${unique()}`,
      type: 'action',
      steps: [{ description: 'Keep' }, { description: 'Drop' }],
    })
    await page.goto(`/content?action=${made.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Action' })
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(made.title)

    // A click three quarters along Difficulty's track, one a fifth along Impact's: the thumbs jump
    // there, the numbers beside them follow.
    const tracks = drawer.locator('.rt-SliderRoot')
    const clickAlong = async (index: number, fraction: number) => {
      const box = (await tracks.nth(index).boundingBox())!
      await tracks.nth(index).click({ position: { x: box.width * fraction, y: box.height / 2 } })
    }
    await clickAlong(0, 0.75)
    await clickAlong(1, 0.2)
    const difficulty = Number(
      await drawer.getByRole('spinbutton', { name: 'Difficulty as a number' }).inputValue(),
    )
    const impact = Number(await drawer.getByRole('spinbutton', { name: 'Impact as a number' }).inputValue())
    expect(Math.abs(difficulty - 75)).toBeLessThanOrEqual(2)
    expect(Math.abs(impact - 20)).toBeLessThanOrEqual(2)
    expect(await drawer.getByRole('slider').nth(0).getAttribute('aria-valuenow')).toBe(String(difficulty))

    // The first step's address opened with a click on its summary; the switch clicked on; the
    // second step removed with its button.
    const first = drawer.getByRole('group', { name: 'Step 1 of 2' })
    await first.getByText('Address', { exact: true }).click()
    await first.getByRole('switch', { name: 'Specific address' }).click()
    expect(await first.getByRole('switch', { name: 'Specific address' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    await drawer.getByRole('button', { name: 'Remove Step 2 of 2' }).click()
    await drawer.getByRole('group', { name: 'Step 1 of 1' }).waitFor()
    await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved action').waitFor()
    const saved = await apiCall<ActionDto>(page, 'GET', `action/${made.id}`)
    expect(saved).toMatchObject({ difficulty, impact })
    expect(saved.steps.map((step) => [step.description, step.address.isSpecific])).toEqual([['Keep', true]])
    await apiCall(page, 'DELETE', `action/${made.id}`)
  })

  test('the video orientation (a radio group), by keyboard: the arrows choose; saved', async ({ page }) => {
    await openSignedIn(page, '/content')
    const made = await apiCall<InfographicDto>(page, 'POST', 'info-graphic', {
      title: `Radio ${unique()}`,
      description: 'Intro.\n',
    })
    await page.goto(`/content?info-graphic=${made.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Infographic' })
    const text = drawer.getByRole('textbox', { name: 'Description' })
    await expect.poll(() => text.textContent()).toBe('Intro.')
    // Into the text, to its end; Alt+F10 to the toolbar, End and ← to Video.
    await tabTo(page, /^textbox:Description$/)
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Alt+F10')
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => focused(page)).toBe('button:Video')
    await page.keyboard.press('Enter')
    const video = page.getByRole('dialog', { name: 'Insert a video' })
    await expect.poll(() => focused(page)).toBe('input:Video URL')
    await page.keyboard.type('https://www.youtube.com/shorts/keys123')
    await tabTo(page, /^radio:/)
    expect(await video.getByRole('radio', { name: 'Landscape' }).isChecked()).toBe(true)
    await pressHeld(page, 'ArrowDown')
    await expect.poll(() => video.getByRole('radio', { name: 'Portrait' }).isChecked()).toBe(true)
    await tabTo(page, /^button:Insert video$/)
    await page.keyboard.press('Enter')
    await video.waitFor({ state: 'detached' })
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved infographic').waitFor()
    const saved = await apiCall<InfographicDto>(page, 'GET', `info-graphic/${made.id}`)
    expect(saved.description).toContain('(https://www.youtube.com/shorts/keys123 "video:portrait")')
    await apiCall(page, 'DELETE', `info-graphic/${made.id}`)
  })

  test('quick Tabs wait on fields still loading (the editor, the categories) and land in them; saved', async ({
    page,
  }) => {
    await openSignedIn(page, '/content')
    const made = await apiCall<InfographicDto>(page, 'POST', 'info-graphic', { title: `Quick ${unique()}` })
    const all = await apiCall<CategoryDto[]>(page, 'GET', 'category')
    const first = all.find((category) => category.parentCategoryId === null)!
    // The editor's chunk and the categories are held back until the test lets them through, as a
    // slow network would: the fields are not there yet when the person tabs on.
    const editorChunk = await held(page, '**/assets/MarkdownEditor-*.js')
    const categoryList = await held(page, /\/api\/category(\?|$)/)
    await page.goto(`/content?info-graphic=${made.id}`)
    await expect.poll(() => focused(page)).toBe('input:Title')
    // Tab: the editor's place is a stop, named and busy; once it has come, focus is in its text.
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('group:Description')
    editorChunk.release()
    await expect.poll(() => focused(page)).toBe('textbox:Description')
    await page.keyboard.type('Typed at once.')
    // Tab on: the categories' box says they are loading and holds their stop; then the first box.
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('group:Categories')
    await page.getByText('Loading the categories…').waitFor()
    categoryList.release()
    await expect.poll(() => focused(page)).toBe(`checkbox:${first.emoji} ${first.title}`)
    await page.keyboard.press('Space')
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved infographic').waitFor()
    const saved = await apiCall<InfographicDto>(page, 'GET', `info-graphic/${made.id}`)
    expect(saved.description.trim()).toBe('Typed at once.')
    expect(saved.categories.map((category) => category.id)).toEqual([first.id])
    await apiCall(page, 'DELETE', `info-graphic/${made.id}`)
  })

  test('the JSON editor, by keyboard: typed, Ctrl+Enter; saved', async ({ page }) => {
    await openSignedIn(page, '/data-tables')
    await page.getByRole('grid').waitFor()
    await fromPalette(page, 'Add Data Table')
    const name = `keys-${unique()}`
    await expect.poll(() => focused(page)).toBe('input:Name')
    await page.keyboard.type(name)
    await tabTo(page, /^textbox:Data$|^textarea:Data$/)
    await page.keyboard.type('{"factor": 2, "unit": "kg"}')
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved Data Table').waitFor()
    const saved = (await apiCall<DataTableDto[]>(page, 'GET', 'data-table')).find(
      (table) => table.name === name,
    )
    expect(saved).toMatchObject({ name, country: 'nl', data: { factor: 2, unit: 'kg' } })
    await apiCall(page, 'DELETE', `data-table/${saved!.id}`)
  })

  test('the password reset field, by keyboard; the new password logs in', async ({ page }) => {
    await openSignedIn(page, '/users')
    const email = `keys-${unique()}@example.org`
    const user = await apiCall<UserDto>(page, 'POST', 'user', {
      firstName: 'Key',
      lastName: 'Board',
      email,
      level: 'admin',
    })
    await page.goto(`/users?edit=${user.id}`)
    await page.getByRole('dialog', { name: 'Edit User' }).getByText(`ID ${user.id}`).waitFor()
    await expect.poll(() => focused(page)).toBe('input:First name')
    await tabTo(page, /^button:Reset Password$/, 60)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('input:New Password')
    const password = `keyboard-${unique()}-password`
    await page.keyboard.type(password)
    await page.keyboard.press('Enter')
    await toast(page, 'The password was reset.').waitFor()
    const login = await page.request.post('/api/user/login-admin', {
      data: { email, password },
      headers: { cms: 'true' },
    })
    expect(login.status()).toBe(200)
  })
})
