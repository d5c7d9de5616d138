import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { co2QuestionFormSchema, co2QuestionToForm } from '../../src/domain/co2-questions.ts'
import type { Co2QuestionDto } from '../../src/domain/contracts/co2-questions.ts'
import { co2Answers, co2QuestionCategories, co2Questions } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/co2-quiz-question: a CO2 question with its answers (an owned child list saved with it in one
// transaction), its one category, and its references to other questions, which are checked
// against the stored quiz before anything is written. The quiz is built here, not from the demo.

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

type Fields = { fields: Record<string, string> }
const PATH = '/api/co2-quiz-question'

async function create(body: Record<string, unknown>, lang = 'en') {
  const response = await t.asAdmin('POST', PATH, { categoryIds: [food], ...body }, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Co2QuestionDto>()
}
const update = (id: number, body: Record<string, unknown>, lang = 'en') =>
  t.asAdmin('PUT', `${PATH}/${id}`, body, { lang })
const read = async (id: number, lang = 'en') => {
  const response = await t.asAdmin('GET', `${PATH}/${id}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Co2QuestionDto>()
}
const list = async (query: string) => {
  const response = await t.asAdmin('GET', `${PATH}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response
}
const idsOf = async (query: string) => (await list(query)).json<Co2QuestionDto[]>().map((each) => each.id)
/** Everything stored, to show a refused write changed nothing. */
const snapshot = async () => ({
  questions: await t.db.select().from(co2Questions).orderBy(co2Questions.id),
  answers: await t.db.select().from(co2Answers).orderBy(co2Answers.id),
  categories: await t.db.select().from(co2QuestionCategories),
})
async function refused(write: () => Promise<{ statusCode: number; json: <T>() => T }>, fields: object) {
  const before = await snapshot()
  const response = await write()
  expect(response.statusCode).toBe(400)
  expect(response.json<Fields>().fields).toEqual(fields)
  expect(await snapshot()).toEqual(before)
}

describe('a CO2 question with its answers', () => {
  it('is created with every field, its answers in order, numbered 0..n-1, and reads back the same', async () => {
    const next = await create({ title: 'Km by car a week?', questionType: 'user-input', unitValue: 0.19 })
    const question = await create({
      title: '  How do you travel?  ',
      hint: 'An ordinary week.',
      description: 'Counts **every** trip.',
      isQuickScan: true,
      questionType: 'answers',
      calculationType: 'mobility',
      calculationLabels: ['car km'],
      categoryIds: [mobility],
      relatedQuestionIds: [next.id],
      sources: [{ description: 'CBS', href: 'https://www.cbs.nl' }],
      answers: [
        { text: 'By bike', unitAmount: 0 },
        { text: 'By train', tableKey: 'train', unitAmount: 100, resetsQuestions: [next.id] },
        { text: 'By car', followUpQuestionId: next.id, providesLabels: ['car fuel'] },
        { text: 'Other', isOther: true, isAverage: true, tableKey: '' },
      ],
    })
    expect(question).toMatchObject({
      title: 'How do you travel?',
      hint: 'An ordinary week.',
      description: 'Counts **every** trip.',
      unitValue: null,
      isQuickScan: true,
      isDismissable: false,
      questionType: 'answers',
      calculationType: 'mobility',
      partType: null,
      calculationLabels: ['car km'],
      categoryIds: [mobility],
      categories: [{ id: mobility, title: 'Mobility' }],
      relatedQuestionIds: [next.id],
      chainQuestionId: null,
      parentQuestionId: null,
      type: 'main',
      sources: [{ description: 'CBS', href: 'https://www.cbs.nl' }],
      media: [],
      translated: true,
    })
    expect(question.answers).toEqual([
      expect.objectContaining({ text: 'By bike', index: 0, unitAmount: 0, tableKey: null }),
      expect.objectContaining({ text: 'By train', index: 1, tableKey: 'train', resetsQuestions: [next.id] }),
      expect.objectContaining({
        text: 'By car',
        index: 2,
        followUpQuestionId: next.id,
        providesLabels: ['car fuel'],
      }),
      expect.objectContaining({ text: 'Other', index: 3, isOther: true, isAverage: true, tableKey: null }),
    ])
    expect(question.index).toBeGreaterThan(next.index)
    expect(await read(question.id)).toEqual(question)
    // The drawer's form of it is valid by the same schema the route takes.
    expect(co2QuestionFormSchema.safeParse(co2QuestionToForm(question)).success).toBe(true)
    // The follow-up is listed as one.
    expect(await read(next.id)).toMatchObject({ type: 'follow-up', isChained: false })
  })

  it('updates the question and its answers in one write: reorders, edits, adds, removes, keeping ids', async () => {
    const question = await create({
      title: 'Meat?',
      answers: [{ text: 'Daily' }, { text: 'Weekly' }, { text: 'Never' }],
    })
    const [daily, weekly, never] = question.answers
    const response = await update(question.id, {
      ...question,
      title: 'How often meat?',
      answers: [{ ...never!, text: 'Not at all' }, { text: 'Monthly', unitAmount: 50 }, daily],
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved = response.json<Co2QuestionDto>()
    expect(saved.answers.map((answer) => [answer.id, answer.text, answer.index])).toEqual([
      [never!.id, 'Not at all', 0],
      [expect.any(Number), 'Monthly', 1],
      [daily!.id, 'Daily', 2],
    ])
    const stored = await t.db.select().from(co2Answers).where(eq(co2Answers.questionId, question.id))
    expect(stored.map((answer) => answer.id)).not.toContain(weekly!.id)
    expect(await read(question.id)).toEqual(saved)
  })

  it('refuses an answer of another question with 400 on that entry, and writes nothing at all', async () => {
    const mine = await create({ title: 'Mine', answers: [{ text: 'A' }] })
    const theirs = await create({ title: 'Theirs', answers: [{ text: 'B' }] })
    await refused(
      () =>
        update(mine.id, {
          title: 'Mine, renamed',
          categoryIds: [mobility],
          answers: [
            { ...mine.answers[0]!, text: 'A, edited' },
            { text: 'New' },
            { id: theirs.answers[0]!.id, text: 'Stolen' },
          ],
        }),
      { 'answers.2.id': 'This entry belongs to another record.' },
    )
  })

  it('keeps what an update leaves out', async () => {
    const question = await create({
      title: 'Keep',
      hint: 'Hint',
      answers: [{ text: 'A' }],
      categoryIds: [mobility],
    })
    const saved = (await update(question.id, { title: 'Kept' })).json<Co2QuestionDto>()
    expect(saved).toEqual({ ...question, title: 'Kept', version: question.version + 1 })
  })

  it('is translated once its title, answers and written optional texts are filled in that language', async () => {
    const plain = await create({ title: 'Plain', answers: [{ text: 'Yes' }] })
    expect((await read(plain.id, 'nl')).translated).toBe(false)
    const dutch = await update(
      plain.id,
      { title: 'Gewoon', answers: [{ id: plain.answers[0]!.id, text: 'Ja' }] },
      'nl',
    )
    expect(dutch.json<Co2QuestionDto>().translated).toBe(true)
    // No hint in any language counts as nothing missing; one in English only is missing in Dutch.
    await update(plain.id, { title: 'Plain', hint: 'A hint' })
    expect(await read(plain.id, 'nl')).toMatchObject({
      translated: false,
      hint: '',
      reference: { lang: 'en', values: { hint: 'A hint' } },
    })
    expect(await idsOf('?state=missing')).not.toContain(plain.id)
    const nl = await t.asAdmin('GET', `${PATH}?state=missing`, undefined, { lang: 'nl' })
    expect(nl.json<Co2QuestionDto[]>().map((each) => each.id)).toContain(plain.id)
  })
})

describe('the list', () => {
  it('pages 25 at a time with the total, searches titles and filters by type', async () => {
    const main = await create({ title: 'Filter main' })
    const sub = await create({ title: 'Filter sub', parentQuestionId: main.id })
    const part = await create({ title: 'Filter part', partQuestionId: main.id })
    const followUp = await create({ title: 'Filter follow-up' })
    await create({ title: 'Filter leader', answers: [{ text: 'Go on', followUpQuestionId: followUp.id }] })
    for (let i = 0; i < 24; i++) await create({ title: `Bulk ${i}` })
    const page = await list('?page=1')
    expect(page.json()).toHaveLength(25)
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(25)
    expect(await idsOf('?q=filter&type=sub')).toEqual([sub.id])
    expect(await idsOf('?q=filter&type=part')).toEqual([part.id])
    expect(await idsOf('?q=filter&type=follow-up')).toEqual([followUp.id])
    expect((await idsOf('?q=filter&type=main')).sort()).toContain(main.id)
    expect(await idsOf('?q=filter&type=main')).not.toContain(followUp.id)
    expect((await read(main.id)).partQuestionIds).toEqual([part.id])
    const bad = await t.asAdmin('GET', `${PATH}?type=chained`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json<Fields>().fields).toEqual({ type: 'Type should be main, part, sub or follow-up.' })
  })

  it('orders the questions with PUT /order, 404 naming unknown ids', async () => {
    const a = await create({ title: 'Order A' })
    const b = await create({ title: 'Order B' })
    const stored = await t.asAdmin('PUT', `${PATH}/order`, [
      { id: b.id, index: 0 },
      { id: a.id, index: 1 },
    ])
    expect(stored.statusCode, stored.body).toBe(200)
    expect(stored.json()).toEqual([
      { id: b.id, index: 0 },
      { id: a.id, index: 1 },
    ])
    expect((await idsOf('?q=order%20')).slice(0, 2)).toEqual([b.id, a.id])
    const unknown = await t.asAdmin('PUT', `${PATH}/order`, [{ id: 99_999, index: 0 }])
    expect(unknown.statusCode).toBe(404)
  })
})

describe('deleting', () => {
  it('answers {id}, then 404; questions referring to it lose the reference, sub questions move up', async () => {
    const gone = await create({ title: 'Gone' })
    const sub = await create({ title: 'Its sub', parentQuestionId: gone.id, chainQuestionId: gone.id })
    const referrer = await create({
      title: 'Refers',
      answers: [{ text: 'A', followUpQuestionId: gone.id, resetsQuestions: [gone.id, sub.id] }],
    })
    const removed = await t.asAdmin('DELETE', `${PATH}/${gone.id}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ id: gone.id })
    expect((await t.asAdmin('GET', `${PATH}/${gone.id}`)).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', `${PATH}/${gone.id}`)).statusCode).toBe(404)
    expect(await read(sub.id)).toMatchObject({ parentQuestionId: null, chainQuestionId: null, type: 'main' })
    const after = await read(referrer.id)
    expect(after.answers[0]).toMatchObject({ followUpQuestionId: null, resetsQuestions: [sub.id] })
    // Read and sent back as it is: nothing refers to the deleted question any more.
    expect((await update(referrer.id, after)).statusCode).toBe(200)
  })

  it('answers 404 to an unknown id on get, update and delete', async () => {
    for (const [method, body] of [['GET'], ['PUT', { title: 'X' }], ['DELETE']] as const) {
      const response = await t.asAdmin(method, `${PATH}/99999`, body)
      expect(response.statusCode, method).toBe(404)
      expect(response.json()).toMatchObject({ error: 'not_found', message: 'CO2 question not found.' })
    }
  })
})
