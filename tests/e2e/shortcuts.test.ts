import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import { expect, openSignedIn, test, waitForPath } from './support/browser.ts'

// Issue 8, defects 4 and 5: chords work inside drawers and fields; G-sequences everywhere but
// while typing; leaving a drawer with unsaved changes (another page, a reload) asks first.

const languageOf = (page: Page) => page.evaluate(() => document.documentElement.lang)

/** Opens the first label's drawer and makes an unsaved change. */
async function editFirstLabel(page: Page) {
  await openSignedIn(page, '/labels')
  await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[aria-rowindex]').first().click()
  const drawer = page.getByRole('dialog', { name: 'Edit Label' })
  const value = drawer.getByLabel('Value')
  await expect.poll(() => value.inputValue()).not.toBe('')
  await value.press('End')
  await page.keyboard.type(' (unsaved)')
  return { drawer, value }
}

describe('shortcuts inside drawers and fields', () => {
  test('Alt+Shift chords work while typing in a drawer', async ({ page }) => {
    const { drawer } = await editFirstLabel(page)
    expect(await languageOf(page)).toBe('en')
    await page.keyboard.press('Alt+Shift+N')
    await expect.poll(() => languageOf(page)).toBe('nl')
    // The edited text stays in the field (the drawer now reads "Label bewerken").
    const field = page.getByRole('dialog').getByRole('textbox')
    expect(await field.inputValue()).toMatch(/\(unsaved\)$/)
    await page.keyboard.press('Alt+Shift+E')
    await expect.poll(() => languageOf(page)).toBe('en')
    // The drawer's name follows the language a render after `lang` does.
    await expect.poll(() => drawer.isVisible()).toBe(true)
  })

  test('G then C from a drawer asks before dropping unsaved changes; Discard goes on', async ({ page }) => {
    const { drawer, value } = await editFirstLabel(page)
    // Typed in the field, the keys are text.
    await page.keyboard.type(' gc')
    await expect.poll(() => value.inputValue()).toMatch(/ gc$/)
    // Outside a field (the drawer's buttons) they navigate, after asking.
    await drawer.getByRole('button', { name: 'Undo changes' }).focus()
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Keep editing' }).click()
    await ask.waitFor({ state: 'hidden' })
    await waitForPath(page, `/labels?edit=${new URL(page.url()).searchParams.get('edit')}`)
    expect(await value.inputValue()).toMatch(/ gc$/)

    await drawer.getByRole('button', { name: 'Undo changes' }).focus()
    await page.keyboard.press('g')
    await page.keyboard.press('c')
    await ask.getByRole('button', { name: 'Discard changes' }).click()
    await waitForPath(page, '/categories')
  })

  test('reloading with unsaved changes asks the browser’s question first', async ({ page }) => {
    const { value } = await editFirstLabel(page)
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', async (dialog) => {
        resolve(dialog.type())
        await dialog.dismiss()
      })
    })
    // A reload, which the dismissed question cancels. Through the protocol, which does not wait
    // for a navigation that will not happen (and closing the page with `runBeforeUnload` crashes
    // Chromium 156.0.8078.108 when the page asks).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.reload')
    expect(await asked).toBe('beforeunload')
    // Answered "stay": the same page, the edit still in its field.
    expect(await value.inputValue()).toMatch(/\(unsaved\)$/)
  })

  test("? lists the shortcuts that work here, the list's keys included; Esc closes it", async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[aria-rowindex]').first().waitFor()
    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await dialog.waitFor()
    for (const name of ['Command palette', 'Labels', 'Log out', 'Switch to Dutch', 'Open the active row']) {
      await dialog.getByRole('rowheader', { name, exact: true }).waitFor()
    }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    // Typed into a field, "?" is text.
    await page.keyboard.press('/')
    await page.keyboard.press('?')
    await expect.poll(() => page.getByRole('searchbox', { name: 'Value' }).inputValue()).toBe('?')
    expect(await dialog.count()).toBe(0)
  })

  // Issue 18, "Words": the `?` dialog left out Esc and Ctrl+Enter.
  test('? lists Ctrl+Enter (save a drawer) and Esc (close it)', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[aria-rowindex]').first().waitFor()
    await page.keyboard.press('?')
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await dialog.waitFor()
    const keysOf = (name: string) =>
      dialog
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
        .getByRole('cell')
    expect(await keysOf('Save the open drawer').textContent()).toMatch(/Ctrl\s*Enter/)
    expect(await keysOf('Close the drawer, dialog or palette').textContent()).toMatch(/Esc/)
  })
})
