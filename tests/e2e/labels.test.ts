import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { LabelDto } from '../../src/domain/labels.ts'
import { admin, expect, openSignedIn, palette, shellReady, test, waitForPath } from './support/browser.ts'
import { chooseInPalette } from './support/hands.ts'

/** A value no other test (or earlier run on this server) uses. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Calls the API with the page's session cookie, as the console does (the `cms` header included). */
const apiOf = (page: Page) => ({
  async labels(): Promise<LabelDto[]> {
    return (await page.request.get('/api/user-label', { headers: { cms: 'true' } })).json()
  },
  async create(value: string): Promise<LabelDto> {
    const response = await page.request.post('/api/user-label', { data: { value }, headers: { cms: 'true' } })
    expect(response.status()).toBe(201)
    return response.json()
  },
  /** Someone else's save, from another session's point of view: the current version, sent back. */
  async update(label: LabelDto, value: string): Promise<LabelDto> {
    const response = await page.request.put(`/api/user-label/${label.id}`, {
      data: { value, version: label.version },
      headers: { cms: 'true' },
    })
    expect(response.status()).toBe(200)
    return response.json()
  },
  async remove(id: number) {
    await page.request.delete(`/api/user-label/${id}`, { headers: { cms: 'true' } })
  },
})

const grid = (page: Page) => page.getByRole('grid', { name: 'Labels' })
const bodyRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]')
const drawer = (page: Page, name: 'Add Label' | 'Edit Label') => page.getByRole('dialog', { name })

const englishDate =
  /^\d{1,2}(st|nd|rd|th) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} - \d{2}:\d{2}$/
const dutchDate =
  /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4} - \d{2}:\d{2}$/

describe('labels', () => {
  test('create, filter, edit and delete a label with the mouse', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThanOrEqual(7)
    const value = unique('Climate club')

    // Create.
    await page.getByRole('button', { name: 'Add Label' }).click()
    const add = drawer(page, 'Add Label')
    await add.getByLabel('Value').fill(value)
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Saved label').first().waitFor()
    await add.waitFor({ state: 'hidden' })

    // Filter: only the new label.
    await page.getByRole('searchbox', { name: 'Value' }).fill(value)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await expect.poll(() => bodyRows(page).first().textContent()).toContain(value)

    // Edit: the row opens its drawer.
    await bodyRows(page).first().click()
    const edit = drawer(page, 'Edit Label')
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(value)
    await edit.getByLabel('Value').fill('')
    await edit.getByText('Value is required.').waitFor()
    expect(await edit.getByRole('button', { name: 'Edit', exact: true }).isDisabled()).toBe(true)
    await edit.getByLabel('Value').fill(`${value} (edited)`)
    await edit.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByText('Saved label').first().waitFor()
    await edit.waitFor({ state: 'hidden' })
    await expect.poll(() => bodyRows(page).first().textContent()).toContain(`${value} (edited)`)

    // Delete, after confirming.
    await bodyRows(page).first().click()
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(`${value} (edited)`)
    await edit.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.getByText('Are you absolutely sure you want to delete this label?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await edit.waitFor({ state: 'hidden' })
    await page.getByText('No results.').waitFor()
    await expect
      .poll(async () => (await apiOf(page).labels()).some((label) => label.value.startsWith(value)))
      .toBe(false)
  })

  test('pages by 25: page 2 holds the rest', async ({ page }) => {
    await openSignedIn(page, '/labels')
    const api = apiOf(page)
    const prefix = unique('Paging')
    const created: LabelDto[] = []
    for (let i = 1; i <= 25; i++) created.push(await api.create(`${prefix} ${String(i).padStart(2, '0')}`))
    try {
      const total = (await api.labels()).length
      expect(total).toBeGreaterThan(25)
      await page.reload()
      await page.getByText(`Page 1 of ${Math.ceil(total / 25)}`).waitFor()
      expect(await bodyRows(page).count()).toBe(25)
      await page.getByRole('button', { name: 'Next page' }).click()
      await waitForPath(page, '/labels?page=2')
      await expect.poll(() => bodyRows(page).count()).toBe(Math.min(25, total - 25))
      // Sorted by id: the last label made is on page 2.
      await grid(page).getByText(`${prefix} 25`).waitFor()
      // The page survives a reload (it is in the URL).
      await page.reload()
      await grid(page).getByText(`${prefix} 25`).waitFor()
    } finally {
      for (const label of created) await api.remove(label.id)
    }
  })

  test('create, edit and delete with the keyboard only, through the palette', async ({ page }) => {
    const value = unique('Keyboard label')
    await page.goto('/login')
    await page.getByLabel('E-mail').waitFor()
    await page.keyboard.type(admin.email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(admin.password)
    await page.keyboard.press('Enter')
    await waitForPath(page, '/users')
    await shellReady(page)

    // Palette "Add Label", type, Ctrl+Enter.
    await page.keyboard.press('Control+k')
    await chooseInPalette(page, 'Add Label', 'Add Label')
    await waitForPath(page, '/labels?new')
    const add = drawer(page, 'Add Label')
    await expect
      .poll(() => add.getByLabel('Value').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.type(value)
    await page.keyboard.press('Control+Enter')
    await page.getByText('Saved label').first().waitFor()
    await add.waitFor({ state: 'hidden' })
    await grid(page).getByText(value, { exact: true }).waitFor()

    // Palette "Open label…", type, Enter; edit; Ctrl+Enter.
    await page.keyboard.press('Control+k')
    await chooseInPalette(page, 'Open label', 'Open label…')
    await palette(page).dialog.getByPlaceholder('Search labels by value or ID').waitFor()
    await chooseInPalette(page, value, value, '/api/user-label')
    const edit = drawer(page, 'Edit Label')
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(value)
    await expect
      .poll(() => edit.getByLabel('Value').evaluate((el) => el === document.activeElement))
      .toBe(true)
    await page.keyboard.press('End')
    await page.keyboard.type(' 2')
    await page.keyboard.press('Control+Enter')
    await page.getByText('Saved label').first().waitFor()
    await edit.waitFor({ state: 'hidden' })
    await grid(page).getByText(`${value} 2`, { exact: true }).waitFor()

    // Open it again, palette "Delete this record", confirm with the keyboard.
    await page.keyboard.press('Control+k')
    await chooseInPalette(page, 'Open label', 'Open label…')
    await chooseInPalette(page, `${value} 2`, `${value} 2`, '/api/user-label')
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(`${value} 2`)
    await page.keyboard.press('Control+k')
    await chooseInPalette(page, 'Delete this record', 'Delete this record')
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.getByText('Are you absolutely sure you want to delete this label?').waitFor()
    // Focus starts on Cancel; Tab reaches Delete.
    await expect
      .poll(() =>
        confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Tab')
    await expect
      .poll(() =>
        confirm.getByRole('button', { name: 'Delete' }).evaluate((el) => el === document.activeElement),
      )
      .toBe(true)
    await page.keyboard.press('Enter')
    await edit.waitFor({ state: 'hidden' })
    await grid(page).getByText(`${value} 2`, { exact: true }).waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await apiOf(page).labels()).some((label) => label.value.startsWith(value)))
      .toBe(false)
  })

  test('the Date column reads "5th March 2024 - 14:30" in English and "5 maart 2024 - 14:30" in Dutch', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThanOrEqual(7)
    const dates = () => bodyRows(page).locator('td:nth-child(3)').allTextContents()
    const english = await dates()
    for (const date of english) expect(date).toMatch(englishDate)

    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor()
    await expect.poll(async () => (await dates())[0] ?? '').toMatch(dutchDate)
    const dutch = await dates()
    for (const date of dutch) expect(date).toMatch(dutchDate)
    // The same moments, only written the Dutch way.
    expect(dutch.map((date) => date.replace(/\D+/g, ' '))).toEqual(
      english.map((date) => date.replace(/(st|nd|rd|th) /, ' ').replace(/\D+/g, ' ')),
    )
  })

  test('a label changed by someone else since it was opened: the save is refused, Reload or Overwrite', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    const api = apiOf(page)
    const value = unique('Conflict')
    const label = await api.create(value)
    try {
      await page.goto(`/labels?edit=${label.id}`)
      const edit = drawer(page, 'Edit Label')
      await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(value)

      // Someone else saves while the drawer is open.
      const theirs = await api.update(label, `${value} (theirs)`)
      await edit.getByLabel('Value').fill(`${value} (mine)`)
      await edit.getByRole('button', { name: 'Edit', exact: true }).click()
      const notice = edit.getByRole('alert')
      await notice.getByText('Changed by someone else since you opened it.').waitFor()
      // Nothing was written; my input is still there.
      expect((await api.labels()).find((row) => row.id === label.id)?.value).toBe(`${value} (theirs)`)
      expect(await edit.getByLabel('Value').inputValue()).toBe(`${value} (mine)`)

      // Reload shows theirs; a second conflict is then resolved by Overwrite, from the keyboard.
      await notice.getByRole('button', { name: 'Reload (theirs)' }).click()
      await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(`${value} (theirs)`)
      await api.update(theirs, `${value} (theirs again)`)
      await edit.getByLabel('Value').fill(`${value} (mine)`)
      await page.keyboard.press('Control+Enter')
      await notice.getByText('Changed by someone else since you opened it.').waitFor()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await page.getByText('Saved label').first().waitFor()
      await edit.waitFor({ state: 'hidden' })
      expect((await api.labels()).find((row) => row.id === label.id)?.value).toBe(`${value} (mine)`)
    } finally {
      await api.remove(label.id)
    }
  })

  test('Back after adding a label does not open an empty Add drawer again', async ({ page }) => {
    await openSignedIn(page, '/labels')
    const value = unique('Back')
    await page.getByRole('button', { name: 'Add Label' }).click()
    const add = drawer(page, 'Add Label')
    await add.getByLabel('Value').fill(value)
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await add.waitFor({ state: 'hidden' })
    await waitForPath(page, '/labels')
    await page.goBack()
    await waitForPath(page, '/labels')
    // Give a wrongly reopened drawer the time to show.
    await page.waitForTimeout(300)
    expect(await page.getByRole('dialog').count()).toBe(0)
    const created = (await apiOf(page).labels()).find((label) => label.value === value)
    if (created) await apiOf(page).remove(created.id)
  })
})
