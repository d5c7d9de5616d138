import type { Locator, Page } from 'playwright-core'
import { expect } from './browser.ts'

// What a person sees: the element the browser finds at a point (`document.elementFromPoint`, the
// same hit test a click makes) is the one the test means, not something drawn over it.

/**
 * Null when the element at the centre of `locator` is it or inside it; else what lies on top there
 * (its tag, class and the dialog it is in), for the failure message.
 */
export function coveredBy(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (top && (top === element || element.contains(top))) return null
    if (!top) return 'nothing (the centre is outside the window)'
    const dialog = top.closest('[role="dialog"], [role="alertdialog"]')
    const name = dialog
      ? ` in the dialog "${dialog.getAttribute('aria-label') ?? dialog.querySelector('h1, h2')?.textContent}"`
      : ''
    return `<${top.tagName.toLowerCase()} class="${top.getAttribute('class') ?? ''}">${name}`
  })
}

/** Fails unless `locator` is the topmost element at its centre. */
export async function expectOnTop(locator: Locator, what: string) {
  await locator.waitFor()
  expect(await coveredBy(locator), `${what} is covered at its centre by`).toBeNull()
}

/** The open select's list (Radix renders one at a time, portalled to the end of the page). */
export const openList = (page: Page) => page.getByRole('listbox')

/**
 * Opens the select `trigger` with the mouse, checks its list is on top, and clicks `option` (by
 * default the first one not chosen yet) with the mouse: Playwright's click waits until nothing
 * else would take the click. Checks the trigger then shows the choice; returns its text.
 */
export async function chooseWithMouse(page: Page, trigger: Locator, option?: string | RegExp) {
  await trigger.click()
  const list = openList(page)
  await expectOnTop(list, 'the open list')
  const target = option
    ? list.getByRole('option', { name: option })
    : list.getByRole('option', { selected: false, disabled: false }).first()
  const text = ((await target.textContent()) ?? '').trim()
  await target.click()
  await list.waitFor({ state: 'detached' })
  await expect.poll(async () => (await trigger.textContent())?.trim()).toBe(text)
  return text
}

/**
 * Every enabled select in `scope` (a drawer, a tab), one after the other, each with a new choice
 * made with the mouse; returns the choices, so a test can say how many selects it met.
 */
export async function chooseInEverySelect(page: Page, scope: Locator) {
  const triggers = scope.getByRole('combobox')
  const chosen: string[] = []
  for (let index = 0; index < (await triggers.count()); index++) {
    const trigger = triggers.nth(index)
    if (await trigger.isDisabled()) continue
    chosen.push(await chooseWithMouse(page, trigger))
  }
  return chosen
}

/**
 * Hovers each of `buttons` with the mouse and checks its tooltip shows, on top, naming the button
 * (the tooltip may add its shortcut). Returns how many tooltips it saw.
 */
export async function hoverEveryTooltip(page: Page, buttons: Locator) {
  // Radix names the tooltip's content with a hidden copy of it (role "tooltip") inside the box.
  const tooltip = page.getByRole('tooltip')
  const count = await buttons.count()
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index)
    const name = (await button.getAttribute('aria-label')) ?? ''
    await button.hover()
    await expect.poll(async () => ((await tooltip.textContent()) ?? '').startsWith(name)).toBe(true)
    await expectOnTop(tooltip.locator('..'), `the tooltip of "${name}"`)
  }
  // Away from the toolbar, the last one closes.
  await page.mouse.move(0, 0)
  await tooltip.waitFor({ state: 'detached' })
  return count
}
