import type { Page, Request } from 'playwright-core'
import { describe } from 'vitest'
import {
  expect,
  openSignedIn,
  pathOf,
  shellReady,
  test,
  waitForPath,
  waitForTitle,
} from './support/browser.ts'

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

/** The first request to /api/ from now on (set up before the action that triggers it). */
const nextApiRequest = (page: Page, path = '/api/') =>
  page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(path))

const headerOf = async (request: Request, name: string) => (await request.allHeaders())[name]

describe('EN/NL switch', () => {
  test('switches the interface and the API language, survives a reload, and switches back', async ({
    page,
  }) => {
    await openSignedIn(page, '/categories')
    await waitForTitle(page, 'Canopy CMS - Categories')
    expect(await htmlLang(page)).toBe('en')
    const english = page.getByRole('radiogroup', { name: 'Language' })
    expect(await english.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe('true')

    // EN → NL: the data is fetched again, in Dutch.
    const refetch = nextApiRequest(page)
    await english.getByRole('radio', { name: 'Dutch' }).click()
    const request = await refetch
    expect(await headerOf(request, 'lang')).toBe('nl')
    expect(await headerOf(request, 'cms')).toBe('true')

    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
    await menu.getByRole('link', { name: 'Categorieën' }).waitFor()
    await menu.getByRole('link', { name: 'Gebruikers' }).waitFor()
    await menu.getByRole('link', { name: 'Datatabellen' }).waitFor()
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Categorieën' }).waitFor()
    await page.getByText('Versie 0.1.0', { exact: true }).waitFor()
    expect(await htmlLang(page)).toBe('nl')
    expect(await page.getByRole('link', { name: 'Categories' }).count()).toBe(0)

    // A reload keeps Dutch, and the very first API call of the new page already asks for it.
    const firstCall = nextApiRequest(page)
    await page.reload()
    expect(await headerOf(await firstCall, 'lang')).toBe('nl')
    await shellReady(page)
    await menu.getByRole('link', { name: 'Categorieën' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Categorieën')
    expect(await htmlLang(page)).toBe('nl')
    const dutch = page.getByRole('radiogroup', { name: 'Taal' })
    expect(await dutch.getByRole('radio', { name: 'Nederlands' }).getAttribute('aria-checked')).toBe('true')

    // NL → EN restores English everywhere.
    const back = nextApiRequest(page)
    await dutch.getByRole('radio', { name: 'Engels' }).click()
    expect(await headerOf(await back, 'lang')).toBe('en')
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' })
    await mainMenu.getByRole('link', { name: 'Categories' }).waitFor()
    await mainMenu.getByRole('link', { name: 'Users' }).waitFor()
    await page.getByRole('button', { name: 'Log out' }).waitFor()
    expect(await htmlLang(page)).toBe('en')
    expect(pathOf(page)).toBe('/categories')
    await page.keyboard.press('g')
    await page.keyboard.press('l')
    await waitForTitle(page, 'Canopy CMS - Labels')
  })

  test('the page title follows the switch without navigating', async ({ page }) => {
    await openSignedIn(page, '/users')
    await waitForTitle(page, 'Canopy CMS - Users')
    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    await page.getByRole('button', { name: 'Uitloggen' }).waitFor()
    await waitForTitle(page, 'Canopy CMS - Gebruikers', 3_000)
  })

  test('the login page in Dutch validates in Dutch', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    const form = page.getByRole('form', { name: 'Inloggen' })
    await form.waitFor()
    expect(await htmlLang(page)).toBe('nl')

    await form.getByRole('button', { name: 'Versturen' }).click()
    await form.getByText('E-mail is verplicht.').waitFor()
    await form.getByText('Wachtwoord is verplicht.').waitFor()

    await form.getByLabel('E-mail').fill('a@b')
    await form.getByLabel('Wachtwoord').fill('whatever-password')
    await form.getByRole('button', { name: 'Versturen' }).click()
    await form.getByText('E-mail moet geldig zijn.').waitFor()

    await form.getByLabel('E-mail').fill('admin@example.com')
    await form.getByLabel('Wachtwoord').fill('not-the-password')
    await form.getByRole('button', { name: 'Versturen' }).click()
    await page.getByRole('alert').filter({ hasText: 'Inloggen mislukt' }).waitFor()
    await waitForPath(page, '/login')
  })
})
