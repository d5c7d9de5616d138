import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StatsSeries } from '../../src/domain/contracts/statistics.ts'
import * as schema from '../../src/server/db/schema.ts'
import { byDay, expectedDays, setProcessTimeZone, testTimeZone, zoneDays } from './support/statistics-days.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/statistics/<name> (docs/choices.md "Statistics"): the counts of hand-made rows at chosen
// moments, over the last 30 days in the server's time zone. The process's zone is set to one away
// from UTC (TZ, read by the server on each request), so a day is the zone's day, not UTC's.

const zone = testTimeZone()
const day = zoneDays(zone)
/** Long before the period: fixture users registered then, so they do not count as new. */
const LONG_AGO = day.at(200)

let t: TestApp
let restoreZone = () => {}
beforeAll(async () => {
  restoreZone = setProcessTimeZone(zone)
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
  restoreZone()
})

async function series(name: string, lang = 'en'): Promise<StatsSeries> {
  const response = await t.asAdmin('GET', `/api/statistics/${name}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function insertUsers(rows: (typeof schema.users.$inferInsert)[]) {
  const values = rows.map((row) => ({ level: 'registered-user' as const, creationDate: LONG_AGO, ...row }))
  return (await t.db.insert(schema.users).values(values).returning({ id: schema.users.id })).map((u) => u.id)
}

/** Every day of the period in order, each with exactly `keys` in that order. */
function expectDayLayout(result: StatsSeries, keys: readonly string[]) {
  expect(result.map((entry) => entry.label)).toEqual(day.labels)
  for (const entry of result) expect(entry.stackedValues.map((each) => each.label)).toEqual(keys)
}

describe('quizzes-started-finished', () => {
  it('counts quiz stories watched and completed per day, the first day of the period in and the day before out', async () => {
    const [quiz, story] = await t.db
      .insert(schema.stories)
      .values([{ type: 'quiz' }, { type: 'story' }])
      .returning({ id: schema.stories.id })
    const [u1, u2, u3, u4] = await insertUsers([{}, {}, {}, {}])
    await t.db.insert(schema.userStories).values([
      { userId: u1!, storyId: quiz!.id, watchedDate: day.start(29), completedDate: day.at(0, 1) },
      { userId: u2!, storyId: quiz!.id, watchedDate: day.at(29, -1 / 3600), completedDate: day.at(3, 1) },
      { userId: u3!, storyId: quiz!.id, watchedDate: day.at(0, 1.5) },
      // Tomorrow (a clock ahead) is not in the period either.
      { userId: u4!, storyId: quiz!.id, watchedDate: day.start(-1), completedDate: day.start(-1) },
      // Not a quiz.
      { userId: u1!, storyId: story!.id, watchedDate: day.at(5, 3), completedDate: day.at(5, 4) },
    ])
    const result = await series('quizzes-started-finished')
    expectDayLayout(result, ['started', 'finished'])
    expect(byDay(result)).toEqual(
      expectedDays(day.labels, ['started', 'finished'], {
        [day.label(29)]: { started: 1 },
        [day.label(3)]: { finished: 1 },
        [day.label(0)]: { started: 1, finished: 1 },
      }),
    )
  })
})

describe('quizzes-daily', () => {
  it("counts answers right and wrong on the zone's day they were given", async () => {
    const [question] = await t.db.insert(schema.quizQuestions).values({}).returning()
    const [right, wrong] = await t.db
      .insert(schema.quizAnswers)
      .values([
        { questionId: question!.id, correct: true },
        { questionId: question!.id, correct: false },
      ])
      .returning({ id: schema.quizAnswers.id })
    const [u1, u2, u3, u4] = await insertUsers([{}, {}, {}, {}])
    const answer = (userId: number, answerId: number, creationDate: Date) => ({
      userId,
      questionId: question!.id,
      answerId,
      creationDate,
    })
    await t.db.insert(schema.userQuizAnswers).values([
      answer(u1!, right!.id, day.at(10, 5)),
      // The last second of day −10 and the first of day −9: a midnight of the zone, not of UTC.
      answer(u2!, wrong!.id, day.at(9, -1 / 3600)),
      answer(u3!, wrong!.id, day.start(9)),
      answer(u4!, right!.id, day.at(30, 12)),
    ])
    const result = await series('quizzes-daily')
    expectDayLayout(result, ['correct', 'wrong'])
    expect(byDay(result)).toEqual(
      expectedDays(day.labels, ['correct', 'wrong'], {
        [day.label(10)]: { correct: 1, wrong: 1 },
        [day.label(9)]: { wrong: 1 },
      }),
    )
  })
})

describe('actions-added and actions-done', () => {
  it('count actions put on a list and actions done, by type, done only when completed', async () => {
    const [action, tips] = await t.db
      .insert(schema.actions)
      .values([{ type: 'action' }, { type: 'tips' }])
      .returning({ id: schema.actions.id })
    const [u1, u2, u3] = await insertUsers([{}, {}, {}])
    await t.db.insert(schema.userActions).values([
      {
        userId: u1!,
        actionId: action!.id,
        creationDate: day.at(2, 8),
        completed: true,
        completedDate: day.at(0, 1),
      },
      { userId: u1!, actionId: tips!.id, creationDate: day.at(2, 9) },
      {
        userId: u2!,
        actionId: tips!.id,
        creationDate: day.at(30, 8),
        completed: true,
        completedDate: day.at(1, 20),
      },
      // A completion date on an action not completed (reopened) is not a done action.
      {
        userId: u3!,
        actionId: action!.id,
        creationDate: day.at(0, 1),
        completed: false,
        completedDate: day.at(0, 1),
      },
    ])
    const added = await series('actions-added')
    expectDayLayout(added, ['action', 'tips'])
    expect(byDay(added)).toEqual(
      expectedDays(day.labels, ['action', 'tips'], {
        [day.label(2)]: { action: 1, tips: 1 },
        [day.label(0)]: { action: 1 },
      }),
    )
    const done = await series('actions-done')
    expectDayLayout(done, ['action', 'tips'])
    expect(byDay(done)).toEqual(
      expectedDays(day.labels, ['action', 'tips'], {
        [day.label(1)]: { tips: 1 },
        [day.label(0)]: { action: 1 },
      }),
    )
  })
})

describe('users-per-day', () => {
  it('counts new device and registered users per day, admins left out', async () => {
    await insertUsers([
      { level: 'device', creationDate: day.at(0, 1) },
      { level: 'registered-user', creationDate: day.at(0, 1.5) },
      { level: 'admin', creationDate: day.at(0, 1) },
      { level: 'registered-user', creationDate: day.start(29) },
      { level: 'device', creationDate: day.at(29, -1 / 3600) },
      { level: 'device', creationDate: day.at(14, 23.5) },
      { level: 'device', creationDate: day.at(14, 0.5) },
    ])
    const result = await series('users-per-day')
    expectDayLayout(result, ['device', 'registered-user'])
    expect(byDay(result)).toEqual(
      expectedDays(day.labels, ['device', 'registered-user'], {
        [day.label(29)]: { 'registered-user': 1 },
        [day.label(14)]: { device: 2 },
        [day.label(0)]: { device: 1, 'registered-user': 1 },
      }),
    )
  })
})

describe('user-interests', () => {
  it('counts the users who chose each category in the period, largest first, titles in the language asked', async () => {
    const [energy, water, nature, waste] = await t.db
      .insert(schema.categories)
      .values([
        { title: { en: 'Energy', nl: 'Energie' } },
        { title: { en: 'Water', nl: ' ' } },
        { title: { en: '', nl: 'Natuur' } },
        { title: { en: 'Waste', nl: 'Afval' } },
      ])
      .returning({ id: schema.categories.id })
    const [u1, u2, u3, u4] = await insertUsers([{}, {}, {}, {}])
    await t.db.insert(schema.userInterests).values([
      { userId: u1!, categoryId: energy!.id, creationDate: day.at(0, 1) },
      { userId: u2!, categoryId: energy!.id, creationDate: day.start(29) },
      { userId: u3!, categoryId: energy!.id, creationDate: day.at(5, 12) },
      { userId: u1!, categoryId: water!.id, creationDate: day.at(1, 12) },
      { userId: u2!, categoryId: water!.id, creationDate: day.at(3, 12) },
      { userId: u4!, categoryId: nature!.id, creationDate: day.at(0, 1) },
      // Chosen the second before the period: no bar.
      { userId: u1!, categoryId: waste!.id, creationDate: day.at(29, -1 / 3600) },
    ])
    const users = (value: number) => [{ label: 'users', value }]
    expect(await series('user-interests', 'en')).toEqual([
      { label: 'Energy', stackedValues: users(3) },
      { label: 'Water', stackedValues: users(2) },
      { label: 'Natuur', stackedValues: users(1) },
    ])
    // A Dutch title missing (blank): the English one.
    expect(await series('user-interests', 'nl')).toEqual([
      { label: 'Energie', stackedValues: users(3) },
      { label: 'Water', stackedValues: users(2) },
      { label: 'Natuur', stackedValues: users(1) },
    ])
  })
})

describe('user-motivation', () => {
  it('counts the motivations of the users active in the period, each user once, labelled by the BPT answers', async () => {
    const [question] = await t.db.insert(schema.bptQuestions).values({ type: 'motivation' }).returning()
    await t.db.insert(schema.bptAnswers).values([
      { questionId: question!.id, value: 'climate', text: { en: 'For the climate', nl: 'Voor het klimaat' } },
      { questionId: question!.id, value: 'money', text: { en: 'To save money', nl: '' } },
    ])
    const info = (...options: string[]) => ({
      expertise: [],
      motivation: options.map((option) => ({ option, openAnswer: null })),
      behavior: [],
      barriers: [],
    })
    await insertUsers([
      { activeDate: day.at(0, 1), bptInfo: info('climate', 'money') },
      { activeDate: day.start(29), bptInfo: info('climate', 'climate') },
      { activeDate: day.at(4, 10), bptInfo: info('money', 'climate') },
      { activeDate: day.at(3, 10), bptInfo: info('health') },
      // Active before the period; never active; no answers; answers of another shape.
      { activeDate: day.at(29, -1 / 3600), bptInfo: info('money', 'health') },
      { activeDate: null, bptInfo: info('money') },
      { activeDate: day.at(2, 10), bptInfo: null },
      { activeDate: day.at(1, 10), bptInfo: { motivation: { option: 'money' } } as never },
    ])
    const users = (value: number) => [{ label: 'users', value }]
    expect(await series('user-motivation', 'en')).toEqual([
      { label: 'For the climate', stackedValues: users(3) },
      { label: 'To save money', stackedValues: users(2) },
      // No answer of that value: the value itself.
      { label: 'health', stackedValues: users(1) },
    ])
    expect(await series('user-motivation', 'nl')).toEqual([
      { label: 'Voor het klimaat', stackedValues: users(3) },
      { label: 'To save money', stackedValues: users(2) },
      { label: 'health', stackedValues: users(1) },
    ])
  })
})
