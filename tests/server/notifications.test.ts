import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_PUSH_TOKEN_MESSAGE } from '../../src/domain/users.ts'
import { notifications, users } from '../../src/server/db/schema.ts'
import type { FakeExpoScenario } from '../support/fakeExpoPush.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// POST /api/notification/user through expo-server-sdk to a fake Expo push service on loopback
// (tests/support/fakeExpoPush.ts): 201 when the service takes the message, a 502 that says why
// when it does not, 400 when the user cannot receive one; every send is logged.

let t: TestApp
let adminId: number
let tokenNumber = 0

beforeAll(async () => {
  t = await createTestApp({ push: { accessToken: 'expo-access-token' } })
  adminId = (await t.login()).user.id
})
afterAll(() => t?.close())

const reachable = (values: Partial<typeof users.$inferInsert> = {}) =>
  t.createUser({
    enablePushNotifications: true,
    expoPushToken: `ExponentPushToken[test${++tokenNumber}]`,
    ...values,
  })

const send = (app: TestApp, id: number, title = 'Hello', body = 'A new story is waiting for you.') =>
  app.asAdmin('POST', '/api/notification/user', { id, title, body })

const logOf = async (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId))

describe('POST /api/notification/user', () => {
  it('sends through the push service: 201 with the ticket, logged as sent by the admin', async () => {
    t.push.scenario = 'ok'
    const user = await reachable()
    const response = await send(t, user.id)
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json()
    expect(answer).toEqual({
      id: expect.any(Number),
      status: 'sent',
      ticketId: expect.stringMatching(/^ticket-/),
    })
    expect(t.push.messages().at(-1)).toMatchObject({
      to: user.expoPushToken,
      title: 'Hello',
      body: 'A new story is waiting for you.',
    })
    expect(t.push.received.at(-1)!.authorization).toBe('Bearer expo-access-token')
    expect(await logOf(user.id)).toEqual([
      expect.objectContaining({
        id: answer.id,
        sentBy: adminId,
        title: 'Hello',
        status: 'sent',
        ticketId: answer.ticketId,
        error: null,
      }),
    ])
    const full = (await t.asAdmin('GET', `/api/user/${user.id}/full`)).json()
    expect(full.notifications).toEqual([
      expect.objectContaining({ id: answer.id, status: 'sent', sentBy: 'Ada Admin', error: null }),
    ])
  })

  it('sends a long message too (the SDK compresses it)', async () => {
    t.push.scenario = 'ok'
    const user = await reachable()
    const response = await send(t, user.id, 'T'.repeat(100), 'B'.repeat(1_000))
    expect(response.statusCode).toBe(201)
    expect(t.push.messages().at(-1)).toMatchObject({ body: 'B'.repeat(1_000) })
  })

  it.each([
    ['no token', { expoPushToken: null }],
    ['notifications turned off', { enablePushNotifications: false }],
    ['a token that is not an Expo push token', { expoPushToken: 'not-a-token' }],
  ])('answers 400 with the specified warning for %s, and sends nothing', async (_what, values) => {
    const user = await reachable(values)
    const before = t.push.received.length
    const response = await send(t, user.id)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'bad_request', message: NO_PUSH_TOKEN_MESSAGE })
    expect(t.push.received.length).toBe(before)
    expect(await logOf(user.id)).toEqual([])
  })

  it('answers 404 for an unknown user', async () => {
    const response = await send(t, 999_999)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'User not found.' })
  })

  it.each([
    [{ title: '', body: 'b' }, 'title', 'Title is required.'],
    [{ title: '   ', body: 'b' }, 'title', 'Title is required.'],
    [{ title: 'x'.repeat(101), body: 'b' }, 'title', 'Title should be at most 100 characters.'],
    [{ title: 't', body: '' }, 'body', 'Message is required.'],
    [{ title: 't', body: 'x'.repeat(1_001) }, 'body', 'Message should be at most 1000 characters.'],
    [{ title: 't', body: 'b', id: 'x' }, 'id', 'Id must be a number.'],
    [{ title: 't', body: 'b', id: -4 }, 'id', 'Id must be a number.'],
    [{ title: 't', body: 'b', sound: 'loud' }, 'sound', 'Unknown field "sound".'],
  ])('answers 400 with the field’s message (%#)', async (body, field, message) => {
    const response = await t.asAdmin('POST', '/api/notification/user', { id: 1, ...body })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({ [field]: message })
  })
})

describe('when the push service does not take the message', () => {
  it('DeviceNotRegistered: 502 saying so, logged as failed, and the dead token is forgotten', async () => {
    t.push.scenario = 'DeviceNotRegistered'
    const user = await reachable()
    const response = await send(t, user.id)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      error: 'bad_gateway',
      message:
        'The message could not be sent: the device is no longer registered for notifications (the app was removed or its token expired).',
    })
    const [log] = await logOf(user.id)
    expect(log).toMatchObject({
      status: 'failed',
      ticketId: null,
      error: expect.stringContaining('no longer registered'),
    })
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(after!.expoPushToken).toBeNull()
    // Next time the drawer knows: no token.
    expect((await send(t, user.id)).json().message).toBe(NO_PUSH_TOKEN_MESSAGE)
  })

  it.each<[FakeExpoScenario, string]>([
    ['MessageTooBig', 'the message is too big for the push service'],
    ['InvalidCredentials', "the app's push credentials are not valid; the app's developers must renew them"],
    ['error500', 'the push service answered with an error (HTTP 500)'],
    ['unauthorized', "the push service refused this server's access token (EXPO_ACCESS_TOKEN)"],
    ['down', 'the push service could not be reached'],
  ])('%s: 502 "The message could not be sent: …", logged as failed, token kept', async (scenario, reason) => {
    t.push.scenario = scenario
    const user = await reachable()
    const response = await send(t, user.id)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      error: 'bad_gateway',
      message: `The message could not be sent: ${reason}.`,
    })
    expect(await logOf(user.id)).toEqual([expect.objectContaining({ status: 'failed', error: reason })])
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(after!.expoPushToken).toBe(user.expoPushToken)
  })

  it('a service nobody listens on: 502, not reachable', async () => {
    const offline = await createTestApp({
      database: t.database,
      seed: false,
      push: { url: 'http://127.0.0.1:1' },
    })
    try {
      const session = await offline.sessionFor(adminId)
      const user = await reachable()
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/notification/user',
        headers: { cookie: session.cookie, cms: '1' },
        payload: { id: user.id, title: 'Hi', body: 'There' },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json().message).toBe(
        'The message could not be sent: the push service could not be reached.',
      )
    } finally {
      await offline.close()
    }
  })

  it('a service that does not answer in time: 502 after the time limit, not a hang', async () => {
    const slow = await createTestApp({ database: t.database, seed: false, push: { timeoutMs: 300 } })
    try {
      slow.push.scenario = 'slow'
      slow.push.slowMs = 5_000
      const session = await slow.sessionFor(adminId)
      const user = await reachable()
      const started = performance.now()
      const response = await slow.app.inject({
        method: 'POST',
        url: '/api/notification/user',
        headers: { cookie: session.cookie, cms: '1' },
        payload: { id: user.id, title: 'Hi', body: 'There' },
      })
      const took = performance.now() - started
      expect(response.statusCode).toBe(502)
      expect(response.json().message).toBe(
        'The message could not be sent: the push service did not answer in time.',
      )
      expect(took).toBeLessThan(3_000)
      expect(await logOf(user.id)).toEqual([expect.objectContaining({ status: 'failed' })])
    } finally {
      await slow.close()
    }
  })

  it('answers no 5xx but 502, for every scenario, and 201 again once the service is back', async () => {
    const user = await reachable()
    for (const scenario of ['MessageTooBig', 'error500', 'down', 'unauthorized'] as const) {
      t.push.scenario = scenario
      expect((await send(t, user.id)).statusCode).toBe(502)
    }
    t.push.scenario = 'ok'
    expect((await send(t, user.id)).statusCode).toBe(201)
    const log = await logOf(user.id)
    expect(log.map((row) => row.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'sent'])
  })
})
