import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { DataTableDto } from '../../src/domain/data-tables.ts'
import type { LabelDto } from '../../src/domain/labels.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'

// Issue 18, "Broken" 4 and 6, as a member of staff meets them: a broken CO2 table cannot be saved
// and says why, a table the calculation reads cannot be deleted, a label cannot be added twice.

const tableRow = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Data Tables' })
    .locator('tbody tr[aria-rowindex]')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${name}$`) }) })

describe('the rules the server holds, in the console', () => {
  test('a broken car-fuel table shows its problems beside the JSON and cannot be saved', async ({ page }) => {
    await openSignedIn(page, '/data-tables')
    await tableRow(page, 'car-fuel').click()
    const edit = page.getByRole('dialog', { name: 'Edit Data Table' })
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('car-fuel')
    const editor = edit.getByRole('textbox', { name: 'Data' })
    const stored = await editor.inputValue()
    // Typed as a person would: select all, then the table of the report.
    await editor.click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('{"lpg": "lots", "petrol": -5}')

    const problems = edit.getByRole('region', { name: 'Problems in the data' })
    await problems.getByText('5 problems in the data:').waitFor()
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      'petrol: Must be a number of 0 or more.',
      'diesel: This field is required.',
      'lpg: Must be a number of 0 or more.',
      'hybrid: This field is required.',
      'electric: This field is required.',
    ])
    await edit.getByText('The data does not fit what the CO2 calculation reads from this table.').waitFor()
    const save = edit.getByRole('button', { name: 'Edit', exact: true })
    expect(await save.isDisabled()).toBe(true)
    await page.keyboard.press('Control+Enter')
    expect(await save.isDisabled()).toBe(true)

    // Nothing reached the server; leaving drops the typing.
    await page.keyboard.press('Escape')
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click()
    await edit.waitFor({ state: 'hidden' })
    const tables = await apiCall<DataTableDto[]>(page, 'GET', 'data-table')
    expect(tables.find((table) => table.name === 'car-fuel')?.data).toEqual(JSON.parse(stored))
  })

  test('gas cannot be deleted: the drawer says why instead of offering Delete', async ({ page }) => {
    await openSignedIn(page, '/data-tables')
    await tableRow(page, 'gas').click()
    const edit = page.getByRole('dialog', { name: 'Edit Data Table' })
    await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe('gas')
    const reason = 'The CO2 calculation reads this table, so it cannot be deleted.'
    await edit.getByText(reason).waitFor()
    const remove = edit.getByRole('button', { name: 'Delete' })
    expect(await remove.isDisabled()).toBe(true)
    expect(await remove.getAttribute('aria-describedby')).toBeTruthy()
    // The server refuses as well, in the same words.
    const gas = (await apiCall<DataTableDto[]>(page, 'GET', 'data-table')).find(
      (table) => table.name === 'gas',
    )!
    const refused = await page.request.delete(`/api/data-table/${gas.id}`, { headers: { cms: 'true' } })
    expect(refused.status()).toBe(409)
    expect((await refused.json()).message).toBe(reason)
  })

  test("adding 'beta TESTER' beside 'Beta tester' shows the 409 on the field", async ({ page }) => {
    await openSignedIn(page, '/labels')
    const before = await apiCall<LabelDto[]>(page, 'GET', 'user-label')
    expect(before.some((label) => label.value === 'Beta tester')).toBe(true)
    await page.getByRole('button', { name: 'Add Label' }).click()
    const add = page.getByRole('dialog', { name: 'Add Label' })
    const value = add.getByLabel('Value')
    await value.fill('beta TESTER')
    await add.getByRole('button', { name: 'Add', exact: true }).click()
    await add.getByText('A label with this value already exists.').waitFor()
    expect(await value.getAttribute('aria-invalid')).toBe('true')
    expect(await value.inputValue()).toBe('beta TESTER')
    expect(await add.isVisible()).toBe(true)
    expect(await apiCall<LabelDto[]>(page, 'GET', 'user-label')).toHaveLength(before.length)
  })
})
