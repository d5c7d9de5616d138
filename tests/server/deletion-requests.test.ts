import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feedback, notifications, sessions, users } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp, type TestUser } from './support/test-app.ts'
import { type Content, createActivity, createContent, rowsOf } from './support/user-activity.ts'

// Deletion requests (docs/product.md §2 "Users"): the table of users who asked, and the two ways to handle a
// request: delete the account with everything, or delete the data and keep the account.

let t: TestApp
let content: Content

beforeAll(async () => {
  t = await createTestApp()
  content = await createContent(t.db)
})
afterAll(() => t?.close())

describe('GET /api/user/deletion-requests', () => {
  let account: TestUser
  let data: TestUser
  let both: TestUser

  beforeAll(async () => {
    account = await t.createUser({ firstName: 'Acc', requestedAccountDeletion: true })
    await t.createUser({ firstName: 'Nothing' })
    data = await t.createUser({ firstName: 'Dat', requestedDataRemoval: true, email: null, level: 'device' })
    both = await t.createUser({
      firstName: 'Both',
      requestedAccountDeletion: true,
      requestedDataRemoval: true,
    })
  })

  it('lists the users who asked, newest first, one row each: both requests count as account', async () => {
    const response = await t.asAdmin('GET', '/api/user/deletion-requests')
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-total-count']).toBeUndefined()
    expect(response.json()).toEqual([
      { id: both.id, email: both.email, firstName: 'Both', lastName: both.lastName, type: 'account' },
      { id: data.id, email: null, firstName: 'Dat', lastName: data.lastName, type: 'data' },
      { id: account.id, email: account.email, firstName: 'Acc', lastName: account.lastName, type: 'account' },
    ])
  })

  it('pages with the total in x-total-count', async () => {
    const first = await t.asAdmin('GET', '/api/user/deletion-requests?page=1&pageSize=2')
    expect(first.headers['x-total-count']).toBe('3')
    expect(first.json().map((row: { id: number }) => row.id)).toEqual([both.id, data.id])
    const second = await t.asAdmin('GET', '/api/user/deletion-requests?page=2&pageSize=2')
    expect(second.json().map((row: { id: number }) => row.id)).toEqual([account.id])
    const beyond = await t.asAdmin('GET', '/api/user/deletion-requests?page=9&pageSize=2')
    expect(beyond.json()).toEqual([])
    expect(beyond.headers['x-total-count']).toBe('3')
  })

  it.each([
    ['page=0', 'page', 'Page starts at 1.'],
    ['page=1&pageSize=501', 'pageSize', 'Page size is at most 500.'],
    ['page=x', 'page', null],
  ])('answers 400 to ?%s', async (query, field, message) => {
    const response = await t.asAdmin('GET', `/api/user/deletion-requests?${query}`)
    expect(response.statusCode).toBe(400)
    if (message) expect(response.json().fields).toEqual({ [field]: message })
    else expect(Object.keys(response.json().fields)).toEqual([field])
  })
})

/** A screenshot folder that no row names (another user's, say): must survive every delete. */
function strayFolder() {
  const folder = path.join(t.dataDir, 'files', '99999999-8888-4777-8666-555555555555')
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'original.webp'), 'x')
  return folder
}

describe('DELETE /api/user/:id', () => {
  it('deletes the account and everything of it in one go, screenshots on disk included', async () => {
    const user = await t.createUser({ requestedAccountDeletion: true, level: 'admin' })
    const neighbour = await t.createUser()
    const activity = await createActivity(t.db, user.id, content, t.dataDir)
    const theirs = await createActivity(t.db, neighbour.id, content, t.dataDir)
    await t.sessionFor(user.id)
    // The user, an admin, sent a notification: the log stays, without the sender.
    const [sent] = await t.db
      .insert(notifications)
      .values({ userId: neighbour.id, sentBy: user.id, title: 'Hi', body: 'There', status: 'sent' })
      .returning()
    const stray = strayFolder()
    const neighbourBefore = await rowsOf(t.db, neighbour.id)

    const response = await t.asAdmin('DELETE', `/api/user/${user.id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id: user.id })
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(Object.values(await rowsOf(t.db, user.id)).every((n) => n === 0)).toBe(true)
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    expect(existsSync(activity.folder!)).toBe(false)
    expect(existsSync(theirs.folder!)).toBe(true)
    expect(existsSync(stray)).toBe(true)
    expect(await rowsOf(t.db, neighbour.id)).toEqual(neighbourBefore)
    const [log] = await t.db.select().from(notifications).where(eq(notifications.id, sent!.id))
    expect(log).toMatchObject({ userId: neighbour.id, sentBy: null })
    expect((await t.asAdmin('GET', '/api/user/deletion-requests')).json()).not.toContainEqual(
      expect.objectContaining({ id: user.id }),
    )
  })

  it('is fine with a screenshot already gone from disk', async () => {
    const user = await t.createUser()
    await createActivity(t.db, user.id, content)
    const response = await t.asAdmin('DELETE', `/api/user/${user.id}`)
    expect(response.statusCode).toBe(200)
  })

  it('refuses an admin deleting their own account (409), and keeps it', async () => {
    const me = (await t.login()).user.id
    const response = await t.asAdmin('DELETE', `/api/user/${me}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ error: 'conflict', message: 'You cannot delete your own account.' })
    expect(await t.db.select().from(users).where(eq(users.id, me))).toHaveLength(1)
  })

  it('answers 404 for an unknown user', async () => {
    const response = await t.asAdmin('DELETE', '/api/user/999999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'User not found.' })
  })
})

describe('DELETE /api/user/:id/data', () => {
  it('deletes the activity data and feedback with its screenshots; the account stays', async () => {
    const user = await t.createUser({ requestedDataRemoval: true, requestedAccountDeletion: true })
    const neighbour = await t.createUser()
    const activity = await createActivity(t.db, user.id, content, t.dataDir)
    const theirs = await createActivity(t.db, neighbour.id, content, t.dataDir)
    const session = await t.sessionFor(user.id)
    await t.db.insert(notifications).values({ userId: user.id, title: 'Kept', body: 'Log', status: 'sent' })
    const stray = strayFolder()
    const neighbourBefore = await rowsOf(t.db, neighbour.id)

    const response = await t.asAdmin('DELETE', `/api/user/${user.id}/data`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id: user.id, message: "The user's data was deleted." })
    expect(await rowsOf(t.db, user.id)).toEqual({
      userStories: 0,
      userActions: 0,
      userSteps: 0,
      userInitiatives: 0,
      userInfographics: 0,
      userCo2Answers: 0,
      userQuizAnswers: 0,
      userInterests: 0,
      userLabels: 0,
      feedback: 0,
      notifications: 1,
    })
    const [account] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(account).toMatchObject({
      email: user.email,
      bptInfo: null,
      requestedDataRemoval: false,
      requestedAccountDeletion: true,
    })
    // Still signed in: the account stays.
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { cookie: session.cookie },
    })
    expect(current.statusCode).toBe(200)
    expect(existsSync(activity.folder!)).toBe(false)
    expect(existsSync(theirs.folder!)).toBe(true)
    expect(existsSync(stray)).toBe(true)
    expect(await rowsOf(t.db, neighbour.id)).toEqual(neighbourBefore)
    expect(await t.db.select().from(feedback).where(eq(feedback.userId, neighbour.id))).toHaveLength(1)
    const full = (await t.asAdmin('GET', `/api/user/${user.id}/full`)).json()
    expect(full).toMatchObject({ quizzes: 0, list: 0, stories: [], actions: [], labels: [], interests: [] })
  })

  it('answers 404 for an unknown user', async () => {
    const response = await t.asAdmin('DELETE', '/api/user/999999/data')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'User not found.' })
  })
})
