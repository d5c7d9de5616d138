import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labels } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// No lost updates: every editable record carries a version; a write based on an older one is
// refused with 409 (and the version the record has now), and nothing is written.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const stale = { error: 'conflict', message: 'Changed by someone else since you opened it.' }

describe('versions', () => {
  it('start at 1, come with every read, and go up with every change', async () => {
    const created = (await t.asAdmin('POST', '/api/user-label', { value: 'v' })).json()
    expect(created.version).toBe(1)
    expect((await t.asAdmin('GET', `/api/user-label/${created.id}`)).json().version).toBe(1)
    const list = (await t.asAdmin('GET', '/api/user-label')).json() as { id: number; version: number }[]
    expect(list.find((label) => label.id === created.id)?.version).toBe(1)
    const updated = await t.asAdmin('PUT', `/api/user-label/${created.id}`, { value: 'v2', version: 1 })
    expect(updated.json()).toMatchObject({ value: 'v2', version: 2 })
  })

  it('refuse a write based on an older version with 409 and the current version, writing nothing', async () => {
    const record = (await t.asAdmin('POST', '/api/user-label', { value: 'mine' })).json()
    // Someone else saves first…
    expect(
      (await t.asAdmin('PUT', `/api/user-label/${record.id}`, { ...record, value: 'theirs' })).statusCode,
    ).toBe(200)
    // …so the drawer that opened version 1 is told, and their text stays.
    const late = await t.asAdmin('PUT', `/api/user-label/${record.id}`, { ...record, value: 'mine, later' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ ...stale, version: 2 })
    const [row] = await t.db.select().from(labels).where(eq(labels.id, record.id))
    expect(row).toMatchObject({ value: 'theirs', version: 2 })
    // Overwrite (mine): the same write with the version it has now.
    const overwrite = await t.asAdmin('PUT', `/api/user-label/${record.id}`, {
      ...record,
      value: 'mine, later',
      version: 2,
    })
    expect(overwrite.json()).toMatchObject({ value: 'mine, later', version: 3 })
  })

  it('let exactly one of two writes based on the same version through', async () => {
    const record = (await t.asAdmin('POST', '/api/data-table', { name: 'race', data: [1] })).json()
    const [a, b] = await Promise.all([
      t.asAdmin('PUT', `/api/data-table/${record.id}`, { ...record, data: [1, 2] }),
      t.asAdmin('PUT', `/api/data-table/${record.id}`, { ...record, data: [1, 2, 3] }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
  })

  it('leave a write without a version unchecked (clients that do not send one)', async () => {
    const record = (await t.asAdmin('POST', '/api/user-label', { value: 'plain' })).json()
    await t.asAdmin('PUT', `/api/user-label/${record.id}`, { value: 'plain 2' })
    const again = await t.asAdmin('PUT', `/api/user-label/${record.id}`, { value: 'plain 3' })
    expect(again.json()).toMatchObject({ value: 'plain 3', version: 3 })
  })

  it('refuse a version that is not a whole number', async () => {
    const record = (await t.asAdmin('POST', '/api/user-label', { value: 'odd' })).json()
    for (const version of ['1', 0, 1.5, null]) {
      const response = await t.asAdmin('PUT', `/api/user-label/${record.id}`, { value: 'x', version })
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ version: 'Version must be a whole number of at least 1.' })
    }
  })

  it('go up when the hierarchy gives a category another parent, not when only its place changes', async () => {
    const main = (await t.asAdmin('POST', '/api/category', { title: 'Main' })).json()
    const other = (await t.asAdmin('POST', '/api/category', { title: 'Other' })).json()
    const tree = (await t.asAdmin('GET', '/api/category')).json() as {
      id: number
      parentCategoryId: number | null
    }[]
    const swapped = [...tree]
      .reverse()
      .map((c, index) => ({ id: c.id, parentCategoryId: c.parentCategoryId, index }))
    expect((await t.asAdmin('PUT', '/api/category/hierarchy', swapped)).statusCode).toBe(200)
    expect((await t.asAdmin('GET', `/api/category/${other.id}`)).json().version).toBe(1)
    const nested = swapped.map((c) => (c.id === other.id ? { ...c, parentCategoryId: main.id } : c))
    expect((await t.asAdmin('PUT', '/api/category/hierarchy', nested)).statusCode).toBe(200)
    expect((await t.asAdmin('GET', `/api/category/${other.id}`)).json().version).toBe(2)
    const late = await t.asAdmin('PUT', `/api/category/${other.id}`, { ...other, title: 'Renamed' })
    expect(late.statusCode).toBe(409)
  })
})
