import { like, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PageWindow, type Queryable, readPage, sortTerms } from '../../../src/server/crud/index.ts'
import { labels } from '../../../src/server/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// `readPage`, the one reader of a page that the CRUD lists, the users list and the media search
// share: the rows of page n and the number of all matches, on the real engine.

let database: TestDatabase

beforeAll(async () => {
  database = await createTestDatabase()
  // 23 labels, values repeating every 4 (equal values keep one order by id).
  await database.db
    .insert(labels)
    .values(Array.from({ length: 23 }, (_, i) => ({ value: `Label ${i % 4} ${String(i).padStart(2, '0')}` })))
})
afterAll(() => database?.close())

/** Labels by value, descending, then id; each window it is asked for, in the order it read it. */
function reader(where?: SQL) {
  const windows: PageWindow[] = []
  const read = (page: number, size: number) =>
    readPage({ db: database.db, table: labels, where }, { page, size }, (window) => {
      windows.push(window)
      return database.db
        .select({ id: labels.id, value: labels.value })
        .from(labels)
        .where(where)
        .orderBy(...sortTerms(labels.value, true, labels.id, window.reversed))
        .limit(window.limit)
        .offset(window.offset)
    })
  return { read, windows }
}

const everyLabel = async () => (await reader().read(1, 500)).rows

describe('readPage', () => {
  it('answers the pages of the list, each row once, with the number of all matches', async () => {
    const all = await everyLabel()
    expect(all).toHaveLength(23)
    for (const size of [1, 2, 5, 10, 23, 25]) {
      const pages = []
      for (let page = 1; page <= Math.ceil(23 / size); page++) {
        const { rows, total } = await reader().read(page, size)
        expect(total).toBe(23)
        pages.push(...rows)
      }
      expect(pages, `pages of ${size}`).toEqual(all)
    }
  })

  it('reads a page past the middle from the end and turns it back', async () => {
    const all = await everyLabel()
    const { read, windows } = reader()
    const { rows } = await read(5, 5)
    expect(windows).toEqual([{ offset: 0, limit: 3, reversed: true }])
    expect(rows).toEqual(all.slice(20))
    expect((await read(2, 5)).rows).toEqual(all.slice(5, 10))
    expect(windows[1]).toEqual({ offset: 5, limit: 5, reversed: false })
  })

  it('counts only the matches', async () => {
    const { rows, total } = await reader(like(labels.value, 'Label 1 %')).read(2, 4)
    expect(total).toBe(6)
    expect(rows.map((row) => row.value)).toEqual(['Label 1 05', 'Label 1 01'])
  })

  it('answers an empty page past the end, with the total, without reading rows', async () => {
    const { read, windows } = reader()
    expect(await read(7, 5)).toEqual({ rows: [], total: 23 })
    expect(windows).toEqual([])
    expect(await reader(like(labels.value, 'nothing%')).read(1, 5)).toEqual({ rows: [], total: 0 })
  })
})

describe('readPage’s order of work', () => {
  /** A database whose count answers only when `answer` is called. */
  function slowCount() {
    let answer: (n: number) => void = () => {}
    const counted = new Promise<{ n: number }[]>((resolve) => {
      answer = (n) => resolve([{ n }])
    })
    const db = { select: () => ({ from: () => ({ where: () => counted }) }) } as unknown as Queryable
    return { db, answer }
  }

  it('reads the first page while counting', async () => {
    const { db, answer } = slowCount()
    const asked: PageWindow[] = []
    const reading = readPage(
      { db, table: labels, where: undefined },
      { page: 1, size: 25 },
      async (window) => {
        asked.push(window)
        return ['first']
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(asked).toEqual([{ offset: 0, limit: 25, reversed: false }])
    answer(3)
    expect(await reading).toEqual({ rows: ['first'], total: 3 })
  })

  it('reads a later page once the count says where it lies', async () => {
    const { db, answer } = slowCount()
    const asked: PageWindow[] = []
    const reading = readPage(
      { db, table: labels, where: undefined },
      { page: 4, size: 25 },
      async (window) => {
        asked.push(window)
        return ['z', 'y']
      },
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(asked).toEqual([])
    answer(77)
    expect(await reading).toEqual({ rows: ['y', 'z'], total: 77 })
    expect(asked).toEqual([{ offset: 0, limit: 2, reversed: true }])
  })
})
