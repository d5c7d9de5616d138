import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { expect, openSignedIn, palette, signedInAt, test, waitForPath } from './support/browser.ts'

// Issue 8, defect 2: focus never drops to the page body. After a navigation it lands on the
// page's list (so j/k and Enter work at once); after a drawer closes it returns to the row of the
// record the drawer showed, or the new row after an add.

/** What has focus: the grid's name, or the element's tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return active.getAttribute('aria-label') ?? active.tagName.toLowerCase()
  })

/** The text of the grid's active row (aria-activedescendant). */
const activeRow = (page: Page) =>
  page.evaluate(() => {
    const grid = document.activeElement
    const id = grid?.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.textContent ?? null) : null
  })

describe('focus after navigation and after drawers', () => {
  test('lands on the page after login and after G-shortcuts, never on the body', async ({ page }) => {
    await signedInAt(page, '/')
    // Login lands on /users: its list has focus.
    await expect.poll(() => focused(page)).toBe('Users')
    await page.keyboard.press('g')
    await page.keyboard.press('l')
    await waitForPath(page, '/labels')
    await expect.poll(() => focused(page)).toBe('Labels')
    // As soon as the rows show, the first is active and j moves on: the second row is active,
    // Enter opens it. (Keys pressed before the rows arrive have nothing to move over.)
    await expect.poll(() => activeRow(page)).toBeTruthy()
    const first = await activeRow(page)
    await page.keyboard.press('j')
    await expect.poll(() => activeRow(page)).not.toBe(first)
    const second = await activeRow(page)
    expect(second).toBeTruthy()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Edit Label' })
    await drawer.waitFor()

    // Esc closes it: focus is back on the list, on that same row.
    await expect.poll(() => drawer.getByLabel('Value').inputValue()).not.toBe('')
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toBe('Labels')
    expect(await activeRow(page)).toBe(second)

    // The palette's navigation lands on the next list.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('Data Tables')
    await page.keyboard.press('Enter')
    await waitForPath(page, '/data-tables')
    await expect.poll(() => focused(page)).toBe('Data Tables')
  })

  test('after saving a new label focus is on its row; after deleting one, on the list', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await expect.poll(() => focused(page)).toBe('Labels')
    const value = `Focus ${Date.now().toString(36)}`
    await page.keyboard.press('Control+k')
    await palette(page).input.waitFor()
    await page.keyboard.type('Add Label')
    await page.keyboard.press('Enter')
    const add = page.getByRole('dialog', { name: 'Add Label' })
    await add.waitFor()
    await page.keyboard.type(value)
    await page.keyboard.press('Control+Enter')
    await add.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toBe('Labels')
    await expect.poll(() => activeRow(page)).toContain(value)

    // Enter opens it again; delete it from the keyboard; focus stays on the list.
    await page.keyboard.press('Enter')
    const edit = page.getByRole('dialog', { name: 'Edit Label' })
    await expect.poll(() => edit.getByLabel('Value').inputValue()).toBe(value)
    await page.keyboard.press('Control+k')
    await page.keyboard.type('delete')
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await edit.waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page)).toBe('Labels')
  })

  // Issue 18, "Broken" 5: Esc on the palette or the `?` dialog dropped focus to <body>, so J, K
  // and Enter did nothing until `/`. Focus goes back where it was: the list, on its active row.
  for (const [name, open] of [
    ['the palette', (page: Page) => page.keyboard.press('Control+k')],
    ['the ? dialog', (page: Page) => page.keyboard.press('?')],
  ] as const) {
    test(`Esc on ${name} gives focus back to the list, on the row that was active`, async ({ page }) => {
      await openSignedIn(page, '/labels')
      await expect.poll(() => focused(page)).toBe('Labels')
      await expect.poll(() => activeRow(page)).toBeTruthy()
      const first = await activeRow(page)
      await page.keyboard.press('j')
      await expect.poll(() => activeRow(page)).not.toBe(first)
      const second = await activeRow(page)

      await open(page)
      const dialog = page.getByRole('dialog', {
        name: name === 'the palette' ? 'Command palette' : 'Keyboard shortcuts',
      })
      await dialog.waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'hidden' })
      await expect.poll(() => focused(page)).toBe('Labels')
      expect(await activeRow(page)).toBe(second)
      // The list's keys work at once: J moves on, Enter opens that row.
      await page.keyboard.press('j')
      await expect.poll(() => activeRow(page)).not.toBe(second)
      const third = (await activeRow(page))!
      await page.keyboard.press('Enter')
      const drawer = page.getByRole('dialog', { name: 'Edit Label' })
      await drawer.waitFor()
      await expect.poll(() => drawer.getByLabel('Value').inputValue()).not.toBe('')
      expect(third).toContain(await drawer.getByLabel('Value').inputValue())
    })
  }

  test('Esc on the palette opened from a drawer gives focus back to the field', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[aria-rowindex]').first().click()
    const drawer = page.getByRole('dialog', { name: 'Edit Label' })
    const value = drawer.getByLabel('Value')
    await expect.poll(() => value.inputValue()).not.toBe('')
    await expect.poll(() => focused(page)).toBe('input')
    await page.keyboard.press('Control+k')
    // A person presses Esc once the cursor is in the palette (before, the drawer under it is
    // still the top layer for Esc, for the few milliseconds the palette takes to settle).
    await expect
      .poll(() => palette(page).input.evaluate((input) => input === document.activeElement))
      .toBe(true)
    await page.keyboard.press('Escape')
    await palette(page).dialog.waitFor({ state: 'hidden' })
    await drawer.waitFor()
    // Typing goes on in the field.
    await page.keyboard.press('End')
    await page.keyboard.type('!')
    await expect.poll(() => value.inputValue()).toMatch(/!$/)
  })

  test('Keep editing, after the palette tried to leave a drawer, gives the field back as it was', async ({
    page,
  }) => {
    await openSignedIn(page, '/labels')
    await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[aria-rowindex]').first().click()
    const value = page.getByRole('dialog', { name: 'Edit Label' }).getByLabel('Value')
    await expect.poll(() => value.inputValue(), { timeout: 10_000 }).not.toBe('')
    await value.press('End')
    await page.keyboard.type(' (unsaved)')
    await page.keyboard.press('Control+k')
    await palette(page).input.waitFor()
    await page.keyboard.type('Feedback')
    await palette(page)
      .dialog.getByRole('option', { name: 'Feedback', exact: true, selected: true })
      .waitFor()
    await page.keyboard.press('Enter')
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await ask.getByRole('button', { name: 'Keep editing' }).click()
    await ask.waitFor({ state: 'hidden' })
    // The caret is back in the field (a person sees it, then types) …
    await expect.poll(() => value.evaluate((element) => element === document.activeElement)).toBe(true)
    // … and typing goes on where it stopped (its text is not selected).
    await page.keyboard.type('!')
    await expect.poll(() => value.inputValue()).toMatch(/ \(unsaved\)!$/)
  })
})
