import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bptAnswerProblems, bptValuesOf } from '../../src/domain/bpt.ts'
import { bptTypes } from '../../src/domain/enums.ts'
import { bptAnswers, bptQuestions, users } from '../../src/server/db/schema.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './support/test-app.ts'

// The demo BPT set as a first start stores it (issue 23): one question per type, every answer of
// each type in English and Dutch but two Dutch texts left out, onboarding on the first four, and
// the demo users' bptInfo speaking of these values.

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    demo: true,
    now: new Date('2026-03-05T14:30:00Z'),
  })
})
afterAll(() => database?.close())

describe('the demo BPT set', () => {
  it('has one question per type, each complete by the answer rule, onboarding on the first four', async () => {
    const questions = await database.db.select().from(bptQuestions).orderBy(asc(bptQuestions.index))
    const answers = await database.db.select().from(bptAnswers).orderBy(asc(bptAnswers.index))
    expect(questions.map((question) => question.type)).toEqual([...bptTypes])
    expect(questions.map((question) => question.onboarding)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ])
    for (const question of questions) {
      const own = answers.filter((answer) => answer.questionId === question.id)
      expect(bptAnswerProblems(question.type, own), question.type).toEqual([])
      expect(question.text.en && question.text.nl, question.type).toBeTruthy()
    }
    // The behaviour question has its eleven answers.
    const behavior = questions.find((question) => question.type === 'behavior')!
    expect(answers.filter((answer) => answer.questionId === behavior.id)).toHaveLength(11)
  })

  it('leaves two Dutch texts out, so the list shows questions not translated', async () => {
    const answers = await database.db.select().from(bptAnswers)
    const missing = answers.flatMap((answer) => [
      ...(answer.text.en && !answer.text.nl ? [`${answer.value} text`] : []),
      ...(answer.hint.en && !answer.hint.nl ? [`${answer.value} hint`] : []),
    ])
    expect(missing.sort()).toEqual(['habit-routines text', 'other hint'])
  })

  it('the users’ bptInfo uses these questions’ values', async () => {
    const infos = (await database.db.select({ bptInfo: users.bptInfo }).from(users)).flatMap((row) =>
      row.bptInfo ? [row.bptInfo] : [],
    )
    expect(infos.length).toBeGreaterThan(0)
    for (const info of infos) {
      for (const { level } of info.expertise) expect(bptValuesOf('expertise')).toContain(level)
      for (const { option } of info.motivation) expect(bptValuesOf('motivation')).toContain(option)
      for (const { option } of info.behavior) expect(bptValuesOf('behavior')).toContain(option)
      for (const { option } of info.barriers) expect(bptValuesOf('barrier')).toContain(option)
    }
  })
})
