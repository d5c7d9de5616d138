import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requireAnotherAdmin } from '../../src/server/areas/users.admins.ts'
import { sessions, userCo2Answers, users } from '../../src/server/db/schema.ts'
import { createTestApp, engine, type TestApp } from './support/test-app.ts'
import { type Content, createActivity, createContent } from './support/user-activity.ts'

// The user drawer's writes: add, edit (versions, the e-mail rule, the admin safety rules, what the
// app owns ignored), reset password, reset BPT and CO2 quiz.

let t: TestApp
let content: Content
let adminId: number

beforeAll(async () => {
  t = await createTestApp()
  content = await createContent(t.db)
  adminId = (await t.login()).user.id
})
afterAll(() => t?.close())

const person = { firstName: 'Noor', lastName: 'Bakker', email: 'noor@example.org', level: 'registered-user' }
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

describe('POST /api/user', () => {
  it('adds a user: 201 with the record as GET answers it, no password', async () => {
    const response = await t.asAdmin('POST', '/api/user', person)
    expect(response.statusCode, response.body).toBe(201)
    const created = response.json()
    expect(created).toMatchObject({ ...person, id: expect.any(Number), version: 1, quizzes: 0, list: 0 })
    expect((await t.asAdmin('GET', `/api/user/${created.id}`)).json()).toEqual(created)
    expect((await userRow(created.id))!.passwordHash).toBeNull()
  })

  it('trims the names and stores no e-mail for a device user without one', async () => {
    const response = await t.asAdmin('POST', '/api/user', {
      firstName: '  Phone ',
      lastName: ' Seven ',
      email: '',
      level: 'device',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      firstName: 'Phone',
      lastName: 'Seven',
      email: null,
      level: 'device',
    })
  })

  it.each([
    [{ ...person, firstName: '  ' }, 'firstName', 'First name is required.'],
    [{ ...person, firstName: undefined }, 'firstName', 'First name is required.'],
    [{ ...person, lastName: '' }, 'lastName', 'Last name is required.'],
    [{ ...person, firstName: 'x'.repeat(101) }, 'firstName', 'First name is too long.'],
    [{ ...person, lastName: 'x'.repeat(101) }, 'lastName', 'Last name is too long.'],
    [{ ...person, level: undefined }, 'level', 'Level is required.'],
    [{ ...person, level: 'superuser' }, 'level', 'Level is required.'],
    [{ ...person, email: 'not-an-email' }, 'email', 'E-mail must be valid.'],
    [{ ...person, email: `${'a'.repeat(250)}@example.org` }, 'email', 'E-mail must be valid.'],
    [{ ...person, email: '', level: 'admin' }, 'email', 'An admin needs an e-mail to log in.'],
    [{ ...person, password: 'secret secret' }, 'password', 'Unknown field "password".'],
  ])('answers 400 with the field’s message (%#)', async (body, field, message) => {
    const response = await t.asAdmin('POST', '/api/user', body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'bad_request', fields: { [field]: message } })
  })

  it('refuses an e-mail in use, in any letter case: 409 on email', async () => {
    await t.asAdmin('POST', '/api/user', { ...person, email: 'taken@example.org' })
    const response = await t.asAdmin('POST', '/api/user', { ...person, email: 'TAKEN@Example.org' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'This e-mail is already in use.',
      fields: { email: 'This e-mail is already in use.' },
    })
  })
})

describe('PUT /api/user-admin/:id', () => {
  const create = async (values: Record<string, unknown> = {}) =>
    (await t.asAdmin('POST', '/api/user', { ...person, email: '', ...values })).json()

  it('saves the drawer’s fields and raises the version', async () => {
    const user = await create()
    const response = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      firstName: 'Noortje',
      lastName: 'Bakker',
      email: 'noortje@example.org',
      level: 'admin',
      version: 1,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      firstName: 'Noortje',
      email: 'noortje@example.org',
      level: 'admin',
      version: 2,
    })
  })

  it('ignores what the app owns and the read-only record, so a record read with GET goes back as it is', async () => {
    const user = await create()
    const content = (await t.asAdmin('GET', `/api/user/${user.id}/full`)).json()
    const response = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      ...content,
      lastName: 'Changed',
      deviceID: 'device-123',
      stories: [{ id: 1 }],
      actions: [{ id: 2, steps: [] }],
      initiatives: [],
      infographics: [{ id: 3 }],
      steps: [{ id: 4 }],
      userCo2QuizAnswers: [{ id: 5 }],
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ lastName: 'Changed', version: 2 })
    expect((await userRow(user.id))!.deviceId).toBeNull()
  })

  it('still refuses a field nobody sends, naming it', async () => {
    const user = await create()
    const response = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      ...person,
      email: '',
      passwordHash: 'x',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ passwordHash: 'Unknown field "passwordHash".' })
  })

  it('answers 409 with the current version to a save based on an older one, and writes nothing', async () => {
    const user = await create()
    await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      ...person,
      email: '',
      firstName: 'First',
      version: 1,
    })
    const stale = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      ...person,
      email: '',
      firstName: 'Second',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      error: 'conflict',
      message: 'Changed by someone else since you opened it.',
      version: 2,
    })
    expect((await userRow(user.id))!.firstName).toBe('First')
    const bad = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, { ...person, email: '', version: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ version: 'Version must be a whole number of at least 1.' })
  })

  it('keeps the version when nothing changed', async () => {
    const user = await create()
    const same = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, { ...person, email: '', version: 1 })
    expect(same.json()).toMatchObject({ version: 1 })
  })

  it('refuses another user’s e-mail in any letter case (409 on email), keeps its own', async () => {
    await create({ email: 'first@example.org' })
    const user = await create({ email: 'second@example.org' })
    const taken = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      ...person,
      email: 'FIRST@example.org',
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().fields).toEqual({ email: 'This e-mail is already in use.' })
    const own = await t.asAdmin('PUT', `/api/user-admin/${user.id}`, {
      ...person,
      email: 'Second@Example.org',
    })
    expect(own.statusCode).toBe(200)
    expect(own.json().email).toBe('Second@Example.org')
  })

  it('answers 404 for an unknown user', async () => {
    const response = await t.asAdmin('PUT', '/api/user-admin/999999', { ...person, email: '' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'User not found.' })
  })

  it('refuses an admin changing their own level (409), but takes their other fields', async () => {
    const self = { firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com' }
    const response = await t.asAdmin('PUT', `/api/user-admin/${adminId}`, {
      ...self,
      level: 'registered-user',
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'You cannot change your own level.',
      fields: { level: 'You cannot change your own level.' },
    })
    expect((await userRow(adminId))!.level).toBe('admin')
    const renamed = await t.asAdmin('PUT', `/api/user-admin/${adminId}`, {
      ...self,
      firstName: 'Ada L.',
      level: 'admin',
    })
    expect(renamed.statusCode).toBe(200)
  })

  it('demotes an admin while another admin remains', async () => {
    const spare = await t.createUser({ level: 'admin' })
    const demote = { firstName: 'S', lastName: 'P', email: spare.email, level: 'registered-user' }
    const response = await t.asAdmin('PUT', `/api/user-admin/${spare.id}`, demote)
    expect(response.statusCode).toBe(200)
    expect(response.json().level).toBe('registered-user')
  })

  it('never loses the last admin when two admins demote each other at once', async () => {
    // Only the seeded admin and `other` are admins; each takes the other's level at the same moment.
    await t.db
      .update(users)
      .set({ level: 'registered-user' })
      .where(and(eq(users.level, 'admin'), ne(users.id, adminId)))
    const other = await t.createUser({ level: 'admin', email: 'other.admin@example.org' })
    const session = await t.sessionFor(other.id)
    const [byFirst, byOther] = await Promise.all([
      t.asAdmin('PUT', `/api/user-admin/${other.id}`, {
        firstName: other.firstName,
        lastName: other.lastName,
        email: other.email,
        level: 'registered-user',
      }),
      t.app.inject({
        method: 'PUT',
        url: `/api/user-admin/${adminId}`,
        headers: { cookie: session.cookie, cms: '1' },
        payload: {
          firstName: 'Ada',
          lastName: 'Admin',
          email: 'admin@example.com',
          level: 'registered-user',
        },
      }),
    ])
    // Put things back for the tests below: the seeded admin is an admin, `other` is not.
    const admins = await t.db.select().from(users).where(eq(users.level, 'admin'))
    await t.db.update(users).set({ level: 'admin' }).where(eq(users.id, adminId))
    await t.db.update(users).set({ level: 'registered-user' }).where(eq(users.id, other.id))
    expect(admins).toHaveLength(1)
    const statuses = [byFirst.statusCode, byOther.statusCode].sort()
    // The second either got in before the first finished (and is refused by the rule) or after
    // it (and is no admin any more).
    expect([
      [200, 409],
      [200, 403],
    ]).toContainEqual(statuses)
    // PGlite runs one statement at a time: both sign-in checks come before either transaction.
    if (engine === 'pglite') expect(statuses).toEqual([200, 409])
    for (const refused of [byFirst, byOther].filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual({
        error: 'conflict',
        message: 'The last admin cannot lose the Admin level.',
        fields: { level: 'The last admin cannot lose the Admin level.' },
      })
    }
  })

  it('the rule itself: with no other admin the level cannot go (409 on level)', async () => {
    const message = 'The last admin cannot lose the Admin level.'
    let allowed = false
    let refused: unknown
    await t.db
      .transaction(async (tx) => {
        const [lonely] = await tx
          .insert(users)
          .values({ firstName: 'L', lastName: 'A', level: 'admin' })
          .returning()
        await requireAnotherAdmin(tx, lonely!.id, message)
        allowed = true
        await tx
          .update(users)
          .set({ level: 'registered-user' })
          .where(and(eq(users.level, 'admin'), ne(users.id, lonely!.id)))
        refused = await requireAnotherAdmin(tx, lonely!.id, message).catch((error: unknown) => error)
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(allowed).toBe(true)
    expect(refused).toMatchObject({ status: 409, message, fields: { level: message } })
    expect((await userRow(adminId))!.level).toBe('admin')
  })
})

describe('PUT /api/user/reset-password', () => {
  it('sets the new password, ends every session of that user, and the new password logs in', async () => {
    const admin = await t.createUser({ level: 'admin', email: 'second.admin@example.org' })
    const before = await t.login(admin.email!, admin.password)
    const other = await t.sessionFor(admin.id)
    const response = await t.asAdmin('PUT', '/api/user/reset-password', {
      id: admin.id,
      password: 'a new password',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id: admin.id, message: 'The password was reset.' })
    for (const session of [before, other]) {
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/user/current',
        headers: { cookie: session.cookie },
      })
      expect(current.statusCode).toBe(401)
    }
    await expect(t.login(admin.email!, admin.password)).rejects.toThrow(/401/)
    const after = await t.login(admin.email!, 'a new password')
    expect(after.user.id).toBe(admin.id)
  })

  it('keeps the session of an admin resetting their own password, ends their others', async () => {
    const self = await t.createUser({ level: 'admin', email: 'self.reset@example.org' })
    const mine = await t.login(self.email!, self.password)
    const elsewhere = await t.sessionFor(self.id)
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/reset-password',
      headers: { cookie: mine.cookie, cms: '1' },
      payload: { id: self.id, password: 'my own new password' },
    })
    expect(response.statusCode).toBe(200)
    const remaining = await t.db.select().from(sessions).where(eq(sessions.userId, self.id))
    expect(remaining).toHaveLength(1)
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { cookie: mine.cookie },
    })
    expect(still.statusCode).toBe(200)
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: { cookie: elsewhere.cookie },
    })
    expect(ended.statusCode).toBe(401)
  })

  it('answers 404 for an unknown user and changes nothing', async () => {
    const response = await t.asAdmin('PUT', '/api/user/reset-password', {
      id: 999_999,
      password: 'long enough',
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'User not found.' })
  })

  it.each([
    [{ id: 1 }, 'password', 'Password is required.'],
    [{ id: 1, password: '' }, 'password', 'Password is required.'],
    [{ id: 1, password: 'short' }, 'password', 'Password must be at least 8 characters.'],
    [{ id: 1, password: 'x'.repeat(201) }, 'password', 'Password is too long.'],
    [{ password: 'long enough' }, 'id', 'Id must be a number.'],
    [{ id: '1', password: 'long enough' }, 'id', 'Id must be a number.'],
    [{ id: 1.5, password: 'long enough' }, 'id', 'Id must be a number.'],
    [{ id: 0, password: 'long enough' }, 'id', 'Id must be a number.'],
  ])('answers 400 with the field’s message (%#)', async (body, field, message) => {
    const response = await t.asAdmin('PUT', '/api/user/reset-password', body)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({ [field]: message })
  })
})

describe('POST /api/user/bpt/:id and /api/user/co2quiz/:id', () => {
  it('clears the BPT answers and nothing else', async () => {
    const user = await t.createUser()
    await createActivity(t.db, user.id, content)
    const response = await t.asAdmin('POST', `/api/user/bpt/${user.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: user.id, message: 'The BPT answers were removed.' })
    const full = (await t.asAdmin('GET', `/api/user/${user.id}/full`)).json()
    expect(full.bptInfo).toBeNull()
    expect(full.userCo2QuizAnswers).toHaveLength(2)
  })

  it('deletes the user’s CO2 quiz answers only', async () => {
    const [user, neighbour] = [await t.createUser(), await t.createUser()]
    await createActivity(t.db, user.id, content)
    await createActivity(t.db, neighbour.id, content)
    const response = await t.asAdmin('POST', `/api/user/co2quiz/${user.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: user.id, message: 'The CO2 Quiz answers were removed.' })
    const left = async (id: number) =>
      (await t.db.select().from(userCo2Answers).where(eq(userCo2Answers.userId, id))).length
    expect(await left(user.id)).toBe(0)
    expect(await left(neighbour.id)).toBe(2)
    expect((await t.asAdmin('GET', `/api/user/${user.id}/full`)).json().bptInfo).not.toBeNull()
  })

  it.each(['bpt', 'co2quiz'])('%s: 404 for an unknown user, 400 for a malformed id', async (kind) => {
    const missing = await t.asAdmin('POST', `/api/user/${kind}/999999`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'User not found.' })
    expect((await t.asAdmin('POST', `/api/user/${kind}/abc`)).statusCode).toBe(400)
  })
})
