import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/server/db/schema.ts'
import { seedDatabase } from '../../src/server/seed/index.ts'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createTestApp,
  createTestDatabase,
  type TestApp,
} from './support/test-app.ts'

const DAY = 86_400_000
const now = new Date()

let demo: TestApp
beforeAll(async () => {
  demo = await createTestApp({ seed: false })
})
afterAll(() => demo?.close())

const allUsers = (t: TestApp) => t.db.select().from(users).orderBy(asc(users.id))
const loginAnswer = (t: TestApp, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login-admin',
    payload: { email, password },
    remoteAddress: '10.9.9.9',
  })

describe('seedDatabase', () => {
  it('creates the admin with an argon2id hash and demo users of every level on first start', async () => {
    expect(await allUsers(demo)).toEqual([])
    const result = await seedDatabase(demo.db, {
      adminEmail: ADMIN_EMAIL,
      adminPassword: ADMIN_PASSWORD,
      demo: true,
      now,
    })
    expect(result).toEqual({
      firstStart: true,
      adminEmail: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      passwordGenerated: false,
    })

    const rows = await allUsers(demo)
    const [admin] = await demo.db.select().from(users).where(eq(users.email, ADMIN_EMAIL))
    expect(admin).toMatchObject({ level: 'admin', firstName: expect.stringMatching(/\S/) })
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(admin!.passwordHash).not.toContain(ADMIN_PASSWORD)

    const levels = new Set(rows.map((r) => r.level))
    expect([...levels].sort()).toEqual(['admin', 'device', 'registered-user'])
    expect(rows.length).toBeGreaterThanOrEqual(20)
    expect(rows.filter((r) => r.level === 'device').length).toBeGreaterThan(0)
    expect(rows.filter((r) => r.level === 'registered-user').length).toBeGreaterThan(0)

    expect(rows.filter((r) => r.requestedAccountDeletion).length).toBeGreaterThan(0)
    expect(rows.filter((r) => r.requestedDataRemoval).length).toBeGreaterThan(0)

    const recent = rows.filter((r) => r.activeDate && now.getTime() - r.activeDate.getTime() <= 30 * DAY)
    expect(recent.length).toBeGreaterThan(rows.length / 2)
    // Activity spread over the month, so statistics have more than one point.
    const activeDays = new Set(recent.map((r) => Math.floor((now.getTime() - r.activeDate!.getTime()) / DAY)))
    expect(activeDays.size).toBeGreaterThanOrEqual(10)
    // No dates in the future, and nobody active before they registered.
    const end = Date.now()
    for (const r of rows) {
      expect(r.creationDate.getTime(), `user ${r.id} created`).toBeLessThanOrEqual(end)
      if (!r.activeDate) continue
      expect(r.activeDate.getTime(), `user ${r.id} active`).toBeLessThanOrEqual(end)
      expect(r.activeDate.getTime(), `user ${r.id} active`).toBeGreaterThanOrEqual(r.creationDate.getTime())
    }
    expect(rows.some((r) => now.getTime() - r.creationDate.getTime() > 30 * DAY)).toBe(true)

    const withAddress = rows.filter(
      (r) => r.level === 'registered-user' && r.city && r.street && r.postalCode,
    )
    expect(withAddress.length).toBeGreaterThan(0)
    const emails = rows.map((r) => r.email?.toLowerCase()).filter(Boolean)
    expect(new Set(emails).size).toBe(emails.length)
  })

  it('the seeded admin can sign in; demo users cannot', async () => {
    expect((await loginAnswer(demo, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200)
    const [registered] = await demo.db.select().from(users).where(eq(users.level, 'registered-user')).limit(1)
    expect((await loginAnswer(demo, registered!.email!, ADMIN_PASSWORD)).statusCode).toBe(401)
  })

  it('changes nothing on a second start, whatever the options', async () => {
    const before = await allUsers(demo)
    const result = await seedDatabase(demo.db, {
      adminEmail: 'other@example.com',
      adminPassword: 'another password',
      demo: true,
    })
    expect(result).toEqual({ firstStart: false, adminEmail: ADMIN_EMAIL })
    expect(await allUsers(demo)).toEqual(before)
    expect((await loginAnswer(demo, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200)
    expect((await loginAnswer(demo, 'other@example.com', 'another password')).statusCode).toBe(401)
  })

  it('skips the demo content when asked', async () => {
    const plain = await createTestApp({ seed: { demo: false } })
    try {
      const rows = await allUsers(plain)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ email: ADMIN_EMAIL, level: 'admin' })
    } finally {
      await plain.close()
    }
  })

  it('generates a random admin password when none is given, and it works', async () => {
    const t = await createTestApp({ seed: { adminPassword: undefined } })
    const other = await createTestDatabase()
    try {
      expect(t.seed).toMatchObject({ firstStart: true, adminEmail: ADMIN_EMAIL, passwordGenerated: true })
      const password = t.seed?.firstStart ? t.seed.password : ''
      expect(password.length).toBeGreaterThanOrEqual(12)
      expect(password).not.toBe(ADMIN_PASSWORD)
      const response = await loginAnswer(t, ADMIN_EMAIL, password)
      expect(response.statusCode).toBe(200)
      expect(response.json().user.level).toBe('admin')
      expect((await loginAnswer(t, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(401)

      // Another first start generates another password.
      const again = await seedDatabase(other.db, { adminEmail: ADMIN_EMAIL, demo: false })
      expect(again).toMatchObject({ firstStart: true, passwordGenerated: true })
      expect(again.firstStart && again.password).not.toBe(password)
    } finally {
      await Promise.all([t.close(), other.close()])
    }
  })
})
