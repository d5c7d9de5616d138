import type { Page } from 'playwright-core'
import { describe } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import type { Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import { apiCall, expect, openSignedIn, test } from './support/browser.ts'

// Sort and Hierarchy of the CO2 questions and the Quiz overview (issue 22) on the demo quiz.
// The hierarchy test adds two questions of its own (last in the quiz) and deletes them again, so
// the demo quiz other tests read (the calculator's totals) is as it was.

/** A suffix that keeps this run's records apart from the demo content and from earlier runs. */
const unique = () => Math.random().toString(36).slice(2, 7)

const hierarchyDrawer = (page: Page) => page.getByRole('dialog', { name: 'Sort and Hierarchy' })
const overviewDrawer = (page: Page) => page.getByRole('dialog', { name: 'Quiz overview' })
const toast = (page: Page, text: string) =>
  page.locator('section.toasts').getByText(text, { exact: true }).first()
const question = (page: Page, id: number) => apiCall<Co2QuestionDto>(page, 'GET', `co2-quiz-question/${id}`)

describe('CO2 Sort and Hierarchy', () => {
  test('by keyboard drag a question becomes a sub question; saved, it is kept after a reload', async ({
    page,
  }) => {
    await openSignedIn(page, '/co2quiz')
    const [category] = await apiCall<CategoryDto[]>(page, 'GET', 'category')
    const suffix = unique()
    const add = (title: string) =>
      apiCall<Co2QuestionDto>(page, 'POST', 'co2-quiz-question', { title, categoryIds: [category!.id] })
    const alpha = await add(`Alpha ${suffix}`)
    const beta = await add(`Beta ${suffix}`)
    try {
      await page.goto('/co2quiz?hierarchy')
      const drawer = hierarchyDrawer(page)
      // Focus starts on the first drag handle.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-control')))
        .toBe('handle')

      // Beta, last in the quiz, right under Alpha's drop zone: Space, ArrowUp, Space.
      const handle = drawer.getByRole('button', { name: `Drag ${beta.title}` })
      await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await handle.focus()
      await page.keyboard.press('Space')
      const status = drawer.locator('.hierarchy-drag-status')
      await expect.poll(() => status.textContent()).toBe(`${beta.title}: back in its place.`)
      await page.keyboard.press('ArrowUp')
      const placed = `${beta.title}: sub question of ${alpha.title}, position 1 of 1.`
      await expect.poll(() => status.textContent()).toBe(placed)
      await page.keyboard.press('Space')
      const subs = drawer.getByRole('list', { name: `Sub questions of ${alpha.title}` })
      await subs.getByRole('group', { name: beta.title }).waitFor()
      // The screen reader heard it (dnd-kit's live region, in the drawer).
      await expect
        .poll(() => drawer.locator('[aria-live]').allTextContents())
        .toContainEqual(`Moved. ${placed}`)

      await page.keyboard.press('Control+Enter')
      await toast(page, 'Saved the order and hierarchy of the questions').waitFor()
      await drawer.waitFor({ state: 'hidden' })
      expect((await question(page, beta.id)).parentQuestionId).toBe(alpha.id)

      // Read again from the server: kept.
      await page.goto('/co2quiz?hierarchy')
      await hierarchyDrawer(page)
        .getByRole('list', { name: `Sub questions of ${alpha.title}` })
        .getByRole('group', { name: beta.title })
        .waitFor()
      await page.reload()
      await hierarchyDrawer(page)
        .getByRole('list', { name: `Sub questions of ${alpha.title}` })
        .getByRole('group', { name: beta.title })
        .waitFor()
    } finally {
      await apiCall(page, 'DELETE', `co2-quiz-question/${beta.id}`)
      await apiCall(page, 'DELETE', `co2-quiz-question/${alpha.id}`)
    }
  })
})

describe('CO2 Quiz overview', () => {
  test('shows the demo quiz as the app walks it; a link opens the question’s drawer (mouse)', async ({
    page,
  }) => {
    await openSignedIn(page, '/co2quiz')
    await page.getByRole('button', { name: 'Quiz overview' }).click()
    const drawer = overviewDrawer(page)
    const mains = drawer.getByRole('list', { name: 'Main questions in quiz order' })
    await mains.waitFor()
    // The car question's Yes answers both lead to the car, whose parts are asked on its page.
    const car = drawer.getByRole('list', { name: 'Answers to Do you drive a car?' })
    await car.getByRole('link', { name: 'Your car' }).first().waitFor()
    await drawer.getByRole('list', { name: 'Parts of Your car, on the same page' }).waitFor()
    // The motorbike's sub questions, the flying chain.
    await drawer
      .getByRole('list', {
        name: 'Sub questions of How many kilometres a year do you ride a motorbike, moped or scooter?',
      })
      .getByRole('link', { name: 'What does it run on?' })
      .waitFor()

    await car.getByRole('link', { name: 'Your car' }).first().click()
    await page.waitForURL((url) => url.pathname === '/co2quiz' && url.searchParams.has('edit'))
    await drawer.waitFor({ state: 'hidden' })
    const edit = page.getByRole('dialog', { name: 'Edit Question' })
    await expect.poll(() => edit.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Your car')
    const id = Number(new URL(page.url()).searchParams.get('edit'))
    expect((await question(page, id)).title).toBe('Your car')
  })
})
