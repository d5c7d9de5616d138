import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuizQuestionDto } from '../../src/domain/contracts/quiz-questions.ts'
import { quizAnswers, quizQuestions, userQuizAnswers } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/quiz-question: a quiz question with its answers, an owned child list saved with it in one
// transaction (src/server/crud/childLists.ts), renumbered 0..n-1, translated with its answers.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

type Fields = { fields: Record<string, string> }

async function create(body: Record<string, unknown>, lang = 'en') {
  const response = await t.asAdmin('POST', '/api/quiz-question', body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<QuizQuestionDto>()
}

const update = (id: number, body: Record<string, unknown>, lang = 'en') =>
  t.asAdmin('PUT', `/api/quiz-question/${id}`, body, { lang })

const read = async (id: number, lang = 'en') => {
  const response = await t.asAdmin('GET', `/api/quiz-question/${id}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<QuizQuestionDto>()
}

const texts = (question: QuizQuestionDto) => question.answers.map((answer) => answer.text)
const storedAnswers = (questionId: number) =>
  t.db.select().from(quizAnswers).where(eq(quizAnswers.questionId, questionId)).orderBy(quizAnswers.index)

const twoAnswers = [{ text: 'Yes', correct: true }, { text: 'No' }]

describe('a quiz question with its answers', () => {
  it('saves the answers in the order sent, numbered 0..n-1, with their correct flags', async () => {
    const question = await create({
      title: 'Which is greener?',
      answers: [
        { text: 'The car' },
        { text: 'The bike', correct: true },
        { text: 'The train', correct: true },
      ],
    })
    expect(question).toMatchObject({ title: 'Which is greener?', media: [], translated: true, version: 1 })
    expect(question.answers).toEqual([
      { id: expect.any(Number), text: 'The car', correct: false, index: 0 },
      { id: expect.any(Number), text: 'The bike', correct: true, index: 1 },
      { id: expect.any(Number), text: 'The train', correct: true, index: 2 },
    ])
    expect(new Set(question.answers.map((answer) => answer.id)).size).toBe(3)
    // Stored so: the same order and indexes, read back the same.
    const stored = await storedAnswers(question.id)
    expect(stored.map((answer) => [answer.id, answer.index, answer.text, answer.correct])).toEqual(
      question.answers.map((answer) => [answer.id, answer.index, { en: answer.text }, answer.correct]),
    )
    expect(await read(question.id)).toEqual(question)
  })

  it('reorders, edits, adds and removes answers in one write, keeping the ids of the saved ones', async () => {
    const question = await create({
      title: 'How do you heat?',
      answers: [{ text: 'Gas', correct: true }, { text: 'Heat pump' }, { text: 'Wood' }],
    })
    const [gas, pump, wood] = question.answers
    const response = await update(question.id, {
      title: 'How do you heat your home?',
      version: question.version,
      answers: [
        { id: pump!.id, text: 'Heat pump', correct: true },
        { text: 'District heating' },
        { id: gas!.id, text: 'Natural gas', correct: false },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved = response.json<QuizQuestionDto>()
    expect(saved).toMatchObject({ title: 'How do you heat your home?', version: question.version + 1 })
    expect(saved.answers).toEqual([
      { id: pump!.id, text: 'Heat pump', correct: true, index: 0 },
      { id: expect.any(Number), text: 'District heating', correct: false, index: 1 },
      { id: gas!.id, text: 'Natural gas', correct: false, index: 2 },
    ])
    expect([pump!.id, gas!.id, wood!.id]).not.toContain(saved.answers[1]!.id)
    const stored = await storedAnswers(question.id)
    expect(stored.map((answer) => answer.id)).toEqual(saved.answers.map((answer) => answer.id))
    expect(stored.some((answer) => answer.id === wood!.id)).toBe(false)
    expect(await read(question.id)).toEqual(saved)
  })

  it('keeps the answers when a write leaves them out, and counts a reorder alone as a change', async () => {
    const question = await create({ title: 'Keep', answers: [{ text: 'A', correct: true }, { text: 'B' }] })
    const renamed = (await update(question.id, { title: 'Kept' })).json<QuizQuestionDto>()
    expect(renamed).toMatchObject({ title: 'Kept', version: 2 })
    expect(renamed.answers).toEqual(question.answers)
    const [a, b] = question.answers
    const swapped = await update(question.id, {
      title: 'Kept',
      version: 2,
      answers: [
        { id: b!.id, text: 'B' },
        { id: a!.id, text: 'A', correct: true },
      ],
    })
    expect(swapped.statusCode, swapped.body).toBe(200)
    expect(swapped.json<QuizQuestionDto>()).toMatchObject({
      version: 3,
      answers: [
        { id: b!.id, index: 0 },
        { id: a!.id, index: 1 },
      ],
    })
  })

  it('refuses an answer id of another question with 400 on that entry, and writes nothing', async () => {
    const mine = await create({ title: 'Mine', answers: twoAnswers })
    const theirs = await create({
      title: 'Theirs',
      answers: [{ text: 'Theirs', correct: true }, { text: 'Other' }],
    })
    const before = await t.db.select().from(quizAnswers)
    const response = await update(mine.id, {
      title: 'Mine, renamed',
      answers: [
        { id: mine.answers[0]!.id, text: 'Yes, edited', correct: true },
        { text: 'A new one' },
        { id: theirs.answers[0]!.id, text: 'Stolen' },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual({
      'answers.2.id': 'This entry belongs to another record.',
    })
    // Not the title, not the edited answer, not the new one: nothing.
    expect(await read(mine.id)).toEqual(mine)
    expect(await read(theirs.id)).toEqual(theirs)
    expect(await t.db.select().from(quizAnswers)).toEqual(before)
  })

  it('refuses an answer id that is no answer at all, on that entry', async () => {
    const question = await create({ title: 'Unknown id', answers: twoAnswers })
    const response = await update(question.id, {
      title: 'Unknown id',
      answers: [
        { text: 'New', correct: true },
        { id: 999_999, text: 'Ghost' },
      ],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual({
      'answers.1.id': 'This entry belongs to another record.',
    })
    expect(await read(question.id)).toEqual(question)
  })

  it.each([
    ['no title', { title: ' ', answers: twoAnswers }, { title: 'Title is required.' }],
    [
      'an answer without text',
      { title: 'Q', answers: [{ text: 'Yes', correct: true }, { text: '  ' }] },
      { 'answers.1.text': 'Answer text is required.' },
    ],
    [
      'fewer than two answers',
      { title: 'Q', answers: [{ text: 'Only', correct: true }] },
      { answers: 'A question needs at least two answers.' },
    ],
    [
      'no correct answer',
      { title: 'Q', answers: [{ text: 'A' }, { text: 'B', correct: false }] },
      { answers: 'Mark at least one answer as correct.' },
    ],
    [
      '200 answers',
      {
        title: 'Q',
        answers: Array.from({ length: 200 }, (_, i) => ({ text: `Answer ${i}`, correct: i === 0 })),
      },
      { answers: 'A question has at most 20 answers.' },
    ],
  ])('refuses a question with %s, with its message, and writes nothing', async (_, body, fields) => {
    const questions = (await t.db.select().from(quizQuestions)).length
    const answers = (await t.db.select().from(quizAnswers)).length
    const response = await t.asAdmin('POST', '/api/quiz-question', body)
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual(fields)
    expect((await t.db.select().from(quizQuestions)).length).toBe(questions)
    expect((await t.db.select().from(quizAnswers)).length).toBe(answers)
  })

  it('refuses the same rules on an update, keeping what is stored', async () => {
    const question = await create({ title: 'Rules', answers: twoAnswers })
    const none = await update(question.id, {
      title: 'Rules',
      answers: [
        { id: question.answers[0]!.id, text: 'Yes', correct: false },
        { id: question.answers[1]!.id, text: 'No' },
      ],
    })
    expect(none.statusCode).toBe(400)
    expect(none.json<Fields>().fields).toEqual({ answers: 'Mark at least one answer as correct.' })
    const one = await update(question.id, { title: 'Rules', answers: [{ text: 'Alone', correct: true }] })
    expect(one.json<Fields>().fields).toEqual({ answers: 'A question needs at least two answers.' })
    expect(await read(question.id)).toEqual(question)
  })

  it('is translated only when the title and every answer’s text are filled in that language', async () => {
    const question = await create({
      title: 'Which uses less water?',
      answers: [{ text: 'A shower', correct: true }, { text: 'A bath' }],
    })
    const [shower, bath] = question.answers
    const ids = async (lang: string, state: string) =>
      (await t.asAdmin('GET', `/api/quiz-question?state=${state}`, undefined, { lang }))
        .json<QuizQuestionDto[]>()
        .map((each) => each.id)
    expect(question.translated).toBe(true)
    expect(await ids('en', 'translated')).toContain(question.id)
    expect(await ids('nl', 'missing')).toContain(question.id)
    // The Dutch title alone: the answers' Dutch texts are still missing.
    const titled = await update(question.id, { title: 'Wat gebruikt minder water?' }, 'nl')
    expect(titled.statusCode, titled.body).toBe(200)
    expect(titled.json<QuizQuestionDto>()).toMatchObject({
      title: 'Wat gebruikt minder water?',
      translated: false,
    })
    expect(await ids('nl', 'missing')).toContain(question.id)
    expect(await ids('nl', 'translated')).not.toContain(question.id)
    // One answer in Dutch, the other blank there (blank counts as missing, in the list too).
    await t.db
      .update(quizAnswers)
      .set({ text: { en: 'A shower', nl: 'Een douche' } })
      .where(eq(quizAnswers.id, shower!.id))
    await t.db
      .update(quizAnswers)
      .set({ text: { en: 'A bath', nl: '  ' } })
      .where(eq(quizAnswers.id, bath!.id))
    expect((await read(question.id, 'nl')).translated).toBe(false)
    expect(await ids('nl', 'missing')).toContain(question.id)
    expect(await ids('nl', 'translated')).not.toContain(question.id)
    const done = await update(
      question.id,
      {
        title: 'Wat gebruikt minder water?',
        answers: [
          { id: shower!.id, text: 'Een douche', correct: true },
          { id: bath!.id, text: 'Een bad' },
        ],
      },
      'nl',
    )
    expect(done.json<QuizQuestionDto>()).toMatchObject({ translated: true })
    expect(await ids('nl', 'translated')).toContain(question.id)
    expect(await ids('nl', 'missing')).not.toContain(question.id)
    // English kept its own texts, and a new answer written in Dutch leaves English incomplete.
    const english = await read(question.id)
    expect(english).toMatchObject({ title: 'Which uses less water?', translated: true })
    expect(texts(english)).toEqual(['A shower', 'A bath'])
    const added = await update(
      question.id,
      {
        title: 'Wat gebruikt minder water?',
        answers: [
          { id: shower!.id, text: 'Een douche', correct: true },
          { id: bath!.id, text: 'Een bad' },
          { text: 'Een emmer' },
        ],
      },
      'nl',
    )
    expect(added.json<QuizQuestionDto>().translated).toBe(true)
    const englishAgain = await read(question.id)
    expect(englishAgain.translated).toBe(false)
    expect(englishAgain.answers[2]).toMatchObject({
      text: '',
      reference: { lang: 'nl', values: { text: 'Een emmer' } },
    })
    expect(await ids('en', 'missing')).toContain(question.id)
    expect(await ids('en', 'translated')).not.toContain(question.id)
  })

  it('answers 404 for an unknown question, on read, write and delete', async () => {
    const missing = await t.asAdmin('GET', '/api/quiz-question/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ error: 'not_found' })
    expect((await update(999_999, { title: 'x', answers: twoAnswers })).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', '/api/quiz-question/999999')).statusCode).toBe(404)
  })

  it('refuses a write based on an older version with 409, writing nothing', async () => {
    const question = await create({ title: 'Versioned', answers: twoAnswers })
    const first = await update(question.id, { title: 'Newer', version: 1 })
    expect(first.json<QuizQuestionDto>().version).toBe(2)
    const stale = await update(question.id, {
      title: 'Older',
      version: 1,
      answers: [{ text: 'Replaced', correct: true }, { text: 'Too' }],
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ error: 'conflict', version: 2 })
    const after = await read(question.id)
    expect(after).toMatchObject({ title: 'Newer', version: 2 })
    expect(after.answers).toEqual(question.answers)
  })

  it('deletes the question with its answers and the users’ stored answers to it', async () => {
    const question = await create({ title: 'Gone', answers: twoAnswers })
    const kept = await create({ title: 'Stays', answers: twoAnswers })
    const [ann, bob] = [await t.createUser(), await t.createUser()]
    await t.db.insert(userQuizAnswers).values([
      { userId: ann.id, questionId: question.id, answerId: question.answers[0]!.id },
      { userId: bob.id, questionId: question.id, answerId: question.answers[1]!.id },
      { userId: ann.id, questionId: kept.id, answerId: kept.answers[1]!.id },
    ])
    const removed = await t.asAdmin('DELETE', `/api/quiz-question/${question.id}`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ id: question.id })
    expect((await t.asAdmin('GET', `/api/quiz-question/${question.id}`)).statusCode).toBe(404)
    expect(await storedAnswers(question.id)).toEqual([])
    const userAnswers = await t.db.select().from(userQuizAnswers)
    expect(userAnswers.map((row) => row.questionId)).toEqual([kept.id])
    expect(await storedAnswers(kept.id)).toHaveLength(2)
    expect((await t.asAdmin('GET', `/api/user-answer/stats/${kept.id}`)).json()).toMatchObject({
      totalAnswers: 1,
    })
  })
})
