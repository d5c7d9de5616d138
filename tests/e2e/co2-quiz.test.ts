import { describe } from 'vitest'
import { apiCall, expect, openSignedIn, test, waitForPath } from './support/browser.ts'
import {
  answerTexts,
  averagesOf,
  chooseWithMouse,
  drawerWarnings,
  gridOf,
  makeFlyingPair,
  questionOf,
  removeQuestions,
  rowsOf,
  unique,
  valuesOf,
} from './support/co2Quiz.ts'
import { chooseInPalette, focused, fromPalette, tabTo } from './support/hands.ts'
import { arrowTo } from './support/storyEditor.ts'

// The CO2 quiz area in Chromium against the real server and its demo quiz (31 questions, no
// warnings): the lists, the question drawer by mouse and by keyboard, values and averages, both
// languages. Edits are made on questions the tests add (and remove), so the demo quiz stays as seeded.

const CHAIN_WARNING = 'This question should have a chain question'

describe('CO2 quiz', () => {
  test('the questions list: menu and breadcrumbs, no warnings in the demo, title and type filters, a row opens', async ({
    page,
  }) => {
    await openSignedIn(page, '/co2quiz')
    const grid = gridOf(page, 'CO2 Quiz')
    await expect.poll(() => rowsOf(grid).count()).toBe(25)
    await page.getByText('Page 1 of 2').waitFor()
    expect(await grid.getByRole('img', { name: /^Warnings:/ }).count()).toBe(0)
    const menu = page.getByRole('navigation', { name: 'CO2 Quiz' })
    expect(await menu.getByRole('link', { name: 'Questions' }).getAttribute('aria-current')).toBe('page')

    await page.getByRole('searchbox', { name: 'Title' }).fill('flights')
    await expect.poll(() => rowsOf(grid).count()).toBe(3)
    await page.getByRole('searchbox', { name: 'Title' }).fill('')
    await chooseWithMouse(page, page.locator('main'), 'Type', 'Part')
    await expect.poll(() => rowsOf(grid).count()).toBeGreaterThan(3)
    const badges = await rowsOf(grid).locator('td:nth-child(2)').allTextContents()
    expect(new Set(badges)).toEqual(new Set(['Part']))
    await chooseWithMouse(page, page.locator('main'), 'Type', 'Follow-up')
    await expect.poll(() => rowsOf(grid).locator('td:nth-child(2)').allTextContents()).toContain('Follow-up')

    await rowsOf(grid).first().click()
    const drawer = page.getByRole('dialog', { name: 'Edit Question' })
    await expect.poll(() => drawer.getByLabel('Title').inputValue()).not.toBe('')
    expect(await drawerWarnings(drawer)).toEqual([])
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })

    await menu.getByRole('link', { name: 'Values' }).click()
    await waitForPath(page, '/co2quiz/values')
    await rowsOf(gridOf(page, 'CO2 values')).first().waitFor()
    await menu.getByRole('link', { name: 'Averages' }).click()
    await waitForPath(page, '/co2quiz/averages')
    await rowsOf(gridOf(page, 'CO2 averages')).first().waitFor()
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'CO2 Quiz' }).click()
    await waitForPath(page, '/co2quiz')
  })

  test('a question edited with the mouse: every kind of field, a warning live, Saved question', async ({
    page,
  }) => {
    await openSignedIn(page, '/co2quiz')
    const title = unique('E2E flights')
    const nextTitle = unique('E2E chained')
    const { first, next } = await makeFlyingPair(page, title, nextTitle)
    try {
      await page.goto(`/co2quiz?edit=${first.id}`)
      const drawer = page.getByRole('dialog', { name: 'Edit Question' })
      await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(title)
      expect(await drawerWarnings(drawer)).toEqual([])

      await drawer.getByLabel('Title').fill(`${title} (edited)`)
      const editor = drawer.locator('[contenteditable="true"]').first()
      await editor.click()
      await page.keyboard.type('Count return flights.')
      await drawer.getByLabel('Unit value').fill('12,5')
      await drawer.getByRole('switch', { name: 'Dismissable' }).click()
      await drawer
        .getByRole('group', { name: 'Calculation labels' })
        .first()
        .getByRole('checkbox', { name: 'organic' })
        .click()

      // The chain removed: the warning comes at once, before any save.
      await chooseWithMouse(page, drawer, 'Chain question', 'None')
      await expect.poll(() => drawerWarnings(drawer)).toEqual([CHAIN_WARNING])

      await drawer.getByRole('combobox', { name: 'Related questions' }).fill(nextTitle)
      await drawer.getByRole('option', { name: nextTitle }).click()
      await drawer.getByRole('list', { name: 'Chosen: Related questions' }).getByText(nextTitle).waitFor()

      await drawer.getByRole('button', { name: 'Add answer' }).click()
      await drawer.getByRole('group', { name: 'Answer 4 of 4' }).getByLabel('Text').fill('Sometimes')
      await drawer
        .getByRole('group', { name: 'Answer 4 of 4' })
        .getByRole('button', { name: 'Move up' })
        .click()
      await expect.poll(() => answerTexts(drawer)).toEqual(['Yes', 'No', 'Sometimes', 'Often'])
      await drawer.getByRole('button', { name: 'Remove Answer 1 of 4' }).click()
      await expect.poll(() => answerTexts(drawer)).toEqual(['No', 'Sometimes', 'Often'])

      await drawer.getByRole('button', { name: 'Edit', exact: true }).click()
      await page.getByText('Saved question').first().waitFor()
      await drawer.waitFor({ state: 'hidden' })
      const saved = await questionOf(page, first.id)
      expect(saved).toMatchObject({
        title: `${title} (edited)`,
        unitValue: 12.5,
        isDismissable: true,
        calculationLabels: ['organic'],
        chainQuestionId: null,
        relatedQuestionIds: [next.id],
      })
      expect(saved.description).toContain('Count return flights.')
      expect(saved.answers.map((answer) => answer.text)).toEqual(['No', 'Sometimes', 'Often'])

      // The list marks it now.
      await page.getByRole('searchbox', { name: 'Title' }).fill(title)
      const row = rowsOf(gridOf(page, 'CO2 Quiz')).filter({ hasText: `${title} (edited)` })
      await row.getByRole('img', { name: `Warnings: ${CHAIN_WARNING}` }).waitFor()
    } finally {
      await removeQuestions(page, first.id, next.id)
    }
  })

  test('a question edited with the keyboard only, opened from the palette', async ({ page }) => {
    await openSignedIn(page, '/co2quiz')
    const title = unique('E2E keys')
    const nextTitle = unique('E2E chained')
    const { first, next } = await makeFlyingPair(page, title, nextTitle)
    try {
      await page.keyboard.press('Control+k')
      await chooseInPalette(page, 'Open CO2 question', 'Open CO2 question…')
      await chooseInPalette(page, title, title, '/api/co2-quiz-question')
      const drawer = page.getByRole('dialog', { name: 'Edit Question' })
      await expect.poll(() => drawer.getByLabel('Title').inputValue()).toBe(title)
      await expect.poll(() => focused(page)).toBe('input:Title')
      await page.keyboard.press('End')
      await page.keyboard.type(' 2')

      await tabTo(page, /^textbox:Description/)
      await page.keyboard.type('By keyboard.')
      await tabTo(page, /^combobox:Question type/)
      await tabTo(page, /^input:Unit value/)
      await page.keyboard.type('7')
      await tabTo(page, /^switch:Quick scan/)
      await page.keyboard.press('Space')
      await tabTo(page, /^checkbox:car fuel/)
      expect(await arrowTo(page, /^checkbox:car passengers$/, 'ArrowDown')).toBe(true)
      await page.keyboard.press('Space')

      await tabTo(page, /^combobox:Chain question/)
      await page.keyboard.press('Enter')
      await page.locator('.rt-SelectContent').waitFor()
      // None heads the list of the quiz's questions: Home goes there.
      await page.keyboard.press('Home')
      await expect.poll(() => focused(page)).toBe('option:None')
      await page.keyboard.press('Enter')
      await page.locator('.rt-SelectContent').waitFor({ state: 'detached' })
      await expect.poll(() => drawerWarnings(drawer)).toEqual([CHAIN_WARNING])

      await tabTo(page, /^combobox:Related questions/)
      await page.keyboard.type(nextTitle)
      await drawer.getByRole('option', { name: nextTitle }).waitFor()
      await page.keyboard.press('Enter')
      await drawer.getByRole('list', { name: 'Chosen: Related questions' }).getByText(nextTitle).waitFor()

      // Answers: Often (the third) moved up by Alt+↑ in its text, Never added, Yes removed.
      const nextText = async () => {
        await page.keyboard.press('Tab')
        await tabTo(page, /^input:Text$/)
      }
      await tabTo(page, /^input:Text$/)
      await nextText()
      await nextText()
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Often')
      await page.keyboard.press('Alt+ArrowUp')
      await expect.poll(() => answerTexts(drawer)).toEqual(['Yes', 'Often', 'No'])
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('Often')
      await tabTo(page, /^button:Add answer$/)
      await page.keyboard.press('Enter')
      await expect.poll(() => focused(page)).toBe('input:Text')
      await page.keyboard.type('Never')
      for (let i = 0; i < 40 && (await focused(page)) !== 'button:Remove Answer 1 of 4'; i++)
        await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await expect.poll(() => answerTexts(drawer)).toEqual(['Often', 'No', 'Never'])

      await page.keyboard.press('Control+Enter')
      await page.getByText('Saved question').first().waitFor()
      await drawer.waitFor({ state: 'hidden' })
      const saved = await questionOf(page, first.id)
      expect(saved).toMatchObject({
        title: `${title} 2`,
        unitValue: 7,
        isQuickScan: true,
        calculationLabels: ['car passengers'],
        chainQuestionId: null,
        relatedQuestionIds: [next.id],
      })
      expect(saved.description).toContain('By keyboard.')
      expect(saved.answers.map((answer) => answer.text)).toEqual(['Often', 'No', 'Never'])
    } finally {
      await removeQuestions(page, first.id, next.id)
    }
  })

  test('a value added and edited with the mouse, an average added by keyboard and edited', async ({
    page,
  }) => {
    await openSignedIn(page, '/co2quiz/values')
    const values = gridOf(page, 'CO2 values')
    await rowsOf(values).first().waitFor()

    // A value: Add Value, its figure, category and country; Saved value; found by its category.
    await page.getByRole('button', { name: 'Add Value' }).click()
    const addValue = page.getByRole('dialog', { name: 'Add Value' })
    await addValue.getByLabel('Value').fill('321,5')
    await addValue.getByRole('checkbox', { name: /Clothing$/ }).click()
    await addValue.getByLabel('Country').fill('lu')
    await addValue.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByText('Saved value').first().waitFor()
    await addValue.waitFor({ state: 'hidden' })
    const value = (await valuesOf(page)).find((each) => each.country === 'LU')!
    expect(value).toMatchObject({ value: 321.5, country: 'LU' })
    try {
      await page.getByRole('searchbox', { name: 'Category' }).fill('clothing')
      await expect.poll(() => rowsOf(values).count()).toBe(1)
      expect(await rowsOf(values).first().textContent()).toContain('321.5 kg CO2')
      await rowsOf(values).first().click()
      const editValue = page.getByRole('dialog', { name: 'Edit Value' })
      await expect.poll(() => editValue.getByLabel('Value').inputValue()).toBe('321.5')
      await editValue.getByLabel('Value').fill('400')
      await editValue.getByRole('button', { name: 'Edit', exact: true }).click()
      await page.getByText('Saved value').first().waitFor()
      await expect.poll(() => rowsOf(values).first().textContent()).toContain('400 kg CO2')
    } finally {
      await apiCall(page, 'DELETE', `co2-basket-value/${value.id}`)
    }

    // An average, by keyboard from the palette: the figure, Tab to the country, Tab to the categories.
    await fromPalette(page, 'Add CO2 average')
    await waitForPath(page, '/co2quiz/averages?new')
    const addAverage = page.getByRole('dialog', { name: 'Add Average' })
    await expect.poll(() => focused(page)).toBe('input:Average')
    await page.keyboard.type('1234')
    await tabTo(page, /^input:Country$/)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('LU')
    await tabTo(page, /^checkbox:/)
    expect(await arrowTo(page, /^checkbox:🚗 Car$/, 'ArrowDown')).toBe(true)
    await page.keyboard.press('Space')
    await page.keyboard.press('Control+Enter')
    await page.getByText('Saved average').first().waitFor()
    await addAverage.waitFor({ state: 'hidden' })
    const average = (await averagesOf(page)).find((each) => each.country === 'LU')!
    expect(average).toMatchObject({ value: 1234 })
    try {
      const averages = gridOf(page, 'CO2 averages')
      await page.getByRole('searchbox', { name: 'Country or category' }).fill('LU')
      await expect.poll(() => rowsOf(averages).count()).toBe(1)
      await rowsOf(averages).first().click()
      const editAverage = page.getByRole('dialog', { name: 'Edit Average' })
      await expect.poll(() => editAverage.getByLabel('Average').inputValue()).toBe('1234')
      await editAverage.getByLabel('Average').fill('1300')
      await editAverage.getByRole('button', { name: 'Edit', exact: true }).click()
      await page.getByText('Saved average').first().waitFor()
      await expect
        .poll(async () => (await averagesOf(page)).find((each) => each.id === average.id)?.value)
        .toBe(1300)
    } finally {
      await apiCall(page, 'DELETE', `co2-country-average/${average.id}`)
    }
  })

  test('the palette opens the calculator; in Dutch, the Dutch titles and figures', async ({ page }) => {
    await openSignedIn(page, '/co2quiz')
    const grid = gridOf(page, 'CO2 Quiz')
    await grid.getByText('Do you drive a car?').waitFor()
    await fromPalette(page, 'Open calculator')
    await waitForPath(page, '/co2quiz?calculator')
    const calculator = page.getByRole('dialog', { name: 'Calculator' })
    await calculator.getByRole('radiogroup').first().waitFor()
    await page.keyboard.press('Escape')
    await calculator.waitFor({ state: 'hidden' })

    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'Dutch' }).click()
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor()
    await page.getByRole('grid').getByText('Rijd je auto?').waitFor()
    expect(await page.getByRole('grid').getByText('Do you drive a car?').count()).toBe(0)
    await page.goto('/co2quiz/values')
    await page.getByRole('grid').getByText('1.600 kg CO2').first().waitFor()
  })
})
