import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { listQuerySchema } from '../../../src/domain/list.ts'
import { pickLang } from '../../../src/domain/translated.ts'
import {
  pageWindow,
  registerCrud,
  resourceDefinition,
  translatedText,
} from '../../../src/server/crud/index.ts'
import { categories } from '../../../src/server/db/schema.ts'
import { installErrorHandling } from '../../../src/server/errors.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// Deep pages: past the middle of the matches, the CRUD list reads a page from the end in the
// reversed order (an offset walks every row before it) and turns it back. The pages must be
// exactly those of the plain read, in every sort, with equal values and empty ones.

describe('pageWindow', () => {
  it.each([
    // page, size, total → offset, limit, reversed
    [1, 25, 100_000, 0, 25, false],
    [2, 25, 100, 25, 25, false],
    [3, 25, 100, 50, 25, false],
    [4, 25, 100, 0, 25, true],
    [4000, 25, 100_000, 0, 25, true],
    [3, 2, 5, 0, 1, true],
    [2, 2, 5, 2, 2, false],
    [1, 25, 0, 0, 0, false],
    [5, 25, 100, 0, 0, false],
    [1, 25, 10, 0, 25, false],
  ])(
    'page %i of %i in %i → offset %i, limit %i, reversed %s',
    (page, size, total, offset, limit, reversed) => {
      expect(pageWindow(page, size, total)).toEqual({ offset, limit, reversed })
    },
  )

  it('covers every row exactly once over all pages', () => {
    for (const total of [0, 1, 2, 7, 24, 25, 26, 99, 100, 101]) {
      for (const size of [1, 2, 3, 10, 25]) {
        const seen: number[] = []
        for (let page = 1; page <= Math.ceil(total / size) + 1; page++) {
          const { offset, limit, reversed } = pageWindow(page, size, total)
          const positions = Array.from({ length: limit }, (_, i) => offset + i).filter((p) => p < total)
          seen.push(...(reversed ? positions.map((p) => total - 1 - p).reverse() : positions))
        }
        expect(seen).toEqual(Array.from({ length: total }, (_, i) => i))
      }
    }
  })
})

const resource = resourceDefinition({
  name: 'Category',
  path: '/category',
  table: categories,
  response: z.object({ id: z.number(), title: z.string(), emoji: z.string(), translated: z.boolean() }),
  translatable: ['title'],
  toDto: (row, lang) => ({ id: row.id, title: pickLang(row.title, lang), emoji: row.emoji }),
  list: {
    query: listQuerySchema,
    sort: {
      id: categories.id,
      emoji: categories.emoji,
      title: (lang) => translatedText(categories.title, lang),
    },
  },
})

let database: TestDatabase
let app: FastifyInstance
const statements: string[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  // 23 categories: repeated emoji (equal values), Dutch titles missing on every third (empty values).
  const emoji = ['🌱', '⚡', '🥕', '🚲']
  await database.db.insert(categories).values(
    Array.from({ length: 23 }, (_, i) => ({
      title:
        i % 3 === 0
          ? { en: `Title ${(i * 7) % 23}` }
          : { en: `Title ${(i * 7) % 23}`, nl: `Titel ${(i * 5) % 23}` },
      emoji: emoji[i % emoji.length]!,
    })),
  )
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const original = client.query
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    // PGlite takes the text, node-postgres a config object with it.
    const [query] = args as [string | { text: string }]
    statements.push(typeof query === 'string' ? query : query.text)
    return original.apply(this, args)
  }
  const server = Fastify().withTypeProvider<ZodTypeProvider>()
  server.setValidatorCompiler(validatorCompiler)
  server.setSerializerCompiler(serializerCompiler)
  installErrorHandling(server)
  await server.register(async (api) => registerCrud(api, database.db, resource), { prefix: '/api' })
  await server.ready()
  app = server
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const list = async (query: string, lang: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/category${query}`, headers: { lang } })
  expect(response.statusCode, response.body).toBe(200)
  return response
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id)

describe('CRUD list pages', () => {
  it.each(['id', '-id', 'emoji', '-emoji', 'title', '-title'])(
    'sorted by %s, in both languages: the pages put together are the whole list',
    async (sort) => {
      for (const lang of ['en', 'nl']) {
        const all = ids((await list(`?sort=${sort}`, lang)).json())
        expect(all).toHaveLength(23)
        for (const size of [1, 2, 4, 5, 10, 25]) {
          const pages: number[] = []
          for (let page = 1; page <= Math.ceil(23 / size) + 1; page++) {
            const response = await list(`?sort=${sort}&page=${page}&pageSize=${size}`, lang)
            expect(response.headers['x-total-count']).toBe('23')
            pages.push(...ids(response.json()))
          }
          expect(pages, `${lang} by ${size}`).toEqual(all)
        }
      }
    },
  )

  it('reads a deep page from the end, in the reversed order', async () => {
    statements.length = 0
    const last = await list('?sort=title&page=5&pageSize=5', 'nl')
    expect(last.json()).toHaveLength(3)
    const pageQuery = statements.find((statement) => /limit/i.test(statement))!
    expect(pageQuery).toMatch(/desc nulls first/i)
    statements.length = 0
    await list('?sort=title&page=1&pageSize=5', 'nl')
    expect(statements.find((statement) => /limit/i.test(statement))).toMatch(/asc nulls last/i)
  })
})
