import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnswerStats } from '../../src/domain/contracts/answer-stats.ts'
import type { QuizQuestionDto } from '../../src/domain/contracts/quiz-questions.ts'
import { userQuizAnswers } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp, type TestUser } from './support/test-app.ts'

// GET /api/user-answer/stats/:id: how the app's users answered one quiz question (the answers are
// written by the app into user_quiz_answers; here straight into the table).

let t: TestApp
let users: TestUser[]
beforeAll(async () => {
  t = await createTestApp()
  users = []
  for (let i = 0; i < 8; i++) users.push(await t.createUser())
})
afterAll(() => t?.close())

async function question(answers: number) {
  const response = await t.asAdmin('POST', '/api/quiz-question', {
    title: `A question with ${answers} answers`,
    answers: Array.from({ length: answers }, (_, i) => ({ text: `Answer ${i + 1}`, correct: i === 0 })),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<QuizQuestionDto>()
}

/** User `users[i]` chose answer `answerPositions[i]` (by position in the question's answers). */
async function answer(of: QuizQuestionDto, answerPositions: number[]) {
  await t.db.insert(userQuizAnswers).values(
    answerPositions.map((position, i) => ({
      userId: users[i]!.id,
      questionId: of.id,
      answerId: of.answers[position]!.id,
    })),
  )
}

async function stats(id: number | string) {
  const response = await t.asAdmin('GET', `/api/user-answer/stats/${id}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AnswerStats>()
}

describe('GET /api/user-answer/stats/:id', () => {
  it('counts each answer in the answers’ order, zeros included, percentages adding up to 100', async () => {
    const q = await question(4)
    await answer(q, [2, 0, 2, 2, 0, 2, 2, 0])
    expect(await stats(q.id)).toEqual({
      totalAnswers: 8,
      answerStats: [
        { id: q.answers[0]!.id, answers: 3, percentage: 38 },
        { id: q.answers[1]!.id, answers: 0, percentage: 0 },
        { id: q.answers[2]!.id, answers: 5, percentage: 62 },
        { id: q.answers[3]!.id, answers: 0, percentage: 0 },
      ],
    })
  })

  it('reads one each of three as 34, 33, 33', async () => {
    const q = await question(3)
    await answer(q, [1, 2, 0])
    const result = await stats(q.id)
    expect(result).toEqual({
      totalAnswers: 3,
      answerStats: [
        { id: q.answers[0]!.id, answers: 1, percentage: 34 },
        { id: q.answers[1]!.id, answers: 1, percentage: 33 },
        { id: q.answers[2]!.id, answers: 1, percentage: 33 },
      ],
    })
  })

  it('answers zero for every answer of a question nobody answered yet', async () => {
    const q = await question(3)
    expect(await stats(q.id)).toEqual({
      totalAnswers: 0,
      answerStats: q.answers.map((each) => ({ id: each.id, answers: 0, percentage: 0 })),
    })
  })

  it('follows the answers’ order after they are reordered', async () => {
    const q = await question(3)
    await answer(q, [0, 0, 1])
    const [first, second, third] = q.answers
    const reordered = await t.asAdmin('PUT', `/api/quiz-question/${q.id}`, {
      title: q.title,
      answers: [
        { id: third!.id, text: third!.text },
        { id: first!.id, text: first!.text, correct: true },
        { id: second!.id, text: second!.text },
      ],
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect((await stats(q.id)).answerStats).toEqual([
      { id: third!.id, answers: 0, percentage: 0 },
      { id: first!.id, answers: 2, percentage: 67 },
      { id: second!.id, answers: 1, percentage: 33 },
    ])
  })

  it('does not mix in the answers to other questions', async () => {
    const mine = await question(2)
    const other = await question(2)
    await answer(other, [0, 0, 0, 1, 1])
    await answer(mine, [1])
    expect(await stats(mine.id)).toEqual({
      totalAnswers: 1,
      answerStats: [
        { id: mine.answers[0]!.id, answers: 0, percentage: 0 },
        { id: mine.answers[1]!.id, answers: 1, percentage: 100 },
      ],
    })
    expect(await stats(other.id)).toMatchObject({
      totalAnswers: 5,
      answerStats: [
        { answers: 3, percentage: 60 },
        { answers: 2, percentage: 40 },
      ],
    })
  })

  it('answers 404 for an unknown question and 400 for an id that is not one', async () => {
    const missing = await t.asAdmin('GET', '/api/user-answer/stats/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Quiz question not found.' })
    for (const id of ['abc', '1.5', '-1', '99999999999999999999']) {
      const wrong = await t.asAdmin('GET', `/api/user-answer/stats/${id}`)
      expect(wrong.statusCode, id).toBe(400)
      expect(wrong.json(), id).toMatchObject({ error: 'bad_request' })
    }
    const deleted = await question(2)
    await t.asAdmin('DELETE', `/api/quiz-question/${deleted.id}`)
    expect((await t.asAdmin('GET', `/api/user-answer/stats/${deleted.id}`)).statusCode).toBe(404)
  })
})
