import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { eq, isNotNull } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOTAL_COUNT_HEADER } from '../../src/domain/constants.ts'
import type { FeedbackDto } from '../../src/domain/feedback.ts'
import { feedback } from '../../src/server/db/schema.ts'
import { demoFeedback, seedDemoFeedback } from '../../src/server/seed/demo/feedback.ts'
import { SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH } from '../../src/server/seed/demo/screenshots.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  type TestApp,
  type TestUser,
} from './support/test-app.ts'

const DAY = 86_400_000
const now = Date.now()
const daysAgo = (days: number) => new Date(now - days * DAY)

let t: TestApp
let sanne: TestUser
let anonymousDevice: TestUser
let emailOnly: TestUser

/** As the console calls: admin cookie, cms and lang headers. */
const call = (method: InjectOptions['method'], url: string, headers: Record<string, string> = {}) =>
  t.asAdmin(method, url, undefined, headers)

const list = async (query = '') => {
  const response = await call('GET', `/api/feedback${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<FeedbackDto[]>()
}

const insert = async (values: typeof feedback.$inferInsert) => {
  const [row] = await t.db.insert(feedback).values(values).returning()
  return row!
}

/** A screenshot folder as the app's upload would leave it. */
const writeScreenshot = (uuid: string) => {
  const folder = path.join(t.dataDir, 'files', uuid)
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'original.webp'), 'not really a webp')
  writeFileSync(path.join(folder, 'small.webp'), 'a smaller size')
  return folder
}

const UUID_A = '3f2a6c1e-8b4d-4e2f-9a1b-5c6d7e8f9a0b'
const UUID_B = '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5'

let oldest: number
let middle: number
let newest: number

beforeAll(async () => {
  t = await createTestApp()
  sanne = await t.createUser({ firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org' })
  anonymousDevice = await t.createUser({ level: 'device', firstName: '', lastName: '', email: null })
  emailOnly = await t.createUser({ firstName: '', lastName: '', email: 'only.mail@example.org' })
  // Inserted out of date order, so "newest first" is the server's doing.
  middle = (
    await insert({
      message: 'Graag een herinnering op zondag.',
      userId: emailOnly.id,
      creationDate: daysAgo(5),
    })
  ).id
  newest = (
    await insert({
      message: 'The quiz button in the app does nothing (100% reproducible)',
      userId: sanne.id,
      fileUuid: UUID_A,
      creationDate: daysAgo(1),
    })
  ).id
  oldest = (await insert({ message: 'Wat een leuke app!', userId: null, creationDate: daysAgo(20) })).id
  await insert({
    message: 'Map pin in the wrong place',
    userId: anonymousDevice.id,
    creationDate: daysAgo(9),
  })
})
afterAll(() => t?.close())

describe('GET /api/feedback', () => {
  it('lists feedback newest first, with the sender and the screenshot', async () => {
    const rows = await list()
    expect(rows.map((row) => row.message)).toEqual([
      'The quiz button in the app does nothing (100% reproducible)',
      'Graag een herinnering op zondag.',
      'Map pin in the wrong place',
      'Wat een leuke app!',
    ])
    expect(rows[0]).toEqual({
      id: newest,
      message: 'The quiz button in the app does nothing (100% reproducible)',
      user: { id: sanne.id, firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@example.org' },
      creationDate: daysAgo(1).toISOString(),
      file: { uuid: UUID_A },
      translated: true,
    })
    expect(rows[1]).toMatchObject({
      id: middle,
      user: { id: emailOnly.id, firstName: '', lastName: '', email: 'only.mail@example.org' },
      file: null,
    })
    expect(rows[2]?.user).toEqual({ id: anonymousDevice.id, firstName: '', lastName: '', email: null })
    expect(rows[3]).toMatchObject({ id: oldest, user: null, file: null })
  })

  it('pages with ?page= and tells the total in x-total-count', async () => {
    const first = await call('GET', '/api/feedback?page=1&pageSize=3')
    expect(first.statusCode).toBe(200)
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('4')
    expect(first.json<FeedbackDto[]>().map((row) => row.id)).toEqual([newest, middle, expect.any(Number)])
    const second = await call('GET', '/api/feedback?page=2&pageSize=3')
    expect(second.headers[TOTAL_COUNT_HEADER]).toBe('4')
    expect(second.json<FeedbackDto[]>().map((row) => row.id)).toEqual([oldest])
    // Without ?page= the list is whole and has no header.
    const all = await call('GET', '/api/feedback')
    expect(all.headers[TOTAL_COUNT_HEADER]).toBeUndefined()
  })

  it('pages by 25 when no page size is given', async () => {
    const response = await call('GET', '/api/feedback?page=1')
    expect(response.headers[TOTAL_COUNT_HEADER]).toBe('4')
    expect(response.json<FeedbackDto[]>()).toHaveLength(4)
  })

  it('filters the message with ?q= (case-insensitive, % and _ literal), and counts the matches', async () => {
    expect((await list('?q=QUIZ')).map((row) => row.id)).toEqual([newest])
    expect((await list('?q=app')).map((row) => row.id)).toEqual([newest, oldest])
    expect((await list(`?q=${encodeURIComponent('100%')}`)).map((row) => row.id)).toEqual([newest])
    expect(await list(`?q=${encodeURIComponent('%')}`)).toHaveLength(1)
    expect(await list('?q=_')).toEqual([])
    // The message only: a sender's name is not searched.
    expect(await list('?q=Sanne')).toEqual([])
    const paged = await call('GET', '/api/feedback?q=app&page=1&pageSize=1')
    expect(paged.headers[TOTAL_COUNT_HEADER]).toBe('2')
    expect(paged.json<FeedbackDto[]>().map((row) => row.id)).toEqual([newest])
  })

  it('sorts by id or date on request, and refuses other fields', async () => {
    expect((await list('?sort=id')).map((row) => row.id)).toEqual([middle, newest, oldest, oldest + 1])
    expect((await list('?sort=creationDate')).at(0)?.id).toBe(oldest)
    const response = await call('GET', '/api/feedback?sort=message')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'bad_request', message: 'Cannot sort by message.' })
  })
})

describe('GET /api/feedback/:id', () => {
  it('answers one feedback message', async () => {
    const response = await call('GET', `/api/feedback/${newest}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual((await list()).find((row) => row.id === newest))
  })

  it('answers 404 "Feedback not found." for an unknown id', async () => {
    const missing = await call('GET', '/api/feedback/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Feedback not found.' })
  })
})

describe('DELETE /api/feedback/:id', () => {
  it('deletes the row and its screenshot folder', async () => {
    const row = await insert({ message: 'Delete me', userId: sanne.id, fileUuid: UUID_B })
    const folder = writeScreenshot(UUID_B)
    const other = writeScreenshot(UUID_A) // another feedback's screenshot stays
    // A screenshot is private: admins only (docs/choices.md, "Media").
    const served = await call('GET', `/file/${UUID_B}/original.webp`)
    expect(served.statusCode).toBe(200)

    const response = await call('DELETE', `/api/feedback/${row.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: row.id })
    expect(await t.db.select().from(feedback).where(eq(feedback.id, row.id))).toEqual([])
    expect(existsSync(folder)).toBe(false)
    expect(existsSync(other)).toBe(true)
    expect((await call('GET', `/api/feedback/${row.id}`)).statusCode).toBe(404)
    expect((await call('GET', `/file/${UUID_B}/original.webp`)).statusCode).toBe(404)
  })

  it('deletes feedback whose screenshot is already gone, and feedback without one', async () => {
    const gone = await insert({ message: 'File missing', fileUuid: '11111111-2222-4333-8444-555555555555' })
    expect((await call('DELETE', `/api/feedback/${gone.id}`)).statusCode).toBe(200)
    const plain = await insert({ message: 'No file' })
    expect((await call('DELETE', `/api/feedback/${plain.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(feedback).where(eq(feedback.id, plain.id))).toEqual([])
  })

  it('never treats a stored file name that is not a uuid as a path', async () => {
    const outside = path.join(t.dataDir, 'keep-me')
    mkdirSync(outside, { recursive: true })
    const row = await insert({ message: 'Odd file', fileUuid: '../keep-me' })
    expect((await call('DELETE', `/api/feedback/${row.id}`)).statusCode).toBe(200)
    expect(existsSync(outside)).toBe(true)
  })
})

describe('feedback is read-only for the CMS', () => {
  it('has no create or update route', async () => {
    expect((await call('POST', '/api/feedback')).statusCode).toBe(404)
    expect((await call('PUT', `/api/feedback/${newest}`)).statusCode).toBe(404)
  })
})

describe('demo feedback', () => {
  let demo: TestApp
  beforeAll(async () => {
    demo = await createTestApp({ seed: false })
    await seedDatabase(demo.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      demo: true,
      dataDir: demo.dataDir,
      now: new Date(now),
    })
  })
  afterAll(() => demo?.close())

  const demoList = async () => {
    const { cookie } = await demo.login()
    const response = await demo.app.inject({ method: 'GET', url: '/api/feedback', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    return { rows: response.json<FeedbackDto[]>(), cookie }
  }

  it('spans the last 30 days, newest first, from users and anonymous senders', async () => {
    const { rows } = await demoList()
    expect(rows).toHaveLength(demoFeedback.length)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    const times = rows.map((row) => Date.parse(row.creationDate))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(now)
      expect(now - time).toBeLessThanOrEqual(30 * DAY)
    }
    expect(rows.some((row) => row.user === null)).toBe(true)
    expect(rows.filter((row) => row.user !== null).length).toBeGreaterThan(rows.length / 2)
    // Dutch and English.
    expect(rows.some((row) => /\b(de|het|een)\b/.test(row.message))).toBe(true)
    expect(rows.some((row) => /\b(the|and)\b/.test(row.message))).toBe(true)
  })

  it('has real webp screenshots for most, served at /file/{uuid}/original.webp', async () => {
    const { rows } = await demoList()
    const withFile = rows.filter((row) => row.file)
    expect(withFile.length).toBeGreaterThan(rows.length / 2)
    expect(withFile.length).toBeLessThan(rows.length)
    for (const row of withFile) {
      const uuid = row.file!.uuid
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      const file = path.join(demo.dataDir, 'files', uuid, 'original.webp')
      const metadata = await sharp(file).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: SCREENSHOT_WIDTH, height: SCREENSHOT_HEIGHT })
    }
    const url = `/file/${withFile[0]!.file!.uuid}/original.webp`
    expect((await demo.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    const { cookie } = await demo.login()
    const served = await demo.app.inject({ method: 'GET', url, headers: { cookie } })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
  })

  it('gives the same screenshots the same uuids on every first start; without a data folder, no files', async () => {
    const plain = await createTestApp({ seed: false })
    try {
      await seedDemoFeedback(plain.db, new Date(now), {})
      const rows = await plain.db.select().from(feedback)
      expect(rows).toHaveLength(demoFeedback.length)
      // Seeded without a data folder: no screenshot is named that does not exist.
      expect(rows.every((row) => row.fileUuid === null)).toBe(true)

      await plain.db.delete(feedback)
      await seedDemoFeedback(plain.db, new Date(now), { dataDir: plain.dataDir })
      const uuidsOf = async (db: TestApp['db']) =>
        (await db.select({ uuid: feedback.fileUuid }).from(feedback).where(isNotNull(feedback.fileUuid)))
          .map((row) => row.uuid)
          .sort()
      const again = await uuidsOf(plain.db)
      expect(again).toEqual(await uuidsOf(demo.db))
      expect(new Set(again).size).toBe(again.length)
      for (const uuid of again)
        expect(existsSync(path.join(plain.dataDir, 'files', uuid!, 'original.webp'))).toBe(true)
    } finally {
      await plain.close()
    }
  })

  it('deleting demo feedback removes its screenshot', async () => {
    const { rows, cookie } = await demoList()
    const target = rows.find((row) => row.file)!
    const folder = path.join(demo.dataDir, 'files', target.file!.uuid)
    expect(existsSync(folder)).toBe(true)
    const response = await demo.app.inject({
      method: 'DELETE',
      url: `/api/feedback/${target.id}`,
      headers: { cookie, cms: '1' },
    })
    expect(response.statusCode).toBe(200)
    expect(existsSync(folder)).toBe(false)
  })
})
