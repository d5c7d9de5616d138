import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserFullDto } from '../../src/domain/contracts/users.ts'
import { notifications, userInterests } from '../../src/server/db/schema.ts'
import { countQueries } from './support/query-count.ts'
import { createTestApp, type TestApp, type TestUser } from './support/test-app.ts'
import { type Activity, type Content, createActivity, createContent } from './support/user-activity.ts'

// GET /api/user/:id/full: the user and every panel of the drawer, titles in the request language.

let t: TestApp
let content: Content
let sanne: TestUser
let empty: TestUser
let activity: Activity

beforeAll(async () => {
  t = await createTestApp()
  content = await createContent(t.db)
  sanne = await t.createUser({ firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org' })
  empty = await t.createUser({ firstName: 'Nobody', lastName: 'Yet', level: 'device', email: null })
  activity = await createActivity(t.db, sanne.id, content, t.dataDir)
  // Twelve notifications, the last two by an admin who is gone by now.
  const admin = (await t.login()).user.id
  const gone = await t.createUser({ firstName: 'Gone', lastName: 'Admin', level: 'admin' })
  for (let n = 1; n <= 12; n++) {
    await t.db.insert(notifications).values({
      userId: sanne.id,
      sentBy: n > 10 ? gone.id : admin,
      title: `Message ${n}`,
      body: `Body ${n}`,
      status: n === 12 ? 'failed' : 'sent',
      error: n === 12 ? 'the push service could not be reached' : null,
      creationDate: new Date(Date.UTC(2026, 3, n)),
    })
  }
  expect((await t.asAdmin('DELETE', `/api/user/${gone.id}`)).statusCode).toBe(200)
})
afterAll(() => t?.close())

const full = async (id: number, lang = 'en') => {
  const response = await t.asAdmin('GET', `/api/user/${id}/full`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<UserFullDto>()
}

describe('GET /api/user/:id/full', () => {
  it('answers the user as the list does, with every panel', async () => {
    const user = await full(sanne.id)
    expect(user).toMatchObject({
      id: sanne.id,
      firstName: 'Sanne',
      email: 'sanne@example.org',
      quizzes: 2,
      list: 3,
      version: 1,
      translated: true,
    })
    expect(user.labels).toEqual([
      { id: content.otherLabel.id, value: 'vegetarian' },
      { id: content.label.id, value: 'cyclist' },
    ])
    expect(user.interests).toEqual([{ id: content.interest.id, title: 'Food', emoji: '🥕' }])
    expect(JSON.stringify(user)).not.toMatch(/argon2|password|device-|ExponentPushToken/i)
  })

  it('reads the BPT answers with the expertise categories’ titles', async () => {
    expect((await full(sanne.id)).bptInfo).toEqual({
      expertise: [
        { categoryId: content.expertise.id, category: 'Energy', level: 'expert' },
        { categoryId: 999_999, category: null, level: 'low' },
      ],
      motivation: [
        { option: 'climate', openAnswer: null },
        { option: 'other', openAnswer: 'My kids' },
      ],
      behavior: [{ option: 'recycling', openAnswer: null }],
      barriers: [],
    })
    expect((await full(empty.id)).bptInfo).toBeNull()
  })

  it('lists stories, actions with their steps, steps, initiatives, infographics and CO2 answers', async () => {
    const user = await full(sanne.id)
    expect(user.stories.map((story) => [story.id, story.title, story.type])).toEqual(
      [...activity.stories]
        .reverse()
        .map((record, index) => [
          record.id,
          ['Story three', 'Story two', 'Quiz one'][index],
          index === 2 ? 'quiz' : 'story',
        ]),
    )
    expect(user.stories.at(-1)).toMatchObject({
      presentedDate: '2026-01-01T10:00:00.000Z',
      watchedDate: '2026-01-02T10:00:00.000Z',
      completedDate: '2026-01-03T10:00:00.000Z',
    })
    // Newest first: the other action was added a day later.
    expect(user.actions.map((action) => [action.id, action.title, action.completed])).toEqual([
      [activity.otherAction.id, 'Eat less meat', true],
      [activity.action.id, 'Cycle more', false],
    ])
    expect(user.actions[1]!.steps).toEqual([
      expect.objectContaining({ id: activity.steps[0]!.id, description: 'Pump the tyres', completed: true }),
    ])
    expect(user.actions[0]!.steps.map((step) => step.description)).toEqual(['Try a bean recipe'])
    expect(user.steps.map((step) => step.id).sort()).toEqual(activity.steps.map((step) => step.id).sort())
    expect(user.steps.find((step) => step.id === activity.steps[1]!.id)).toMatchObject({
      userActionId: null,
      description: 'Ride to work',
    })
    expect(user.initiatives).toEqual([
      expect.objectContaining({ id: activity.initiative.id, title: 'Repair café', completed: false }),
    ])
    expect(user.infographics).toEqual([
      expect.objectContaining({ id: activity.infographic.id, title: 'Footprint in numbers' }),
    ])
    expect(user.userCo2QuizAnswers).toEqual([
      expect.objectContaining({
        questionId: content.inputQuestion.id,
        question: 'Kilometres?',
        answer: null,
        inputValue: 1234.5,
      }),
      expect.objectContaining({
        questionId: content.question.id,
        question: 'How do you heat?',
        answer: { id: content.gas.id, text: 'Gas', isOther: false },
        inputValue: null,
      }),
    ])
  })

  it('gives titles in the request language, null where that translation is missing', async () => {
    const user = await full(sanne.id, 'nl')
    expect(user.stories.map((story) => story.title)).toEqual(['Verhaal drie', null, 'Quiz een'])
    expect(user.actions.map((action) => action.title)).toEqual([null, 'Meer fietsen'])
    expect(user.interests[0]!.title).toBe('Eten')
    expect(user.bptInfo!.expertise[0]!.category).toBeNull()
    expect(user.userCo2QuizAnswers[1]).toMatchObject({ question: 'Hoe verwarm je?', answer: { text: 'Gas' } })
    expect(user.steps.find((step) => step.id === activity.steps[0]!.id)!.description).toBe('Banden oppompen')
  })

  it('gives a missing title in the language that has it, as the entry’s reference', async () => {
    const user = await full(sanne.id, 'nl')
    const english = (title: string) => ({ lang: 'en', values: { title } })
    expect(user.stories[1]).toMatchObject({ title: null, reference: english('Story two') })
    expect(user.stories[0]).not.toHaveProperty('reference')
    expect(user.actions[0]).toMatchObject({ title: null, reference: english('Eat less meat') })
    expect(user.infographics[0]).toMatchObject({ title: null, reference: english('Footprint in numbers') })
    expect(user.bptInfo!.expertise[0]).toMatchObject({
      category: null,
      reference: { lang: 'en', values: { category: 'Energy' } },
    })
    expect(user.steps.find((step) => step.id === activity.steps[1]!.id)).toMatchObject({
      description: null,
      reference: { lang: 'en', values: { description: 'Ride to work' } },
    })
    // An interest in a category without a Dutch title (a user of their own: the others' panels stay).
    const eva = await t.createUser({ firstName: 'Eva', lastName: 'Dijkstra' })
    await t.db.insert(userInterests).values({ userId: eva.id, categoryId: content.expertise.id })
    expect((await full(eva.id, 'nl')).interests).toEqual([
      { id: content.expertise.id, title: null, emoji: '⚡', reference: english('Energy') },
    ])
  })

  it('shows the last 10 notifications, newest first, with who sent them', async () => {
    const list = (await full(sanne.id)).notifications
    expect(list.map((n) => n.title)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Message ${n}`))
    expect(list[0]).toMatchObject({
      status: 'failed',
      error: 'the push service could not be reached',
      // Its sender's account was deleted: the log stays, without a name.
      sentBy: null,
      creationDate: '2026-04-12T00:00:00.000Z',
    })
    expect(list[2]).toMatchObject({ status: 'sent', error: null, sentBy: 'Ada Admin' })
    const sender = await t.db.select().from(notifications).where(eq(notifications.title, 'Message 12'))
    expect(sender[0]!.sentBy).toBeNull()
  })

  it('answers empty panels for a user without activity', async () => {
    expect(await full(empty.id)).toMatchObject({
      labels: [],
      interests: [],
      stories: [],
      actions: [],
      steps: [],
      initiatives: [],
      infographics: [],
      userCo2QuizAnswers: [],
      notifications: [],
      quizzes: 0,
      list: 0,
    })
  })

  it('reads one query per kind, however many records the user has', async () => {
    const busy = await countQueries(t.db, () => t.asAdmin('GET', `/api/user/${sanne.id}/full`))
    const idle = await countQueries(t.db, () => t.asAdmin('GET', `/api/user/${empty.id}/full`))
    expect(busy.result.statusCode).toBe(200)
    // The only extra query: the expertise categories' titles, for a user with BPT answers.
    expect(busy.queries).toBe(idle.queries + 1)
    expect(busy.queries).toBeLessThanOrEqual(14)
  })

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await t.asAdmin('GET', '/api/user/999999/full')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'User not found.' })
    const malformed = await t.asAdmin('GET', '/api/user/01/full')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().fields).toEqual({ id: 'Id must be a number.' })
  })
})
