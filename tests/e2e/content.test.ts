import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { ActionDto } from '../../src/domain/contracts/actions.ts'
import type { AnswerStats } from '../../src/domain/contracts/answer-stats.ts'
import type { ContentRowDto } from '../../src/domain/contracts/content-list.ts'
import type { QuizQuestionDto } from '../../src/domain/contracts/quiz-questions.ts'
import { apiCall, expect, openSignedIn, palette, pathOf, test, waitForPath } from './support/browser.ts'
import { focused, fromPalette, isFocused, pickWithArrows, tabTo, tabUntil } from './support/hands.ts'
import { coveredBy, expectOnTop } from './support/onTop.ts'

// The content list (docs/product.md §2 "Content list") and its drawers, as people use them: an
// action with steps and addresses made by keyboard alone, its steps reordered by keys and by the
// mouse; the same kind of record translated in Dutch (the Missing translations filter, the state
// icon); a quiz question made with the mouse from the Add Content menu; a seeded question's answer
// statistics (chart and table); the Story button of linked and unlinked rows.

/** A suffix that keeps this run's records apart from the demo content and from other tests. */
const unique = () => Math.random().toString(36).slice(2, 7)
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()
const rows = (page: Page) => page.getByRole('grid').locator('tbody tr[aria-rowindex]')
/** The list row of a record: the kinds' ids overlap (action 3, initiative 3), so by kind and id. */
const contentRow = (page: Page, kind: string, id: number) =>
  page.getByRole('grid').locator(`tbody tr[id$="-row-${kind}-${id}"]`)
/** The step descriptions of the drawer's Steps list, top to bottom. */
const stepTexts = (drawer: Locator) =>
  drawer
    .getByRole('group', { name: 'Steps', exact: true })
    .getByRole('textbox', { name: 'Description', exact: true })
    .evaluateAll((fields) => fields.map((field) => (field as HTMLTextAreaElement).value))

describe('the content list and its drawers', () => {
  test('an action by keyboard alone (type, sliders, three steps, an address), its steps reordered by keys and by mouse', async ({
    page,
  }) => {
    const title = `Cycle to the market ${unique()}`
    await openSignedIn(page, '/content')
    await rows(page).first().waitFor()
    await expect.poll(() => focused(page)).toBe('grid:Content')

    await fromPalette(page, 'Add action')
    await waitForPath(page, '/content?new=action')
    const drawer = page.getByRole('dialog', { name: 'Add Action' })
    await expect.poll(() => focused(page)).toBe('input:Title')
    await page.keyboard.type(title)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('combobox:Type')
    await page.keyboard.press('Enter')
    await pickWithArrows(page, /^option:Tips$/)
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('textarea:Short description')
    await page.keyboard.type('Fresh food without the car')
    await page.keyboard.press('Tab')
    // Here even when the editor is still being made: its stand-in takes the Tab and hands focus on.
    await expect.poll(() => focused(page)).toBe('textbox:Description')
    await page.keyboard.type('Local food travels less.')

    // The sliders, by the arrows: Difficulty 3 (→ three times), Impact 45 (Page Up four times, → five).
    const sliders = drawer.getByRole('slider')
    await tabTo(page, /^slider:/)
    expect(await isFocused(sliders.nth(0))).toBe(true)
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('input:Difficulty as a number')
    await page.keyboard.press('Tab')
    expect(await isFocused(sliders.nth(1))).toBe(true)
    for (let i = 0; i < 4; i++) await page.keyboard.press('PageUp')
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight')
    expect(await drawer.getByRole('spinbutton', { name: 'Difficulty as a number' }).inputValue()).toBe('3')
    expect(await drawer.getByRole('spinbutton', { name: 'Impact as a number' }).inputValue()).toBe('45')

    // Step 1 at an exact address: the address opens with Enter, "Specific address" is switched on
    // with Space, and the radius (asked only for an area) goes.
    await tabTo(page, /^button:Add step$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('textarea:Description')
    await page.keyboard.type('Ride to the market')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('summary:Address')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('input:Street')
    await page.keyboard.type('Vredenburg')
    await page.keyboard.press('Tab')
    await page.keyboard.type('1')
    await page.keyboard.press('Tab')
    await page.keyboard.type('3511 BA')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('input:City')
    await page.keyboard.type('Utrecht')
    const first = drawer.getByRole('group', { name: 'Step 1 of 1' })
    expect(await first.getByRole('spinbutton', { name: 'Radius (km)' }).count()).toBe(1)
    await tabTo(page, /^switch:Specific address$/)
    await page.keyboard.press('Space')
    await expect.poll(() => first.getByRole('switch').getAttribute('aria-checked')).toBe('true')
    expect(await first.getByRole('spinbutton', { name: 'Radius (km)' }).count()).toBe(0)

    // Step 2 in an area: the address opens with Space, a city and a radius typed.
    await tabTo(page, /^button:Add step$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('textarea:Description')
    await page.keyboard.type('Buy what is in season')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('summary:Address')
    await page.keyboard.press('Space')
    await tabTo(page, /^input:City$/)
    await page.keyboard.type('Utrecht')
    await tabTo(page, /^input:Radius \(km\)$/)
    await page.keyboard.type('2.5')

    // Step 3, no address; Ctrl+Enter saves.
    await tabTo(page, /^button:Add step$/)
    await page.keyboard.press('Enter')
    await expect.poll(() => focused(page)).toBe('textarea:Description')
    await page.keyboard.type('Ride home with a full bag')
    expect(await stepTexts(drawer)).toEqual([
      'Ride to the market',
      'Buy what is in season',
      'Ride home with a full bag',
    ])
    await page.keyboard.press('Control+Enter')
    await toast(page, 'Saved action').waitFor()
    await drawer.waitFor({ state: 'detached' })
    await expect.poll(() => focused(page)).toBe('grid:Content')

    const [made] = await apiCall<ActionDto[]>(page, 'GET', `action?q=${encodeURIComponent(title)}`)
    expect(made).toMatchObject({
      title,
      type: 'tips',
      shortDescription: 'Fresh food without the car',
      description: 'Local food travels less.\n',
      difficulty: 3,
      impact: 45,
    })
    const address = { country: 'NL', address_extra: '', alternative: [] }
    expect(made!.steps.map(({ description, address }) => ({ description, address }))).toEqual([
      {
        description: 'Ride to the market',
        address: {
          ...address,
          street: 'Vredenburg',
          house_number: '1',
          postal_code: '3511 BA',
          city: 'Utrecht',
          isSpecific: true,
          radius: null,
        },
      },
      {
        description: 'Buy what is in season',
        address: {
          ...address,
          street: '',
          house_number: '',
          postal_code: '',
          city: 'Utrecht',
          isSpecific: false,
          radius: 2.5,
        },
      },
      {
        description: 'Ride home with a full bag',
        address: {
          ...address,
          street: '',
          house_number: '',
          postal_code: '',
          city: '',
          isSpecific: false,
          radius: null,
        },
      },
    ])
    const [ride, buy, home] = made!.steps.map((step) => step.id)

    // Open it again from the palette's "Open content…", by its title.
    await page.keyboard.press('Control+k')
    const { dialog: search } = palette(page)
    await page.keyboard.type('Open content')
    await search.getByRole('option', { name: 'Open content…', exact: true, selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await search.getByPlaceholder('Search content by title or ID').waitFor()
    await page.keyboard.type(title)
    await search.getByRole('option', { name: `${title} Action #${made!.id}`, selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await waitForPath(page, `/content?action=${made!.id}`)
    const edit = page.getByRole('dialog', { name: 'Edit Action' })
    await expect.poll(() => focused(page)).toBe('input:Title')

    // Alt+↑ in the third step's text moves it up one place; the text keeps focus, now step 2.
    const text = (position: number) =>
      edit.getByRole('group', { name: `Step ${position} of 3` }).getByRole('textbox', { name: 'Description' })
    await tabUntil(page, text(3))
    await page.keyboard.press('Alt+ArrowUp')
    await expect
      .poll(() => stepTexts(edit))
      .toEqual(['Ride to the market', 'Ride home with a full bag', 'Buy what is in season'])
    await expect.poll(() => isFocused(text(2))).toBe(true)
    expect(await edit.getByRole('group', { name: 'Steps' }).getByRole('status').textContent()).toContain(
      'Step 2 of 3',
    )

    // The mouse: the first step's Move down; then Edit saves.
    await edit.getByRole('group', { name: 'Step 1 of 3' }).getByRole('button', { name: 'Move down' }).click()
    await expect
      .poll(() => stepTexts(edit))
      .toEqual(['Ride home with a full bag', 'Ride to the market', 'Buy what is in season'])
    await edit.getByRole('button', { name: 'Edit', exact: true }).click()
    await toast(page, 'Saved action').waitFor()
    const saved = await apiCall<ActionDto>(page, 'GET', `action/${made!.id}`)
    // The same steps (ids), each with its own address, in the new order.
    expect(saved.steps.map((step) => [step.id, step.index, step.description, step.address.street])).toEqual([
      [home, 0, 'Ride home with a full bag', ''],
      [ride, 1, 'Ride to the market', 'Vredenburg'],
      [buy, 2, 'Buy what is in season', ''],
    ])
    await apiCall(page, 'DELETE', `action/${made!.id}`)
  })

  test('in Dutch an English-only action is missing (State filter, icon), and is translated in its drawer', async ({
    page,
  }) => {
    const suffix = unique()
    const title = `Repair your bike ${suffix}`
    await openSignedIn(page, '/content')
    const steps = ['Find the leak', 'Patch the tube', 'Pump the tyre']
    const made = await apiCall<ActionDto>(page, 'POST', 'action', {
      title,
      type: 'action',
      shortDescription: 'A flat tyre is no reason to drive',
      description: 'Most repairs take **ten minutes**.',
      steps: steps.map((description) => ({ description })),
    })

    // EN/NL with the mouse; then the list's filters: the title, and State "Missing translations".
    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl')
    await page.getByRole('searchbox', { name: 'Titel' }).fill(suffix)
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Vertalingen ontbreken' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('missing')
    const row = contentRow(page, 'action', made.id)
    await expect.poll(() => rows(page).count()).toBe(1)
    await row.getByRole('img', { name: 'Vertalingen ontbreken' }).waitFor()
    // Its title is the English one, marked EN.
    const reference = row.locator('[lang="en"]', { hasText: title })
    await reference.waitFor()
    expect(await row.getByRole('img', { name: 'Engels' }).count()).toBe(1)

    // The drawer: the Dutch fields empty, the English beside them; everything translated, saved.
    await row.click()
    const drawer = page.getByRole('dialog', { name: 'Actie bewerken' })
    const titleField = drawer.getByRole('textbox', { name: 'Titel', exact: true })
    await titleField.waitFor()
    expect(await titleField.inputValue()).toBe('')
    await drawer.locator('[data-field-reference="title"]').getByText(title).waitFor()
    await titleField.fill(`Repareer je fiets ${suffix}`)
    await drawer
      .getByRole('textbox', { name: 'Korte beschrijving' })
      .fill('Een lekke band is geen reden om te rijden')
    await drawer.locator('[contenteditable="true"]').click()
    await page.keyboard.type('De meeste reparaties duren tien minuten.')
    const dutch = ['Zoek het lek', 'Plak de binnenband', 'Pomp de band op']
    for (const [index, text] of dutch.entries()) {
      const field = drawer
        .getByRole('group', { name: `Stap ${index + 1} van 3` })
        .getByRole('textbox', { name: 'Beschrijving' })
      expect(await field.inputValue()).toBe('')
      await field.fill(text)
    }
    await drawer.getByRole('button', { name: 'Bewerken', exact: true }).click()
    await toast(page, 'Opgeslagen: actie').waitFor()
    await drawer.waitFor({ state: 'detached' })

    // No longer missing: gone from that filter, listed as translated with its Dutch title.
    await expect.poll(() => rows(page).count()).toBe(0)
    await page.getByRole('combobox', { name: 'Status' }).click()
    await page.getByRole('option', { name: 'Vertaald', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('state')).toBe('translated')
    await row.getByRole('img', { name: 'Vertaald' }).waitFor()
    await row.getByText(`Repareer je fiets ${suffix}`, { exact: true }).waitFor()
    expect(await row.getByRole('img', { name: 'Engels' }).count()).toBe(0)

    // Stored in Dutch, the English untouched.
    const nl = await page.evaluate(
      async (id) => (await fetch(`/api/action/${id}`, { headers: { cms: 'true', lang: 'nl' } })).json(),
      made.id,
    )
    expect([
      nl.title,
      nl.shortDescription,
      nl.description,
      nl.steps.map((s: { description: string }) => s.description),
    ]).toEqual([
      `Repareer je fiets ${suffix}`,
      'Een lekke band is geen reden om te rijden',
      'De meeste reparaties duren tien minuten.\n',
      dutch,
    ])
    const en = await apiCall<ActionDto>(page, 'GET', `action/${made.id}`)
    expect([en.title, en.description, en.steps.map((step) => step.description)]).toEqual([
      title,
      'Most repairs take **ten minutes**.',
      steps,
    ])
    await apiCall(page, 'DELETE', `action/${made.id}`)
  })

  test('a quiz question with the mouse: Add Content → Quiz question, three answers, one correct; deleted', async ({
    page,
  }) => {
    const title = `Where does a greasy pizza box go? ${unique()}`
    await openSignedIn(page, '/content')
    await rows(page).first().waitFor()
    await page.getByRole('button', { name: 'Add Content' }).click()
    await page
      .getByRole('menu', { name: 'Add Content' })
      .getByRole('menuitem', { name: 'Quiz question' })
      .click()
    await waitForPath(page, '/content?new=question')
    const drawer = page.getByRole('dialog', { name: 'Add Quiz question' })
    // The drawer has focus, on its first field (not the menu's button behind it).
    await expect.poll(() => focused(page)).toBe('input:Title')
    await drawer.getByRole('textbox', { name: 'Title' }).fill(title)
    const answer = (position: number, count: number) =>
      drawer.getByRole('group', { name: `Answer ${position} of ${count}` })
    await answer(1, 2).getByRole('textbox', { name: 'Text' }).fill('Paper')
    await answer(2, 2).getByRole('textbox', { name: 'Text' }).fill('Plastic')
    await drawer.getByRole('button', { name: 'Add answer' }).click()
    await answer(3, 3).getByRole('textbox', { name: 'Text' }).fill('Residual waste')
    await answer(3, 3).getByRole('checkbox', { name: 'Correct' }).click()
    expect(await answer(3, 3).getByRole('checkbox', { name: 'Correct' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    await drawer.getByRole('button', { name: 'Add', exact: true }).click()
    await toast(page, 'Saved quiz question').waitFor()
    await drawer.waitFor({ state: 'detached' })

    const [made] = await apiCall<QuizQuestionDto[]>(
      page,
      'GET',
      `quiz-question?q=${encodeURIComponent(title)}`,
    )
    expect(made!.title).toBe(title)
    expect(made!.answers.map(({ text, correct }) => [text, correct])).toEqual([
      ['Paper', false],
      ['Plastic', false],
      ['Residual waste', true],
    ])

    // Found by its title in the list, opened, deleted: the question names its kind.
    await page.getByRole('searchbox', { name: 'Title' }).fill(title)
    await expect.poll(() => rows(page).count()).toBe(1)
    await contentRow(page, 'question', made!.id).click()
    const edit = page.getByRole('dialog', { name: 'Edit Quiz question' })
    // Nobody has answered it yet: its statistics say so.
    await edit.getByText('Nobody has answered this question yet.').waitFor()
    await edit.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete' })
    await confirm.getByText('Are you absolutely sure you want to delete this "quiz question"?').waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Deleted quiz question').waitFor()
    await edit.waitFor({ state: 'detached' })
    await expect.poll(() => rows(page).count()).toBe(0)
  })

  test("a seeded quiz question's answer statistics: the chart, and its table shown and hidden", async ({
    page,
  }) => {
    await openSignedIn(page, '/content')
    // The first question on the list's first page that app users answered (the demo has many).
    const questions = await apiCall<ContentRowDto[]>(page, 'GET', 'content?type=question&page=1&pageSize=25')
    let chosen: { question: QuizQuestionDto; stats: AnswerStats } | undefined
    for (const row of questions) {
      const stats = await apiCall<AnswerStats>(page, 'GET', `user-answer/stats/${row.id}`)
      if (stats.totalAnswers > 0) {
        chosen = { question: await apiCall<QuizQuestionDto>(page, 'GET', `quiz-question/${row.id}`), stats }
        break
      }
    }
    if (!chosen) throw new Error('The demo data has no quiz question with answers.')
    const { question, stats } = chosen

    // Type: Questions, with the mouse; the question's row opens its drawer.
    await page.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Questions' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('question')
    // The list has followed the filter (only questions left) before the row is clicked: on a busy
    // machine the click could otherwise land while the rows are being replaced.
    await expect
      .poll(() =>
        page
          .getByRole('grid')
          .locator('tbody tr[aria-rowindex]')
          .evaluateAll((rows) => rows.length > 0 && rows.every((row) => row.id.includes('-row-question-'))),
      )
      .toBe(true)
    await contentRow(page, 'question', question.id).click()
    await waitForPath(page, `/content?type=question&question=${question.id}`)
    const drawer = page.getByRole('dialog', { name: 'Edit Quiz question' })
    const panel = drawer.getByRole('region', { name: 'Answer statistics' })

    // One bar per answer, in the question's order, its share and count, the correct ones said so.
    const statOf = (id: number) =>
      stats.answerStats.find((each) => each.id === id) ?? { answers: 0, percentage: 0 }
    const shown = question.answers.map((answer) => {
      const stat = statOf(answer.id)
      const value = `${answer.text}: ${stat.percentage} % (${stat.answers})`
      return answer.correct ? `${value}, correct` : value
    })
    const chart = panel.getByRole('img', { name: `Bar chart of the answers: ${shown.join('; ')}.` })
    await chart.waitFor()
    await panel.getByText(`${stats.totalAnswers} answers`, { exact: true }).waitFor()
    expect(await chart.locator('[data-check]').count()).toBe(question.answers.filter((a) => a.correct).length)

    // Show table: the same numbers as a table, in place of the chart; pressed again, the chart.
    const toggle = panel.getByRole('button', { name: 'Show table' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    await chart.waitFor({ state: 'detached' })
    const table = panel.getByRole('table', { name: 'Answers to this question' })
    const firstAnswer = table.getByRole('rowheader').first()
    await firstAnswer.scrollIntoViewIfNeeded()
    await expectOnTop(firstAnswer, "the table's first answer")
    const tableRows = await table
      .getByRole('row')
      .evaluateAll((found) =>
        found
          .slice(1)
          .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim())),
      )
    expect(tableRows).toEqual(
      question.answers.map((answer) => {
        const stat = statOf(answer.id)
        return [answer.text, answer.correct ? 'Yes' : 'No', String(stat.answers), `${stat.percentage} %`]
      }),
    )
    await toggle.click()
    await chart.waitFor()
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    // The table stays for screen readers, out of sight (clipped away: nothing of it takes a click).
    expect(await table.count()).toBe(1)
    expect(await coveredBy(firstAnswer)).not.toBeNull()
  })

  test("the Story button: a linked row opens its story's page; an unlinked one says it has none", async ({
    page,
  }) => {
    await openSignedIn(page, '/content')
    const firstPage = await apiCall<ContentRowDto[]>(page, 'GET', 'content?page=1')
    const linked = firstPage.find((row) => row.story)
    const unlinked = firstPage.find((row) => !row.story)
    if (!linked || !unlinked)
      throw new Error('The first page of the demo content needs rows with and without a story.')
    await rows(page).first().waitFor()

    // Unlinked: an info toast naming the kind; the row does not open.
    const words: Record<ContentRowDto['type'], string> = {
      action: 'action',
      'info-graphic': 'infographic',
      initiative: 'initiative',
      question: 'quiz question',
    }
    await contentRow(page, unlinked.type, unlinked.id)
      .getByRole('button', { name: 'Story', exact: true })
      .click()
    await toast(page, `This ${words[unlinked.type]} is not connected to any story`).waitFor()
    expect(pathOf(page)).toBe('/content')
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Linked: the button names the story and opens /stories/{id}, its editor (the story's title as heading).
    const story = linked.story!
    await contentRow(page, linked.type, linked.id)
      .getByRole('button', { name: `Open story ${story.title}`, exact: true })
      .click()
    await waitForPath(page, `/stories/${story.id}`)
    await page.getByRole('heading', { level: 1, name: story.title, exact: true }).waitFor()
    // Its pages are there as cards on the grid.
    await page.locator('[aria-roledescription="page"]').first().waitFor()
    expect(await page.getByTestId('not-built-yet').count()).toBe(0)
    await page.goBack()
    await waitForPath(page, '/content')
    await rows(page).first().waitFor()
  })
})
