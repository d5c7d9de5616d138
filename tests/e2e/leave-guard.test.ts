import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { UserDto } from '../../src/domain/contracts/users.ts'
import { expect, openSignedIn, palette, pathOf, shellReady, test, waitForPath } from './support/browser.ts'

// Issue 18, "Broken" 2 and "Keyboard and layout": unsaved input is never dropped by leaving
// without a question, whatever the number of drawers on the page. Every drawer that holds input
// tells the page's one guard (asked by the palette here) and asks before it closes (a click on the
// menu, through its overlay); on the page with two such drawers every way out is tried: the
// palette, a G sequence, the menu click, the browser's Back and a reload. "Keep editing" keeps the
// input and the address; "Discard changes" goes on.

/** Where the palette, the G sequence and the menu go: a page none of the drawers is on. */
const AWAY = { path: '/feedback', palette: 'Feedback', keys: ['g', 'f'], menu: 'Feedback' } as const

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' })
const menuLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu', includeHidden: true }).getByRole('link', {
    name: AWAY.menu,
    includeHidden: true,
  })

/** A drawer holding unsaved input: how to get there and whether the input is still there. */
type Editing = {
  name: string
  /** Then starts once more and logs out (Alt+Shift+Q): logging out is never held up. */
  thenLogOut?: boolean
  /** The page the drawer is on; the drawer opens from it (a new history entry, so Back has one). */
  list: string
  /** Opens the drawer from the list and types or moves something; answers the top drawer. */
  start: (page: Page) => Promise<Locator>
  /** The input is still there. */
  kept: (page: Page, drawer: Locator) => Promise<void>
  /** What the question says is lost, beside its title. */
  says: string
  /**
   * The ways out tried: `guardWays`, or every way out (`allWays`) where the guard itself is at stake.
   */
  ways: readonly Way[]
}

type Way = 'palette' | 'G sequence' | 'menu click' | 'Back' | 'reload'
/**
 * The palette asks the page's one guard, which the G sequence, Back and reload ask too; a click on
 * the menu meets the drawer's own close question. A drawer is tried with these two; the page with
 * two drawers that each held input (Categories: a category, Sort and Hierarchy, once each
 * installing a guard of its own) is tried every way out.
 */
const guardWays: readonly Way[] = ['palette', 'menu click']
const allWays: readonly Way[] = ['palette', 'G sequence', 'menu click', 'Back', 'reload']

/** Opens the first row's drawer of the list at `path`, named `drawerName`. */
async function openFirstRow(page: Page, path: string, grid: string, drawerName: string) {
  await page.goto(path)
  await shellReady(page)
  await page.getByRole('grid', { name: grid }).locator('tbody tr[aria-rowindex]').first().click()
  const drawer = page.getByRole('dialog', { name: drawerName })
  await drawer.waitFor()
  return drawer
}

/** Appends to a field once the record has filled it (the drawer has loaded). */
async function appendTo(field: Locator, text: string) {
  await expect.poll(() => field.inputValue(), { timeout: 10_000 }).not.toBe('')
  await field.click()
  await field.press('End')
  await field.pressSequentially(text)
  await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(/ \(unsaved\)$/)
}

const appended = async (field: Locator) => expect(await field.inputValue()).toMatch(/ \(unsaved\)$/)

/** A registered user who can receive a notification, for the Notifications panel. */
async function userWhoCanReceive(page: Page): Promise<UserDto> {
  const response = await page.request.get('/api/user', {
    params: { level: 'registered-user', page: 1, pageSize: 100 },
    headers: { cms: 'true' },
  })
  const users: UserDto[] = await response.json()
  const user = users.find((candidate) => candidate.enablePushNotifications && candidate.hasPushToken)
  if (!user) throw new Error('The demo data has no user who can receive a push notification.')
  return user
}

/** Opens user `user`'s drawer from the users list (found by its id). */
async function openUserRow(page: Page, user: UserDto) {
  await page.goto('/users')
  await shellReady(page)
  const rows = page.getByRole('grid', { name: 'Users' }).locator('tbody tr[aria-rowindex]')
  await rows.first().waitFor()
  // By the e-mail, which only this user has (an id such as 12 is also found in other users'
  // e-mail addresses).
  await page.getByRole('searchbox', { name: 'Search' }).fill(user.email!)
  // The list has followed the search (one row left) before the row is clicked.
  await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1)
  await rows.filter({ hasText: user.email! }).click()
  const drawer = page.getByRole('dialog', { name: 'Edit User' })
  await expect
    .poll(() => drawer.getByLabel('First name', { exact: true }).inputValue(), { timeout: 10_000 })
    .toBe(user.firstName)
  return drawer
}

const recordDrawer = (
  name: string,
  list: string,
  grid: string,
  drawerName: string,
  field: string,
  ways: readonly Way[] = guardWays,
): Editing => ({
  name,
  list,
  ways,
  async start(page) {
    const drawer = await openFirstRow(page, list, grid, drawerName)
    await appendTo(drawer.getByLabel(field, { exact: true }), ' (unsaved)')
    return drawer
  },
  kept: (_page, drawer) => appended(drawer.getByLabel(field, { exact: true })),
  says: 'This record has changes that are not saved.',
})

const drawers: Editing[] = [
  recordDrawer('a label', '/labels', 'Labels', 'Edit Label', 'Value'),
  {
    ...recordDrawer('a category', '/categories', 'Categories', 'Edit Category', 'Title', allWays),
    thenLogOut: true,
  },
  {
    name: 'a user',
    list: '/users',
    async start(page) {
      const drawer = await openUserRow(page, await userWhoCanReceive(page))
      await appendTo(drawer.getByLabel('First name', { exact: true }), ' (unsaved)')
      return drawer
    },
    kept: (_page, drawer) => appended(drawer.getByLabel('First name', { exact: true })),
    says: 'This record has changes that are not saved.',
    ways: guardWays,
  },
  // The content list holds every kind (by id, action 1 first): each drawer from its Type filter.
  recordDrawer('an infographic', '/content?type=info-graphic', 'Content', 'Edit Infographic', 'Title'),
  recordDrawer('an action', '/content?type=action', 'Content', 'Edit Action', 'Title'),
  {
    name: 'a data table',
    list: '/data-tables',
    async start(page) {
      const drawer = await openFirstRow(page, '/data-tables', 'Data Tables', 'Edit Data Table')
      const country = drawer.getByLabel('Country', { exact: true })
      await expect.poll(() => country.inputValue(), { timeout: 10_000 }).not.toBe('')
      await country.fill('be')
      return drawer
    },
    kept: async (_page, drawer) =>
      expect(await drawer.getByLabel('Country', { exact: true }).inputValue()).toBe('be'),
    says: 'This record has changes that are not saved.',
    ways: guardWays,
  },
  {
    name: 'Sort and Hierarchy',
    list: '/categories',
    async start(page) {
      await page.goto('/categories')
      await shellReady(page)
      await page.getByRole('button', { name: 'Sort and Hierarchy' }).click()
      const drawer = page.getByRole('dialog', { name: 'Sort and Hierarchy' })
      await drawer.getByRole('button', { name: 'Move down' }).first().click()
      await drawer.getByText('Unsaved changes').waitFor()
      return drawer
    },
    kept: (_page, drawer) => drawer.getByText('Unsaved changes').waitFor(),
    says: 'The new order and hierarchy are not saved.',
    ways: allWays,
  },
  {
    name: 'a notification being written (the user drawer’s panel)',
    list: '/users',
    async start(page) {
      const drawer = await openUserRow(page, await userWhoCanReceive(page))
      await drawer.getByRole('tab', { name: /Notifications/ }).click()
      await drawer.getByRole('button', { name: 'Send notification' }).click()
      const form = drawer.getByRole('form', { name: 'Notification' })
      await form.getByLabel('Title').fill('Half written')
      return drawer
    },
    kept: async (_page, drawer) =>
      expect(await drawer.getByRole('form', { name: 'Notification' }).getByLabel('Title').inputValue()).toBe(
        'Half written',
      ),
    says: 'The notification you are writing is not sent.',
    ways: guardWays,
  },
  {
    name: 'a new password being typed (the user drawer’s Reset Password)',
    list: '/users',
    async start(page) {
      const drawer = await openUserRow(page, await userWhoCanReceive(page))
      await drawer.getByRole('button', { name: 'Reset Password' }).click()
      await drawer.getByLabel('New Password').fill('half-typed')
      return drawer
    },
    kept: async (_page, drawer) =>
      expect(await drawer.getByLabel('New Password').inputValue()).toBe('half-typed'),
    says: 'The new password is not set.',
    ways: guardWays,
  },
  {
    name: 'a media being described (the media drawer over a category)',
    list: '/categories',
    async start(page) {
      const category = await openFirstRow(page, '/categories', 'Categories', 'Edit Category')
      await expect
        .poll(() => category.getByLabel('Title', { exact: true }).inputValue(), { timeout: 10_000 })
        .not.toBe('')
      await category.getByRole('button', { name: 'Add media' }).click()
      const media = page.getByRole('dialog', { name: 'Media' })
      await media.getByLabel('Description').fill('A garden in the rain')
      return media
    },
    kept: async (_page, drawer) =>
      expect(await drawer.getByLabel('Description').inputValue()).toBe('A garden in the rain'),
    says: 'The media you are adding is not uploaded.',
    ways: guardWays,
  },
]

/** The question shows (naming what is lost); Keep editing leaves the input and the address as they were. */
async function keepEditing(page: Page, editing: Editing, drawer: Locator, address: string) {
  const ask = question(page)
  await ask.waitFor()
  await ask.getByText(editing.says).waitFor()
  await ask.getByRole('button', { name: 'Keep editing' }).click()
  await ask.waitFor({ state: 'hidden' })
  await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe(address)
  await drawer.waitFor()
  await editing.kept(page, drawer)
}

const discard = async (page: Page) => {
  await question(page).getByRole('button', { name: 'Discard changes' }).click()
}

/** The ways out, each: ask, keep editing, ask again, discard, and check it went. */
const waysOut: Record<Way, (page: Page, editing: Editing) => Promise<void>> = {
  async palette(page, editing) {
    const drawer = await editing.start(page)
    const address = pathOf(page)
    const go = async () => {
      const { dialog, input } = palette(page)
      await page.keyboard.press('Control+k')
      await input.waitFor()
      await page.keyboard.type(AWAY.palette)
      await dialog.getByRole('option', { name: AWAY.palette, exact: true, selected: true }).waitFor()
      await page.keyboard.press('Enter')
    }
    await go()
    await keepEditing(page, editing, drawer, address)
    await go()
    await discard(page)
    await waitForPath(page, AWAY.path)
  },

  async 'G sequence'(page, editing) {
    const drawer = await editing.start(page)
    const address = pathOf(page)
    const go = async () => {
      // Outside a text field (the drawer's close button), the letters are a shortcut.
      await drawer.getByRole('button', { name: 'Close' }).first().focus()
      for (const key of AWAY.keys) await page.keyboard.press(key)
    }
    await go()
    await keepEditing(page, editing, drawer, address)
    await go()
    await discard(page)
    await waitForPath(page, AWAY.path)
  },

  async 'menu click'(page, editing) {
    const drawer = await editing.start(page)
    const address = pathOf(page)
    // A person clicks the menu entry they see beside the drawer; the drawer's overlay takes the
    // click, and the drawer asks before it closes.
    const clickTheMenu = async () => {
      const box = await menuLink(page).boundingBox()
      if (!box) throw new Error('The menu entry is not on screen.')
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    }
    await clickTheMenu()
    await keepEditing(page, editing, drawer, address)
    await clickTheMenu()
    await discard(page)
    await drawer.waitFor({ state: 'hidden' })
    // Drawers left without input close at the next click, then the menu entry itself is reached.
    while (await page.locator('.form-drawer-overlay').count()) {
      await clickTheMenu()
      await page.waitForTimeout(300)
      expect(await question(page).count()).toBe(0)
    }
    await menuLink(page).click()
    await waitForPath(page, AWAY.path)
  },

  async Back(page, editing) {
    const drawer = await editing.start(page)
    const address = pathOf(page)
    await page.goBack({ waitUntil: 'commit' })
    await keepEditing(page, editing, drawer, address)
    await page.goBack({ waitUntil: 'commit' })
    await discard(page)
    // Back on the list, the drawer closed (a search typed on the way stays).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(editing.list)
    await drawer.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).searchParams.has('edit')).toBe(false)
  },

  async reload(page, editing) {
    const drawer = await editing.start(page)
    const address = pathOf(page)
    // Through the protocol, which does not wait for a navigation that may not happen (and
    // closing the page with `runBeforeUnload` crashes Chromium 156.0.8078.108 when the page asks).
    const cdp = await page.context().newCDPSession(page)
    const reload = async (answer: 'accept' | 'dismiss') => {
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', async (dialog) => {
          resolve(dialog.type())
          await dialog[answer]()
        })
      })
      await cdp.send('Page.reload')
      const noQuestion = new Promise<string>((resolve) => setTimeout(() => resolve('no question'), 5_000))
      expect(await Promise.race([asked, noQuestion])).toBe('beforeunload')
    }
    await reload('dismiss')
    // Answered "stay": the same page, the input still there.
    expect(pathOf(page)).toBe(address)
    await editing.kept(page, drawer)
    await reload('accept')
    // Reloaded: the stored record, without the input.
    await shellReady(page)
    expect(pathOf(page)).toBe(address)
  },
}

describe('leaving a drawer with unsaved input asks first, on every page, every way out', () => {
  for (const editing of drawers) {
    const ways = editing.ways
    test(`${editing.name}: ${ways.join(', ')}`, { timeout: 180_000 }, async ({ page }) => {
      await openSignedIn(page, editing.list)
      for (const way of ways) {
        const leave = waysOut[way]
        try {
          await leave(page, editing)
        } catch (error) {
          throw new Error(`${editing.name}, ${way}: ${(error as Error).message}`)
        }
      }
      if (editing.thenLogOut) {
        await editing.start(page)
        await page.keyboard.press('Alt+Shift+Q')
        await waitForPath(page, '/login')
        expect(await question(page).count()).toBe(0)
      }
    })
  }
})
