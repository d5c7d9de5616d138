import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calculatorQuizOf } from '../../src/console/api/co2-quiz.ts'
import { calculateCo2 } from '../../src/domain/co2/calculate.ts'
import type { Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import type { Co2QuizView } from '../../src/domain/contracts/co2-quiz.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/co2-quiz: the whole quiz as the console's Calculator and Quiz overview read it — the
// engine's shapes with the texts in the request language, the sub questions' parents, and the data
// tables of the country asked for. The same answers counted on it in the console and by
// POST /api/co2-results give the same results.

let t: TestApp
let food: number
let diet: Co2QuestionDto
let organic: Co2QuestionDto

async function post(path: string, body: unknown, lang: 'en' | 'nl' = 'en') {
  const response = await t.asAdmin('POST', path, body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

beforeAll(async () => {
  t = await createTestApp()
  food = (await post('/api/category', { title: 'Food' })).id
  await t.asAdmin('PUT', `/api/category/${food}`, { title: 'Voeding' }, { lang: 'nl' })
  diet = await post('/api/co2-quiz-question', {
    title: 'What do you eat?',
    hint: 'An ordinary week.',
    calculationType: 'diet',
    categoryIds: [food],
    answers: [
      { text: 'Vegan', tableKey: 'vegan' },
      { text: 'Meat every day', tableKey: 'meat-lover' },
    ],
  })
  await t.asAdmin(
    'PUT',
    `/api/co2-quiz-question/${diet.id}`,
    {
      title: 'Wat eet je?',
      answers: diet.answers.map((answer) => ({ ...answer, text: `NL ${answer.text}` })),
    },
    { lang: 'nl' },
  )
  organic = await post('/api/co2-quiz-question', {
    title: 'How much is organic?',
    categoryIds: [food],
    calculationLabels: ['organic'],
    parentQuestionId: diet.id,
    answers: [{ text: 'All of it', unitAmount: 1 }],
  })
  await post('/api/data-table', {
    name: 'diet',
    country: 'be',
    data: { vegan: 1000, vegetarian: 1300, flexitarian: 1600, average: 1900, 'meat-lover': 2700 },
  })
  // A table name is one table: Belgium's diet, the default country's (nl) public transport.
  await post('/api/data-table', {
    name: 'public-transport',
    country: 'nl',
    data: { train: 0.005, bus: 0.07, 'tram-metro': 0.03 },
  })
})
afterAll(() => t?.close())

const quiz = async (query = '', lang: 'en' | 'nl' = 'en') => {
  const response = await t.asAdmin('GET', `/api/co2-quiz${query}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Co2QuizView>()
}

describe('the quiz for the calculator', () => {
  it('has the questions in quiz order with their texts, answers, parents and categories, in the language asked for', async () => {
    const english = await quiz()
    expect(english.questions.map((question) => [question.title, question.parentQuestionId])).toEqual([
      ['What do you eat?', null],
      ['How much is organic?', diet.id],
    ])
    expect(english.questions[0]!.hint).toBe('An ordinary week.')
    expect(english.questions[0]!.answers.map((answer) => [answer.text, answer.tableKey])).toEqual([
      ['Vegan', 'vegan'],
      ['Meat every day', 'meat-lover'],
    ])
    expect(english.categories).toEqual([{ id: food, title: 'Food' }])
    const dutch = await quiz('', 'nl')
    expect(dutch.questions[0]!.title).toBe('Wat eet je?')
    expect(dutch.questions[0]!.answers[0]!.text).toBe('NL Vegan')
    // A text without Dutch shows the English.
    expect(dutch.questions[1]!.title).toBe('How much is organic?')
    expect(dutch.categories).toEqual([{ id: food, title: 'Voeding' }])
  })

  it("carries the country's data tables, the default country's for a country without its own", async () => {
    expect(Object.keys((await quiz()).tables)).toEqual(['public-transport'])
    expect(await quiz('?country=be')).toMatchObject({
      country: 'BE',
      tables: { diet: { vegan: 1000 }, 'public-transport': { train: 0.005 } },
    })
    expect(Object.keys((await quiz('?country=DE')).tables)).toEqual(['public-transport'])
  })

  it('gives the console the results the API gives for the same answers', async () => {
    const answers = [
      { questionId: diet.id, answerId: diet.answers[1]!.id, inputValue: null },
      { questionId: organic.id, answerId: organic.answers[0]!.id, inputValue: null },
    ]
    const { quiz: engineQuiz, tables } = calculatorQuizOf(await quiz('?country=BE'))
    const response = await t.asAdmin(
      'POST',
      '/api/co2-results',
      { answers, country: 'BE' },
      { appversion: '1.4.0' },
    )
    expect(response.statusCode, response.body).toBe(200)
    const local = calculateCo2(engineQuiz, answers, tables, 'BE')
    expect(local.total).toBeGreaterThan(0)
    expect(response.json()).toMatchObject({ total: local.total })
  })

  it('refuses a country that is not two letters', async () => {
    const response = await t.asAdmin('GET', '/api/co2-quiz?country=Nether')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ fields: { country: expect.any(String) } })
  })
})
