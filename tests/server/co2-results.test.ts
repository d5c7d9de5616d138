import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// POST /api/co2-results: one person's answers counted by the engine with the stored quiz, the
// values and averages of their country and its data tables (the default country's where it has
// none), after the appVersion header and the answer set are checked. A small quiz built here.

let t: TestApp
const category: Record<string, number> = {}
let meat: Co2QuestionDto
let km: Co2QuestionDto
let travel: Co2QuestionDto
let diet: Co2QuestionDto

async function post(path: string, body: unknown) {
  const response = await t.asAdmin('POST', path, body)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

beforeAll(async () => {
  t = await createTestApp()
  for (const [en, nl] of [
    ['Food', 'Voeding'],
    ['Mobility', 'Mobiliteit'],
    ['Home', 'Wonen'],
  ] as const) {
    category[en] = (await post('/api/category', { title: en })).id
    await t.asAdmin('PUT', `/api/category/${category[en]}`, { title: nl }, { lang: 'nl' })
  }
  meat = await post('/api/co2-quiz-question', {
    title: 'Meat?',
    calculationType: 'value',
    categoryIds: [category.Food],
    answers: [
      { text: 'Daily', unitAmount: 1000 },
      { text: 'Like most', isAverage: true },
      { text: 'Other', isOther: true },
    ],
  })
  km = await post('/api/co2-quiz-question', {
    title: 'Km by car a year?',
    questionType: 'user-input',
    calculationType: 'value-factor',
    unitValue: 0.2,
    categoryIds: [category.Mobility],
  })
  travel = await post('/api/co2-quiz-question', {
    title: 'How do you travel?',
    calculationType: 'mobility',
    categoryIds: [category.Mobility],
    answers: [{ text: 'Train, 100 km a week', tableKey: 'train', unitAmount: 100 }],
  })
  diet = await post('/api/co2-quiz-question', {
    title: 'Diet?',
    calculationType: 'diet',
    categoryIds: [category.Food],
    answers: [{ text: 'Vegan', tableKey: 'vegan' }],
  })
  await post('/api/co2-basket-value', { value: 300, categoryIds: [category.Home] })
  await post('/api/co2-basket-value', { value: 120, categoryIds: [category.Home], country: 'BE' })
  await post('/api/co2-country-average', { value: 2000, categoryIds: [category.Food] })
  // Public transport only for nl (the default); the diet only for be: nl has none.
  await post('/api/data-table', {
    name: 'public-transport',
    country: 'nl',
    data: { train: 0.01, bus: 0.1, 'tram-metro': 0.05 },
  })
  await post('/api/data-table', {
    name: 'diet',
    country: 'be',
    data: { vegan: 1500, vegetarian: 1700, flexitarian: 2000, average: 2300, 'meat-lover': 3000 },
  })
})
afterAll(() => t?.close())

const HEADERS = { appversion: '1.4.0' }
type Fields = { fields: Record<string, string> }
const results = (body: unknown, headers: Record<string, string> = HEADERS) =>
  t.asAdmin('POST', '/api/co2-results', body, headers)
const given = (question: Co2QuestionDto, answer: number | null, inputValue: number | null = null) => ({
  questionId: question.id,
  answerId: answer === null ? null : question.answers[answer]!.id,
  inputValue,
})

describe('counting', () => {
  it('counts the answers per category, largest first, with the values of the country', async () => {
    const response = await results({
      answers: [given(meat, 0), given(km, null, 5000), given(travel, 0), given(diet, 0)],
    })
    expect(response.statusCode, response.body).toBe(200)
    // Mobility: 5000 km × 0.2 + 100 km × 52 weeks × 0.01; Food: 1000 (no diet table in nl); Home: the NL value.
    expect(response.json()).toEqual({
      total: 2352,
      perCategory: [
        { categoryId: category.Mobility, title: 'Mobility', co2value: 1052 },
        { categoryId: category.Food, title: 'Food', co2value: 1000 },
        { categoryId: category.Home, title: 'Home', co2value: 300 },
      ],
    })
  })

  it("uses the country's values and tables, the default country's where it has none, titles in the request language", async () => {
    const response = await t.asAdmin(
      'POST',
      '/api/co2-results',
      { answers: [given(meat, 1), given(travel, 0), given(diet, 0)], country: 'be' },
      { ...HEADERS, lang: 'nl' },
    )
    expect(response.statusCode, response.body).toBe(200)
    // Food: NL's average (BE has none) shared by its 2 calculating questions + BE's vegan diet.
    expect(response.json()).toEqual({
      total: 2672,
      perCategory: [
        { categoryId: category.Food, title: 'Voeding', co2value: 2500 },
        { categoryId: category.Home, title: 'Wonen', co2value: 120 },
        { categoryId: category.Mobility, title: 'Mobiliteit', co2value: 52 },
      ],
    })
  })

  it('counts what was typed for an Other answer, and gives no results for no answers', async () => {
    const other = await results({ answers: [given(meat, 2, 700.5)] })
    expect(other.json()).toMatchObject({
      perCategory: expect.arrayContaining([{ categoryId: category.Food, title: 'Food', co2value: 700.5 }]),
    })
    expect((await results({ answers: [] })).json()).toEqual({ total: 0, perCategory: [] })
  })
})

describe('refusals', () => {
  it('needs the appVersion header of 1.4.0, naming it', async () => {
    for (const headers of [{}, { appversion: '1.3.0' }, { appversion: '' }] as Record<string, string>[]) {
      const response = await results({ answers: [] }, headers)
      expect(response.statusCode).toBe(400)
      expect(response.json<Fields>().fields).toEqual({ appVersion: 'The appVersion header must be 1.4.0.' })
    }
  })

  it('refuses 10,000 answers, naming the list', async () => {
    const answers = Array.from({ length: 10_000 }, () => given(km, null, 1))
    const response = await results({ answers })
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual({
      answers: 'At most 1000 answers can be counted at once.',
    })
  })

  it.each([
    ['a negative number', -5, 'Must be a number from 0 to 1000000.'],
    ['1e308', 1e308, 'Must be a number from 0 to 1000000.'],
    ['a number as text', 'NaN', 'Should be a number, or empty.'],
    ['Infinity as text', 'Infinity', 'Should be a number, or empty.'],
  ])('refuses %s as input, naming it', async (_, inputValue, message) => {
    const response = await results({
      answers: [given(meat, 0), { questionId: km.id, answerId: null, inputValue }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual({ 'answers.1.inputValue': message })
  })

  it('names unknown questions and answers, an answer of another question, and a missing input', async () => {
    const response = await results({
      answers: [
        { questionId: 999_999, answerId: null, inputValue: 1 },
        { questionId: meat.id, answerId: 999_999, inputValue: null },
        { questionId: meat.id, answerId: travel.answers[0]!.id, inputValue: null },
        { questionId: km.id, answerId: null, inputValue: null },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual({
      'answers.0.questionId': 'There is no CO2 question 999999.',
      'answers.1.answerId': `Answer 999999 is not an answer of question ${meat.id}.`,
      'answers.2.answerId': `Answer ${travel.answers[0]!.id} is not an answer of question ${meat.id}.`,
      'answers.3.inputValue': `Enter a number for question ${km.id}.`,
    })
  })

  it('refuses a country that is not two letters, and a body that is no list of answers', async () => {
    const country = await results({ answers: [], country: 'NLD' })
    expect(country.json<Fields>().fields).toEqual({
      country: 'Country should be a two-letter code, such as NL.',
    })
    const body = await results({ answers: 'all' })
    expect(body.json<Fields>().fields).toEqual({ answers: 'Answers should be a list of answers.' })
  })

  it('is for signed-in admins: 401 without a session, 403 for an app user', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/co2-results',
      headers: HEADERS,
      payload: { answers: [] },
    })
    expect(anonymous.statusCode).toBe(401)
    const device = await t.sessionFor((await t.createUser({ level: 'device' })).id)
    const app = await t.app.inject({
      method: 'POST',
      url: '/api/co2-results',
      headers: { ...HEADERS, authorization: `Bearer ${device.token}` },
      payload: { answers: [] },
    })
    expect(app.statusCode).toBe(403)
  })
})
