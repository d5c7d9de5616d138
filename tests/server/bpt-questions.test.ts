import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bptValuesOf } from '../../src/domain/bpt.ts'
import type { BptQuestionDto } from '../../src/domain/contracts/bpt-questions.ts'
import type { BptType } from '../../src/domain/enums.ts'
import { bptAnswers, bptQuestions } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/bpt-question (docs/product.md §3, §5, §7 "BPT"): one question per type, every option of a
// type exactly once, none for interests and location; the answers written with the question in
// one transaction; ordered by index. What every CRUD resource answers (paging, 404s, bodies) is
// the kit's test; sign-in and admin on every route, the route sweep's.

const PATH = '/api/bpt-question'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.delete(bptQuestions)
})

const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)
const allAnswers = (type: BptType) =>
  bptValuesOf(type).map((value) => ({ text: `Answer ${value}`, hint: '', value }))

async function create(type: BptType, body: Record<string, unknown> = {}) {
  const response = await call('POST', PATH, {
    text: `About ${type}`,
    type,
    answers: allAnswers(type),
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<BptQuestionDto>()
}
const stored = async () => ({
  questions: await t.db.select().from(bptQuestions).orderBy(asc(bptQuestions.id)),
  answers: await t.db.select().from(bptAnswers).orderBy(asc(bptAnswers.id)),
})

describe('writing a BPT question', () => {
  it('creates a question with all its answers in order, and reads it back', async () => {
    const question = await create('expertise', { onboarding: true })
    expect(question).toMatchObject({
      text: 'About expertise',
      type: 'expertise',
      onboarding: true,
      index: 0,
      translated: true,
      version: 1,
      answers: [
        { text: 'Answer low', hint: '', value: 'low', index: 0 },
        { text: 'Answer some', hint: '', value: 'some', index: 1 },
        { text: 'Answer expert', hint: '', value: 'expert', index: 2 },
      ],
    })
    expect((await call('GET', `${PATH}/${question.id}`)).json()).toEqual(question)
  })

  it('keeps each language: Dutch written beside English, a hint counted once written', async () => {
    const question = await create('co2-scan')
    const dutch = {
      text: 'Over de CO2-scan',
      type: 'co2-scan',
      version: 1,
      answers: question.answers.map((answer) => ({
        id: answer.id,
        text: `NL ${answer.value}`,
        value: answer.value,
      })),
    }
    const response = await call('PUT', `${PATH}/${question.id}`, dutch, { lang: 'nl' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json<BptQuestionDto>().translated).toBe(true)
    const english = (await call('GET', `${PATH}/${question.id}`)).json<BptQuestionDto>()
    expect(english.text).toBe('About co2-scan')
    expect(english.answers.map((answer) => answer.text)).toEqual(allAnswers('co2-scan').map((a) => a.text))
    // An English hint makes the Dutch question untranslated until the hint has Dutch too.
    const withHint = english.answers.map(({ id, text, value }, i) => ({
      id,
      text,
      value,
      hint: i ? '' : 'Takes 5 minutes',
    }))
    await call('PUT', `${PATH}/${question.id}`, {
      text: english.text,
      type: 'co2-scan',
      version: 2,
      answers: withHint,
    })
    const nl = (await call('GET', `${PATH}/${question.id}`, undefined, { lang: 'nl' })).json<BptQuestionDto>()
    expect(nl.translated).toBe(false)
    expect(nl.answers[0]!.reference).toEqual({ lang: 'en', values: { hint: 'Takes 5 minutes' } })
    expect(
      (await call('GET', `${PATH}?state=missing`, undefined, { lang: 'nl' })).json<{ id: number }[]>(),
    ).toEqual([expect.objectContaining({ id: question.id })])
  })

  it('interests and location have no answers', async () => {
    const interests = await create('interests', { answers: [] })
    expect(interests.answers).toEqual([])
    const response = await call('POST', PATH, {
      text: 'Where?',
      type: 'location',
      answers: allAnswers('expertise'),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ answers: 'Interests and location questions have no answers.' })
  })

  it('a new question goes last; PUT /order sets the order; the list follows it', async () => {
    const a = await create('interests', { answers: [] })
    const b = await create('location', { answers: [] })
    const c = await create('self-reliance')
    expect(c.index).toBe(2)
    const order = [c.id, a.id, b.id].map((id, index) => ({ id, index }))
    expect((await call('PUT', `${PATH}/order`, order)).statusCode).toBe(200)
    const list = (await call('GET', PATH)).json<BptQuestionDto[]>()
    expect(list.map((question) => question.type)).toEqual(['self-reliance', 'interests', 'location'])
    expect((await call('GET', `${PATH}?type=location`)).json<BptQuestionDto[]>().map((q) => q.id)).toEqual([
      b.id,
    ])
    expect((await call('GET', `${PATH}?q=self`)).json<BptQuestionDto[]>().map((q) => q.id)).toEqual([c.id])
  })

  it('refuses a stale update with 409, nothing written', async () => {
    const question = await create('expertise')
    const body = { text: 'New', type: 'expertise', answers: allAnswers('expertise'), version: 1 }
    expect((await call('PUT', `${PATH}/${question.id}`, body)).statusCode).toBe(200)
    const stale = await call('PUT', `${PATH}/${question.id}`, { ...body, text: 'Lost' })
    expect(stale.statusCode).toBe(409)
    expect((await call('GET', `${PATH}/${question.id}`)).json<BptQuestionDto>().text).toBe('New')
  })
})

describe('the rules, refused before anything is written', () => {
  const refused = async (body: Record<string, unknown>, status = 400) => {
    const before = await stored()
    const response = await call('POST', PATH, body)
    expect(response.statusCode, response.body).toBe(status)
    expect(await stored()).toEqual(before)
    return response.json<{ fields: Record<string, string> }>().fields
  }

  it('text is required', async () => {
    expect(await refused({ text: '', type: 'interests' })).toEqual({ text: 'Text is required.' })
  })

  it('a type outside the nine', async () => {
    expect(await refused({ text: 'Q', type: 'hobbies' })).toEqual({ type: 'Type is required.' })
  })

  it('an option missing, a value of another type, the same value twice', async () => {
    const answers = allAnswers('expertise')
    expect(await refused({ text: 'Q', type: 'expertise', answers: answers.slice(1) })).toEqual({
      answers: 'Please provide all answer options',
    })
    expect(
      await refused({
        text: 'Q',
        type: 'expertise',
        answers: [...answers, { text: 'Money', value: 'money' }],
      }),
    ).toEqual({ 'answers.3.value': 'This value is not an option of this type.' })
    expect(await refused({ text: 'Q', type: 'expertise', answers: [...answers, answers[0]] })).toEqual({
      'answers.3.value': 'Each value may be used by one answer only.',
    })
  })

  it('1,000 answers', async () => {
    const answers = Array.from({ length: 1000 }, (_, i) => ({ text: `A${i}`, value: 'low' }))
    expect(await refused({ text: 'Q', type: 'expertise', answers })).toMatchObject({
      answers: 'A question has at most 20 answers.',
    })
  })

  it('each type is used by one question only: 409 on type, on create and on update', async () => {
    const first = await create('motivation')
    expect(
      await refused({ text: 'Again', type: 'motivation', answers: allAnswers('motivation') }, 409),
    ).toEqual({
      type: 'Another question already has this type.',
    })
    const other = await create('co2-scan')
    const moved = await call('PUT', `${PATH}/${other.id}`, {
      text: 'Now motivation',
      type: 'motivation',
      answers: allAnswers('motivation'),
      version: 1,
    })
    expect(moved.statusCode).toBe(409)
    expect(moved.json().fields).toEqual({ type: 'Another question already has this type.' })
    expect((await call('GET', `${PATH}/${first.id}`)).json<BptQuestionDto>().type).toBe('motivation')
  })

  it('two concurrent creates of one type: one 201, one 409, one question stored', async () => {
    const body = { text: 'Barrier', type: 'barrier', answers: allAnswers('barrier') }
    const responses = await Promise.all([call('POST', PATH, body), call('POST', PATH, body)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const { questions, answers } = await stored()
    expect(questions).toHaveLength(1)
    expect(answers).toHaveLength(bptValuesOf('barrier').length)
  })
})
