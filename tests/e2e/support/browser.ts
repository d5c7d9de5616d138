import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { test as base, expect, inject } from 'vitest'
import { chromiumArgs, chromiumPath } from '../../support/chromium.ts'
import { e2eResultsDir } from './results-dir.ts'

export const baseUrl = inject('baseUrl')
export const admin = { email: inject('adminEmail'), password: inject('adminPassword') } as const

/** Screenshots of failed tests; global-setup.ts empties it at the start of every run. */
export const screenshotsDir = e2eResultsDir
/** How long a locator waits for what a user would see. */
const ACTION_TIMEOUT_MS = 10_000

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120)

/**
 * `test` with Playwright fixtures: one Chromium per file, a fresh context (cookies, storage) and page
 * per test; a failing test leaves a full-page screenshot in test-results/.
 */
export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    })
    onCleanup(() => browser.close())
    return browser
  })
  .extend('context', async ({ browser }, { onCleanup }): Promise<BrowserContext> => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'en-GB',
      viewport: { width: 1280, height: 800 },
    })
    context.setDefaultTimeout(ACTION_TIMEOUT_MS)
    context.setDefaultNavigationTimeout(30_000)
    onCleanup(() => context.close())
    return context
  })
  .extend('page', async ({ context, task }, { onCleanup }): Promise<Page> => {
    const page = await context.newPage()
    onCleanup(async () => {
      // `test.fails` tests are expected to fail: no picture for those.
      if (task.result?.state === 'fail' && !task.fails && !page.isClosed()) {
        mkdirSync(screenshotsDir, { recursive: true })
        const name = `${path.basename(task.file.name, '.test.ts')}--${slug(task.fullTestName ?? task.name)}`
        await page
          .screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: true })
          .catch(() => {})
      }
    })
    return page
  })

export { expect }

/** Path and query of the page's URL, e.g. "/login?next=%2Flabels". */
export const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** Waits until the URL's path (and query, when given) is `expected`. */
export async function waitForPath(page: Page, expected: string) {
  await page.waitForURL((url) => `${url.pathname}${expected.includes('?') ? url.search : ''}` === expected)
}

/** Waits until the document title is `expected` (it is set after the route renders). */
export async function waitForTitle(page: Page, expected: string, timeout = ACTION_TIMEOUT_MS) {
  await expect.poll(() => page.title(), { timeout }).toBe(expected)
}

/** Fills the login form on the current page and clicks Submit. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
}

/**
 * Waits until the signed-in shell is fully mounted. The version in the top bar arrives with a later
 * render than the shell itself, so once it shows, the shell's keyboard shortcuts are listening.
 */
export async function shellReady(page: Page) {
  // Hidden ones too: a drawer opened by the address (`?edit=1`) hides the rest of the page from
  // assistive technology as soon as it shows, which can be the moment the menu does.
  await page.getByRole('navigation', { includeHidden: true }).first().waitFor()
  await page.getByTestId('app-version').waitFor()
}

/**
 * Signs the admin in through the real form, on a page that shows (or is being redirected to) the
 * login form, and waits until the console has left it and the shell is ready.
 */
export async function login(page: Page, options: { email?: string; password?: string } = {}) {
  await page.getByRole('form', { name: 'Log in' }).waitFor()
  await submitLogin(page, options.email ?? admin.email, options.password ?? admin.password)
  await page.waitForURL((url) => url.pathname !== '/login')
  await shellReady(page)
}

/**
 * Opens `path` as the signed-in admin, for a test whose subject is not the login: the session is
 * made by the API call the login form makes (its cookie lands in the page's context), so the test
 * spends no time on the login page. The form itself is driven by `signedInAt` and `login`.
 */
export async function openSignedIn(page: Page, path: string) {
  const answer = await page.context().request.post(`${baseUrl}/api/user/login-admin`, {
    data: { email: admin.email, password: admin.password },
  })
  if (!answer.ok()) throw new Error(`The admin could not sign in: ${answer.status()} ${await answer.text()}`)
  await page.goto(path)
  await waitForPath(page, path)
  await shellReady(page)
}

/**
 * Opens `path` anonymously, is sent to the login form, signs in and is brought back to `path`
 * (`/` and `/login` keep no "next", so those land on /users).
 */
export async function signedInAt(page: Page, path: string) {
  const keepsNext = path !== '/' && path !== '/login'
  await page.goto(path)
  await waitForPath(page, keepsNext ? `/login?next=${encodeURIComponent(path)}` : '/login')
  await login(page)
  await waitForPath(page, keepsNext ? path : '/users')
}

const paletteTexts = {
  en: { name: 'Command palette', placeholder: 'Type a command or search…' },
  nl: { name: 'Opdrachtenpalet', placeholder: 'Typ een opdracht of zoek…' },
} as const

/** The command palette dialog and its search field, named in the interface language. */
export const palette = (page: Page, lang: keyof typeof paletteTexts = 'en') => {
  const dialog = page.getByRole('dialog', { name: paletteTexts[lang].name })
  return { dialog, input: dialog.getByPlaceholder(paletteTexts[lang].placeholder) }
}

/** Calls the API from the signed-in page, as the console does (cookie, `cms` and `lang` headers). */
export async function apiCall<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const response = await fetch(`/api/${apiPath}`, {
        method,
        // A JSON type only with a body: the server refuses an empty one sent as JSON (a DELETE's).
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          cms: 'true',
          lang: 'en',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return response.json()
    },
    { method, apiPath, body },
  ) as Promise<T>
}
