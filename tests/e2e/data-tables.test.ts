import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { DataTableDefault, DataTableDto } from '../../src/domain/data-tables.ts'
import { expect, openSignedIn, test, waitForPath } from './support/browser.ts'

/** A table name no other test (or earlier run on this server) uses: lowercase, no spaces. */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Calls the API with the page's session cookie, as the console does (the `cms` header included). */
const apiOf = (page: Page) => ({
  async tables(): Promise<DataTableDto[]> {
    return (await page.request.get('/api/data-table', { headers: { cms: 'true' } })).json()
  },
  async create(name: string, data: unknown): Promise<DataTableDto> {
    const response = await page.request.post('/api/data-table', {
      data: { name, data },
      headers: { cms: 'true' },
    })
    expect(response.status()).toBe(201)
    return response.json()
  },
  async remove(id: number) {
    await page.request.delete(`/api/data-table/${id}`, { headers: { cms: 'true' } })
  },
})

const grid = (page: Page) => page.getByRole('grid', { name: 'Data Tables' })
const bodyRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]')
const drawer = (page: Page, name: 'Add Data Table' | 'Edit Data Table') => page.getByRole('dialog', { name })
const cells = (page: Page, row: number) => bodyRows(page).nth(row).locator('td').allTextContents()

const englishDate =
  /^\d{1,2}(st|nd|rd|th) (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} - \d{2}:\d{2}$/
const dutchDate =
  /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4} - \d{2}:\d{2}$/

describe('data tables', () => {
  test('the list: warning, ID, Name, Data (rows or fields) and Date', async ({ page }) => {
    await openSignedIn(page, '/data-tables')
    await page
      .getByText(
        "The data in these tables is used in CO2 calculations. A change affects every user's results.",
      )
      .waitFor()
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThanOrEqual(7)
    const carFuel = bodyRows(page).filter({ hasText: 'car-fuel' })
    const [, name, size, date] = await carFuel.locator('td').allTextContents()
    expect(name).toBe('car-fuel')
    expect(size).toBe('5 fields')
    expect(date).toMatch(englishDate)
    expect(await bodyRows(page).filter({ hasText: 'flights' }).locator('td').nth(2).textContent()).toBe(
      '3 rows',
    )

    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor()
    // The grid is named in Dutch now.
    const dutchGrid = page.getByRole('grid', { name: 'Datatabellen' })
    const firstDate = () => dutchGrid.locator('tbody tr[aria-rowindex] td:nth-child(4)').first().textContent()
    await expect.poll(async () => (await firstDate()) ?? '').toMatch(dutchDate)
  })

  test('create, filter, edit and delete a data table', async ({ page }) => {
    await openSignedIn(page, '/data-tables')
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThanOrEqual(7)
    const name = unique('bike-km')

    // Create: country defaults to nl; the data is JSON text.
    await page.getByRole('button', { name: 'Add Data Table' }).click()
    const add = drawer(page, 'Add Data Table')
    expect(await add.getByLabel('Country').inputValue()).toBe('nl')
    await add.getByLabel('Name').fill(name)
    await add
      .getByRole('textbox', { name: 'Data' })
      .fill('[{"type":"bike","kgCo2PerKm":0},{"type":"e-bike","kgCo2PerKm":0.01}]')
    await add.getByRole('button', { name: 'Format' }).click()
    await expect
      .poll(() => add.getByRole('textbox', { name: 'Data' }).inputValue())
      .toContain('\n  {\n    "type": "bike"')
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Saved Data Table').first().waitFor()
    await add.waitFor({ state: 'hidden' })

    // Filter on the name.
    await page.getByRole('searchbox', { name: 'Name' }).fill(name)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    expect((await cells(page, 0)).slice(1, 3)).toEqual([name, '2 rows'])

    // Edit: add a row.
    await bodyRows(page).first().click()
    const edit = drawer(page, 'Edit Data Table')
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe(name)
    await edit
      .getByRole('textbox', { name: 'Data' })
      .fill(
        '[{"type":"bike","kgCo2PerKm":0},{"type":"e-bike","kgCo2PerKm":0.01},{"type":"speed-pedelec","kgCo2PerKm":0.02}]',
      )
    await edit.getByRole('button', { name: 'Edit', exact: true }).click()
    await page.getByText('Saved Data Table').first().waitFor()
    await edit.waitFor({ state: 'hidden' })
    await expect.poll(async () => (await cells(page, 0))[2]).toBe('3 rows')
    const stored = (await apiOf(page).tables()).find((table) => table.name === name)
    expect(stored?.data).toEqual([
      { type: 'bike', kgCo2PerKm: 0 },
      { type: 'e-bike', kgCo2PerKm: 0.01 },
      { type: 'speed-pedelec', kgCo2PerKm: 0.02 },
    ])

    // Delete, after confirming.
    await bodyRows(page).first().click()
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe(name)
    await edit.getByRole('button', { name: 'Delete' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.getByText('Are you absolutely sure you want to delete this Data Table?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await edit.waitFor({ state: 'hidden' })
    await page.getByText('No results.').waitFor()
    expect((await apiOf(page).tables()).some((table) => table.name === name)).toBe(false)
  })

  test('invalid JSON shows the message and where it breaks, and Add stays disabled', async ({ page }) => {
    // Signed in on the list first: an open drawer hides the shell that signing in waits for.
    await openSignedIn(page, '/data-tables')
    await page.getByRole('button', { name: 'Add Data Table' }).click()
    const add = drawer(page, 'Add Data Table')
    await add.getByLabel('Name').fill('My Table')
    await add.getByText('Name should be all lowercase. Name should not contain spaces.').waitFor()
    await add.getByLabel('Name').fill(unique('broken'))
    const editor = add.getByRole('textbox', { name: 'Data' })
    await editor.click()
    await page.keyboard.type('{\n  "petrol": 0.19\n  "diesel": 0.18\n}')
    await add.getByText('Data should be valid JSON.').waitFor()
    const position = add.getByRole('button', { name: 'Error at line 3, column 3' })
    await position.waitFor()
    expect(await add.getByTestId('json-error-line').count()).toBe(1)
    expect(await add.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true)
    // Ctrl+Enter does not save either.
    await page.keyboard.press('Control+Enter')
    expect(await add.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true)
    // Mending the line clears the message, and Add turns on.
    await position.click()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('End')
    await page.keyboard.type(',')
    await add.getByText('Data should be valid JSON.').waitFor({ state: 'detached' })
    await expect.poll(() => add.getByRole('button', { name: 'Add', exact: true }).isEnabled()).toBe(true)
  })

  test('a shipped table shows its legend; "Reset to default" puts the shipped data back', async ({
    page,
  }) => {
    await openSignedIn(page, '/data-tables')
    const carFuel = (await apiOf(page).tables()).find((table) => table.name === 'car-fuel')!
    await page.goto(`/data-tables?edit=${carFuel.id}`)
    const edit = drawer(page, 'Edit Data Table')
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('car-fuel')
    const help = edit.getByRole('region', { name: 'Car emissions by fuel' })
    await help.getByText('kg CO2 per km').first().waitFor()
    const editor = edit.getByRole('textbox', { name: 'Data' })
    const defaults: DataTableDefault[] = await (
      await page.request.get('/api/data-table/defaults', { headers: { cms: 'true' } })
    ).json()
    const shipped = defaults.find((table) => table.name === 'car-fuel')!.data
    // Stored as shipped (the key order aside: the database keeps its own).
    expect(JSON.parse(await editor.inputValue())).toEqual(shipped)
    await help.getByText('The data matches the shipped default.').waitFor()
    await editor.fill('{"petrol": 1}')
    await help.getByText('The data matches the shipped default.').waitFor({ state: 'detached' })
    await help.getByRole('button', { name: 'Reset to default' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Reset to default' })
    await confirm.getByRole('button', { name: 'Reset to default' }).click()
    await expect.poll(() => editor.inputValue()).toBe(JSON.stringify(shipped, null, 2))
    await help.getByText('The data matches the shipped default.').waitFor()
    // Not saved until Edit: closing (the header's ×) asks about the unsaved change.
    await edit.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('alertdialog', { name: 'Discard changes?' }).waitFor()
  })

  test('pages by 25: page 2 holds the rest', async ({ page }) => {
    await openSignedIn(page, '/data-tables')
    const api = apiOf(page)
    const prefix = unique('paging')
    const created: DataTableDto[] = []
    for (let i = 1; i <= 20; i++) {
      created.push(await api.create(`${prefix}-${String(i).padStart(2, '0')}`, { factor: i }))
    }
    try {
      const total = (await api.tables()).length
      expect(total).toBeGreaterThan(25)
      await page.reload()
      await page.getByText(`Page 1 of ${Math.ceil(total / 25)}`).waitFor()
      expect(await bodyRows(page).count()).toBe(25)
      await page.getByRole('button', { name: 'Next page' }).click()
      await waitForPath(page, '/data-tables?page=2')
      await expect.poll(() => bodyRows(page).count()).toBe(Math.min(25, total - 25))
      await grid(page).getByText(`${prefix}-20`).waitFor()
    } finally {
      for (const table of created) await api.remove(table.id)
    }
  })
})
