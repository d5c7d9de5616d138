import { statSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import {
  admin,
  apiCall,
  expect,
  login,
  shellReady,
  submitLogin,
  test,
  waitForPath,
} from './support/browser.ts'
import { photoFile } from './support/files.ts'
import { chooseWithMouse } from './support/onTop.ts'
import { type ServerPair, startServerPair } from './support/serverPair.ts'

// The scaled-out deployment of the issue "scale out": two servers on one PostgreSQL database with
// the media in one S3 bucket, behind what would be a balancer. Both listen on 127.0.0.1, on two
// ports: a browser sends a host's cookies to every port of it (cookies know no ports, RFC 6265
// §8.5), so the session cookie one server sets reaches the other, as it would through a balancer
// in front of both. Step 2 relies on it: the page opens server B without logging in again.
//
// Runs only with TEST_DATABASE_URL (vite.config.ts): it makes its own database there. The shared
// e2e server is not used.

/** Login attempts per client and window; the window outlasts the test, so no count restarts in it. */
const LOGIN_RATE_LIMIT = 5
const unique = () => Math.random().toString(36).slice(2, 7)
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()
/** Whether an image has loaded (a broken one has no natural width). */
const loadedWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))
const INVALID_LOGIN = 'The e-mail or password is not correct, or this account has no access to the CMS.'
const RATE_LIMITED = 'Too many attempts. Please wait a minute and try again.'

let pair: ServerPair

beforeAll(async () => {
  pair = await startServerPair({
    adminEmail: admin.email,
    adminPassword: admin.password,
    env: {
      // No demo content: its seeding would double the start; the test makes the category it needs.
      SEED_DEMO: 'false',
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      LOGIN_RATE_WINDOW_MS: String(10 * 60_000),
      // Fastify logs each request as it comes in: step 5 stops server A once it has the upload.
      LOG_LEVEL: 'info',
    },
  })
})

afterAll(async () => {
  await pair?.stop()
})

/** Opens the media drawer from the category drawer and fills the Upload tab with a new photo. */
async function fillUpload(page: Page, drawer: Locator, description: string, purpose?: string) {
  await drawer.getByRole('button', { name: 'Add media' }).click()
  const media = page.getByRole('dialog', { name: 'Media' })
  await media.getByRole('tab', { name: 'Upload', selected: true }).waitFor()
  const photo = await photoFile()
  const chooser = page.waitForEvent('filechooser')
  await media.getByRole('button', { name: 'Choose an image' }).click()
  await (await chooser).setFiles(photo)
  await media.getByRole('img', { name: 'Preview of the chosen file' }).waitFor()
  await media.getByLabel('Description').fill(description)
  if (purpose) await chooseWithMouse(page, media.getByRole('combobox', { name: 'Purpose' }), purpose)
  const upload = media.getByRole('button', { name: 'Upload', exact: true })
  await expect.poll(() => upload.isEnabled()).toBe(true)
  return { media, upload, bytes: statSync(photo).size }
}

/** The category's drawer, opened by its address, once its record has loaded. */
async function categoryDrawer(page: Page, server: string, category: CategoryDto) {
  await page.goto(`${server}/categories?edit=${category.id}`)
  const drawer = page.getByRole('dialog', { name: 'Edit Category' })
  await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(category.title)
  return drawer
}

describe('two servers on one PostgreSQL and one bucket', () => {
  test('share sessions, media and the login count, and one stops without the other noticing', async ({
    page,
    browser,
  }) => {
    const A = pair.a.url
    const B = pair.b.url
    // File choosers are intercepted from now on, so the test can hand one a photo.
    page.on('filechooser', () => {})
    // Started together, they took turns at the start lock: one seeded, the other found it done.
    expect(
      [pair.a, pair.b].map((server) => server.output().includes('(password as set on first start)')).sort(),
    ).toEqual([false, true])

    // 1. Log in on server A through the login page.
    await page.goto(`${A}/login`)
    await login(page)
    const category = await apiCall<CategoryDto>(page, 'POST', 'category', { title: `Orchard ${unique()}` })

    // 2. On server B, signed in by A's session: open the category from the list, upload a
    // background image by mouse through the media drawer, save.
    await page.goto(`${B}/categories`)
    await waitForPath(page, '/categories')
    await shellReady(page)
    await page.getByRole('grid').getByRole('row').filter({ hasText: category.title }).click()
    const drawerOnB = page.getByRole('dialog', { name: 'Edit Category' })
    await expect.poll(() => drawerOnB.getByLabel('Title').inputValue()).toBe(category.title)
    const description = `Orchard in bloom ${unique()}`
    const first = await fillUpload(page, drawerOnB, description)
    const uploadedOnB = page.waitForResponse((response) => response.url() === `${B}/api/media/upload`)
    await first.upload.click()
    expect((await uploadedOnB).status()).toBe(201)
    await first.media.waitFor({ state: 'detached', timeout: 30_000 })
    await drawerOnB.getByRole('listitem').filter({ hasText: description }).getByText('Unsaved').waitFor()
    await drawerOnB.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved category').waitFor()

    // 3. On server A the category shows the image, loaded from A (its file is in the bucket, not
    // in B's data folder), and both servers hand out the same bytes for it.
    const drawerOnA = await categoryDrawer(page, A, category)
    const item = drawerOnA.getByRole('listitem').filter({ hasText: description })
    await item.waitFor()
    expect(await item.getByText('Unsaved').count()).toBe(0)
    const image = item.locator('img')
    await expect.poll(() => loadedWidth(image)).toBeGreaterThan(0)
    const source = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
    expect(source.origin).toBe(A)
    expect(source.pathname).toMatch(/^\/file\/[0-9a-f-]{36}\/small\.webp$/)
    const [fromA, fromB] = await Promise.all(
      [A, B].map(async (server) => {
        const response = await fetch(`${server}${source.pathname}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/webp')
        return Buffer.from(await response.arrayBuffer())
      }),
    )
    expect(fromA!.length).toBeGreaterThan(0)
    expect(fromA!.equals(fromB!)).toBe(true)

    // 4. The login count is shared: wrong passwords on A's login page (from another browser
    // window, signed out; every browser here is 127.0.0.1, one client to the limit, step 1's login
    // counted too) until A says no attempt is left, and the very next attempt, on B with the
    // right password, is refused.
    const visitor = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } })
    try {
      const other = await visitor.newPage()
      await other.goto(`${A}/login`)
      const loginAnswer = (server: string) =>
        other.waitForResponse((response) => response.url() === `${server}/api/user/login-admin`)
      let remaining = LOGIN_RATE_LIMIT
      for (let attempt = 0; remaining > 0; attempt++) {
        expect(attempt, 'more wrong attempts than the limit allows').toBeLessThan(LOGIN_RATE_LIMIT)
        const answer = loginAnswer(A)
        await submitLogin(other, admin.email, `wrong password ${attempt}`)
        const response = await answer
        expect(response.status()).toBe(401)
        await other.getByRole('alert').getByText(INVALID_LOGIN).waitFor()
        remaining = Number(response.headers()['x-ratelimit-remaining'])
        expect(Number.isInteger(remaining)).toBe(true)
      }
      await other.goto(`${B}/login`)
      const answer = loginAnswer(B)
      await submitLogin(other, admin.email, admin.password)
      const refused = await answer
      expect(refused.status()).toBe(429)
      // The console says the server's words (src/server/errors.ts answers every 429 so).
      expect((await refused.json()).message).toBe(RATE_LIMITED)
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
      await other.getByRole('alert').getByText(RATE_LIMITED).waitFor()
      await waitForPath(other, '/login')
    } finally {
      await visitor.close()
    }

    // 5. Server A is stopped (SIGTERM, as a rolling update does) while it receives an upload: the
    // upload still ends with its normal answer and A exits cleanly; B serves on, the new image too.
    const late = `Orchard at dusk ${unique()}`
    const second = await fillUpload(page, drawerOnA, late, 'Logo')
    // A slow connection makes the upload take about 5 s (Chromium's own throttling, upload only).
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: Math.ceil(second.bytes / 5),
    })
    const uploadedOnA = page.waitForResponse((response) => response.url() === `${A}/api/media/upload`, {
      timeout: 30_000,
    })
    await second.upload.click()
    await second.media.getByText(/^Uploading…/).waitFor()
    const incoming = await pair.a.waitForOutput(
      /"reqId":"([^"]+)"[^\n]*"url":"\/api\/media\/upload"[^\n]*"msg":"incoming request"/,
    )
    pair.a.kill('SIGTERM')
    const answered = await uploadedOnA
    expect(answered.status()).toBe(201)
    expect((await answered.json()).description).toBe(late)
    await second.media.waitFor({ state: 'detached', timeout: 30_000 })
    await drawerOnA.getByRole('listitem').filter({ hasText: late }).getByText('Unsaved').waitFor()
    expect(await pair.a.exited).toEqual({ code: 0, signal: null })
    // The upload was answered after A had begun to shut down: it was in flight, not done before.
    const log = pair.a.output()
    const completed = new RegExp(`"reqId":"${incoming[1]}"[^\\n]*"msg":"request completed"`).exec(log)
    expect(completed, 'A logged the upload as completed').not.toBeNull()
    expect(log.indexOf('SIGTERM: shutting down')).toBeGreaterThan(-1)
    expect(log.indexOf('SIGTERM: shutting down')).toBeLessThan(completed!.index)
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })

    // B serves on: another area's list, the category's image, and the image A took in while stopping.
    await page.goto(`${B}/users`)
    await shellReady(page)
    await page
      .getByRole('grid', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: admin.email })
      .waitFor()
    const drawerOnBAgain = await categoryDrawer(page, B, category)
    const imageOnB = drawerOnBAgain.getByRole('listitem').filter({ hasText: description }).locator('img')
    await expect.poll(() => loadedWidth(imageOnB)).toBeGreaterThan(0)
    expect(new URL(await imageOnB.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(B)
    await drawerOnBAgain.getByRole('button', { name: 'Add media' }).click()
    const media = page.getByRole('dialog', { name: 'Media' })
    await media.getByRole('tab', { name: 'Search' }).click()
    await media.getByLabel('Search media by description').fill(late)
    await media.getByRole('button', { name: 'Search', exact: true }).click()
    const found = media.getByRole('group', { name: 'Search results' }).getByRole('button', { name: late })
    await expect.poll(() => loadedWidth(found.locator('img'))).toBeGreaterThan(0)
  })
})
