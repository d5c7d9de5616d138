import type { Locator, Page } from 'playwright-core'
import { expect, palette } from './browser.ts'

// A person's hands for the browser tests: the keyboard (what has focus, Tab to a control, a
// palette command, a select's list by the arrows) and the mouse (a drag in small steps).

/**
 * What has focus: its role (or tag) and its accessible name, e.g. "combobox:Level". Read once the
 * page has settled the last key, as a person looks after pressing: Radix's roving focus (tabs,
 * checkbox groups, toolbars, a select's list) moves focus in a timeout after an arrow key, not
 * during it, and a timeout queued now runs after that one.
 */
export const focused = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((settle) => setTimeout(settle, 0))
    const element = document.activeElement as HTMLElement | null
    if (!element) return ''
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase()
    const labelledBy = element.getAttribute('aria-labelledby')
    // The rendered text (innerText), not textContent: a tab keeps a hidden copy of its label.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is wanted, as said
    const shown = (node: HTMLElement | null | undefined) => node?.innerText
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? shown(document.getElementById(labelledBy.split(' ')[0]!)) : null) ??
      shown((element as HTMLInputElement).labels?.[0]) ??
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? '' : shown(element)) ??
      ''
    return `${role}:${name.trim()}`
  })

/** Presses Tab until `wanted` (as `focused` describes it) has focus. */
export async function tabTo(page: Page, wanted: RegExp, limit = 30) {
  for (let i = 0; i < limit; i++) {
    // A person on a busy stop (the markdown editor being made) waits for what it becomes.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-busy') !== 'true')
    if (wanted.test(await focused(page))) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${wanted}; focus is on ${await focused(page)}`)
}

/**
 * Presses `key` as a person does: down, held until the page has handled it, then up. Playwright's
 * `press` lets go at once, and Radix's radio group checks the option its arrows move focus to only
 * while an arrow is still down (it moves focus in a timeout after the key); on a loaded machine the
 * key-up came first, and the option got focus without being chosen.
 */
export async function pressHeld(page: Page, key: string) {
  await page.keyboard.down(key)
  await focused(page)
  await page.keyboard.up(key)
}

/** Runs a palette command by typing it and pressing Enter once it is the highlighted one. */
export async function fromPalette(page: Page, command: string) {
  await page.keyboard.press('Control+k')
  const { dialog, input } = palette(page)
  await input.waitFor()
  await page.keyboard.type(command)
  await dialog.getByRole('option', { name: command, exact: true, selected: true }).waitFor()
  await page.keyboard.press('Enter')
}

/** Whether `locator` has focus, read as `focused` reads it: once the last key has settled. */
export const isFocused = (locator: Locator) =>
  locator.evaluate(async (element) => {
    await new Promise((settle) => setTimeout(settle, 0))
    return element === document.activeElement
  })

/** Presses Tab until `target` has focus (fields of the same name in several entries tell apart by place). */
export async function tabUntil(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached the field; focus is on ${await focused(page)}`)
}

/**
 * With an open select's list: the arrows until `option` is the highlighted one, then Enter.
 * The list opens on the current value and does not wrap, so the option may lie above it:
 * down to the end first, then up.
 */
export async function pickWithArrows(page: Page, option: RegExp) {
  const list = page.getByRole('listbox')
  await list.waitFor()
  // The list takes focus once placed (its current option, or itself when none is chosen), also a
  // moment after it shows.
  await expect.poll(() => focused(page)).toMatch(/^(option|listbox):/)
  for (const key of ['ArrowDown', 'ArrowUp']) {
    for (let i = 0; i < 60 && !option.test(await focused(page)); i++) {
      // `focused` reads once the highlight has moved: one arrow at a time, never one too many.
      await page.keyboard.press(key)
    }
  }
  expect(await focused(page)).toMatch(option)
  await page.keyboard.press('Enter')
  await list.waitFor({ state: 'detached' })
}

/** Drags with the mouse from the middle of `from` to the middle of `to`, in small steps. */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  // Both in view, away from the edges where dnd-kit scrolls the list by itself during a drag.
  await to.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await from.scrollIntoViewIfNeeded()
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  // Past the drag's activation distance first, then on to the target.
  await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2 + 8, { steps: 4 })
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 })
  await page.mouse.up()
  // A hand takes a moment to go from a drop to the next click. dnd-kit swallows clicks for 50 ms
  // after a drop (so the drop is not also a click on what lies under it); a test clicking sooner
  // lost its next click, which no person meets.
  await page.waitForTimeout(120)
}

/**
 * Picks up the focused drag handle with Space, as a person does before the arrows: dnd-kit's
 * keyboard sensor listens for them only from the task after the pick-up, so an arrow pressed in
 * the same instant is lost — which no hand is quick enough to meet.
 */
export async function pickUpWithSpace(page: Page) {
  await page.keyboard.press('Space')
  await page.waitForTimeout(120)
}

/**
 * Types into the open palette, moves to `option` with the arrow keys if another entry is
 * highlighted first (cmdk keeps its groups in order: "Go to" entries that fuzzy-match come before
 * "Create"), and presses Enter.
 */
export async function chooseInPalette(page: Page, query: string, option: string, searches?: string) {
  const { dialog } = palette(page)
  await dialog.waitFor()
  // A search page fetches as you type: wait for the answer to the whole query.
  const answered = searches
    ? page.waitForResponse((response) => {
        const url = new URL(response.url())
        return url.pathname === searches && url.searchParams.get('q') === query.trim()
      })
    : null
  await page.keyboard.type(query)
  await answered
  // A search result's name also holds its detail ("#12").
  const target = dialog.getByRole('option', { name: option, exact: !searches })
  await target.waitFor()
  for (let step = 0; step < 15 && (await target.getAttribute('aria-selected')) !== 'true'; step++) {
    await page.keyboard.press('ArrowDown')
  }
  expect(await target.getAttribute('aria-selected')).toBe('true')
  await page.keyboard.press('Enter')
}
