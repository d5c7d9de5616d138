import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerSetProblems } from '../../src/domain/co2/answer-set.ts'
import { calculateCo2 } from '../../src/domain/co2/calculate.ts'
import type { Co2Quiz, EngineQuestion, GivenAnswer } from '../../src/domain/co2/model.ts'
import { prepareQuiz } from '../../src/domain/co2/prepare.ts'
import { questionsOnWalk, quizWalk } from '../../src/domain/co2/quiz-walk.ts'
import type { Co2CalculationLabel } from '../../src/domain/co2/warnings.ts'
import type { Db } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema.ts'
import {
  type DemoCo2Ids,
  demoCo2Answers,
  demoCo2Averages,
  demoCo2QuestionId,
  demoCo2Questions,
  demoCo2Quiz,
  demoCo2Tables,
  demoCo2Values,
} from '../../src/server/seed/demo/co2.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './support/test-app.ts'

// The demo CO2 quiz as a first start stores it: exactly the quiz the engine's tests hold to the
// Dutch averages (tests/domain/co2-demo-quiz.test.ts), its links resolved to the stored ids, and
// the demo users' CO2 answers given to it the way the app asks it.

const { co2Questions, co2Answers, co2QuestionCategories, co2Values, co2ValueCategories } = schema
const { co2Averages, co2AverageCategories, categories, dataTables, userCo2Answers } = schema

const now = new Date('2026-03-05T14:30:00Z')

/** The stored quiz, read table by table (the way the engine's shapes name the columns). */
async function load(db: Db) {
  const questions = await db.select().from(co2Questions).orderBy(asc(co2Questions.index))
  const answers = await db
    .select()
    .from(co2Answers)
    .orderBy(asc(co2Answers.questionId), asc(co2Answers.index))
  const questionLinks = await db.select().from(co2QuestionCategories)
  const values = await db.select().from(co2Values).orderBy(asc(co2Values.id))
  const valueLinks = await db.select().from(co2ValueCategories)
  const averages = await db.select().from(co2Averages).orderBy(asc(co2Averages.id))
  const averageLinks = await db.select().from(co2AverageCategories)
  const categoryRows = await db.select().from(categories)
  const answersOf = (questionId: number) => answers.filter((answer) => answer.questionId === questionId)
  const quiz: Co2Quiz = {
    questions: questions.map(
      (question): EngineQuestion => ({
        id: question.id,
        questionType: question.questionType,
        calculationType: question.calculationType,
        unitValue: question.unitValue,
        categoryIds: questionLinks
          .filter((link) => link.questionId === question.id)
          .map((link) => link.categoryId),
        calculationLabels: question.calculationLabels as Co2CalculationLabel[],
        chainQuestionId: question.chainQuestionId,
        partQuestionId: question.partQuestionId,
        parentQuestionId: question.parentQuestionId,
        answers: answersOf(question.id).map((answer) => ({
          id: answer.id,
          unitAmount: answer.unitAmount,
          tableKey: answer.tableKey,
          isAverage: answer.isAverage,
          isOther: answer.isOther,
          calculationLabels: answer.calculationLabels as Co2CalculationLabel[],
          providesLabels: answer.providesLabels as Co2CalculationLabel[],
          followUpQuestionId: answer.followUpQuestionId,
          resetsQuestions: answer.resetsQuestions,
        })),
      }),
    ),
    values: values.map((value) => ({
      id: value.id,
      value: value.value,
      country: value.country,
      categoryIds: valueLinks.filter((link) => link.valueId === value.id).map((link) => link.categoryId),
      overrideQuestions: value.overrideQuestions,
    })),
    averages: averages.map((average) => ({
      value: average.value,
      country: average.country,
      categoryIds: averageLinks
        .filter((link) => link.averageId === average.id)
        .map((link) => link.categoryId),
    })),
    categoryTitles: new Map(categoryRows.map((category) => [category.id, category.title.en ?? ''])),
  }
  const categoryId = (title: string) => categoryRows.find((category) => category.title.en === title)!.id
  const ids: DemoCo2Ids = {
    question: (position) => questions[position]!.id,
    answer: (question, answer) => answersOf(questions[question]!.id)[answer]!.id,
    category: categoryId,
  }
  return { quiz, ids, questions, answers, values, categoryRows }
}

let database: TestDatabase
let stored: Awaited<ReturnType<typeof load>>
beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, demo: true, now })
  stored = await load(database.db)
})
afterAll(() => database?.close())

const withoutIds = <T extends { id: number }>(rows: readonly T[]) => rows.map(({ id: _, ...rest }) => rest)

describe('the demo CO2 quiz as stored', () => {
  it('is the quiz the engine tests hold to the averages, with the stored ids', () => {
    const expected = demoCo2Quiz(stored.ids)
    expect(stored.quiz.questions).toHaveLength(demoCo2Questions.length)
    expect(stored.quiz.questions).toEqual(expected.questions)
    expect(withoutIds(stored.quiz.values)).toEqual(withoutIds(expected.values))
    expect(stored.quiz.averages).toEqual(expected.averages)
  })

  it('keeps the texts in English and Dutch, the parts subtypes, the flags and the sources', () => {
    demoCo2Questions.forEach((demo, position) => {
      const row = stored.questions[position]!
      expect(row.title, demo.key).toEqual(demo.title)
      expect(row.hint, demo.key).toEqual(demo.hint ?? {})
      expect(row.description, demo.key).toEqual(demo.description ?? {})
      expect(row.partType, demo.key).toBe(demo.partType ?? null)
      expect([row.isQuickScan, row.isDismissable], demo.key).toEqual([
        !!demo.isQuickScan,
        !!demo.isDismissable,
      ])
      expect(
        row.sources.map((source) => source.href),
        demo.key,
      ).toEqual((demo.sources ?? []).map((s) => s.href))
      const texts = stored.answers
        .filter((answer) => answer.questionId === row.id)
        .map((answer) => answer.text)
      expect(texts, demo.key).toEqual((demo.answers ?? []).map((answer) => answer.text))
    })
    expect(stored.answers.filter((answer) => answer.tableKey).length).toBeGreaterThanOrEqual(20)
  })

  it('links parts, sub questions, follow-ups, the chain and resets to stored questions', () => {
    const ids = new Set(stored.questions.map((row) => row.id))
    const byId = new Map(stored.questions.map((row) => [row.id, row]))
    const parts = stored.questions.filter((row) => row.partQuestionId !== null)
    const subs = stored.questions.filter((row) => row.parentQuestionId !== null)
    expect(parts.length).toBeGreaterThanOrEqual(5)
    expect(subs.length).toBeGreaterThanOrEqual(3)
    for (const part of parts) expect(byId.get(part.partQuestionId!)?.questionType).toBe('parts-question')
    for (const sub of subs) expect(byId.get(sub.parentQuestionId!)?.parentQuestionId).toBeNull()
    const followUps = stored.answers.flatMap((answer) => answer.followUpQuestionId ?? [])
    const resets = stored.answers.flatMap((answer) => answer.resetsQuestions)
    expect(followUps.length).toBeGreaterThanOrEqual(3)
    expect(resets.length).toBeGreaterThanOrEqual(3)
    for (const id of [...followUps, ...resets]) expect(ids.has(id)).toBe(true)

    const short = byId.get(demoCo2QuestionId('flights-short', stored.ids))!
    const medium = byId.get(short.chainQuestionId!)!
    const long = byId.get(medium.chainQuestionId!)!
    expect([short.calculationType, medium.unitValue, long.unitValue, long.chainQuestionId]).toEqual([
      'flying',
      1600,
      7000,
      null,
    ])
  })

  it('holds averages for NL, BE and DE per category, and fixed values for non-content categories', () => {
    const countries = new Set(stored.quiz.averages.map((average) => average.country))
    expect([...countries].sort()).toEqual(Object.keys(demoCo2Averages).sort())
    expect(countries.size).toBeGreaterThanOrEqual(3)
    for (const country of countries) {
      const titles = stored.quiz.averages
        .filter((average) => average.country === country)
        .map((average) => stored.quiz.categoryTitles.get(average.categoryIds[0]!))
      expect(titles.sort(), country).toEqual(Object.keys(demoCo2Averages[country]!).sort())
    }
    expect(stored.values).toHaveLength(demoCo2Values.length)
    for (const value of stored.quiz.values) {
      const category = stored.categoryRows.find((row) => row.id === value.categoryIds[0])!
      expect(category.isContent, category.title.en).toBe(false)
      expect(value.country).toMatch(/^[A-Z]{2}$/)
    }
    expect(stored.values.every((value) => value.description.en && value.description.nl)).toBe(true)
  })

  it('gives the typical Dutch answers the same footprint as the engine tests, with the stored tables', async () => {
    const rows = await database.db.select().from(dataTables)
    const tables = Object.fromEntries(rows.map((row) => [row.name, row.data]))
    const fromStore = calculateCo2(stored.quiz, demoCo2Answers('typical', stored.ids), tables, 'NL')
    const pure = calculateCo2(demoCo2Quiz(), demoCo2Answers('typical'), demoCo2Tables(), 'NL')
    const lines = (results: typeof pure, quiz: Co2Quiz) =>
      results.perCategory.map((line) => [quiz.categoryTitles.get(line.categoryId!), line.co2value])
    expect(fromStore.total).toBe(pure.total)
    expect(lines(fromStore, stored.quiz)).toEqual(lines(pure, demoCo2Quiz()))
    expect(fromStore.total).toBeGreaterThan(6000)
  })
})

describe("the demo users' CO2 answers", () => {
  it('answer questions of the quiz with their own answers, as the app asks them, each person a valid set', async () => {
    const rows = await database.db
      .select()
      .from(userCo2Answers)
      .orderBy(asc(userCo2Answers.userId), asc(userCo2Answers.creationDate), asc(userCo2Answers.id))
    expect(rows.length).toBeGreaterThan(100)
    const prepared = prepareQuiz(stored.quiz)
    const byUser = new Map<number, GivenAnswer[]>()
    for (const row of rows) {
      const question = prepared.questions.get(row.questionId)
      expect(question, `question ${row.questionId}`).toBeDefined()
      expect(question!.questionType).not.toBe('parts-question')
      if (row.answerId !== null) expect(prepared.answers.get(row.answerId)?.questionId).toBe(row.questionId)
      const given = { questionId: row.questionId, answerId: row.answerId, inputValue: row.inputValue }
      byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), given])
    }
    const tables = demoCo2Tables()
    let counted = 0
    for (const [userId, given] of byUser) {
      expect(answerSetProblems(prepared, given), `user ${userId}`).toEqual([])
      const walk = new Set(
        questionsOnWalk(quizWalk(prepared, new Map(given.map((g) => [g.questionId, g.answerId])))),
      )
      for (const answer of given) expect(walk.has(answer.questionId), `user ${userId}`).toBe(true)
      const { total } = calculateCo2(prepared, given, tables, 'NL')
      expect(Number.isFinite(total)).toBe(true)
      if (total > 0) counted++
    }
    expect(counted).toBeGreaterThan(byUser.size / 2)
    // The frequent users go through everything, the yearly energy use and the parts included.
    const usage = demoCo2QuestionId('gas-usage', stored.ids)
    expect(rows.filter((row) => row.questionId === usage).length).toBeGreaterThanOrEqual(3)
  })
})
