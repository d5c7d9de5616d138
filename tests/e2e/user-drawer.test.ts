import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { UserDto, UserFullDto } from '../../src/domain/contracts/users.ts'
import { baseUrl, expect, login, openSignedIn, pathOf, test } from './support/browser.ts'

// The user drawer against the real server (demo users, their activity) and a local fake of Expo's
// push service (global-setup.ts): reset a password and log in with it, send notifications (with
// the mouse and with the keyboard alone), delete one of a user's actions.

const headers = { cms: 'true' }

/** Calls the API with the page's session cookie, as the console does (the `cms` header included). */
const apiOf = (page: Page) => ({
  async users(query: Record<string, string | number>): Promise<UserDto[]> {
    const response = await page.request.get('/api/user', { params: query, headers })
    expect(response.status()).toBe(200)
    return response.json()
  },
  async full(id: number): Promise<UserFullDto> {
    const response = await page.request.get(`/api/user/${id}/full`, { headers })
    expect(response.status()).toBe(200)
    return response.json()
  },
  async createAdmin(email: string): Promise<UserDto> {
    const response = await page.request.post('/api/user', {
      data: { firstName: 'Reset', lastName: 'Tester', email, level: 'admin' },
      headers,
    })
    expect(response.status()).toBe(201)
    return response.json()
  },
})

/** A registered user (not one an earlier test sent to) who has notifications on and a push token. */
async function userWhoCanReceive(page: Page, skip: number[] = []) {
  const users = await apiOf(page).users({ level: 'registered-user', page: 1, pageSize: 100 })
  const user = users.find(
    (candidate) =>
      candidate.enablePushNotifications && candidate.hasPushToken && !skip.includes(candidate.id),
  )
  if (!user) throw new Error('The demo data has no user who can receive a push notification.')
  return user
}

/** A registered user with an action that has steps, on the first page of the Actions panel. */
async function userWithActionSteps(page: Page) {
  const api = apiOf(page)
  for (const user of await api.users({ level: 'registered-user', page: 1, pageSize: 100 })) {
    const full = await api.full(user.id)
    const action = full.actions
      .slice(0, 10)
      .find((candidate) => candidate.steps.length > 0 && candidate.title)
    if (action) return { user, action }
  }
  throw new Error('The demo data has no user action with steps.')
}

/** A registered user whose every panel holds more than 10 records (the demo's frequent users). */
async function frequentUser(page: Page) {
  const api = apiOf(page)
  for (const user of await api.users({ level: 'registered-user', page: 1, pageSize: 100 })) {
    const full = await api.full(user.id)
    const lists = [full.stories, full.actions, full.initiatives, full.infographics, full.userCo2QuizAnswers]
    if (lists.every((list) => list.length > 10)) return full
  }
  throw new Error('The demo data has no user with more than 10 records in every panel.')
}

const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Edit User' })
const toasts = (page: Page) => page.locator('section.toasts')

/** Opens user `id`'s drawer (already signed in) and waits until its record and panels show. */
async function openUser(page: Page, id: number) {
  await page.goto(`/users?edit=${id}`)
  const drawer = drawerOf(page)
  await drawer.getByText(`ID ${id}`).waitFor()
  await drawer.getByRole('tab', { name: 'Information' }).waitFor()
  return drawer
}

/** What has focus, described for assertions: its role-ish tag and its text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element) return ''
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is wanted (a tab keeps a hidden copy of its label for layout)
    const name = element.getAttribute('aria-label') ?? element.innerText?.trim() ?? ''
    return `${role}:${name}`
  })

/** Presses Tab until `wanted` (as `focused` describes it) has focus, at most `limit` times. */
async function tabTo(page: Page, wanted: RegExp, limit = 20) {
  for (let i = 0; i < limit; i++) {
    if (wanted.test(await focused(page))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${wanted}; focus is on ${await focused(page)}`)
}

/**
 * Waits for the status, then checks it stays about 5 seconds (docs/product.md §9) and vanishes,
 * timed on the page's own clock: on CI's busy cores the test's timers can run a second late, the
 * page's do not.
 */
async function statusVanishesAfterFiveSeconds(status: Locator) {
  await status.waitFor()
  const shown = await status.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const start = performance.now()
        const check = () => {
          const gone = !element.isConnected
          if (gone || performance.now() - start > 10_000) resolve(performance.now() - start)
          else requestAnimationFrame(check)
        }
        check()
      }),
  )
  // Seen a moment after it came (the time the test took to look), gone before 6.5 s.
  expect(shown).toBeGreaterThanOrEqual(3_500)
  expect(shown).toBeLessThan(6_500)
}

describe('user drawer', () => {
  test('resets a password, and the user logs in with it in another browser', async ({ page, browser }) => {
    await openSignedIn(page, '/users')
    const email = `reset-${Date.now().toString(36)}@example.org`
    const created = await apiOf(page).createAdmin(email)
    const drawer = await openUser(page, created.id)

    const toggle = drawer.getByRole('button', { name: 'Reset Password' })
    await toggle.click()
    const section = drawer.getByRole('region', { name: 'Reset Password' })
    const field = section.getByLabel('New Password')
    const reset = section.getByRole('button', { name: 'Reset', exact: true })
    expect(await reset.isDisabled()).toBe(true)
    // The password rule shows its message on submit.
    await field.fill('short')
    await reset.click()
    await section.getByText('Password must be at least 8 characters.').waitFor()
    const password = `new-password-${Date.now().toString(36)}`
    await field.fill(password)
    await reset.click()
    await toasts(page).getByText('The password was reset.').waitFor()
    await field.waitFor({ state: 'detached' })

    const other = await browser.newContext({ baseURL: baseUrl, locale: 'en-GB' })
    try {
      const second = await other.newPage()
      await second.goto('/login')
      await login(second, { email, password })
      expect(pathOf(second)).toBe('/users')
      await second.getByRole('button', { name: 'Log out' }).waitFor()
    } finally {
      await other.close()
    }
  })

  test('sends a notification: asks first, says it was sent, and the status vanishes after 5 s', async ({
    page,
  }) => {
    await openSignedIn(page, '/users')
    const user = await userWhoCanReceive(page)
    const drawer = await openUser(page, user.id)
    await drawer.getByRole('tab', { name: 'Notifications' }).click()
    await drawer.getByRole('button', { name: 'Send notification' }).click()
    const title = `Water week ${Date.now().toString(36)}`
    await drawer.getByLabel('Title').fill(title)
    await drawer.getByLabel('Message').fill('A new quiz about water is out.')
    await drawer.getByRole('button', { name: 'Send', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Send notification' })
    await confirm.getByText('Are you absolutely sure you want to send this notification?').waitFor()
    await confirm.getByRole('button', { name: 'Send', exact: true }).click()

    await statusVanishesAfterFiveSeconds(drawer.getByText('The message was sent.'))
    // The server logged it as sent (the fake push service took it), and the panel lists it.
    const sent = (await apiOf(page).full(user.id)).notifications[0]
    expect(sent).toMatchObject({ title, body: 'A new quiz about water is out.', status: 'sent' })
    await drawer.getByText(title).waitFor()
  })

  test('sends a notification with the keyboard alone', async ({ page }) => {
    await openSignedIn(page, '/users')
    const user = await userWhoCanReceive(page)
    await openUser(page, user.id)
    // The drawer opens on First name; Tab on to the panel tabs, the arrows to Notifications.
    await tabTo(page, /^tab:Information$/)
    await page.keyboard.press('ArrowRight')
    // A person sees the focus move before going on (Radix moves it a task after the key).
    await expect.poll(() => focused(page)).toBe('tab:Notifications')
    await tabTo(page, /^button:Send notification$/)
    await page.keyboard.press('Enter')
    const titleField = drawerOf(page).getByLabel('Title')
    await expect.poll(() => titleField.evaluate((element) => element === document.activeElement)).toBe(true)
    const title = `Keyboard ${Date.now().toString(36)}`
    await page.keyboard.type(title)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Sent without a mouse.')
    await tabTo(page, /^button:Send$/)
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Send notification' })
    await confirm.waitFor()
    expect(await focused(page)).toBe('button:Cancel')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await drawerOf(page).getByText('The message was sent.').waitFor()
    // Focus did not drop to the page: it is back on Send notification.
    await expect.poll(() => focused(page)).toBe('button:Send notification')
    expect((await apiOf(page).full(user.id)).notifications[0]).toMatchObject({ title, status: 'sent' })
  })

  test('a frequent user’s panels page by 10 (docs/product.md §9): 1–10 first, Next page shows the rest', async ({
    page,
  }) => {
    await openSignedIn(page, '/users')
    const full = await frequentUser(page)
    const drawer = await openUser(page, full.id)
    const panels: [tab: string, grid: string, total: number][] = [
      ['Stories', 'Stories of this user', full.stories.length],
      ['Actions', 'Actions of this user', full.actions.length],
      ['Initiatives', 'Initiatives of this user', full.initiatives.length],
      ['Infographics', 'Infographics of this user', full.infographics.length],
      ['CO2 Quiz', 'CO2 Quiz answers of this user', full.userCo2QuizAnswers.length],
    ]
    for (const [tab, name, total] of panels) {
      await drawer.getByRole('tab', { name: new RegExp(`^${tab}`) }).click()
      const panel = drawer.getByRole('tabpanel')
      const rows = panel.getByRole('grid', { name }).locator('tbody tr[aria-rowindex]')
      await panel.getByText(`1–10 of ${total}`).waitFor()
      expect(await rows.count(), tab).toBe(10)
      await panel.getByRole('button', { name: 'Next page' }).click()
      await panel.getByText(`Page 2 of ${Math.ceil(total / 10)}`).waitFor()
      await panel.getByText(`11–${Math.min(20, total)} of ${total}`).waitFor()
      expect(await rows.count(), tab).toBe(Math.min(10, total - 10))
    }
  })

  test('Remove BPT answers… and Remove CO2 Quiz answers… say whose answers go and how many', async ({
    page,
  }) => {
    await openSignedIn(page, '/users')
    const full = await frequentUser(page)
    const name = `${full.firstName} ${full.lastName}`
    const drawer = await openUser(page, full.id)
    // The form's own Reset is "Undo changes", and a bare "Reset" is gone from the drawer.
    expect(await drawer.getByRole('button', { name: 'Undo changes' }).isDisabled()).toBe(true)
    expect(await drawer.getByRole('button', { name: 'Reset', exact: true }).count()).toBe(0)

    const bpt = full.bptInfo!
    const answers = bpt.expertise.length + bpt.motivation.length + bpt.behavior.length + bpt.barriers.length
    await drawer.getByRole('tab', { name: /^Behaviour and Profile Tracker/ }).click()
    await drawer.getByRole('button', { name: 'Remove BPT answers…' }).click()
    let confirm = page.getByRole('alertdialog', { name: 'Remove BPT answers' })
    const bptText =
      answers === 1
        ? `Remove the only behaviour tracker answer of ${name}?`
        : `Remove all ${answers} behaviour tracker answers of ${name}?`
    await confirm.getByText(bptText).waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'detached' })

    await drawer.getByRole('tab', { name: /^CO2 Quiz/ }).click()
    await drawer.getByRole('button', { name: 'Remove CO2 Quiz answers…' }).click()
    confirm = page.getByRole('alertdialog', { name: 'Remove CO2 Quiz answers' })
    await confirm
      .getByText(`Remove all ${full.userCo2QuizAnswers.length} CO2 Quiz answers of ${name}?`)
      .waitFor()
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
    await page.locator('section.toasts').getByText(`Removed the CO2 Quiz answers of ${name}.`).waitFor()
    expect((await apiOf(page).full(full.id)).userCo2QuizAnswers).toEqual([])
    // Nothing left: the button is disabled and focus is on the panel's tab, not lost to the page.
    await expect
      .poll(() => drawer.getByRole('button', { name: 'Remove CO2 Quiz answers…' }).isDisabled())
      .toBe(true)
    await expect.poll(() => focused(page)).toMatch(/^tab:CO2 Quiz/)
  })

  test("deletes a user's action: its steps go first, and both are gone", async ({ page }) => {
    await openSignedIn(page, '/users')
    const { user, action } = await userWithActionSteps(page)
    const stepIds = action.steps.map((step) => step.id)
    const drawer = await openUser(page, user.id)
    await drawer.getByRole('tab', { name: /^Actions/ }).click()
    const grid = drawer.getByRole('grid', { name: 'Actions of this user' })
    await grid.waitFor()
    const rowsBefore = await grid.locator('tbody tr[aria-rowindex]').count()

    const deletes: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname)
    })
    await drawer
      .getByRole('button', { name: `Delete action ${action.title}` })
      .first()
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.getByText('Are you absolutely sure you want to delete this action?').waitFor()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await confirm.waitFor({ state: 'detached' })

    // Steps first, then the action (docs/product.md §4).
    expect(deletes).toEqual([...stepIds.map((id) => `/api/user-step/${id}`), `/api/user-action/${action.id}`])
    await expect
      .poll(() => grid.locator('tbody tr[aria-rowindex]').count())
      .toBe(Math.min(rowsBefore, (await apiOf(page).full(user.id)).actions.length))
    // Focus is on the table, where the row was.
    await expect.poll(() => grid.evaluate((element) => element === document.activeElement)).toBe(true)
    const after = await apiOf(page).full(user.id)
    expect(after.actions.some((candidate) => candidate.id === action.id)).toBe(false)
    expect(after.steps.filter((step) => stepIds.includes(step.id))).toEqual([])
  })
})
