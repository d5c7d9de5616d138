import type { Locator, Page } from 'playwright-core'
import type { CategoryDto } from '../../../src/domain/categories.ts'
import type { Co2AverageDto } from '../../../src/domain/contracts/co2-averages.ts'
import type { Co2QuestionDto } from '../../../src/domain/contracts/co2-questions.ts'
import type { Co2ValueDto } from '../../../src/domain/contracts/co2-values.ts'
import { apiCall, expect } from './browser.ts'

// The CO2 quiz's browser tests' helpers: the records they make through the API (and remove again,
// so the demo quiz other tests read stays as seeded), and what a person reads on its pages.

/** A text no other test (or earlier run on this server) uses. */
export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

export const categoryId = async (page: Page, title: string) => {
  const all = await apiCall<CategoryDto[]>(page, 'GET', 'category')
  return all.find((category) => category.title === title)!.id
}

const yesNo = [
  { text: 'Yes', unitAmount: 1 },
  { text: 'No', unitAmount: 0 },
]

/**
 * A flying question chained to a second question (`nextTitle`, a text the first's title is not
 * part of, so a search for one finds one), in the Flying category: the pair an edit test works on
 * (the demo quiz stays untouched). Removed again by `removeQuestions`.
 */
export async function makeFlyingPair(page: Page, title: string, nextTitle: string) {
  const flying = await categoryId(page, 'Flying')
  const next = await apiCall<Co2QuestionDto>(page, 'POST', 'co2-quiz-question', {
    title: nextTitle,
    categoryIds: [flying],
    answers: yesNo,
  })
  const first = await apiCall<Co2QuestionDto>(page, 'POST', 'co2-quiz-question', {
    title,
    categoryIds: [flying],
    calculationType: 'flying',
    chainQuestionId: next.id,
    answers: [...yesNo, { text: 'Often', unitAmount: 4 }],
  })
  expect(first.id, JSON.stringify(first)).toBeGreaterThan(0)
  return { first, next }
}

export const questionOf = (page: Page, id: number) =>
  apiCall<Co2QuestionDto>(page, 'GET', `co2-quiz-question/${id}`)

export async function removeQuestions(page: Page, ...ids: number[]) {
  for (const id of ids) await apiCall(page, 'DELETE', `co2-quiz-question/${id}`)
}

export const valuesOf = (page: Page) => apiCall<Co2ValueDto[]>(page, 'GET', 'co2-basket-value')
export const averagesOf = (page: Page) => apiCall<Co2AverageDto[]>(page, 'GET', 'co2-country-average')

/** The list's grid by its name, and its body rows. */
export const gridOf = (page: Page, name: string) => page.getByRole('grid', { name })
export const rowsOf = (grid: Locator) => grid.locator('tbody tr[aria-rowindex]')

/** The warnings the open question drawer lists, in order. */
export const drawerWarnings = (drawer: Locator) =>
  drawer.getByRole('group', { name: 'Warnings' }).getByRole('listitem').allTextContents()

/** Picks `option` in the drawer's select `label` with the mouse. */
export async function chooseWithMouse(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  // The select's list (a drawer's search pickers keep listboxes of their own in view).
  await page.locator('.rt-SelectContent').waitFor({ state: 'detached' })
}

/** The answer texts of the open question drawer, top to bottom. */
export const answerTexts = (drawer: Locator) =>
  drawer
    .getByRole('group', { name: 'Answers' })
    .getByRole('textbox', { name: 'Text' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
