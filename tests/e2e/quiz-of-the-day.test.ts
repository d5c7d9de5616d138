import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { OrderItem } from '../../src/domain/ordering.ts'
import { demoStories } from '../../src/server/seed/demo/stories-data.ts'
import { demoQuizStories } from '../../src/server/seed/demo/stories-data-quizzes.ts'
import { demoTipStories } from '../../src/server/seed/demo/stories-data-tips.ts'
import { apiCall, expect, openSignedIn, pathOf, test, waitForPath } from './support/browser.ts'
import { focused, mouseDrag } from './support/hands.ts'

// The quiz of the day (docs/product.md §2 "Quiz of the day") as people use it: the published
// quizzes of the demo in their order under the warning; reordered by keyboard alone (dnd-kit's
// keyboard sensor, then Alt+↑) and saved by keyboard; reordered by a mouse drag and saved by
// mouse; moves left unsaved held up by the leave guard, kept, then Reset. Every saved order is
// checked after a reload and through the API. The last test puts the stories back in the order
// they had, so the other files see the seeded order.

const PATH = '/quiz-of-the-day'
const WARNING =
  'Changing the order may give strange results: users part way through the quizzes may get one again or miss one.'
const UNSAVED = 'The order has unsaved changes.'
const SAVED = 'Saved the order of the quiz of the day'

/** The published quizzes as the page asks for them, in the order the app offers them. */
const publishedQuizzes = (page: Page) =>
  apiCall<StoryDto[]>(page, 'GET', 'story?type=quiz&published=true&sort=index')
const titlesOf = (quizzes: readonly StoryDto[]) => quizzes.map((quiz) => quiz.title)

/** Every story and quiz, by index (what the Stories list shows). */
const allStories = (page: Page) => apiCall<StoryDto[]>(page, 'GET', 'story?sort=index')

/** The stories' order before this file changed it (taken once, before the first save). */
let before: OrderItem[] | undefined
async function rememberOrder(page: Page) {
  before ??= (await allStories(page)).map((story, index) => ({ id: story.id, index }))
}

/** The list of quizzes, named by the page's heading. */
const list = (page: Page) => page.getByRole('list', { name: 'Daily Quiz' })
const handles = (page: Page) => list(page).getByRole('button', { name: /^Drag / })
/** The titles top to bottom, as the rows' drag handles name them. */
const shownTitles = (page: Page) =>
  handles(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')!.replace(/^Drag /, '')),
  )
/** The place numbers shown, top to bottom. */
const places = (page: Page) => list(page).locator('.quiz-order-place').allTextContents()
/** How many rows are marked as moved (not saved yet). */
const movedCount = (page: Page) => list(page).locator('li[data-moved]').count()
const row = (page: Page, title: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: handle(page, title) })
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Drag ${title}`, exact: true })
/** What a screen reader heard last during a drag (dnd-kit's live region). */
const heard = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent()
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save order' })
const resetButton = (page: Page) => page.getByRole('button', { name: 'Undo changes' })

/** `text` as a regular expression matching it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `titles` with the one at `from` moved to `to`. */
function moved<T>(titles: readonly T[], from: number, to: number): T[] {
  const next = [...titles]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

/** Opens the page signed in and waits until the published quizzes show. */
async function openPage(page: Page) {
  await openSignedIn(page, PATH)
  await page.getByRole('heading', { level: 1, name: 'Daily Quiz' }).waitFor()
  await handles(page).first().waitFor()
}

/** Shift+Tab until `wanted` (as `focused` describes it) has focus: a control above the one focused. */
async function shiftTabTo(page: Page, wanted: RegExp, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (wanted.test(await focused(page))) return
    await page.keyboard.press('Shift+Tab')
  }
  throw new Error(`Shift+Tab never reached ${wanted}; focus is on ${await focused(page)}`)
}

describe('quiz of the day', () => {
  test('lists exactly the published quizzes of the demo, in index order, under the warning', async ({
    page,
  }) => {
    await openPage(page)
    const expected = await publishedQuizzes(page)
    // The demo's published quizzes, none left out and no story or draft quiz among them.
    const demo = [...demoStories, ...demoTipStories, ...demoQuizStories]
    const demoPublished = demo.filter((story) => story.type === 'quiz' && story.published)
    expect(expected.map((quiz) => quiz.title).sort()).toEqual(
      demoPublished.map((story) => story.title.en).sort(),
    )
    expect(expected.every((quiz) => quiz.type === 'quiz' && quiz.published)).toBe(true)
    const indexes = expected.map((quiz) => quiz.index)
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b))

    await expect.poll(() => shownTitles(page)).toEqual(titlesOf(expected))
    expect(await places(page)).toEqual(expected.map((_, index) => String(index + 1)))
    // A draft quiz of the demo is not there.
    const draft = demo.find((story) => story.type === 'quiz' && !story.published)!
    expect(await shownTitles(page)).not.toContain(draft.title.en)

    expect(await page.getByText(WARNING).isVisible()).toBe(true)
    expect(await saveButton(page).isDisabled()).toBe(true)
    expect(await resetButton(page).isDisabled()).toBe(true)
    expect(await movedCount(page)).toBe(0)
    expect(await page.getByText(UNSAVED).count()).toBe(0)
  })

  test('reordered by keyboard alone: Space, ArrowDown twice, Space, then Alt+ArrowUp; saved by keyboard, kept after a reload', async ({
    page,
  }) => {
    await openPage(page)
    await rememberOrder(page)
    const start = titlesOf(await publishedQuizzes(page))
    const [first] = start
    await expect.poll(() => shownTitles(page)).toEqual(start)

    // The first quiz's handle is the page's primary focus: a keyboard user can pick it up at once.
    await expect.poll(() => focused(page)).toMatch(new RegExp(`^button:Drag ${escaped(first!)}$`))

    // Space picks it up, each ArrowDown goes a place further (heard), Space drops it in the third place.
    await page.keyboard.press('Space')
    await expect.poll(() => heard(page)).toBe(`Picked up ${first}.`)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => heard(page)).toBe(`${first}: place 2 of ${start.length}.`)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => heard(page)).toBe(`${first}: place 3 of ${start.length}.`)
    await page.keyboard.press('Space')
    await expect.poll(() => shownTitles(page)).toEqual(moved(start, 0, 2))
    await expect.poll(() => heard(page)).toBe(`Moved. ${first}: place 3 of ${start.length}.`)
    expect(await row(page, first!).locator('.quiz-order-place').textContent()).toBe('3')
    expect(await movedCount(page)).toBe(3)
    await page.getByText(UNSAVED).waitFor()

    // Alt+ArrowUp on its handle (still focused): one place up at once.
    await expect.poll(() => focused(page)).toBe(`button:Drag ${first}`)
    await page.keyboard.press('Alt+ArrowUp')
    const wanted = moved(start, 0, 1)
    await expect.poll(() => shownTitles(page)).toEqual(wanted)
    await expect.poll(() => focused(page)).toBe(`button:Drag ${first}`)

    // Save order, reached by keyboard (it lies above the list) and pressed with Enter.
    await shiftTabTo(page, /^button:Save order$/)
    await page.keyboard.press('Enter')
    await toast(page, SAVED).waitFor()
    await expect.poll(() => movedCount(page)).toBe(0)
    expect(await page.getByText(UNSAVED).count()).toBe(0)
    expect(await saveButton(page).isDisabled()).toBe(true)

    // After a reload the page shows the saved order, and the API agrees.
    await page.reload()
    await handles(page).first().waitFor()
    await expect.poll(() => shownTitles(page)).toEqual(wanted)
    expect(titlesOf(await publishedQuizzes(page))).toEqual(wanted)
  })

  test('reordered by a mouse drag: the last quiz dropped on the first; saved by mouse, kept after a reload', async ({
    page,
  }) => {
    await openPage(page)
    await rememberOrder(page)
    const start = titlesOf(await publishedQuizzes(page))
    await expect.poll(() => shownTitles(page)).toEqual(start)
    const last = start.at(-1)!

    await mouseDrag(page, handle(page, last), row(page, start[0]!))
    const wanted = moved(start, start.length - 1, 0)
    await expect.poll(() => shownTitles(page)).toEqual(wanted)
    expect(await places(page)).toEqual(start.map((_, index) => String(index + 1)))
    // Every row changed place: all are marked.
    expect(await movedCount(page)).toBe(start.length)
    await page.getByText(UNSAVED).waitFor()

    await saveButton(page).click()
    await toast(page, SAVED).waitFor()
    await expect.poll(() => movedCount(page)).toBe(0)

    await page.reload()
    await handles(page).first().waitFor()
    await expect.poll(() => shownTitles(page)).toEqual(wanted)
    expect(titlesOf(await publishedQuizzes(page))).toEqual(wanted)
  })

  test('unsaved moves: the menu asks before leaving; Keep editing keeps them; Reset restores the stored order', async ({
    page,
  }) => {
    await openPage(page)
    const start = titlesOf(await publishedQuizzes(page))
    await expect.poll(() => shownTitles(page)).toEqual(start)

    await row(page, start[0]!).getByRole('button', { name: 'Move down' }).click()
    const draft = moved(start, 0, 1)
    await expect.poll(() => shownTitles(page)).toEqual(draft)
    await page.getByText(UNSAVED).waitFor()

    // Stories in the menu: the leave guard asks first, naming what would be lost.
    const stories = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Stories' })
    await stories.click()
    const question = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await question.waitFor()
    await question.getByText(/new order of the quiz of the day/i).waitFor()
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await question.waitFor({ state: 'hidden' })
    expect(pathOf(page)).toBe(PATH)
    expect(await shownTitles(page)).toEqual(draft)
    expect(await movedCount(page)).toBe(2)
    await page.getByText(UNSAVED).waitFor()

    // Reset: the stored order again, nothing to save, and leaving asks nothing.
    await resetButton(page).click()
    await expect.poll(() => shownTitles(page)).toEqual(start)
    expect(await movedCount(page)).toBe(0)
    expect(await page.getByText(UNSAVED).count()).toBe(0)
    expect(await saveButton(page).isDisabled()).toBe(true)
    await stories.click()
    await waitForPath(page, '/stories')
    expect(await question.count()).toBe(0)
    // Nothing was saved.
    expect(titlesOf(await publishedQuizzes(page))).toEqual(start)
  })

  test('the stories are put back in the order they had before this file', async ({ page }) => {
    await openSignedIn(page, '/stories')
    if (!before) return
    const answer = await apiCall<OrderItem[]>(page, 'PUT', 'story/order', before)
    expect(answer).toEqual(before)
    expect((await allStories(page)).map(({ id, index }) => ({ id, index }))).toEqual(before)
  })
})
