import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe } from 'vitest'
import {
  admin,
  expect,
  login,
  openSignedIn,
  pathOf,
  signedInAt,
  submitLogin,
  test,
  waitForPath,
  waitForTitle,
} from './support/browser.ts'

const version: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
).version

describe('signing in', () => {
  test('an anonymous visit goes to /login and a successful login returns to the page asked for', async ({
    page,
  }) => {
    await page.goto('/labels')
    await waitForPath(page, '/login?next=%2Flabels')
    await page.getByRole('form', { name: 'Log in' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0)

    await submitLogin(page, admin.email, admin.password)

    await waitForPath(page, '/labels')
    await page.getByRole('heading', { level: 1, name: 'Labels' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Labels')
    expect(pathOf(page)).toBe('/labels')
  })

  test('logging in from /login itself lands on /users', async ({ page }) => {
    await page.goto('/login')
    await waitForTitle(page, 'Canopy CMS - Log in')
    await submitLogin(page, admin.email, admin.password)
    await waitForPath(page, '/users')
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Users')
  })

  test('the public pages run without the console’s router: links move in place, Back returns, signing in loads it', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const routerLoaded = () => scripts.some((script) => /\/RouterApp-[\w-]+\.js$/.test(script))
    await page.goto('/login')
    await page.getByRole('form', { name: 'Log in' }).waitFor()
    expect(routerLoaded()).toBe(false)

    // The same document throughout: a marker set now survives the moves.
    await page.evaluate('window.sameDocument = true')
    await page.getByRole('link', { name: 'Register' }).click()
    await waitForPath(page, '/register')
    await page.getByRole('form', { name: 'Register' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Register')
    await page.goBack()
    await waitForPath(page, '/login')
    await page.getByRole('form', { name: 'Log in' }).waitFor()
    expect(await page.evaluate('window.sameDocument')).toBe(true)
    expect(routerLoaded()).toBe(false)

    await submitLogin(page, admin.email, admin.password)
    await waitForPath(page, '/users')
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor()
    expect(routerLoaded()).toBe(true)
    expect(await page.evaluate('window.sameDocument')).toBe(true)
    // The router now keeps the history: the menu moves in place too.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Labels' }).click()
    await waitForPath(page, '/labels')
    await page.goBack()
    await waitForPath(page, '/users')
    expect(await page.evaluate('window.sameDocument')).toBe(true)
  })

  test('an empty submit shows both required messages and sends nothing', async ({ page }) => {
    await page.goto('/login')
    let loginCalls = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/user/login-admin')) loginCalls++
    })
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('E-mail is required.').waitFor()
    await page.getByText('Password is required.').waitFor()
    expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true')
    expect(pathOf(page)).toBe('/login')
    expect(loginCalls).toBe(0)
  })

  test('switching to Dutch or tabbing past the empty fields shows no message before a submit (login and register)', async ({
    page,
  }) => {
    for (const [path, submit] of [
      ['/login', 'Versturen'],
      ['/register', 'Registreren'],
    ] as const) {
      await page.goto(path)
      // The page focuses E-mail; clicking the language switch takes the focus away from it.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email')
      await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
      const button = page.getByRole('button', { name: submit, exact: true })
      await button.waitFor()
      await page.getByLabel('E-mail').click()
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
      await page.waitForTimeout(300)
      expect(await page.getByText('E-mail is verplicht.').count(), path).toBe(0)
      expect(await page.getByText('Wachtwoord is verplicht.').count(), path).toBe(0)
      // A submit shows them.
      await button.click()
      await page.getByText('E-mail is verplicht.').waitFor()
      await page.getByText('Wachtwoord is verplicht.').waitFor()
      await page.evaluate(() => localStorage.clear())
    }
  })

  test('a malformed e-mail shows "E-mail must be valid."', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('E-mail').fill('a@b')
    await page.getByLabel('Password').fill('whatever-password')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByText('E-mail must be valid.').waitFor()
    expect(await page.getByText('Password is required.').count()).toBe(0)
    expect(pathOf(page)).toBe('/login')
  })

  test('a wrong password shows the "Login failed" alert and stays on /login', async ({ page }) => {
    await page.goto('/login?next=%2Fcategories')
    await submitLogin(page, admin.email, 'not-the-password')
    await page.getByRole('alert').filter({ hasText: 'Login failed' }).waitFor()
    expect(pathOf(page)).toBe('/login?next=%2Fcategories')
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0)
    // The session probe still answers 401: no cookie was set.
    expect(await page.evaluate(async () => (await fetch('/api/user/current')).status)).toBe(401)
  })
})

describe('the shell', () => {
  test('shows the signed-in admin, the product version and the eleven menu entries', async ({ page }) => {
    await signedInAt(page, '/')
    const banner = page.getByRole('banner')
    await banner.getByText('Ada Admin', { exact: true }).waitFor()
    await banner.getByText(`Version ${version}`, { exact: true }).waitFor()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    const entries = await menu.getByRole('listitem').allInnerTexts()
    expect(entries.map((text) => text.split('\n')[0]!.trim())).toEqual([
      'Categories',
      'Users',
      'Stories',
      'Daily Quiz',
      'CO2 Quiz',
      'BTP',
      'Content',
      'Labels',
      'Data Tables',
      'Feedback',
      'Statistics',
    ])
  })

  test('Log out returns to /login and really ends the session', async ({ page, context }) => {
    await openSignedIn(page, '/users')
    const sessionCookies = await context.cookies()
    expect(sessionCookies.length).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Log out' }).click()
    await waitForPath(page, '/login')
    await page.getByRole('form', { name: 'Log in' }).waitFor()

    // A protected page sends the visitor back to the login form.
    await page.goto('/users')
    await waitForPath(page, '/login?next=%2Fusers')
    expect(await page.evaluate(async () => (await fetch('/api/user/current')).status)).toBe(401)

    // Even the old cookie, put back by hand, no longer opens a session: the server revoked it.
    await context.addCookies(sessionCookies)
    expect(await page.evaluate(async () => (await fetch('/api/user/current')).status)).toBe(401)
  })
})

describe('registration', () => {
  test('a new account registers, yet cannot log in to the CMS', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    const password = 'a-good-password'
    await page.goto('/register')
    await waitForTitle(page, 'Canopy CMS - Register')
    const form = page.getByRole('form', { name: 'Register' })
    await form.getByLabel('E-mail').fill(email)
    await form.getByLabel('Password').fill(password)
    await form.getByLabel('First name').fill('Erin')
    await form.getByLabel('Last name').fill('Twoend')
    await form.getByRole('button', { name: 'Register' }).click()
    await page.getByRole('heading', { name: 'Registration complete' }).waitFor()

    await page.getByRole('link', { name: 'Go to log in' }).click()
    await waitForPath(page, '/login')
    await submitLogin(page, email, password)
    await page.getByRole('alert').filter({ hasText: 'Login failed' }).waitFor()
    expect(pathOf(page)).toBe('/login')
  })

  test('the login page loads without an error in the browser console (no 401 for a first visit)', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/login')
    await page.getByRole('form', { name: 'Log in' }).waitFor()
    await page.waitForTimeout(300)
    expect(errors).toEqual([])
    // Signed in once, the login page knows it and moves on.
    await login(page)
    await page.goto('/login')
    await waitForPath(page, '/users')
  })
})
