import type { Locator, Page } from 'playwright-core'
import { describe } from 'vitest'
import type { BptQuestionDto } from '../../src/domain/contracts/bpt-questions.ts'
import { apiCall, expect, openSignedIn, test, waitForPath } from './support/browser.ts'
import { focused, fromPalette, pickUpWithSpace, pickWithArrows, tabTo, tabUntil } from './support/hands.ts'

// The BPT questions (issue 23) from an empty list: the expertise question made by keyboard alone
// (the rule's message shown until every option is there), a CO2 scan question with the mouse
// (its type among the taken ones, values chosen from the list), then the two reordered in Sort and
// Hierarchy by keyboard drag and by the Move buttons. The demo's nine questions are put back after.

const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()
const rows = (page: Page) => page.getByRole('grid').locator('tbody tr[aria-rowindex]')
const cellTexts = (row: Locator) =>
  row.locator('td, th').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''))
const RULE = 'Please provide all answer options'

type Saved = { en: BptQuestionDto; nl: BptQuestionDto }

/** Every question in both languages, in order: what the test puts back. */
async function saveAll(page: Page): Promise<Saved[]> {
  const en = await apiCall<BptQuestionDto[]>(page, 'GET', 'bpt-question?sort=index')
  const nl = await page.evaluate(async () => {
    const response = await fetch('/api/bpt-question?sort=index', { headers: { lang: 'nl', cms: 'true' } })
    return (await response.json()) as BptQuestionDto[]
  })
  return en.map((question, i) => ({ en: question, nl: nl[i]! }))
}

async function removeAll(page: Page) {
  for (const question of await apiCall<BptQuestionDto[]>(page, 'GET', 'bpt-question'))
    await apiCall(page, 'DELETE', `bpt-question/${question.id}`)
}

/** Deletes what the test made and writes the saved questions again, English then Dutch. */
async function restore(page: Page, saved: Saved[]) {
  await removeAll(page)
  for (const { en, nl } of saved) {
    const body = (question: BptQuestionDto) => ({
      text: question.text,
      type: question.type,
      onboarding: question.onboarding,
      answers: question.answers.map(({ text, hint, value }) => ({ text, hint, value })),
    })
    const made = await apiCall<BptQuestionDto>(page, 'POST', 'bpt-question', body(en))
    const dutch = {
      ...body(nl),
      version: made.version,
      answers: nl.answers.map(({ text, hint, value }, i) => ({ id: made.answers[i]!.id, text, hint, value })),
    }
    await page.evaluate(
      async ({ id, dutch }) => {
        await fetch(`/api/bpt-question/${id}`, {
          method: 'PUT',
          headers: { lang: 'nl', cms: 'true', 'content-type': 'application/json' },
          body: JSON.stringify(dutch),
        })
      },
      { id: made.id, dutch },
    )
  }
}

describe('BPT questions', () => {
  test('from an empty list: expertise by keyboard alone, CO2 scan with the mouse, both reordered', async ({
    page,
  }) => {
    await openSignedIn(page, '/bpt')
    await rows(page).first().waitFor()
    const saved = await saveAll(page)
    try {
      await removeAll(page)
      await page.reload()
      await page.getByText('No BPT questions yet. Add the first one.').waitFor()

      // Expertise, by keyboard alone.
      await fromPalette(page, 'Add BPT question')
      await waitForPath(page, '/bpt?new')
      const drawer = page.getByRole('dialog', { name: 'Add Question' })
      await expect.poll(() => focused(page)).toBe('input:Text')
      await page.keyboard.type('How much do you know about these topics?')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('combobox:Type')
      await page.keyboard.press('Enter')
      await pickWithArrows(page, /^option:Expertise$/)
      await expect.poll(() => drawer.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Expertise')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('switch:Onboarding')
      await page.keyboard.press('Space')
      await expect
        .poll(() => drawer.getByRole('switch', { name: 'Onboarding' }).getAttribute('aria-checked'))
        .toBe('true')
      // One answer: the first missing value comes chosen.
      await tabTo(page, /^button:Add answer$/)
      await page.keyboard.press('Enter')
      const text = (index: number) => drawer.locator(`[name="answers.${index}.text"]`)
      await tabUntil(page, text(0))
      await page.keyboard.type('Little')
      await expect
        .poll(() => drawer.getByRole('combobox', { name: 'Value' }).first().textContent())
        .toBe('Little expertise')
      // Saving is refused, the rule says why, and nothing is stored.
      await page.keyboard.press('Control+Enter')
      await drawer.getByText(RULE).waitFor()
      expect(await apiCall<BptQuestionDto[]>(page, 'GET', 'bpt-question')).toEqual([])
      // Add all missing answers: the rest come, focus on the first new one's text.
      await tabTo(page, /^button:Add all missing answers$/)
      await page.keyboard.press('Enter')
      await expect.poll(() => text(1).evaluate((element) => element === document.activeElement)).toBe(true)
      await page.keyboard.type('Some')
      await tabUntil(page, text(2))
      await page.keyboard.type('A lot')
      await drawer.getByText(RULE).waitFor({ state: 'detached' })
      await page.keyboard.press('Control+Enter')
      await toast(page, 'Saved question').waitFor()
      await drawer.waitFor({ state: 'hidden' })
      const [expertise] = await apiCall<BptQuestionDto[]>(page, 'GET', 'bpt-question')
      expect(expertise).toMatchObject({
        text: 'How much do you know about these topics?',
        type: 'expertise',
        onboarding: true,
        answers: [
          { text: 'Little', value: 'low' },
          { text: 'Some', value: 'some' },
          { text: 'A lot', value: 'expert' },
        ],
      })
      await expect.poll(() => cellTexts(rows(page).first())).toContain('Expertise')

      // CO2 scan, with the mouse: Expertise is offered as taken.
      await page.getByRole('button', { name: 'Add Question' }).click()
      const mouseDrawer = page.getByRole('dialog', { name: 'Add Question' })
      await mouseDrawer
        .getByRole('textbox', { name: 'Text' })
        .fill('Would you like to know your CO2 footprint?')
      await mouseDrawer.getByRole('combobox', { name: 'Type' }).click()
      await expect
        .poll(() => page.getByRole('option', { name: 'Expertise (taken)' }).getAttribute('aria-disabled'))
        .toBe('true')
      await page.getByRole('option', { name: 'CO2 scan' }).click()
      await mouseDrawer.getByRole('switch', { name: 'Onboarding' }).click()
      await mouseDrawer.getByRole('button', { name: 'Add answer' }).click()
      await mouseDrawer.getByRole('button', { name: 'Add answer' }).click()
      // The second came as "No"; the mouse makes it "Not sure".
      const values = mouseDrawer.getByRole('combobox', { name: 'Value' })
      await expect.poll(() => values.nth(1).textContent()).toBe('No')
      await values.nth(1).click()
      await page.getByRole('option', { name: 'Not sure' }).click()
      await expect.poll(() => values.nth(1).textContent()).toBe('Not sure')
      await mouseDrawer.getByText(RULE).waitFor()
      await mouseDrawer.getByRole('button', { name: 'Add all missing answers' }).click()
      // The new answers come, the first new one's text focused: then the person types.
      await expect
        .poll(() =>
          mouseDrawer
            .locator('[name="answers.2.text"]')
            .evaluate((element) => element === document.activeElement),
        )
        .toBe(true)
      for (const [index, answer] of ['Yes, later', "I don't know", 'No', 'Yes, now'].entries())
        await mouseDrawer.locator(`[name="answers.${index}.text"]`).fill(answer)
      await mouseDrawer.getByText(RULE).waitFor({ state: 'detached' })
      await mouseDrawer.getByRole('button', { name: 'Add', exact: true }).click()
      await toast(page, 'Saved question').waitFor()
      await mouseDrawer.waitFor({ state: 'hidden' })
      const co2 = (await apiCall<BptQuestionDto[]>(page, 'GET', 'bpt-question?type=co2-scan'))[0]!
      expect(co2.answers.map((answer) => answer.value)).toEqual(['yes', 'unknown', 'no', 'now'])
      expect(co2.onboarding).toBe(true)

      // Sort and Hierarchy by keyboard: CO2 scan picked up and moved above Expertise.
      await fromPalette(page, 'Sort BPT questions')
      await waitForPath(page, '/bpt?hierarchy')
      const sort = page.getByRole('dialog', { name: 'Sort and Hierarchy' })
      // Focus starts on the first handle; then Tab to CO2 scan's.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Drag ${expertise!.text}`)
      const handle = sort.getByRole('button', { name: `Drag ${co2.text}` })
      await tabUntil(page, handle)
      const status = sort.locator('.hierarchy-drag-status')
      await pickUpWithSpace(page)
      await expect.poll(() => status.textContent()).toBe(`${co2.text}: back in its place.`)
      await page.keyboard.press('ArrowUp')
      await expect.poll(() => status.textContent()).toBe(`${co2.text}: place 1 of 2.`)
      await page.keyboard.press('Space')
      await expect
        .poll(() => sort.getByRole('listitem').allTextContents())
        .toEqual([expect.stringContaining(co2.text), expect.stringContaining(expertise!.text)])
      await page.keyboard.press('Control+Enter')
      await toast(page, 'Saved the order of the questions').waitFor()
      await sort.waitFor({ state: 'hidden' })
      const order = async () =>
        (await apiCall<BptQuestionDto[]>(page, 'GET', 'bpt-question?sort=index')).map(
          (question) => question.type,
        )
      expect(await order()).toEqual(['co2-scan', 'expertise'])
      await expect.poll(() => cellTexts(rows(page).first())).toContain('CO2 scan')

      // And back with the mouse: Move down, Save.
      await page.getByRole('button', { name: 'Sort and Hierarchy' }).click()
      await sort.getByRole('listitem', { name: co2.text }).getByRole('button', { name: 'Move down' }).click()
      await sort.getByRole('button', { name: 'Save' }).click()
      await toast(page, 'Saved the order of the questions').waitFor()
      expect(await order()).toEqual(['expertise', 'co2-scan'])
    } finally {
      await restore(page, saved)
    }
  })
})
