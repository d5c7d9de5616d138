import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { LabelDto } from '../../src/domain/labels.ts'
import { migrationsFolder } from '../../src/server/db/client.ts'
import { labels, userLabels } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Issue 18, "Broken" 6: 'Beta tester' twice. A label's value is one label in any letter case,
// trimmed, on both engines, also when two admins add it at the same moment.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())
beforeEach(async () => {
  await t.db.delete(labels)
})

const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)
const taken = {
  error: 'conflict',
  message: 'A label with this value already exists.',
  fields: { value: 'A label with this value already exists.' },
}

async function create(value: string) {
  const response = await call('POST', '/api/user-label', { value })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<LabelDto>()
}

const values = async () =>
  (await t.db.select({ value: labels.value }).from(labels).orderBy(asc(labels.id))).map((row) => row.value)

describe('a label value is unique in any letter case', () => {
  it.each(['Beta tester', 'beta TESTER', 'BETA TESTER', ' Beta tester ', '\tbeta tester\n'])(
    'POST %j after "Beta tester" answers 409 on value',
    async (value) => {
      await create('Beta tester')
      const response = await call('POST', '/api/user-label', { value })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual(taken)
      expect(await values()).toEqual(['Beta tester'])
    },
  )

  it('PUT to another label’s value in other letters answers 409; a label may change its own case', async () => {
    const beta = await create('Beta tester')
    const pilot = await create('Utrecht pilot')
    const response = await call('PUT', `/api/user-label/${pilot.id}`, { value: 'beta Tester' })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual(taken)
    const recased = await call('PUT', `/api/user-label/${beta.id}`, { value: 'Beta Tester' })
    expect(recased.statusCode, recased.body).toBe(200)
    expect(await values()).toEqual(['Beta Tester', 'Utrecht pilot'])
  })

  it('lets different values be, however alike', async () => {
    for (const value of ['Beta tester', 'Beta testers', 'Beta-tester', 'Bèta tester']) await create(value)
    expect(await values()).toHaveLength(4)
  })

  it('keeps one of a concurrent double insert in different letters: 201 once, 409 for the others', async () => {
    const responses = await Promise.all(
      ['Beta tester', 'beta tester', 'BETA TESTER', 'Beta Tester', ' beta tester', 'beta testeR'].map(
        (value) => call('POST', '/api/user-label', { value }),
      ),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual(taken)
    }
    expect(await values()).toHaveLength(1)
  })

  it('the database refuses twins too (a write that skips the check)', async () => {
    await create('Beta tester')
    await expect(t.db.insert(labels).values({ value: 'BETA tester' })).rejects.toThrow()
    expect(await values()).toEqual(['Beta tester'])
  })
})

describe('migration 0005 on a database that already has twins', () => {
  const statements = () =>
    readFileSync(path.join(migrationsFolder, '0005_unique_label_values.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean)

  it('merges each set into its oldest label, keeping every user’s label, then adds the index', async () => {
    // The database as it was before 0005: no unique index, twins stored.
    await t.db.execute(sql`drop index "labels_value_unique"`)
    try {
      const inserted = await t.db
        .insert(labels)
        .values(
          ['Beta tester', 'Ambassador', 'beta TESTER', ' Beta tester ', 'ambassador'].map((value) => ({
            value,
          })),
        )
        .returning({ id: labels.id })
      const [beta, ambassador, betaUpper, betaSpaced, ambassadorLower] = inserted.map((row) => row.id)
      const ann = await t.createUser()
      const bob = await t.createUser()
      const cas = await t.createUser()
      await t.db.insert(userLabels).values([
        { userId: ann.id, labelId: beta! },
        { userId: ann.id, labelId: betaUpper! },
        { userId: bob.id, labelId: betaSpaced! },
        { userId: cas.id, labelId: ambassadorLower! },
      ])

      for (const statement of statements()) await t.db.execute(sql.raw(statement))

      expect(
        await t.db.select({ id: labels.id, value: labels.value }).from(labels).orderBy(asc(labels.id)),
      ).toEqual([
        { id: beta, value: 'Beta tester' },
        { id: ambassador, value: 'Ambassador' },
      ])
      const links = await t.db
        .select({ userId: userLabels.userId, labelId: userLabels.labelId })
        .from(userLabels)
        .orderBy(asc(userLabels.userId))
      expect(links).toEqual([
        { userId: ann.id, labelId: beta },
        { userId: bob.id, labelId: beta },
        { userId: cas.id, labelId: ambassador },
      ])
      await expect(t.db.insert(labels).values({ value: 'AMBASSADOR' })).rejects.toThrow()
    } finally {
      // Whatever happened, the index is back for the other tests.
      await t.db.execute(
        sql`create unique index if not exists "labels_value_unique" on "labels" (lower("value"))`,
      )
    }
    expect((await t.db.select().from(labels).where(eq(labels.value, 'Beta tester'))).length).toBe(1)
  })
})
