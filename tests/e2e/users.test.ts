import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { DeletionRequestDto, UserDto, UserFullDto } from '../../src/domain/users.ts'
import { expect, openSignedIn, palette, pathOf, test, waitForPath, waitForTitle } from './support/browser.ts'

// The /users page against the real server and its demo users (~200, some of whom asked for their
// account or data to be deleted). Facts about the demo are read from the API, not hard-coded.

/** Reads the API with the page's session, as the console does. */
const apiOf = (page: Page) => {
  const get = async (path: string) => {
    const response = await page.request.get(`/api/${path}`, { headers: { cms: 'true' } })
    expect(response.status()).toBe(200)
    return { body: await response.json(), total: Number(response.headers()['x-total-count']) }
  }
  return {
    users: async (query: string) => (await get(`user?${query}`)) as { body: UserDto[]; total: number },
    requests: async () =>
      (await get('user/deletion-requests?page=1&pageSize=100')).body as DeletionRequestDto[],
    full: async (id: number) => (await get(`user/${id}/full`)).body as UserFullDto,
  }
}

const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' })
const userRows = (page: Page) => usersGrid(page).locator('tbody tr[aria-rowindex]')
const requestsGrid = (page: Page) => page.getByRole('grid', { name: 'Deletion requests' })
const requestRows = (page: Page) => requestsGrid(page).locator('tbody tr[aria-rowindex]')
const handleDrawer = (page: Page) => page.getByRole('dialog', { name: 'Handle the request' })
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' })
/** The users list's page controls (the requests table below has its own). */
const usersPager = (page: Page) => page.getByRole('group', { name: 'Pages' }).first()
/** The texts of one column (1-based) of the users list. */
const column = (page: Page, index: number) =>
  userRows(page).locator(`td:nth-child(${index})`).allTextContents()

async function openUsers(page: Page, path = '/users') {
  await openSignedIn(page, path)
  await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
  await userRows(page).first().waitFor()
}

describe('users', () => {
  test('pages through all the users, 25 at a time, from the server', async ({ page }) => {
    await openUsers(page)
    await waitForTitle(page, 'Canopy CMS - Users')
    const { total } = await apiOf(page).users('page=1&pageSize=1')
    expect(total).toBeGreaterThanOrEqual(100)
    expect(await userRows(page).count()).toBe(25)
    await usersPager(page).getByText(`1–25 of ${total}`).waitFor()

    const seen = new Set(await column(page, 1))
    for (let pageNumber = 2; pageNumber <= 5; pageNumber++) {
      await usersPager(page).getByRole('button', { name: 'Next page' }).click()
      await waitForPath(page, `/users?page=${pageNumber}`)
      await usersPager(page)
        .getByText(`${(pageNumber - 1) * 25 + 1}–${pageNumber * 25} of ${total}`)
        .waitFor()
      await expect.poll(async () => (await column(page, 1)).some((id) => seen.has(id))).toBe(false)
      for (const id of await column(page, 1)) seen.add(id)
    }
    // 125 different users, no row twice.
    expect(seen.size).toBe(125)

    await usersPager(page).getByRole('button', { name: 'Last page' }).click()
    const pages = Math.ceil(total / 25)
    await usersPager(page).getByText(`Page ${pages} of ${pages}`).waitFor()
    await expect.poll(() => userRows(page).count()).toBe(total - (pages - 1) * 25)
  })

  test('filters by level and by text in the URL, and toggles the two views', async ({ page }) => {
    await openUsers(page)
    const api = apiOf(page)
    const headers = () => usersGrid(page).getByRole('columnheader').allTextContents()
    expect(await headers()).toEqual([
      'ID',
      'Type',
      'First name',
      'Last name',
      'Email',
      'Quizzes',
      'List',
      'Registration',
      'Active',
    ])
    for (const date of await column(page, 8))
      expect(date).toMatch(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} - \d\d:\d\d$/)

    // Level: the server's admins, every row "Admin".
    const admins = await api.users('level=admin&page=1&pageSize=25')
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Admin' }).click()
    await waitForPath(page, '/users?level=admin')
    await usersPager(page).getByText(`1–${admins.body.length} of ${admins.total}`).waitFor()
    await expect.poll(() => column(page, 2)).toEqual(admins.body.map(() => 'Admin'))

    // Text: a registered user's last name, with the level back to all.
    const { body: members } = await api.users('level=registered-user&page=1&pageSize=1')
    const someone = members[0]!
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'All types' }).click()
    await search(page).fill(someone.lastName)
    await waitForPath(page, `/users?q=${encodeURIComponent(someone.lastName).replace(/%20/g, '+')}`)
    const matches = await api.users(`q=${encodeURIComponent(someone.lastName)}&page=1&pageSize=25`)
    await expect.poll(() => column(page, 1)).toEqual(matches.body.map((user) => String(user.id)))
    // By id, too.
    await search(page).fill(String(someone.id))
    await expect.poll(async () => (await column(page, 1)).includes(String(someone.id))).toBe(true)

    // The views, from the keyboard: the switch is one Tab stop, the arrows and Space switch.
    const userList = page.getByRole('radio', { name: 'User list' })
    await userList.focus()
    await page.keyboard.press('ArrowRight')
    // Radix moves the focus a moment after the key (a timeout), as a person would see it move.
    const emailList = page.getByRole('radio', { name: 'Email list' })
    await expect.poll(() => emailList.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('emails')
    expect(new URL(page.url()).searchParams.get('q')).toBe(String(someone.id))
    await expect
      .poll(headers)
      .toEqual(['ID', 'First name', 'Last name', 'Email', 'Postal code', 'City', 'Registration'])
    // A reload keeps the view and the filter.
    await page.reload()
    await userRows(page).first().waitFor()
    expect(await headers()).toContain('Postal code')
    expect(await search(page).inputValue()).toBe(String(someone.id))
    await page.getByRole('radio', { name: 'User list' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.has('view')).toBe(false)
    await expect.poll(headers).toContain('Quizzes')
  })

  test('handles a data-removal request: the row leaves the table and the activity is gone', async ({
    page,
  }) => {
    await openUsers(page)
    const api = apiOf(page)
    const request = (await api.requests()).find((row) => row.type === 'data')
    expect(request, 'the demo has a data-removal request').toBeTruthy()
    const before = await api.full(request!.id)

    const row = requestRows(page).filter({
      has: page.locator(`td:first-child`, { hasText: new RegExp(`^${request!.id}$`) }),
    })
    await expect.poll(() => row.count()).toBe(1)
    await expect.poll(() => row.locator('td:nth-child(3)').textContent()).toBe('Delete data')
    await row.click()
    const drawer = handleDrawer(page)
    await drawer.getByRole('heading', { name: 'What will be removed' }).waitFor()
    expect(pathOf(page)).toBe(`/users?request=${request!.id}`)
    // The review counts what the user has.
    const count = (label: string) =>
      drawer
        .locator('.rt-DataListItem', { has: page.getByText(label, { exact: true }) })
        .locator('.rt-DataListValue')
        .textContent()
    expect(await count('Stories')).toBe(String(before.stories.length))
    expect(await count('Actions')).toBe(String(before.actions.length))
    expect(await count('CO2 Quiz answers')).toBe(String(before.userCo2QuizAnswers.length))

    await drawer.getByRole('button', { name: 'Confirm' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete data' })
    await confirm.getByText("Are you absolutely sure you want to delete this user's data?").waitFor()
    await confirm.getByRole('button', { name: 'Delete data' }).click()
    await drawer.getByText('Done').waitFor()
    await page.getByText("Deleted the user's data").waitFor()
    await drawer.getByRole('button', { name: 'Close' }).last().click()
    await drawer.waitFor({ state: 'hidden' })
    await waitForPath(page, '/users')
    await expect.poll(() => row.count()).toBe(0)

    // On the server: the request is done, the activity gone, the account kept.
    expect((await api.requests()).some((open) => open.id === request!.id)).toBe(false)
    const after = await api.full(request!.id)
    expect(after.stories).toEqual([])
    expect(after.actions).toEqual([])
    expect(after.initiatives).toEqual([])
    expect(after.infographics).toEqual([])
    expect(after.userCo2QuizAnswers).toEqual([])
    expect(after.requestedDataRemoval).toBe(false)
    await search(page).fill(String(request!.id))
    const kept = userRows(page).filter({
      has: page.locator('td:first-child', { hasText: new RegExp(`^${request!.id}$`) }),
    })
    await expect.poll(() => kept.locator('td:nth-child(6)').textContent()).toBe('0')
    expect(await kept.locator('td:nth-child(7)').textContent()).toBe('0')
  })

  test('palette: "Open user…" finds a user by e-mail and opens the drawer, keyboard only', async ({
    page,
  }) => {
    await openUsers(page)
    const { body } = await apiOf(page).users('level=registered-user&page=2&pageSize=1')
    const someone = body[0]!
    const { dialog, input } = palette(page)
    await page.keyboard.press('Control+k')
    await input.waitFor()
    await page.keyboard.type('open user')
    await dialog.getByRole('option', { name: 'Open user…', selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await page.getByPlaceholder('Search users by name, email or ID').waitFor()
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/user' &&
        new URL(response.url()).searchParams.get('q') === someone.email,
    )
    await page.keyboard.type(someone.email!)
    await answered
    const result = dialog.getByRole('option', { name: new RegExp(`#${someone.id}$`) })
    await result.waitFor()
    for (let step = 0; step < 10 && (await result.getAttribute('aria-selected')) !== 'true'; step++) {
      await page.keyboard.press('ArrowDown')
    }
    await page.keyboard.press('Enter')
    await waitForPath(page, `/users?edit=${someone.id}`)
    await page.getByRole('dialog').waitFor()
    await expect.poll(() => dialog.count()).toBe(0)
  })
})
