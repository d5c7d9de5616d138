import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bptAnswerValues } from '../../src/domain/enums.ts'
import type { Db } from '../../src/server/db/client.ts'
import * as schema from '../../src/server/db/schema.ts'
import { DEMO_ACTIVITY_DAYS } from '../../src/server/seed/demo/user-activity.ts'
import { DEMO_ADMIN_COUNT, DEMO_USER_COUNT } from '../../src/server/seed/demo/users.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestDatabase, type TestDatabase } from './support/test-app.ts'

const DAY = 86_400_000
// A fixed moment in the past, so "never in the future" is checked against it and the clock alike.
const now = new Date('2026-03-05T14:30:00Z')
const windowStart = now.getTime() - DEMO_ACTIVITY_DAYS * DAY

const { users, labels, userLabels, userInterests, categories, userStories } = schema
const { userActions, userSteps, userInitiatives, userInfographics, userCo2Answers, userQuizAnswers } = schema

/**
 * Everything the demo writes, in a stable order. The admin of the first start is not demo
 * content: its hash is salted and its creation date is the clock's, so both are left out.
 */
async function snapshot(db: Db) {
  const byId = <T extends { id: unknown }>(table: T) => asc(table.id as never)
  return {
    users: (await db.select().from(users).orderBy(byId(users))).map(({ passwordHash: _, ...user }) =>
      user.email === ADMIN_EMAIL ? { ...user, creationDate: new Date(0) } : user,
    ),
    labels: await db.select().from(userLabels).orderBy(asc(userLabels.userId), asc(userLabels.labelId)),
    interests: await db
      .select()
      .from(userInterests)
      .orderBy(asc(userInterests.userId), asc(userInterests.categoryId)),
    stories: await db.select().from(userStories).orderBy(byId(userStories)),
    actions: await db.select().from(userActions).orderBy(byId(userActions)),
    steps: await db.select().from(userSteps).orderBy(byId(userSteps)),
    initiatives: await db.select().from(userInitiatives).orderBy(byId(userInitiatives)),
    infographics: await db.select().from(userInfographics).orderBy(byId(userInfographics)),
    co2: await db.select().from(userCo2Answers).orderBy(byId(userCo2Answers)),
    quiz: await db.select().from(userQuizAnswers).orderBy(byId(userQuizAnswers)),
    content: {
      stories: await db.select().from(schema.stories).orderBy(byId(schema.stories)),
      items: await db.select().from(schema.storyItems).orderBy(byId(schema.storyItems)),
      actions: await db.select().from(schema.actions).orderBy(byId(schema.actions)),
      steps: await db.select().from(schema.steps).orderBy(byId(schema.steps)),
      co2: await db.select().from(schema.co2Answers).orderBy(byId(schema.co2Answers)),
    },
  }
}

const seeded = async () => {
  const database = await createTestDatabase()
  await seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, demo: true, now })
  return database
}

let database: TestDatabase
let demo: Awaited<ReturnType<typeof snapshot>>
beforeAll(async () => {
  database = await seeded()
  demo = await snapshot(database.db)
})
afterAll(() => database?.close())

describe('demo users', () => {
  it('are about 200, of every level, with a few more admins', () => {
    expect(demo.users).toHaveLength(DEMO_USER_COUNT + 1)
    expect(demo.users.length).toBeGreaterThanOrEqual(150)
    const count = (level: string) => demo.users.filter((user) => user.level === level).length
    expect(count('admin')).toBe(DEMO_ADMIN_COUNT + 1)
    expect(count('device')).toBeGreaterThanOrEqual(40)
    expect(count('registered-user')).toBeGreaterThanOrEqual(80)
    for (const user of demo.users.filter((u) => u.level === 'device')) expect(user.email).toBeNull()
  })

  it('have Dutch addresses, labels and interests in content categories', async () => {
    const withAddress = demo.users.filter((user) => user.city)
    expect(withAddress.length).toBeGreaterThan(50)
    expect(new Set(withAddress.map((user) => user.city)).size).toBeGreaterThanOrEqual(8)
    for (const user of withAddress) {
      expect(user.postalCode).toMatch(/^[1-9]\d{3} [A-Z]{2}$/)
      expect(user.postalCode).not.toMatch(/S[ADS]$/)
      expect(user).toMatchObject({
        country: 'NL',
        street: expect.any(String),
        houseNumber: expect.any(String),
      })
    }
    const labelIds = (await database.db.select({ id: labels.id }).from(labels)).map((label) => label.id)
    expect(demo.labels.length).toBeGreaterThan(20)
    expect(new Set(demo.labels.map((link) => link.labelId))).toEqual(new Set(labelIds))
    const content = new Set(
      (await database.db.select().from(categories)).filter((c) => c.isContent).map((c) => c.id),
    )
    expect(demo.interests.length).toBeGreaterThan(100)
    for (const interest of demo.interests) expect(content.has(interest.categoryId)).toBe(true)
  })

  it('answered the behaviour and profile tracker with its option values, "other" with a text', () => {
    const answered = demo.users.filter((user) => user.bptInfo)
    expect(answered.length).toBeGreaterThan(DEMO_USER_COUNT / 2)
    const allOptions = answered.flatMap((user) => {
      const info = user.bptInfo!
      expect(info.expertise.length).toBeGreaterThan(0)
      for (const e of info.expertise) expect(bptAnswerValues.expertise).toContain(e.level)
      const lists = [
        [info.motivation, bptAnswerValues.motivation],
        [info.behavior, bptAnswerValues.behavior],
        [info.barriers, bptAnswerValues.barrier],
      ] as const
      return lists.flatMap(([answers, values]) => {
        expect(answers.length).toBeGreaterThan(0)
        for (const answer of answers) expect(values as readonly string[]).toContain(answer.option)
        return answers
      })
    })
    const others = allOptions.filter((answer) => answer.option === 'other')
    expect(others.length).toBeGreaterThan(0)
    for (const answer of others) expect(answer.openAnswer).toMatch(/\S/)
    for (const answer of allOptions.filter((a) => a.option !== 'other'))
      expect(answer.openAnswer ?? null).toBeNull()
    expect(new Set(answered.flatMap((u) => u.bptInfo!.expertise.map((e) => e.level)))).toEqual(
      new Set(bptAnswerValues.expertise),
    )
  })

  it('have push tokens with notifications on and off, and deletion requests of both types', () => {
    const withToken = demo.users.filter((user) => user.expoPushToken)
    for (const user of withToken) expect(user.expoPushToken).toMatch(/^ExponentPushToken\[[A-Za-z0-9]{22}\]$/)
    const combinations = new Set(
      demo.users.map((user) => `${Boolean(user.expoPushToken)}/${user.enablePushNotifications}`),
    )
    expect([...combinations].sort()).toEqual(['false/false', 'false/true', 'true/false', 'true/true'])
    expect(new Set(withToken.map((user) => user.expoPushToken)).size).toBe(withToken.length)

    const account = demo.users.filter((user) => user.requestedAccountDeletion)
    const data = demo.users.filter((user) => user.requestedDataRemoval)
    expect(account.length).toBeGreaterThanOrEqual(3)
    expect(data.length).toBeGreaterThanOrEqual(3)
    expect(data.some((user) => user.level === 'device')).toBe(true)
    expect(demo.users.filter((user) => user.level === 'admin').some((u) => u.requestedAccountDeletion)).toBe(
      false,
    )
  })
})

describe('demo content', () => {
  it('has stories and quizzes, some published, in English and Dutch with some Dutch missing', async () => {
    const { stories } = demo.content
    expect(new Set(stories.map((story) => story.type))).toEqual(new Set(['story', 'quiz']))
    expect(new Set(stories.map((story) => story.published))).toEqual(new Set([true, false]))
    for (const story of stories) expect(story.title.en).toMatch(/\S/)
    expect(stories.filter((story) => story.title.nl).length).toBeGreaterThan(stories.length / 2)
    expect(stories.some((story) => !story.title.nl)).toBe(true)
    for (const story of stories)
      expect(demo.content.items.some((item) => item.storyId === story.id)).toBe(true)
    const answers = await database.db.select().from(schema.quizAnswers)
    const questions = await database.db.select().from(schema.quizQuestions)
    expect(questions.length).toBeGreaterThanOrEqual(5)
    for (const question of questions) {
      const own = answers.filter((answer) => answer.questionId === question.id)
      expect(own.length).toBeGreaterThanOrEqual(3)
      // One right answer, or two for a "which two" question.
      expect([1, 2]).toContain(own.filter((answer) => answer.correct).length)
    }
  })

  it('has actions with steps, initiatives, infographics and CO2 questions, each in a category', async () => {
    const { db } = database
    const { actions } = demo.content
    expect(actions.length).toBeGreaterThanOrEqual(8)
    for (const action of actions) expect(demo.content.steps.some((s) => s.actionId === action.id)).toBe(true)
    expect(actions.some((action) => !action.title.nl)).toBe(true)
    expect(actions.filter((action) => action.title.nl).length).toBeGreaterThan(actions.length / 2)
    expect(new Set(actions.map((action) => action.type))).toEqual(new Set(['action', 'tips']))
    expect((await db.select().from(schema.initiatives)).length).toBeGreaterThanOrEqual(4)
    expect((await db.select().from(schema.infographics)).length).toBeGreaterThanOrEqual(4)
    expect((await db.select().from(schema.co2Questions)).length).toBeGreaterThanOrEqual(5)
    const categorised = [
      [schema.actionCategories, schema.actions],
      [schema.initiativeCategories, schema.initiatives],
      [schema.infographicCategories, schema.infographics],
      [schema.co2QuestionCategories, schema.co2Questions],
    ] as const
    for (const [links, table] of categorised) {
      const linked = (await db.select().from(links)).map((link) => Object.values(link)[0])
      const ids = (await db.select({ id: table.id }).from(table)).map((row) => row.id)
      for (const id of ids) expect(linked).toContain(id)
    }
  })
})

describe('demo activity', () => {
  const dated = () => [
    ...demo.stories.flatMap((r) =>
      [r.presentedDate, r.watchedDate, r.completedDate].map((d) => [r.userId, d] as const),
    ),
    ...[...demo.actions, ...demo.steps, ...demo.initiatives].flatMap((r) =>
      [r.creationDate, r.completedDate].map((d) => [r.userId, d] as const),
    ),
    ...[...demo.infographics, ...demo.co2, ...demo.quiz].map((r) => [r.userId, r.creationDate] as const),
  ]

  it('lies in the last 60 days, between registration and last activity, never in the future', () => {
    const usersById = new Map(demo.users.map((user) => [user.id, user]))
    const dates = dated().filter(([, date]) => date)
    expect(dates.length).toBeGreaterThan(2000)
    for (const [userId, date] of dates) {
      const time = date!.getTime()
      const user = usersById.get(userId)!
      expect(time, `user ${userId}`).toBeGreaterThanOrEqual(windowStart)
      expect(time, `user ${userId}`).toBeLessThanOrEqual(now.getTime())
      expect(time, `user ${userId}`).toBeGreaterThanOrEqual(user.creationDate.getTime())
      expect(time, `user ${userId}`).toBeLessThanOrEqual(user.activeDate!.getTime())
      expect(user.level).not.toBe('admin')
    }
    // Spread over the period, not bunched on a few days.
    const days = new Set(dates.map(([, date]) => Math.floor((now.getTime() - date!.getTime()) / DAY)))
    expect(days.size).toBeGreaterThanOrEqual(45)
  })

  it('has stories shown, watched and finished in that order, on published stories', () => {
    const published = new Set(demo.content.stories.filter((s) => s.published).map((s) => s.id))
    expect(demo.stories.length).toBeGreaterThan(200)
    for (const row of demo.stories) {
      expect(published.has(row.storyId)).toBe(true)
      expect(row.presentedDate).not.toBeNull()
      if (row.watchedDate)
        expect(row.watchedDate.getTime()).toBeGreaterThanOrEqual(row.presentedDate!.getTime())
      if (row.completedDate)
        expect(row.completedDate.getTime()).toBeGreaterThanOrEqual(row.watchedDate!.getTime())
    }
    expect(demo.stories.some((row) => !row.watchedDate)).toBe(true)
    expect(demo.stories.some((row) => row.watchedDate && !row.completedDate)).toBe(true)
    expect(demo.stories.some((row) => row.completedDate)).toBe(true)
    expect(demo.quiz.length).toBeGreaterThan(100)
  })

  it('gives every user action the steps of that action, all done when it is done, one open when it is not', () => {
    const stepAction = new Map(demo.content.steps.map((step) => [step.id, step.actionId]))
    const stepsOf = new Map<number, typeof demo.steps>()
    for (const step of demo.steps)
      stepsOf.set(step.userActionId!, [...(stepsOf.get(step.userActionId!) ?? []), step])
    expect(demo.actions.length).toBeGreaterThan(100)
    for (const action of demo.actions) {
      const steps = stepsOf.get(action.id) ?? []
      expect(steps.map((step) => step.stepId).sort()).toEqual(
        demo.content.steps
          .filter((step) => step.actionId === action.actionId)
          .map((step) => step.id)
          .sort(),
      )
      for (const step of steps) {
        expect(stepAction.get(step.stepId)).toBe(action.actionId)
        expect(step.userId).toBe(action.userId)
        expect(step.completed).toBe(step.completedDate !== null)
      }
      if (action.completed) expect(steps.every((step) => step.completed)).toBe(true)
      else expect(steps.some((step) => !step.completed)).toBe(true)
    }
    expect(demo.steps.every((step) => step.userActionId !== null)).toBe(true)
    expect(new Set(demo.steps.map((step) => step.completed))).toEqual(new Set([true, false]))
    expect(new Set(demo.actions.map((action) => action.completed))).toEqual(new Set([true, false]))
    expect(new Set(demo.initiatives.map((initiative) => initiative.completed))).toEqual(
      new Set([true, false]),
    )
    expect(demo.infographics.length).toBeGreaterThan(50)
  })

  it('answers CO2 questions with one of their answers, a typed value, or both for "Other"', async () => {
    const questions = await database.db.select().from(schema.co2Questions)
    const answers = new Map(demo.content.co2.map((answer) => [answer.id, answer]))
    expect(demo.co2.length).toBeGreaterThan(100)
    for (const row of demo.co2) {
      const question = questions.find((q) => q.id === row.questionId)!
      if (question.questionType === 'user-input') {
        expect(row.answerId).toBeNull()
        expect(row.inputValue).toEqual(expect.any(Number))
        continue
      }
      const answer = answers.get(row.answerId!)!
      expect(answer.questionId).toBe(row.questionId)
      expect(row.inputValue === null).toBe(!answer.isOther)
    }
    expect(demo.co2.some((row) => row.answerId && row.inputValue !== null)).toBe(true)
  })

  it('gives a few users more than 10 records in every panel of the user drawer, so its paging shows', () => {
    // docs/product.md §9: the panels show 10 rows a page; a demo nobody pages past would hide page 2.
    const perUser = (rows: { userId: number }[]) => {
      const counts = new Map<number, number>()
      for (const row of rows) counts.set(row.userId, (counts.get(row.userId) ?? 0) + 1)
      return counts
    }
    const panels = [demo.stories, demo.actions, demo.initiatives, demo.infographics, demo.co2].map(perUser)
    const frequent = demo.users.filter((user) => panels.every((counts) => (counts.get(user.id) ?? 0) > 10))
    expect(frequent.length).toBeGreaterThanOrEqual(2)
    // Registered users with a name, as staff would look them up.
    for (const user of frequent) {
      expect(user.level).toBe('registered-user')
      expect(user.firstName).toMatch(/\S/)
    }
    // Every panel of some user pages, and the rest of the users stay ordinary.
    for (const counts of panels) expect(Math.max(...counts.values())).toBeGreaterThan(10)
    expect(frequent.length).toBeLessThan(10)
  })

  it('is the same on every first start', async () => {
    const again = await seeded()
    try {
      expect(await snapshot(again.db)).toEqual(demo)
    } finally {
      await again.close()
    }
  })
})
