import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { UserDto } from '../../src/domain/contracts/users.ts'
import { expect, openSignedIn, palette, test } from './support/browser.ts'
import { expectOnTop } from './support/onTop.ts'

// Issue 18, "Broken" 1: one stacking order for the whole console (src/console/ui/layers): page <
// drawer < nested drawer < dialog < the ? dialog < the palette < popup < toast. What opens last
// over a drawer is what a person sees, and what takes the mouse: checked at its centre with
// `elementFromPoint` (tests/e2e/support/onTop.ts). The popups in each drawer: popups.test.ts.

const headers = { cms: 'true' }

/** A user of our own to reset the password of (a demo user's sessions are left alone). */
async function newUser(page: Page): Promise<UserDto> {
  const response = await page.request.post('/api/user', {
    data: {
      firstName: 'Layer',
      lastName: 'Tester',
      email: `layers-${Date.now().toString(36)}@example.org`,
      level: 'admin',
    },
    headers,
  })
  expect(response.status()).toBe(201)
  return response.json()
}

describe('layers', () => {
  test('a toast shown while a drawer stays open is on top of it, and dismissing it keeps the drawer', async ({
    page,
  }) => {
    await openSignedIn(page, '/users')
    const user = await newUser(page)
    await page.goto(`/users?edit=${user.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit User' })
    await drawer.getByText(`ID ${user.id}`).waitFor()
    await drawer.getByRole('button', { name: 'Reset Password' }).click()
    await drawer.getByLabel('New Password').fill(`layers-password-${Date.now().toString(36)}`)
    await drawer.getByLabel('New Password').press('Enter')
    const toast = page.getByRole('status').filter({ hasText: 'The password was reset.' })
    // Bottom right, where the drawer's footer is: the toast is what shows there.
    await expectOnTop(toast, 'the toast')
    await toast.getByRole('button', { name: 'Dismiss' }).click()
    await toast.waitFor({ state: 'detached' })
    // The click was the toast's: the drawer is still open, and still on top of the page.
    await expectOnTop(drawer, 'the drawer')
  })

  test('the palette opens on top of a drawer, and takes a click', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.getByRole('grid', { name: 'Labels' }).locator('tbody tr[aria-rowindex]').first().click()
    const drawer = page.getByRole('dialog', { name: 'Edit Label' })
    await expect.poll(() => drawer.getByLabel('Value').inputValue()).not.toBe('')
    await page.keyboard.press('Control+k')
    // Found by its role and name: assistive technology sees it too (it is not inside the page the
    // drawer hides from them).
    const { dialog } = palette(page)
    await expectOnTop(dialog, 'the palette')
    const close = dialog.getByRole('option', { name: /^Close this record/ })
    await expectOnTop(close, '"Close this record"')
    await close.click()
    await drawer.waitFor({ state: 'detached' })
  })

  test('the ? dialog opens on top of a drawer, and the palette on top of it', async ({ page }) => {
    await openSignedIn(page, '/labels')
    await page.getByRole('button', { name: 'Add Label' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add Label' })
    // Outside a field, "?" lists the shortcuts: the drawer's title takes the click.
    await drawer.getByRole('heading', { name: 'Add Label' }).click()
    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expectOnTop(shortcuts, 'the ? dialog')
    await page.keyboard.press('Control+k')
    await expectOnTop(palette(page).dialog, 'the palette')
  })
})
