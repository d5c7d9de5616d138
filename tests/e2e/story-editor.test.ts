import { describe } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { StoryItemDto } from '../../src/domain/contracts/story-items.ts'
import type { StoryItemKind } from '../../src/domain/enums.ts'
import { type DropPosition, moved } from '../../src/domain/stories/grid.ts'
import { expect, palette, pathOf, test, waitForPath } from './support/browser.ts'
import { chooseInPalette, focused, tabTo } from './support/hands.ts'
import {
  activeOption,
  apiCall,
  arrowTo,
  card,
  cardLabel,
  cardName,
  chooseWithArrows,
  dragOnto,
  escaped,
  expectedColumns,
  fourPages,
  heading,
  heard,
  isFocused,
  kindNames,
  makeStory,
  openAt,
  openEditor,
  pageCount,
  pagesOf,
  pageTitle,
  placesOf,
  pressUntilFocused,
  type Row,
  removeStory,
  shiftTabTo,
  shownColumns,
  signIn,
  someContent,
  storyOf,
  toast,
  unique,
} from './support/storyEditor.ts'

// The story editor (docs/product.md §2 "Story editor", §4 "Story item moves") as people use it:
// the grid of a story's pages as the API has it; a card moved by keyboard alone (the roving focus,
// Space, the arrows, Space or Escape, each step heard) and dragged by the mouse onto another
// card's side, saved and compared with the domain's `moved`; a stale story refused and tried
// again; a page's drawer by mouse and by keyboard (its type, what it shows, an ordered list of
// actions); Add Item, content made in place; deleting a page and the story; Publish with Undo;
// Edit; the palette. Every test makes its own story (through the API) and deletes it after.

describe('story editor', () => {
  test('the grid as the API has it; a card moved by keyboard alone (roving focus, Space, arrows, Space), and put back with Escape', {
    timeout: 90_000,
  }, async ({ page }) => {
    await signIn(page)
    const title = `Keyboard moves ${unique()}`
    const { pages } = await fourPages(page)
    const story = await makeStory(page, title, pages)
    try {
      await openEditor(page, story.id, title)
      await pageCount(page, 4).waitFor()

      // The cards in their columns, sorted by column then row, named as the API has them.
      const stored = await pagesOf(page, story.id)
      expect(stored.map((each) => each.kind)).toEqual(['info', 'hero', 'question', 'info-graphic'])
      const [a, b, c, d] = stored as [StoryItemDto, StoryItemDto, StoryItemDto, StoryItemDto]
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(stored, stored))
      expect(await shownColumns(page)).toEqual([
        { name: 'Column 1', cards: [cardName(a), cardName(b)] },
        { name: 'Column 2', cards: [cardName(c)] },
        { name: 'Column 3', cards: [cardName(d)] },
      ])
      expect(cardName(a)).toBe(`Info page: ${a.content[0]!.title}, column 1, row 1`)
      expect(await card(page, a).getAttribute('aria-roledescription')).toBe('page')

      // The grid is one stop for Tab, after the buttons: the first card (the roving focus).
      await tabTo(page, /^button:Delete$/)
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe(`group:${cardName(a)}`)
      // The arrows move between the cards: down the column, then right along the row.
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => focused(page)).toBe(`group:${cardName(b)}`)
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => focused(page)).toBe(`group:${cardName(c)}`)
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => focused(page)).toBe(`group:${cardName(d)}`)
      // At the edge it stays.
      await page.keyboard.press('ArrowRight')
      expect(await focused(page)).toBe(`group:${cardName(d)}`)
      // Tab goes on to that card's delete icon, then out of the grid; Shift+Tab comes back to it.
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe(`button:Delete page ${cardLabel(d)}`)
      await page.keyboard.press('Tab')
      expect(await focused(page)).not.toMatch(/^group:|^button:Delete page /)
      await shiftTabTo(page, /^group:/)
      expect(await focused(page)).toBe(`group:${cardName(d)}`)

      // Space picks the infographic up; each ArrowUp is a place further back, said with its column and row.
      await page.keyboard.press('Space')
      await expect
        .poll(() => heard(page))
        .toBe(
          `Picked up ${pageTitle(d)}. The arrow keys choose where it goes, Space drops it, Escape cancels.`,
        )
      await page.keyboard.press('ArrowUp')
      await expect
        .poll(() => heard(page))
        .toBe(`${pageTitle(d)} goes in the column after ${pageTitle(b)}: column 2, row 2.`)
      await page.keyboard.press('ArrowUp')
      await expect
        .poll(() => heard(page))
        .toBe(`${pageTitle(d)} goes in the column after ${pageTitle(a)}: column 2, row 1.`)
      await page.keyboard.press('ArrowUp')
      await expect
        .poll(() => heard(page))
        .toBe(`${pageTitle(d)} goes in a column of its own before ${pageTitle(c)}: column 2, row 1.`)
      // ArrowDown steps back the other way.
      await page.keyboard.press('ArrowDown')
      await expect
        .poll(() => heard(page))
        .toBe(`${pageTitle(d)} goes in the column after ${pageTitle(a)}: column 2, row 1.`)
      await page.keyboard.press('ArrowUp')
      await expect
        .poll(() => heard(page))
        .toBe(`${pageTitle(d)} goes in a column of its own before ${pageTitle(c)}: column 2, row 1.`)
      // Nothing moves before the drop.
      expect(await shownColumns(page)).toEqual(expectedColumns(stored, stored))

      // Space drops it: its own column between the first and the quiz question, saved, said.
      const before = await storyOf(page, story.id)
      await page.keyboard.press('Space')
      const wanted = [
        { id: a.id, column: 0, row: 0 },
        { id: b.id, column: 0, row: 1 },
        { id: d.id, column: 1, row: 0 },
        { id: c.id, column: 2, row: 0 },
      ]
      expect(moved(placesOf(stored), d.id, { targetId: c.id, position: 'before' })).toEqual(wanted)
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(wanted, stored))
      await toast(page, 'Saved story item').waitFor()
      await expect.poll(() => heard(page)).toBe(`Moved ${pageTitle(d)} to column 2, row 1.`)
      expect(placesOf(await pagesOf(page, story.id))).toEqual(wanted)
      expect((await storyOf(page, story.id)).version).toBe(before.version + 1)
      // Focus stayed on the card it moved.
      expect(await focused(page)).toBe(`group:${cardLabel(d)}, column 2, row 1`)

      // Escape while holding one: it stays where it was, and nothing is saved.
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => focused(page)).toBe(`group:${cardLabel(a)}, column 1, row 1`)
      await page.keyboard.press('Space')
      await expect.poll(() => heard(page)).toMatch(new RegExp(`^Picked up ${escaped(pageTitle(a))}\\.`))
      await page.keyboard.press('ArrowDown')
      await expect
        .poll(() => heard(page))
        .toBe(`${pageTitle(a)} goes below ${pageTitle(b)}: column 1, row 2.`)
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => heard(page)).toMatch(new RegExp(`^${escaped(pageTitle(a))} goes `))
      const version = (await storyOf(page, story.id)).version
      await page.keyboard.press('Escape')
      await expect.poll(() => heard(page)).toBe(`${pageTitle(a)} stays where it was.`)
      expect(await shownColumns(page)).toEqual(expectedColumns(wanted, stored))
      expect(await focused(page)).toBe(`group:${cardLabel(a)}, column 1, row 1`)
      // Escape put the card down; it did not close anything or leave the editor.
      expect(pathOf(page)).toBe(`/stories/${story.id}`)
      await page.waitForTimeout(300)
      expect(placesOf(await pagesOf(page, story.id))).toEqual(wanted)
      expect((await storyOf(page, story.id)).version).toBe(version)
    } finally {
      await removeStory(page, story.id)
    }
  })

  test('mouse drags onto a card’s side (below, before, after) are saved as `moved` says; a stale story is refused, shown as stored, and the next try works', {
    timeout: 90_000,
  }, async ({ page }) => {
    await signIn(page)
    const title = `Mouse moves ${unique()}`
    const { pages } = await fourPages(page)
    const story = await makeStory(page, title, pages)
    try {
      await openEditor(page, story.id, title)
      const stored = await pagesOf(page, story.id)
      const [a, b, c, d] = stored as [StoryItemDto, StoryItemDto, StoryItemDto, StoryItemDto]
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(stored, stored))

      let grid = placesOf(stored)
      /** A drag, its outcome shown, said once saved, and stored: the grid `moved` gives. */
      const drag = async (from: StoryItemDto, to: StoryItemDto, side: DropPosition, says: string) => {
        const next = moved(grid, from.id, { targetId: to.id, position: side })
        await dragOnto(page, card(page, from), card(page, to), side, says)
        await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(next, stored))
        const place = next.find((each) => each.id === from.id)!
        await expect
          .poll(() => heard(page))
          .toBe(`Moved ${pageTitle(from)} to column ${place.column + 1}, row ${place.row + 1}.`)
        await expect.poll(async () => placesOf(await pagesOf(page, story.id))).toEqual(next)
        grid = next
      }

      // The info page onto the bottom of the quiz question: below it, in column 2.
      await drag(a, c, 'below', `${pageTitle(a)} goes below ${pageTitle(c)}: column 2, row 2.`)
      await toast(page, 'Saved story item').waitFor()
      expect(grid).toEqual([
        { id: b.id, column: 0, row: 0 },
        { id: c.id, column: 1, row: 0 },
        { id: a.id, column: 1, row: 1 },
        { id: d.id, column: 2, row: 0 },
      ])
      // The infographic onto the left of the hero: a column of its own before it.
      await drag(
        d,
        b,
        'before',
        `${pageTitle(d)} goes in a column of its own before ${pageTitle(b)}: column 1, row 1.`,
      )
      // The hero onto the right of the info page: the column after it, on its row.
      await drag(b, a, 'after', `${pageTitle(b)} goes in the column after ${pageTitle(a)}: column 3, row 1.`)

      // Meanwhile the story changes elsewhere (renamed through the API): the structure shown is stale.
      const now = await storyOf(page, story.id)
      const renamed = `${title} (renamed)`
      const changed = await apiCall<StoryDto>(page, 'PUT', `story/${story.id}`, {
        title: renamed,
        categoryId: now.category!.id,
        version: now.version,
      })
      expect(changed.version).toBe(now.version + 1)
      const refused = moved(grid, c.id, { targetId: d.id, position: 'below' })
      await dragOnto(
        page,
        card(page, c),
        card(page, d),
        'below',
        `${pageTitle(c)} goes below ${pageTitle(d)}: column 1, row 2.`,
      )
      await toast(page, 'Failed to save story item').waitFor()
      // The grid shows the stored places again, and the story as it is now.
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(grid, stored))
      expect(placesOf(await pagesOf(page, story.id))).toEqual(grid)
      await heading(page, renamed).waitFor()
      // The same drag again works.
      await dragOnto(
        page,
        card(page, c),
        card(page, d),
        'below',
        `${pageTitle(c)} goes below ${pageTitle(d)}: column 1, row 2.`,
      )
      await expect.poll(() => shownColumns(page)).toEqual(expectedColumns(refused, stored))
      await expect.poll(async () => placesOf(await pagesOf(page, story.id))).toEqual(refused)
      await expect.poll(() => heard(page)).toBe(`Moved ${pageTitle(c)} to column 1, row 2.`)
    } finally {
      await removeStory(page, story.id)
    }
  })

  test('a page’s drawer by mouse: a click opens it, its type becomes Hero, a hero is picked, Edit saves; by keyboard: Enter, an actions page ordered and saved with Ctrl+Enter', {
    timeout: 90_000,
  }, async ({ page }) => {
    await signIn(page)
    const title = `Page drawer ${unique()}`
    const { pages, content } = await fourPages(page)
    const story = await makeStory(page, title, pages)
    try {
      await openEditor(page, story.id, title)
      const stored = await pagesOf(page, story.id)
      const [a, b] = stored as [StoryItemDto, StoryItemDto]
      await card(page, a).waitFor()

      // The mouse: a click on the info page's card opens its drawer.
      await card(page, a).click()
      await waitForPath(page, `/stories/${story.id}?page=${a.id}`)
      const edit = page.getByRole('dialog', { name: 'Edit Page' })
      await edit.waitFor()
      const type = edit.getByRole('combobox', { name: 'Type' })
      await expect.poll(() => type.textContent()).toBe('Info page')
      await edit.getByText(`Shows: ${a.content[0]!.title}`).waitFor()
      // Type: Hero, with the mouse.
      await type.click()
      await page.getByRole('option', { name: 'Hero', exact: true }).click()
      await expect.poll(() => type.textContent()).toBe('Hero')
      // A hero from the list, clicked (another than the hero page's).
      const hero = content.heroes[2]!
      const heroes = edit.getByRole('listbox', { name: 'Heroes' })
      await heroes
        .getByRole('option', { name: new RegExp(`^${escaped(hero.name!)}\\s*#${hero.id}$`) })
        .click()
      await edit.getByText(`Shows: ${hero.name}`).waitFor()
      await edit.getByRole('button', { name: 'Edit', exact: true }).click()
      await toast(page, 'Saved story item').waitFor()
      await edit.waitFor({ state: 'detached' })
      await waitForPath(page, `/stories/${story.id}`)
      // The card is a hero page now, in the same place.
      await page.getByRole('group', { name: `Hero: ${hero.name}, column 1, row 1`, exact: true }).waitFor()
      const saved = (await pagesOf(page, story.id)).find((each) => each.id === a.id)!
      expect(saved).toMatchObject({ kind: 'hero', contentId: hero.id, column: 0, row: 0 })

      // The keyboard: the hero page below it (the roving focus), Enter opens its drawer.
      await tabTo(page, /^button:Delete$/)
      await page.keyboard.press('Tab')
      await page.keyboard.press('ArrowDown')
      await expect.poll(() => focused(page)).toBe(`group:${cardName(b)}`)
      await page.keyboard.press('Enter')
      await waitForPath(page, `/stories/${story.id}?page=${b.id}`)
      await edit.waitFor()
      await expect.poll(() => type.textContent()).toBe('Hero')
      // The Type select by keys: Enter opens, the arrows move, Enter chooses.
      await tabTo(page, /^combobox:Type$/)
      await chooseWithArrows(page, /^option:Actions$/)
      await expect.poll(() => type.textContent()).toBe('Actions')
      await edit.getByText('Nothing chosen yet.').waitFor()

      // Three actions, each found by typing: one the second of two matches (ArrowDown), then Enter.
      await tabTo(page, /^combobox:Add an action$/)
      const picker = edit.getByRole('combobox', { name: 'Add an action' })
      const matches = edit.getByRole('listbox', { name: 'Actions' }).getByRole('option')
      const chooseByKeys = async (term: string, downs: number) => {
        await page.keyboard.press('Control+a')
        await page.keyboard.type(term)
        const found = await apiCall<Row[]>(page, 'GET', `action?q=${encodeURIComponent(term)}`)
        expect(found.length).toBeGreaterThan(downs)
        // Once the list shows the matches of what was typed, the arrows go through them.
        await expect
          .poll(() => matches.allTextContents())
          .toEqual(found.slice(0, 20).map((row) => `${row.title}#${row.id}`))
        for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown')
        const wanted = found[downs]!
        await expect.poll(() => activeOption(picker)).toBe(`${wanted.title}#${wanted.id}`)
        await page.keyboard.press('Enter')
        await list.getByText(wanted.title!, { exact: true }).waitFor()
        return wanted
      }
      const list = edit.getByRole('list', { name: 'Shows, in this order' })
      // A word two titles start with, and two titles no other title holds.
      const words = content.actions.map((action) => action.title!.split(' ')[0]!)
      const shared = words.find((word, index) => words.indexOf(word) !== index)!
      expect(shared).toBeTruthy()
      const x = await chooseByKeys(shared, 1)
      const alone: Row[] = []
      for (const action of content.actions) {
        if (alone.length === 2) break
        if (action.id === x.id) continue
        const found = await apiCall<Row[]>(page, 'GET', `action?q=${encodeURIComponent(action.title!)}`)
        if (found.length === 1) alone.push(action)
      }
      const y = await chooseByKeys(alone[0]!.title!, 0)
      const z = await chooseByKeys(alone[1]!.title!, 0)
      const listed = async () => (await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim())
      expect(await listed()).toEqual([x.title, y.title, z.title])

      // The last one up, by its Move up button (Shift+Tab reaches it, Enter presses it): focus stays on it.
      const row = (action: Row) => list.getByRole('listitem').filter({ hasText: action.title! })
      const upOfZ = row(z).getByRole('button', { name: 'Move up' })
      await pressUntilFocused(page, upOfZ, 'Shift+Tab')
      await page.keyboard.press('Enter')
      await expect.poll(listed).toEqual([x.title, z.title, y.title])
      expect(await isFocused(upOfZ)).toBe(true)
      // The first one down, by its Move down button.
      const downOfX = row(x).getByRole('button', { name: 'Move down' })
      await pressUntilFocused(page, downOfX, 'Shift+Tab')
      await page.keyboard.press('Enter')
      await expect.poll(listed).toEqual([z.title, x.title, y.title])
      expect(await isFocused(downOfX)).toBe(true)
      // The middle one removed by its Remove button.
      await pressUntilFocused(page, row(x).getByRole('button', { name: `Remove ${x.title}` }), 'Tab')
      await page.keyboard.press('Enter')
      await expect.poll(listed).toEqual([z.title, y.title])
      // Ctrl+Enter saves.
      await page.keyboard.press('Control+Enter')
      await toast(page, 'Saved story item').waitFor()
      await edit.waitFor({ state: 'detached' })
      const actionsPage = (await pagesOf(page, story.id)).find((each) => each.id === b.id)!
      expect(actionsPage).toMatchObject({ kind: 'action', actionIds: [z.id, y.id], contentId: null })
      // The card names both: the first, and how many more.
      await page
        .getByRole('group', { name: `Actions: ${z.title} and 1 more, column 1, row 2`, exact: true })
        .waitFor()
    } finally {
      await removeStory(page, story.id)
    }
  })

  test('Add Item by mouse (an info page) and by keyboard (a quiz question), each in a new last column; an info page made in place from the palette’s new page', {
    timeout: 90_000,
  }, async ({ page }) => {
    await signIn(page)
    const title = `Add items ${unique()}`
    const content = await someContent(page)
    const story = await makeStory(page, title, [
      { kind: 'info', contentId: content.infos[0]!.id, column: 0, row: 0 },
      { kind: 'hero', contentId: content.heroes[0]!.id, column: 0, row: 1 },
      { kind: 'question', contentId: content.questions[0]!.id, column: 1, row: 0 },
    ])
    let madeInfo: number | undefined
    try {
      await openEditor(page, story.id, title)
      await pageCount(page, 3).waitFor()
      const add = page.getByRole('dialog', { name: 'Add Page' })
      const type = add.getByRole('combobox', { name: 'Type' })
      /** Waits for the page of `kind` showing `shown` that was not there, and checks its place. */
      const added = async (before: StoryItemDto[], kind: StoryItemKind, shown: string) => {
        const place = { column: Math.max(...before.map((each) => each.column)) + 1, row: 0 }
        const name = `${kindNames[kind]}: ${shown}, column ${place.column + 1}, row 1`
        await page.getByRole('group', { name, exact: true }).waitFor()
        const after = await pagesOf(page, story.id)
        const made = after.find((each) => !before.some((old) => old.id === each.id))!
        expect(made).toMatchObject({ kind, ...place })
        expect(after).toHaveLength(before.length + 1)
        // In the last column, of its own.
        const columns = await shownColumns(page)
        expect(columns.at(-1)).toEqual({ name: `Column ${place.column + 1}`, cards: [name] })
        await pageCount(page, after.length).waitFor()
        return after
      }

      // The mouse: Add Item, "Info page": a new page's drawer with its type chosen.
      let pages = await pagesOf(page, story.id)
      await page.getByRole('button', { name: 'Add Item' }).click()
      await page.getByRole('menuitem', { name: 'Info page', exact: true }).click()
      await waitForPath(page, `/stories/${story.id}?new=page&kind=info`)
      await add.waitFor()
      await expect.poll(() => type.textContent()).toBe('Info page')
      const info = content.infos[1]!
      await add
        .getByRole('listbox', { name: 'Info pages' })
        .getByRole('option', { name: new RegExp(`^${escaped(info.title!)}\\s*#${info.id}$`) })
        .click()
      await add.getByText(`Shows: ${info.title}`).waitFor()
      await add.getByRole('button', { name: 'Add', exact: true }).click()
      await toast(page, 'Saved story item').waitFor()
      await add.waitFor({ state: 'detached' })
      pages = await added(pages, 'info', info.title!)

      // The keyboard: Tab to Add Item, Enter, the arrows to "Quiz question", Enter.
      await tabTo(page, /^button:Add Item$/)
      await page.keyboard.press('Enter')
      await page.getByRole('menu').waitFor()
      await expect.poll(() => focused(page)).toMatch(/^menuitem:/)
      expect(await arrowTo(page, /^menuitem:Quiz question$/, 'ArrowDown')).toBe(true)
      expect(await focused(page)).toBe('menuitem:Quiz question')
      await page.keyboard.press('Enter')
      await waitForPath(page, `/stories/${story.id}?new=page&kind=question`)
      await add.waitFor()
      await expect.poll(() => type.textContent()).toBe('Quiz question')
      // The question found by typing its title, Enter picks it, Ctrl+Enter saves.
      const question = content.questions[2]!
      await tabTo(page, /^combobox:Quiz question$/)
      await page.keyboard.type(question.title!)
      await page.keyboard.press('Enter')
      await add.getByText(`Shows: ${question.title}`).waitFor()
      await page.keyboard.press('Control+Enter')
      await toast(page, 'Saved story item').waitFor()
      await add.waitFor({ state: 'detached' })
      pages = await added(pages, 'question', question.title!)

      // Made in place: the palette's "Add an info page", then "New info page" in its drawer.
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Add an info page', 'Add an info page')
      await waitForPath(page, `/stories/${story.id}?new=page&kind=info`)
      await add.waitFor()
      await add.getByRole('button', { name: 'New info page' }).click()
      await waitForPath(page, `/stories/${story.id}?new=info`)
      const infoDrawer = page.getByRole('dialog', { name: 'Add Info Page' })
      await infoDrawer.waitFor()
      const infoTitle = `Made in place ${unique()}`
      await infoDrawer.getByRole('textbox', { name: 'Title', exact: true }).fill(infoTitle)
      await infoDrawer.getByRole('button', { name: 'Add', exact: true }).click()
      await toast(page, 'Saved story item').waitFor()
      await infoDrawer.waitFor({ state: 'detached' })
      pages = await added(pages, 'info', infoTitle)
      madeInfo = pages.at(-1)!.contentId!
      expect((await apiCall<Row>(page, 'GET', `info-item/${madeInfo}`)).title).toBe(infoTitle)
    } finally {
      await removeStory(page, story.id)
      // The info page made here, once no page shows it.
      if (madeInfo !== undefined) {
        const answer = await page.request.delete(`/api/info-item/${madeInfo}`, { headers: { cms: 'true' } })
        expect(answer.status()).toBe(200)
      }
    }
  })

  test('a page deleted by its trash icon and by the Delete key, each asked first; focus goes to a neighbour', async ({
    page,
  }) => {
    await signIn(page)
    const title = `Delete pages ${unique()}`
    const content = await someContent(page)
    const story = await makeStory(page, title, [
      { kind: 'info', contentId: content.infos[0]!.id, column: 0, row: 0 },
      { kind: 'hero', contentId: content.heroes[0]!.id, column: 0, row: 1 },
      { kind: 'question', contentId: content.questions[0]!.id, column: 1, row: 0 },
    ])
    try {
      await openEditor(page, story.id, title)
      const [a, b, c] = (await pagesOf(page, story.id)) as [StoryItemDto, StoryItemDto, StoryItemDto]
      const ask = page.getByRole('alertdialog', { name: 'Delete page' })

      // The mouse: the hero's trash icon, then Delete in the question.
      await card(page, b)
        .getByRole('button', { name: `Delete page ${cardLabel(b)}` })
        .click()
      await ask.waitFor()
      await ask
        .getByText(
          `Are you absolutely sure you want to delete the page "${pageTitle(b)}"? What it shows stays in Content.`,
        )
        .waitFor()
      await ask.getByRole('button', { name: 'Delete', exact: true }).click()
      await toast(page, 'Deleted story item').waitFor()
      await card(page, b).waitFor({ state: 'detached' })
      await pageCount(page, 2).waitFor()
      // Focus goes to the next card in reading order, the quiz question (read when the delete was
      // asked: the pages have reloaded before the question has closed).
      await expect.poll(() => focused(page)).toBe(`group:${cardName(c)}`)
      expect((await pagesOf(page, story.id)).map((each) => each.id)).toEqual([a.id, c.id])
      // What it showed stays in Content.
      expect((await apiCall<Row>(page, 'GET', `hero/${b.contentId}`)).id).toBe(b.contentId)

      // The keyboard: the arrows to the quiz question, Delete asks; focus starts on Cancel, Tab to Delete, Enter.
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => focused(page)).toBe(`group:${cardName(c)}`)
      await page.keyboard.press('Delete')
      await ask.waitFor()
      await ask.getByText(`the page "${pageTitle(c)}"`).waitFor()
      await expect.poll(() => focused(page)).toBe('button:Cancel')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('button:Delete')
      await page.keyboard.press('Enter')
      await ask.waitFor({ state: 'detached' })
      await card(page, c).waitFor({ state: 'detached' })
      // The last card gone: focus on the one before it.
      await expect.poll(() => focused(page)).toBe(`group:${cardName(a)}`)
      expect((await pagesOf(page, story.id)).map((each) => each.id)).toEqual([a.id])
      expect(await shownColumns(page)).toEqual([{ name: 'Column 1', cards: [cardName(a)] }])
    } finally {
      await removeStory(page, story.id)
    }
  })

  test('opened from the palette anywhere; Publish with Undo, by mouse and by palette; Edit opens the story’s drawer; Delete asks, then the story is gone', {
    timeout: 90_000,
  }, async ({ page }) => {
    await signIn(page)
    const title = `Publish me ${unique()}`
    const content = await someContent(page)
    const story = await makeStory(page, title, [
      { kind: 'info', contentId: content.infos[0]!.id, column: 0, row: 0 },
    ])
    let deleted = false
    try {
      // "Open story…" from another area: the editor.
      await openAt(page, '/labels')
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Open story', 'Open story…')
      await palette(page).dialog.getByPlaceholder('Search stories and quizzes by title or ID').waitFor()
      await chooseInPalette(page, title, `${title} #${story.id}`, '/api/story')
      await waitForPath(page, `/stories/${story.id}`)
      await heading(page, title).waitFor()
      await card(page, (await pagesOf(page, story.id))[0]!).waitFor()
      const published = async () => (await storyOf(page, story.id)).published
      expect(await published()).toBe(false)

      // Publish, with the mouse: the button reads Un-publish, the notice offers Undo.
      const publish = page.getByRole('button', { name: 'Publish', exact: true })
      const unpublish = page.getByRole('button', { name: 'Un-publish', exact: true })
      await publish.click()
      await unpublish.waitFor()
      const notice = page.locator('section.toasts [role="status"]').filter({ hasText: 'Published the story' })
      await notice.waitFor()
      await expect.poll(published).toBe(true)
      // Undo in the notice: unpublished again.
      await notice.getByRole('button', { name: 'Undo' }).click()
      await publish.waitFor()
      await toast(page, 'Un-published the story').waitFor()
      await expect.poll(published).toBe(false)
      await expect.poll(() => unpublish.count()).toBe(0)

      // By the palette: "Publish this story", then "Undo publishing".
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Publish this story', 'Publish this story')
      await unpublish.waitFor()
      await expect.poll(published).toBe(true)
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Undo publishing', 'Undo publishing')
      await publish.waitFor()
      await expect.poll(published).toBe(false)

      // Edit: the story's drawer at ?story=, closed by Escape.
      await page.getByRole('button', { name: 'Edit', exact: true }).click()
      await waitForPath(page, `/stories/${story.id}?story=${story.id}`)
      const edit = page.getByRole('dialog', { name: 'Edit Story' })
      await expect
        .poll(() => edit.getByRole('textbox', { name: 'Title', exact: true }).inputValue())
        .toBe(title)
      await page.keyboard.press('Escape')
      await edit.waitFor({ state: 'detached' })
      await waitForPath(page, `/stories/${story.id}`)

      // Delete: asked first, then the list, and the story is gone.
      await page.getByRole('button', { name: 'Delete', exact: true }).click()
      const ask = page.getByRole('alertdialog', { name: 'Delete story' })
      await ask.getByText('Are you absolutely sure you want to delete this story?').waitFor()
      await ask.getByRole('button', { name: 'Delete', exact: true }).click()
      await waitForPath(page, '/stories')
      await toast(page, 'Deleted story').waitFor()
      deleted = true
      const answer = await page.request.get(`/api/story/${story.id}`, { headers: { cms: 'true' } })
      expect(answer.status()).toBe(404)
      // The list finds it no more.
      await page.getByRole('grid', { name: 'Stories' }).locator('tbody tr[aria-rowindex]').first().waitFor()
      await page.getByRole('searchbox', { name: 'Title' }).fill(title)
      await page.getByText('No results.', { exact: true }).waitFor()
      expect(
        await page.getByRole('grid', { name: 'Stories' }).locator('tbody tr[aria-rowindex]').count(),
      ).toBe(0)
    } finally {
      if (!deleted) await removeStory(page, story.id)
    }
  })

  test('a language switch keeps the editor and its open page drawer, with the choice not yet saved', async ({
    page,
  }) => {
    await signIn(page)
    const title = `Two languages ${unique()}`
    const content = await someContent(page)
    const story = await makeStory(page, title, [
      { kind: 'info', contentId: content.infos[0]!.id, column: 0, row: 0 },
    ])
    try {
      await openEditor(page, story.id, title)
      const [only] = await pagesOf(page, story.id)
      await card(page, only!).click()
      const drawer = page.getByRole('dialog', { name: 'Edit Page' })
      await drawer.waitFor()
      // Another info page, picked and not saved.
      const other = content.infos[1]!
      await drawer.getByRole('option', { name: new RegExp(`^${escaped(other.title!)}`) }).click()
      await drawer.getByText(`Shows: ${other.title}`).waitFor()
      // The same drawer element before and after: nothing is torn down and built again.
      await drawer.evaluate((element) => element.setAttribute('data-kept', ''))
      await page.keyboard.press('Alt+Shift+N')
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl')
      const kept = page.locator('[role="dialog"][data-kept]')
      await expect.poll(() => kept.count()).toBe(1)
      await expect.poll(() => kept.getByText(other.title!).count()).toBeGreaterThan(0)
      // The grid is still there behind it (hidden from the accessibility tree while the drawer is open).
      expect(await page.locator('.story-column').count()).toBe(1)
    } finally {
      await removeStory(page, story.id)
    }
  })
})
