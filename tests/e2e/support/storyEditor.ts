import type { Locator, Page } from 'playwright-core'
import type { StoryDto } from '../../../src/domain/contracts/stories.ts'
import type { StoryItemDto } from '../../../src/domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../../src/domain/enums.ts'
import { columnsOf, type DropPosition, type GridItem, sortedItems } from '../../../src/domain/stories/grid.ts'
import { admin, expect, shellReady, waitForPath } from './browser.ts'
import { focused } from './hands.ts'

// The story editor's browser tests' hands and eyes (tests/e2e/story-editor.test.ts and
// story-journey.test.ts): stories made through the API, the grid as shown and as the API has it,
// what the live region says, a mouse drag onto a card's side, selects and searches by keys.

/** A suffix that keeps this run's stories apart from the demo ones and from other tests. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** How a card names its page's kind (pageKinds.ts). */
export const kindNames: Record<StoryItemKind, string> = {
  action: 'Actions',
  initiative: 'Initiatives',
  info: 'Info page',
  'info-graphic': 'Infographic',
  hero: 'Hero',
  question: 'Quiz question',
}

export type Row = { id: number; title?: string; name?: string }
/** A page as POST /api/story-item takes it. */
export type NewPage = { kind: StoryItemKind; column: number; row: number } & (
  | { contentId: number }
  | { actionIds: number[] }
)

/**
 * Calls the API as the console does (its `cms` and `lang` headers), with the context's session:
 * a test makes its story before it opens the editor.
 */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.request.fetch(`/api/${path}`, {
    method,
    data: body,
    headers: { cms: 'true', lang: 'en' },
  })
  if (!answer.ok()) throw new Error(`${method} /api/${path}: ${answer.status()} ${await answer.text()}`)
  return answer.json() as Promise<T>
}

/** Signs the admin in for the API calls made before the editor opens (openSignedIn signs in again). */
export async function signIn(page: Page) {
  const answer = await page.request.post('/api/user/login-admin', { data: admin })
  expect(answer.ok()).toBe(true)
}

/** The records of a content kind, as its list answers them (the first 50). */
export const recordsOf = (page: Page, path: string) => apiCall<Row[]>(page, 'GET', `${path}?pageSize=50`)

/** Makes a story of the first category with `pages` on its grid, through the API. */
export async function makeStory(page: Page, title: string, pages: NewPage[]) {
  const [category] = await apiCall<{ id: number }[]>(page, 'GET', 'category')
  const story = await apiCall<StoryDto>(page, 'POST', 'story', { title, categoryId: category!.id })
  expect(story.id, JSON.stringify(story)).toBeGreaterThan(0)
  for (const each of pages) {
    const made = await apiCall<StoryItemDto>(page, 'POST', 'story-item', { storyId: story.id, ...each })
    expect(made.id, JSON.stringify(made)).toBeGreaterThan(0)
  }
  return story
}

/** Deletes a story made here (its pages go with it); one already deleted is fine. */
export async function removeStory(page: Page, id: number) {
  const answer = await page.request.delete(`/api/story/${id}`, { headers: { cms: 'true' } })
  expect([200, 404]).toContain(answer.status())
}

/** A story's pages as the API has them, in reading order. */
export const pagesOf = (page: Page, storyId: number) =>
  apiCall<StoryItemDto[]>(page, 'GET', `story-item?storyId=${storyId}`)
export const storyOf = (page: Page, storyId: number) => apiCall<StoryDto>(page, 'GET', `story/${storyId}`)
/** The places alone, in reading order: what a move changes. */
export const placesOf = (items: readonly GridItem[]): GridItem[] =>
  sortedItems(items).map(({ id, column, row }) => ({ id, column, row }))

/** "Info page: Day one", as the editor names a page (its first record's title). */
export const pageTitle = (item: StoryItemDto) =>
  `${kindNames[item.kind]}: ${item.content[0]?.title || `#${item.id}`}`
/** "Actions: Cycle to work and 2 more", as a card names its page (what the grid says has no "more"). */
export const cardLabel = (item: StoryItemDto) =>
  `${pageTitle(item)}${item.content.length > 1 ? ` and ${item.content.length - 1} more` : ''}`
/** A card's accessible name at `place`. */
export const cardName = (item: StoryItemDto, place: GridItem = item) =>
  `${cardLabel(item)}, column ${place.column + 1}, row ${place.row + 1}`

/** The card of `item`, wherever it stands now. */
export const card = (page: Page, item: StoryItemDto) =>
  page.getByRole('group', { name: new RegExp(`^${escaped(cardLabel(item))}, column \\d+, row \\d+$`) })
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The grid as shown: each column's name and its cards' names, top to bottom. */
export const shownColumns = (page: Page) =>
  page.getByRole('list', { name: /^Column \d+$/ }).evaluateAll((lists) =>
    lists.map((list) => ({
      name: list.getAttribute('aria-label'),
      cards: [...list.querySelectorAll('[aria-roledescription="page"]')].map((each) =>
        each.getAttribute('aria-label'),
      ),
    })),
  )
/** The grid `items` should show, with the pages' titles from `pages`. */
export const expectedColumns = (items: readonly GridItem[], pages: readonly StoryItemDto[]) => {
  const byId = new Map(pages.map((each) => [each.id, each]))
  return columnsOf(items).map((column, index) => ({
    name: `Column ${index + 1}`,
    cards: column.map((place) => cardName(byId.get(place.id)!, place)),
  }))
}

/** What the grid's live region says now (what a screen reader hears). */
export const heard = (page: Page) =>
  // dnd-kit keeps a live region of its own, left silent (the editor says each step itself).
  page.locator('.story-editor [role="status"]:not([id^="DndLiveRegion"])').textContent()
/** The editor's count of pages, "4 pages" (then the category). */
export const pageCount = (page: Page, count: number) => page.getByText(new RegExp(`^${count} pages( · |$)`))
export const toasts = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true })
export const toast = (page: Page, text: string) => toasts(page, text).first()
export const heading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 1, name: title, exact: true })

/** Opens `path` with the session `signIn` made (openSignedIn would sign in again). */
export async function openAt(page: Page, path: string) {
  await page.goto(path)
  await waitForPath(page, path)
  await shellReady(page)
}

/** Opens the editor of a story made here, once its title shows. */
export async function openEditor(page: Page, storyId: number, title: string) {
  await openAt(page, `/stories/${storyId}`)
  await heading(page, title).waitFor()
}

/**
 * A select by keys: Enter opens it, the arrows go to `option` (down to the end, then up), Enter
 * chooses. (hands.ts's `pickWithArrows` waits for the only listbox of the page to go; a page drawer
 * also shows its search's list of matches.)
 */
export async function chooseWithArrows(page: Page, option: RegExp) {
  const select = await focused(page)
  await page.keyboard.press('Enter')
  await expect.poll(() => focused(page)).toMatch(/^option:/)
  if (!(await arrowTo(page, option, 'ArrowDown'))) await arrowTo(page, option, 'ArrowUp')
  await expect.poll(() => focused(page)).toMatch(option)
  await page.keyboard.press('Enter')
  // Closed, focus back on the select.
  await expect.poll(() => focused(page)).toBe(select)
}

/**
 * Presses `key` until `wanted` (as `focused` describes it) has focus, each press once the one
 * before has moved the focus; false when the end of the list came first.
 */
export async function arrowTo(page: Page, wanted: RegExp, key: 'ArrowDown' | 'ArrowUp') {
  for (let i = 0; i < 20; i++) {
    const was = await focused(page)
    if (wanted.test(was)) return true
    await page.keyboard.press(key)
    const moved = await expect
      .poll(() => focused(page), { timeout: 1_000 })
      .not.toBe(was)
      .then(
        () => true,
        () => false,
      )
    if (!moved) return false
  }
  return false
}

/** Shift+Tab until `wanted` (as `focused` describes it) has focus. */
export async function shiftTabTo(page: Page, wanted: RegExp, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (wanted.test(await focused(page))) return
    await page.keyboard.press('Shift+Tab')
  }
  throw new Error(`Shift+Tab never reached ${wanted}; focus is on ${await focused(page)}`)
}

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement)
/** Presses `key` (Tab or Shift+Tab) until `target` has focus. */
export async function pressUntilFocused(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
  }
  throw new Error(`${key} never reached the control; focus is on ${await focused(page)}`)
}
/** The text of the option a search field's list has active (its `aria-activedescendant`). */
export const activeOption = (field: Locator) =>
  field.evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.textContent ?? null) : null
  })

/**
 * Drags `from` with the mouse onto the `side` of `to` (the drop zones: before the left 30%, after
 * the right 30%, below the bottom middle), waits until the live region says where it goes, and
 * lets go.
 */
export async function dragOnto(page: Page, from: Locator, to: Locator, side: DropPosition, says: string) {
  await from.scrollIntoViewIfNeeded()
  const start = (await from.boundingBox())!
  const x = start.x + start.width / 2
  const y = start.y + start.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  // Past the drag's activation distance (6 px) first.
  await page.mouse.move(x + 8, y + 8, { steps: 4 })
  const end = (await to.boundingBox())!
  const point =
    side === 'before'
      ? { x: end.x + end.width * 0.12, y: end.y + end.height / 2 }
      : side === 'after'
        ? { x: end.x + end.width * 0.88, y: end.y + end.height / 2 }
        : { x: end.x + end.width / 2, y: end.y + end.height * 0.9 }
  await page.mouse.move(point.x, point.y, { steps: 12 })
  await expect.poll(() => heard(page)).toBe(says)
  await page.mouse.up()
  // dnd-kit swallows clicks for a moment after a drop; a hand takes that long to move on.
  await page.waitForTimeout(120)
}

/** The content a test's pages show: the first records of each kind, as their lists answer. */
export async function someContent(page: Page) {
  const [infos, heroes, questions, infographics, actions] = await Promise.all([
    recordsOf(page, 'info-item'),
    recordsOf(page, 'hero'),
    recordsOf(page, 'quiz-question'),
    recordsOf(page, 'info-graphic'),
    recordsOf(page, 'action'),
  ])
  for (const list of [infos, heroes, questions, infographics, actions]) expect(list.length).toBeGreaterThan(3)
  return { infos, heroes, questions, infographics, actions }
}

/** Four pages: an info page above a hero in column 1, a quiz question in 2, an infographic in 3. */
export async function fourPages(page: Page) {
  const content = await someContent(page)
  const pages: NewPage[] = [
    { kind: 'info', contentId: content.infos[0]!.id, column: 0, row: 0 },
    { kind: 'hero', contentId: content.heroes[0]!.id, column: 0, row: 1 },
    { kind: 'question', contentId: content.questions[0]!.id, column: 1, row: 0 },
    { kind: 'info-graphic', contentId: content.infographics[0]!.id, column: 2, row: 0 },
  ]
  return { content, pages }
}
