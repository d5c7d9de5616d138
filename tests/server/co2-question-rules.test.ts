import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import {
  co2Answers,
  co2QuestionCategories,
  co2QuestionRelated,
  co2Questions,
} from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// The write rules of /api/co2-quiz-question (src/domain/co2-question-rules.ts and the body schema):
// each refusal is a 400 naming the field with its message, and nothing is written: no row, no
// answer, no link.

let t: TestApp
let food: number
let mobility: number
beforeAll(async () => {
  t = await createTestApp()
  const category = async (title: string) => (await t.asAdmin('POST', '/api/category', { title })).json().id
  food = await category('Food')
  mobility = await category('Mobility')
})
afterAll(() => t?.close())

const PATH = '/api/co2-quiz-question'
type Fields = { fields: Record<string, string> }
const NOT_FOUND = 'There is no CO2 question with this id.'
const ITSELF = 'A question cannot refer to itself.'
const LOOP = 'This makes a loop: the questions that follow lead back to this one.'

async function create(body: Record<string, unknown>) {
  const response = await t.asAdmin('POST', PATH, { categoryIds: [food], ...body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Co2QuestionDto>()
}
const snapshot = async () => ({
  questions: await t.db.select().from(co2Questions).orderBy(co2Questions.id),
  answers: await t.db.select().from(co2Answers).orderBy(co2Answers.id),
  categories: await t.db.select().from(co2QuestionCategories),
  related: await t.db.select().from(co2QuestionRelated),
})
/** The write is refused with exactly these field messages, and nothing changes. */
async function refused(method: 'POST' | 'PUT', url: string, body: unknown, fields: Record<string, string>) {
  const before = await snapshot()
  const response = await t.asAdmin(method, url, body)
  expect(response.statusCode, response.body).toBe(400)
  expect(response.json<Fields>().fields).toEqual(fields)
  expect(response.json<{ message: string }>().message).toBe(Object.values(fields)[0])
  expect(await snapshot()).toEqual(before)
}

describe('the body', () => {
  it.each([
    ['no title', { title: ' ' }, { title: 'Title is required.' }],
    ['no category', { title: 'Q', categoryIds: undefined }, { categoryIds: 'This is required' }],
    ['an empty category list', { title: 'Q', categoryIds: [] }, { categoryIds: 'This is required' }],
    ['two categories', { title: 'Q', categoryIds: [1, 2] }, { categoryIds: 'Only use one category' }],
    [
      'a unit value past the shared rule',
      { title: 'Q', unitValue: 1e308 },
      { unitValue: 'Must be a number from 0 to 10,000,000 (kg CO2).' },
    ],
    [
      'a negative unit amount',
      { title: 'Q', answers: [{ text: 'A', unitAmount: -1 }] },
      { 'answers.0.unitAmount': 'Must be a number from 0 to 10,000,000 (kg CO2).' },
    ],
    [
      'an answer without text',
      { title: 'Q', answers: [{ text: ' ' }] },
      { 'answers.0.text': 'Answer text is required.' },
    ],
    [
      'a table key in capitals',
      { title: 'Q', answers: [{ text: 'A', tableKey: 'Diesel' }] },
      {
        'answers.0.tableKey':
          'Table key should be a short code of lowercase letters, digits and dashes, such as diesel.',
      },
    ],
    [
      'a table key of 41 characters',
      { title: 'Q', answers: [{ text: 'A', tableKey: 'a'.repeat(41) }] },
      {
        'answers.0.tableKey':
          'Table key should be a short code of lowercase letters, digits and dashes, such as diesel.',
      },
    ],
    [
      'an unknown calculation label',
      { title: 'Q', calculationLabels: ['car colour'] },
      { 'calculationLabels.0': 'Choose calculation labels from the list, each once.' },
    ],
    [
      '51 answers',
      { title: 'Q', answers: Array.from({ length: 51 }, (_, i) => ({ text: `A${i}` })) },
      { answers: 'A question has at most 50 answers.' },
    ],
    [
      '500 answers',
      { title: 'Q', answers: Array.from({ length: 500 }, (_, i) => ({ text: `A${i}` })) },
      { answers: 'A question has at most 50 answers.' },
    ],
  ])('refuses %s', async (_, body, fields) => {
    await refused('POST', PATH, { categoryIds: [food], ...body }, fields)
  })

  it('takes 50 answers', async () => {
    const question = await create({
      title: 'Fifty',
      answers: Array.from({ length: 50 }, (_, i) => ({ text: `A${i}` })),
    })
    expect(question.answers).toHaveLength(50)
  })

  it('refuses an unknown category, naming it', async () => {
    await refused(
      'POST',
      PATH,
      { title: 'Q', categoryIds: [99_999] },
      { categoryIds: 'A chosen category does not exist.' },
    )
  })
})

describe('references to other questions', () => {
  it('refuses unknown ids, naming each field', async () => {
    const known = await create({ title: 'Known' })
    await refused(
      'POST',
      PATH,
      {
        title: 'Q',
        categoryIds: [food],
        chainQuestionId: 99_991,
        parentQuestionId: 99_992,
        partQuestionId: 99_993,
        relatedQuestionIds: [known.id, 99_994],
        answers: [
          { text: 'A', followUpQuestionId: 99_995 },
          { text: 'B', resetsQuestions: [known.id, 99_996] },
        ],
      },
      {
        chainQuestionId: NOT_FOUND,
        parentQuestionId: NOT_FOUND,
        partQuestionId: NOT_FOUND,
        relatedQuestionIds: NOT_FOUND,
        'answers.0.followUpQuestionId': NOT_FOUND,
        'answers.1.resetsQuestions': NOT_FOUND,
      },
    )
  })

  it('refuses a question that refers to itself as chain, parent, part, related or follow-up', async () => {
    const question = await create({ title: 'Self', answers: [{ text: 'A' }] })
    const url = `${PATH}/${question.id}`
    const self = question.id
    await refused('PUT', url, { title: 'Self', chainQuestionId: self }, { chainQuestionId: ITSELF })
    await refused('PUT', url, { title: 'Self', parentQuestionId: self }, { parentQuestionId: ITSELF })
    await refused('PUT', url, { title: 'Self', partQuestionId: self }, { partQuestionId: ITSELF })
    await refused('PUT', url, { title: 'Self', relatedQuestionIds: [self] }, { relatedQuestionIds: ITSELF })
    await refused(
      'PUT',
      url,
      { title: 'Self', answers: [{ ...question.answers[0], followUpQuestionId: self }] },
      { 'answers.0.followUpQuestionId': ITSELF },
    )
  })

  it('refuses a loop of chain questions', async () => {
    const a = await create({ title: 'Chain A' })
    const b = await create({ title: 'Chain B', chainQuestionId: a.id })
    const c = await create({ title: 'Chain C', chainQuestionId: b.id })
    await refused(
      'PUT',
      `${PATH}/${a.id}`,
      { title: 'Chain A', chainQuestionId: c.id },
      { chainQuestionId: LOOP },
    )
    // A chain that ends is fine.
    const d = await create({ title: 'Chain D' })
    expect(
      (await t.asAdmin('PUT', `${PATH}/${a.id}`, { title: 'Chain A', chainQuestionId: d.id })).statusCode,
    ).toBe(200)
    expect((await t.asAdmin('GET', `${PATH}/${a.id}`)).json()).toMatchObject({ isChained: true })
  })

  it('refuses a loop of follow-ups, and one through a follow-up and a chain', async () => {
    const a = await create({ title: 'Follow A', answers: [{ text: 'A1' }] })
    const b = await create({ title: 'Follow B', answers: [{ text: 'B1', followUpQuestionId: a.id }] })
    await refused(
      'PUT',
      `${PATH}/${a.id}`,
      { title: 'Follow A', answers: [{ ...a.answers[0], followUpQuestionId: b.id }] },
      { 'answers.0.followUpQuestionId': LOOP },
    )
    const c = await create({ title: 'Follow C', chainQuestionId: b.id })
    await refused(
      'PUT',
      `${PATH}/${a.id}`,
      { title: 'Follow A', answers: [{ text: 'New', followUpQuestionId: c.id }] },
      { 'answers.0.followUpQuestionId': LOOP },
    )
    await refused(
      'PUT',
      `${PATH}/${a.id}`,
      { title: 'Follow A', chainQuestionId: c.id },
      { chainQuestionId: LOOP },
    )
  })
})

describe('the one-level hierarchy', () => {
  it('makes a question a sub question of a top-level one, and top level again with null', async () => {
    const parent = await create({ title: 'Parent' })
    const child = await create({ title: 'Child' })
    const moved = await t.asAdmin('PUT', `${PATH}/${child.id}`, {
      title: 'Child',
      parentQuestionId: parent.id,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ parentQuestionId: parent.id, type: 'sub' })
    const back = await t.asAdmin('PUT', `${PATH}/${child.id}`, { title: 'Child', parentQuestionId: null })
    expect(back.json()).toMatchObject({ parentQuestionId: null, type: 'main' })
  })

  it('refuses a sub question as parent, and a question with sub questions as a child', async () => {
    const top = await create({ title: 'Top' })
    const sub = await create({ title: 'Sub', parentQuestionId: top.id })
    const other = await create({ title: 'Other' })
    await refused(
      'POST',
      PATH,
      { title: 'Deeper', categoryIds: [mobility], parentQuestionId: sub.id },
      {
        parentQuestionId: 'A sub question cannot have sub questions.',
      },
    )
    await refused(
      'PUT',
      `${PATH}/${top.id}`,
      { title: 'Top', parentQuestionId: other.id },
      {
        parentQuestionId: 'This question has sub questions, so it cannot become a sub question.',
      },
    )
    // A record read and sent back as it is keeps its place.
    const read = (await t.asAdmin('GET', `${PATH}/${sub.id}`)).json()
    expect((await t.asAdmin('PUT', `${PATH}/${sub.id}`, read)).statusCode).toBe(200)
  })
})
