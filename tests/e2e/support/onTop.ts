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

/**
 * Fails unless `locator` is the topmost element at its centre once it has settled: a dialog
 * centres itself again as results fill it, so the first look may land mid-move. What a person
 * sees is the settled screen; something covered for good still fails after the wait.
 */
export async function expectOnTop(locator: Locator, what: string) {
  await locator.waitFor()
  await expect
    .poll(() => coveredBy(locator), { message: `${what} is covered at its centre by`, timeout: 3_000 })
    .toBeNull()
}

/** The open select's list (Radix renders one at a time, portalled to the end of the page). */
export const openList = (page: Page) => page.getByRole('listbox')

/**
 * Opens the select `trigger` with the mouse, checks its list is on top, and clicks `option` (by
 * default the first one not chosen yet) with the mouse: Playwright's click waits until nothing
 * else would take the click. Checks the trigger then shows the choice; returns the option's text.
 */
export async function chooseWithMouse(
  page: Page,
  trigger: Locator,
  option?: string | RegExp,
  /** False for a select that acts rather than keeps a value ("Make sub category of…"). */
  { keeps = true } = {},
) {
  await trigger.click()
  const list = openList(page)
  await expectOnTop(list, 'the open list')
  const target = option
    ? list.getByRole('option', { name: option })
    : list.getByRole('option', { selected: false, disabled: false }).first()
  const text = ((await target.textContent()) ?? '').trim()
  await target.click()
  await list.waitFor({ state: 'detached' })
  if (keeps) await expect.poll(async () => (await trigger.textContent())?.trim()).toBe(text)
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

/** Moves the mouse to the centre of `target` in small steps, as a hand does, once it can be hovered. */
async function moveTo(page: Page, target: Locator) {
  await target.hover({ trial: true })
  const box = (await target.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 6 })
}

/**
 * Moves the mouse onto each of `buttons` and checks its tooltip shows, on top, naming the button
 * (the tooltip may add its shortcut). Returns how many tooltips it saw. The pointer travels in
 * steps, as a hand does: Radix keeps a tooltip open while the pointer is on its way to it.
 */
export async function hoverEveryTooltip(page: Page, buttons: Locator) {
  const tooltip = page.getByRole('tooltip')
  const count = await buttons.count()
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index)
    const name = (await button.getAttribute('aria-label')) ?? ''
    await moveTo(page, button)
    await expect.poll(async () => ((await tooltip.textContent()) ?? '').startsWith(name)).toBe(true)
    await expectOnTop(tooltip, `the tooltip of "${name}"`)
    // Down, away from the tooltip above the button: it closes. (Sideways to the next button the
    // pointer would stay in the path Radix keeps open towards this tooltip.)
    const box = (await button.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60, { steps: 6 })
    await tooltip.waitFor({ state: 'detached' })
  }
  return count
}
