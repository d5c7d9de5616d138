import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { StoryItemDto } from '../../src/domain/contracts/story-items.ts'
import { type DropPosition, dropPositions, type GridItem, moved } from '../../src/domain/stories/grid.ts'
import { dropLanding } from '../../src/domain/stories/grid-drops.ts'
import { expect, palette, test, waitForPath } from './support/browser.ts'
import { chooseInPalette, focused } from './support/hands.ts'
import {
  apiCall,
  card,
  cardName,
  dragOnto,
  escaped,
  expectedColumns,
  heading,
  heard,
  openAt,
  pageCount,
  pagesOf,
  pageTitle,
  placesOf,
  removeStory,
  shownColumns,
  signIn,
  toast,
  unique,
} from './support/storyEditor.ts'

// The whole journey (docs/product.md §2 "Stories list", "Story editor", "Quiz of the day"):
// a quiz made from nothing in its drawer, three pages added with Add Item, a page moved before,
// after and below another with the mouse and then with the keyboard alone, the same grid after a
// reload, published into the quiz of the day and moved there by keys, then deleted.

/** What the live region says while `from` is aimed at `side` of `to` on `grid`. */
function aimed(grid: GridItem[], from: StoryItemDto, to: StoryItemDto, side: DropPosition) {
  const target = pageTitle(to)
  const where =
    side === 'before'
      ? `in a column of its own before ${target}`
      : side === 'after'
        ? `in the column after ${target}`
        : `below ${target}`
  const place = dropLanding(grid, from.id, { targetId: to.id, position: side })
  return `${pageTitle(from)} goes ${where}: column ${place.column + 1}, row ${place.row + 1}.`
}

/** Presses `key` and says whether the focus moved. */
async function moves(page: Page, key: string) {
  const was = await focused(page)
  await page.keyboard.press(key)
  return expect
    .poll(() => focused(page), { timeout: 700 })
    .not.toBe(was)
    .then(
      () => true,
      () => false,
    )
}

/**
 * Arrows move the roving focus until `item`'s card has it: to the top of the first column, then
 * down each column and on to the next, as someone looking for it would.
 */
async function arrowToCard(page: Page, item: StoryItemDto) {
  const wanted = new RegExp(`^group:${escaped(pageTitle(item))}, column`)
  while (await moves(page, 'ArrowLeft'));
  while (await moves(page, 'ArrowUp'));
  for (let i = 0; i < 20 && !wanted.test(await focused(page)); i++) {
    if (await moves(page, 'ArrowDown')) continue
    while (await moves(page, 'ArrowUp'));
    if (!(await moves(page, 'ArrowRight'))) break
  }
  expect(await focused(page)).toMatch(wanted)
}

describe('story journey', () => {
  test('a quiz from nothing: three pages, moved by mouse and by keys, the same after a reload, published into the quiz of the day, reordered there by keys, deleted', {
    timeout: 150_000,
  }, async ({ page }) => {
    await signIn(page)
    const title = `From nothing ${unique()}`
    let storyId: number | null = null
    try {
      // The quiz, made in its drawer with the mouse.
      await openAt(page, '/stories')
      await page.getByRole('button', { name: 'Add Story' }).click()
      const add = page.getByRole('dialog', { name: 'Add Story' })
      await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await add.getByRole('combobox', { name: 'Type' }).click()
      await page.getByRole('option', { name: 'Quiz', exact: true }).click()
      await add.getByRole('combobox', { name: 'Category' }).click()
      await page.getByRole('option').first().click()
      await add.getByRole('button', { name: 'Add', exact: true }).click()
      await toast(page, 'Saved story').waitFor()
      const [made] = await apiCall<StoryDto[]>(page, 'GET', `story?q=${encodeURIComponent(title)}`)
      storyId = made!.id

      // Its row opens the editor: nothing on it yet.
      await page.getByRole('searchbox', { name: 'Title' }).fill(title)
      const rows = page.getByRole('grid', { name: 'Stories' }).locator('tbody tr[aria-rowindex]')
      await expect.poll(() => rows.count()).toBe(1)
      await rows.first().click()
      await waitForPath(page, `/stories/${storyId}`)
      await heading(page, title).waitFor()
      await pageCount(page, 0).waitFor()

      // Three pages with Add Item: each goes to a new last column.
      for (const [entry, list] of [
        ['Quiz question', 'Quiz questions'],
        ['Info page', 'Info pages'],
        ['Infographic', 'Infographics'],
      ] as const) {
        await page.getByRole('button', { name: 'Add Item' }).click()
        await page.getByRole('menuitem', { name: entry, exact: true }).click()
        const drawer = page.getByRole('dialog', { name: 'Add Page' })
        await drawer.getByRole('listbox', { name: list }).getByRole('option').first().click()
        await drawer.getByRole('button', { name: 'Add', exact: true }).click()
        await drawer.waitFor({ state: 'detached' })
      }
      await pageCount(page, 3).waitFor()
      const pages = await pagesOf(page, storyId)
      const [q, i, g] = pages as [StoryItemDto, StoryItemDto, StoryItemDto]
      expect(pages.map((each) => each.kind)).toEqual(['question', 'info', 'info-graphic'])
      let grid = placesOf(pages)
      expect(grid.map(({ column, row }) => [column, row])).toEqual([
        [0, 0],
        [1, 0],
        [2, 0],
      ])
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(grid, pages))

      /** The grid after a drop, on screen and stored. */
      const landed = async (from: StoryItemDto, to: StoryItemDto, side: DropPosition) => {
        const next = moved(grid, from.id, { targetId: to.id, position: side })
        await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(next, pages))
        await expect.poll(async () => placesOf(await pagesOf(page, storyId!))).toEqual(next)
        grid = next
      }

      // The mouse: the infographic before the quiz question, the quiz question after the info page,
      // the info page below the infographic.
      for (const [from, to, side] of [
        [g, q, 'before'],
        [q, i, 'after'],
        [i, g, 'below'],
      ] as const) {
        await dragOnto(page, card(page, from), card(page, to), side, aimed(grid, from, to, side))
        await landed(from, to, side)
      }

      // The keyboard alone: Tab reaches the grid from the Delete button, the arrows go to a card,
      // Space picks it up, the arrows step until the place is said, Space drops it.
      const keyMove = async (from: StoryItemDto, to: StoryItemDto, side: DropPosition) => {
        await page.getByRole('button', { name: 'Delete', exact: true }).focus()
        await page.keyboard.press('Tab')
        await expect.poll(() => focused(page)).toMatch(/^group:/)
        await arrowToCard(page, from)
        await page.keyboard.press('Space')
        await expect.poll(() => heard(page)).toMatch(new RegExp(`^Picked up ${escaped(pageTitle(from))}\\.`))
        // The keys offer each outcome once, named by the first card that gives it: any drop with
        // the same outcome is the place wanted.
        const next = JSON.stringify(moved(grid, from.id, { targetId: to.id, position: side }))
        const says = new Set(
          pages.flatMap((target) =>
            dropPositions
              .filter(
                (position) =>
                  target.id !== from.id &&
                  JSON.stringify(moved(grid, from.id, { targetId: target.id, position })) === next,
              )
              .map((position) => aimed(grid, from, target, position)),
          ),
        )
        const there = async () => says.has((await heard(page)) ?? '')
        /** One arrow, once what it says is heard; false at the end (the place stays). */
        const step = async (key: string) => {
          const was = await heard(page)
          await page.keyboard.press(key)
          return expect
            .poll(() => heard(page), { timeout: 1_500 })
            .not.toBe(was)
            .then(
              () => true,
              () => false,
            )
        }
        for (let i = 0; i < 12 && !(await there()); i++) if (!(await step('ArrowRight'))) break
        for (let i = 0; i < 24 && !(await there()); i++) if (!(await step('ArrowLeft'))) break
        expect([...says]).toContain(await heard(page))
        await page.keyboard.press('Space')
        await landed(from, to, side)
        // Focus stays on the card moved.
        const place = grid.find((each) => each.id === from.id)!
        await expect.poll(() => focused(page)).toBe(`group:${cardName(from, place)}`)
      }
      await keyMove(q, i, 'before')
      await keyMove(g, q, 'below')
      await keyMove(q, i, 'after')

      // A reload: the same grid.
      await page.reload()
      await heading(page, title).waitFor()
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(grid, pages))

      // Published (mouse), then the quiz of the day from the palette: the quiz is there, last.
      await page.getByRole('button', { name: 'Publish', exact: true }).click()
      await toast(page, 'Published the story').waitFor()
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'quiz of the day', 'Go to the quiz of the day')
      await palette(page).dialog.waitFor({ state: 'detached' })
      await waitForPath(page, '/quiz-of-the-day')
      const handle = page.getByRole('button', { name: `Drag ${title}`, exact: true })
      await handle.waitFor()
      const before = (await apiCall<StoryDto[]>(page, 'GET', 'story?type=quiz&published=true')).map(
        (each) => each.id,
      )
      expect(before.at(-1)).toBe(storyId)

      // Moved one place up by keys on its handle (Alt+↑), and Save order by keys.
      await handle.focus()
      await page.keyboard.press('Alt+ArrowUp')
      await page.getByText('The order has unsaved changes.').waitFor()
      for (let step = 0; step < 40 && (await focused(page)) !== 'button:Save order'; step++)
        await page.keyboard.press('Shift+Tab')
      expect(await focused(page)).toBe('button:Save order')
      await page.keyboard.press('Enter')
      await toast(page, 'Saved the order of the quiz of the day').waitFor()
      const after = (await apiCall<StoryDto[]>(page, 'GET', 'story?type=quiz&published=true')).map(
        (each) => each.id,
      )
      expect(after).toEqual([...before.slice(0, -2), storyId, before.at(-2)])

      // Back to the quiz from the palette, and deleted.
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Open story', 'Open story…')
      await chooseInPalette(page, title, `${title} #${storyId}`, '/api/story')
      await waitForPath(page, `/stories/${storyId}`)
      await page.getByRole('button', { name: 'Delete', exact: true }).click()
      const ask = page.getByRole('alertdialog', { name: 'Delete story' })
      await ask.getByRole('button', { name: 'Delete', exact: true }).click()
      await waitForPath(page, '/stories')
      const gone = await page.request.get(`/api/story/${storyId}`, { headers: { cms: 'true' } })
      expect(gone.status()).toBe(404)
      storyId = null
    } finally {
      if (storyId !== null) await removeStory(page, storyId)
    }
  })
})
