import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatsSeries } from '../../src/domain/contracts/statistics.ts'
import * as schema from '../../src/server/db/schema.ts'
import { seedDemoCo2Results } from '../../src/server/seed/demo/co2-results.ts'
import { byDay, expectedDays, setProcessTimeZone, testTimeZone, zoneDays } from './support/statistics-days.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/statistics/user-co2 (docs/choices.md "Statistics"): the stored CO2 results
// (`user_co2_results`) of each day, stacked by category, averaged over that day's scans; and how
// those results follow a user's CO2 answers: counted by the engine, again when an answer is
// deleted, gone when the CO2 quiz is reset or the user's data removed.

const zone = testTimeZone()
const day = zoneDays(zone)
let restoreZone = () => {}
beforeAll(() => {
  restoreZone = setProcessTimeZone(zone)
})
afterAll(() => restoreZone())

async function userCo2(t: TestApp, lang = 'en'): Promise<StatsSeries> {
  const response = await t.asAdmin('GET', '/api/statistics/user-co2', undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

const stackOf = (result: StatsSeries) => result[0]!.stackedValues.map((each) => each.label)

describe('the user-co2 series', () => {
  let t: TestApp
  const category: Record<string, number> = {}
  let users: number[] = []
  beforeAll(async () => {
    t = await createTestApp()
    const rows = await t.db
      .insert(schema.categories)
      .values([
        { title: { en: 'Mobility', nl: '' }, index: 1 },
        { title: { en: 'Food', nl: 'Voeding' }, index: 0 },
        { title: { en: 'Home', nl: 'Wonen' }, index: 2 },
        { title: { en: 'Waste', nl: 'Afval' }, index: 3 },
      ])
      .returning({ id: schema.categories.id })
    for (const [i, name] of ['Mobility', 'Food', 'Home', 'Waste'].entries()) category[name] = rows[i]!.id
    users = (
      await t.db
        .insert(schema.users)
        .values(Array.from({ length: 8 }, () => ({ level: 'registered-user' as const })))
        .returning({ id: schema.users.id })
    ).map((row) => row.id)
    const result = (user: number, name: string, co2value: number, calculatedDate: Date) => ({
      userId: users[user]!,
      categoryId: category[name]!,
      co2value,
      calculatedDate,
    })
    await t.db.insert(schema.userCo2Results).values([
      // Day −4: two scans (the second in the day's last second), Food 1000 + 2000, Mobility 500.
      result(0, 'Food', 1000, day.at(4, 2)),
      result(0, 'Mobility', 500, day.at(4, 2)),
      result(1, 'Food', 2000, day.at(3, -1 / 3600)),
      // Day −1: three scans; thirds rounded to 2 decimals.
      result(2, 'Food', 100, day.at(1, 9)),
      result(3, 'Food', 100, day.at(1, 10)),
      result(4, 'Mobility', 100, day.at(1, 11)),
      // The first moment of the period, and the second before it (Home only there: not stacked).
      result(5, 'Mobility', 42.5, day.start(29)),
      result(6, 'Home', 300, day.at(29, -1 / 3600)),
      // Day −6: a category that will be deleted.
      result(7, 'Waste', 70, day.at(6, 12)),
    ])
  })
  afterAll(() => t?.close())

  it("averages each category over the day's scans, on every day, stacked in the categories' order", async () => {
    const result = await userCo2(t)
    expect(result.map((entry) => entry.label)).toEqual(day.labels)
    for (const entry of result) expect(entry.stackedValues.map((each) => each.label)).toEqual(stackOf(result))
    expect(stackOf(result)).toEqual(['Food', 'Mobility', 'Waste'])
    expect(byDay(result)).toEqual(
      expectedDays(day.labels, ['Food', 'Mobility', 'Waste'], {
        [day.label(29)]: { Mobility: 42.5 },
        [day.label(6)]: { Waste: 70 },
        [day.label(4)]: { Food: 1500, Mobility: 250 },
        [day.label(1)]: { Food: 66.67, Mobility: 33.33 },
      }),
    )
  })

  it('names the categories in the language asked, a missing Dutch title in English', async () => {
    const result = await userCo2(t, 'nl')
    expect(stackOf(result)).toEqual(['Voeding', 'Mobility', 'Afval'])
    expect(byDay(result)[day.label(4)]).toEqual({ Voeding: 1500, Mobility: 250, Afval: 0 })
  })

  it('leaves out the results of a category deleted since', async () => {
    await t.db.delete(schema.categories).where(eq(schema.categories.id, category.Waste!))
    const rows = await t.db
      .select()
      .from(schema.userCo2Results)
      .where(eq(schema.userCo2Results.userId, users[7]!))
    expect(rows).toEqual([])
    const result = await userCo2(t)
    expect(stackOf(result)).toEqual(['Food', 'Mobility'])
    expect(byDay(result)[day.label(6)]).toEqual({ Food: 0, Mobility: 0 })
    expect(byDay(result)[day.label(4)]).toEqual({ Food: 1500, Mobility: 250 })
  })
})

describe('stored CO2 results', () => {
  let t: TestApp
  const category: Record<string, number> = {}
  let meat: { id: number; answers: { id: number }[] }
  let km: { id: number }
  let eva: number
  let noor: number
  let evaKm: number

  async function post(path: string, body: unknown) {
    const response = await t.asAdmin('POST', path, body)
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }

  const stored = (userId: number) =>
    t.db
      .select({
        categoryId: schema.userCo2Results.categoryId,
        co2value: schema.userCo2Results.co2value,
        calculatedDate: schema.userCo2Results.calculatedDate,
      })
      .from(schema.userCo2Results)
      .where(eq(schema.userCo2Results.userId, userId))
      .orderBy(asc(schema.userCo2Results.categoryId))

  beforeAll(async () => {
    t = await createTestApp()
    category.Food = (await post('/api/category', { title: 'Food' })).id
    category.Mobility = (await post('/api/category', { title: 'Mobility' })).id
    // Daily meat: 1000 kg of Food; km by car × 0.2 kg of Mobility.
    meat = await post('/api/co2-quiz-question', {
      title: 'Meat?',
      calculationType: 'value',
      categoryIds: [category.Food],
      answers: [{ text: 'Daily', unitAmount: 1000 }],
    })
    km = await post('/api/co2-quiz-question', {
      title: 'Km by car a year?',
      questionType: 'user-input',
      calculationType: 'value-factor',
      unitValue: 0.2,
      categoryIds: [category.Mobility],
    })
    eva = (await t.createUser()).id
    noor = (await t.createUser()).id
    const answers = await t.db
      .insert(schema.userCo2Answers)
      .values([
        { userId: eva, questionId: meat.id, answerId: meat.answers[0]!.id, creationDate: day.at(2, 10) },
        { userId: eva, questionId: km.id, inputValue: 5000, creationDate: day.at(1, 10) },
        { userId: noor, questionId: meat.id, answerId: meat.answers[0]!.id, creationDate: day.at(5, 10) },
      ])
      .returning({ id: schema.userCo2Answers.id })
    evaKm = answers[1]!.id
    // As on a first start with the demo: every user with CO2 answers counted.
    await seedDemoCo2Results(t.db)
  })
  afterAll(() => t?.close())

  it("are the engine's count of each user's answers, dated at their last answer", async () => {
    expect(await stored(eva)).toEqual([
      { categoryId: category.Food, co2value: 1000, calculatedDate: day.at(1, 10) },
      { categoryId: category.Mobility, co2value: 1000, calculatedDate: day.at(1, 10) },
    ])
    expect(await stored(noor)).toEqual([
      { categoryId: category.Food, co2value: 1000, calculatedDate: day.at(5, 10) },
    ])
    expect(byDay(await userCo2(t))).toEqual(
      expectedDays(day.labels, ['Food', 'Mobility'], {
        [day.label(5)]: { Food: 1000 },
        [day.label(1)]: { Food: 1000, Mobility: 1000 },
      }),
    )
  })

  it("are counted again when one of the user's answers is deleted", async () => {
    const response = await t.asAdmin('DELETE', `/api/user-co2-quiz-answer/${evaKm}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id: evaKm })
    // Only the meat answer is left: Food only, on the day it was given.
    expect(await stored(eva)).toEqual([
      { categoryId: category.Food, co2value: 1000, calculatedDate: day.at(2, 10) },
    ])
    const result = await userCo2(t)
    expect(stackOf(result)).toEqual(['Food'])
    expect(byDay(result)).toEqual(
      expectedDays(day.labels, ['Food'], {
        [day.label(5)]: { Food: 1000 },
        [day.label(2)]: { Food: 1000 },
      }),
    )
    const again = await t.asAdmin('DELETE', `/api/user-co2-quiz-answer/${evaKm}`)
    expect(again.statusCode).toBe(404)
  })

  it("are gone when the user's CO2 quiz is reset, or their data removed", async () => {
    const reset = await t.asAdmin('POST', `/api/user/co2quiz/${eva}`)
    expect(reset.statusCode, reset.body).toBe(200)
    expect(await stored(eva)).toEqual([])
    expect(byDay(await userCo2(t))).toEqual(
      expectedDays(day.labels, ['Food'], { [day.label(5)]: { Food: 1000 } }),
    )
    const removed = await t.asAdmin('DELETE', `/api/user/${noor}/data`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await stored(noor)).toEqual([])
    const result = await userCo2(t)
    expect(result.map((entry) => entry.label)).toEqual(day.labels)
    for (const entry of result) expect(entry.stackedValues).toEqual([])
  })
})
