import { asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { withReference } from '../../../src/domain/contracts/common.ts'
import { plainDelete } from '../../../src/domain/delete-plan.ts'
import { domainMessage } from '../../../src/domain/domain-message.ts'
import { listQuerySchema } from '../../../src/domain/list.ts'
import { pickLang } from '../../../src/domain/translated.ts'
import { requiredText } from '../../../src/domain/validation.ts'
import {
  contains,
  type DtoOf,
  registerCrud,
  resourceDefinition,
  translatedText,
} from '../../../src/server/crud/index.ts'
import { categories, dataTables, quizAnswers, quizQuestions } from '../../../src/server/db/schema.ts'
import { badRequest, installErrorHandling } from '../../../src/server/errors.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// A category resource declared the way an area declares one (the real /api/category belongs to the
// categories area; this one lives in the test only), on a throwaway app without sign-in.
const categoryBody = z.object({
  title: requiredText('Title is required.', 100, 'Title is too long.'),
  emoji: z.string().max(32).optional(),
  parentCategoryId: z.number().int().positive().nullable().optional(),
})

const translated = { translated: z.boolean() }

const categoryResource = resourceDefinition({
  name: 'Category',
  path: '/category',
  table: categories,
  response: z.object({
    id: z.number(),
    index: z.number(),
    title: z.string(),
    emoji: z.string(),
    parentCategoryId: z.number().nullable(),
    ...withReference('title'),
    ...translated,
  }),
  translatable: ['title'],
  toDto: (row, lang) => ({
    id: row.id,
    index: row.index,
    title: pickLang(row.title, lang),
    emoji: row.emoji,
    parentCategoryId: row.parentCategoryId,
  }),
  list: {
    query: listQuerySchema.extend({ level: z.enum(['main', 'sub']).optional() }),
    search: (q, { lang }) => contains(translatedText(categories.title, lang), q),
    filter: (query) => [
      query.level === 'main' ? isNull(categories.parentCategoryId) : undefined,
      query.level === 'sub' ? isNotNull(categories.parentCategoryId) : undefined,
    ],
    sort: {
      id: categories.id,
      index: categories.index,
      title: (lang) => translatedText(categories.title, lang),
    },
    defaultSort: 'index',
  },
  create: { body: categoryBody },
  update: {
    body: categoryBody.partial(),
    values: (input, { existing }) => {
      if (input.parentCategoryId === existing.id) {
        throw badRequest('A category cannot be its own parent.', { parentCategoryId: 'Not itself.' })
      }
      return input
    },
  },
  delete: {
    plan: async (row, { db }) => {
      const children = await db.select().from(categories).where(eq(categories.parentCategoryId, row.id))
      return children.length
        ? { allowed: false, summary: domainMessage('This category has sub categories.'), details: [] }
        : plainDelete
    },
  },
  order: { column: categories.index },
})

// A resource with owned children: the quiz question is translated only when its answers are too.
const questionResource = resourceDefinition({
  name: 'Quiz question',
  path: '/quiz-question',
  table: quizQuestions,
  response: z.object({
    id: z.number(),
    title: z.string(),
    answers: z.array(z.object({ id: z.number(), text: z.string() })),
    ...translated,
  }),
  translatable: ['title'],
  load: async (rows, { db }) => {
    const ids = rows.map((row) => row.id)
    const answers = ids.length
      ? await db
          .select()
          .from(quizAnswers)
          .where(inArray(quizAnswers.questionId, ids))
          .orderBy(asc(quizAnswers.index))
      : []
    return rows.map((row) => ({ ...row, answers: answers.filter((a) => a.questionId === row.id) }))
  },
  ownedTranslations: (row) => row.answers.map((answer) => answer.text),
  list: {
    translatedWhere: (lang) =>
      sql`coalesce(btrim(${quizQuestions.title} ->> ${lang}::text), '') <> '' and not exists (select 1 from ${quizAnswers} where ${quizAnswers.questionId} = ${quizQuestions.id} and coalesce(btrim(${quizAnswers.text} ->> ${lang}::text), '') = '')`,
  },
  toDto: (row, lang) => ({
    id: row.id,
    title: pickLang(row.title, lang),
    answers: row.answers.map((a) => ({ id: a.id, text: pickLang(a.text, lang) })),
  }),
  delete: false,
})

// Data tables with the unique name check left out: the database still refuses a duplicate.
const uncheckedTables = resourceDefinition({
  name: 'Table',
  path: '/unchecked-table',
  table: dataTables,
  response: z.object({ id: z.number(), name: z.string(), ...translated }),
  toDto: (row) => ({ id: row.id, name: row.name }),
  create: { body: z.object({ name: z.string(), data: z.unknown() }) },
})

// Two creates that meet inside their transactions, after neither has seen the other's name.
let meet: (() => Promise<void>) | null = null
const racingTables = resourceDefinition({
  name: 'Table',
  path: '/racing-table',
  table: dataTables,
  response: z.object({ id: z.number(), name: z.string(), ...translated }),
  toDto: (row) => ({ id: row.id, name: row.name }),
  create: {
    body: z.object({ name: z.string(), data: z.unknown() }),
    values: async (input) => {
      await meet?.()
      return input as { name: string; data: unknown }
    },
  },
  unique: [{ key: 'name', message: 'That name is taken.', constraint: 'data_tables_name_unique' }],
})

// Types: only jsonb {en, nl} columns can be translatable.
resourceDefinition({
  name: 'Wrong',
  path: '/wrong',
  table: categories,
  // @ts-expect-error emoji is plain text, not a translatable column
  translatable: ['emoji'],
  toDto: (row) => ({ id: row.id }),
})

type CategoryDto = DtoOf<typeof categoryResource>

let database: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase()
  const server = Fastify().withTypeProvider<ZodTypeProvider>()
  server.setValidatorCompiler(validatorCompiler)
  server.setSerializerCompiler(serializerCompiler)
  installErrorHandling(server)
  await server.register(
    async (api) => {
      registerCrud(api, database.db, categoryResource)
      registerCrud(api, database.db, questionResource)
      registerCrud(api, database.db, uncheckedTables)
      registerCrud(api, database.db, racingTables)
    },
    { prefix: '/api' },
  )
  await server.ready()
  app = server
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const call = (method: InjectOptions['method'], url: string, payload?: unknown, lang?: string) =>
  app.inject({
    method,
    url,
    headers: lang === undefined ? {} : { lang },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })

const stored = async (id: number) => {
  const [row] = await database.db.select().from(categories).where(eq(categories.id, id))
  return row!
}

const createCategory = async (title: string, lang = 'en', extra: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/category', { title, ...extra }, lang)
  expect(response.statusCode, response.body).toBe(201)
  return response.json<CategoryDto>()
}

describe('translatable fields', () => {
  beforeEach(async () => {
    await database.db.delete(categories)
  })

  it('a create writes only the request language', async () => {
    const created = await createCategory('Voeding', 'nl')
    expect(created).toMatchObject({ title: 'Voeding', translated: true })
    expect((await stored(created.id)).title).toEqual({ nl: 'Voeding' })
    const inEnglish = await call('GET', `/api/category/${created.id}`, undefined, 'en')
    expect(inEnglish.json()).toMatchObject({ title: '', translated: false })
  })

  it('an update writes only the request language and keeps the other', async () => {
    const created = await createCategory('Voeding', 'nl')
    const response = await call('PUT', `/api/category/${created.id}`, { title: 'Food' }, 'en')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ title: 'Food', translated: true })
    expect((await stored(created.id)).title).toEqual({ nl: 'Voeding', en: 'Food' })
    const dutch = await call('GET', `/api/category/${created.id}`, undefined, 'nl')
    expect(dutch.json()).toMatchObject({ title: 'Voeding', translated: true })
  })

  it('without a lang header (or an unknown one) reads and writes English', async () => {
    const created = await createCategory('Mobility', 'xx')
    expect((await stored(created.id)).title).toEqual({ en: 'Mobility' })
    await call('PUT', `/api/category/${created.id}`, { title: 'Transport' })
    expect((await stored(created.id)).title).toEqual({ en: 'Transport' })
    expect((await call('GET', `/api/category/${created.id}`)).json().title).toBe('Transport')
  })

  it('a text missing in the request language comes with its reference in the language that has it', async () => {
    const created = await createCategory('Voeding', 'nl')
    expect(created).not.toHaveProperty('reference')
    const english = (await call('GET', `/api/category/${created.id}`, undefined, 'en')).json<CategoryDto>()
    // `title` stays the request language's (empty), as every client has read it so far.
    expect(english).toMatchObject({
      title: '',
      reference: { lang: 'nl', values: { title: 'Voeding' } },
      translated: false,
    })
    await database.db
      .update(categories)
      .set({ title: { nl: 'Voeding', en: '   ' } })
      .where(eq(categories.id, created.id))
    const [listed] = (await call('GET', '/api/category', undefined, 'en')).json<CategoryDto[]>()
    expect(listed).toMatchObject({ title: '   ', reference: { lang: 'nl', values: { title: 'Voeding' } } })
    // Filled in both: no reference. Filled in neither: none to give.
    await call('PUT', `/api/category/${created.id}`, { title: 'Food' }, 'en')
    expect((await call('GET', `/api/category/${created.id}`, undefined, 'nl')).json()).not.toHaveProperty(
      'reference',
    )
    await database.db
      .update(categories)
      .set({ title: { en: '', nl: ' ' } })
      .where(eq(categories.id, created.id))
    expect((await call('GET', `/api/category/${created.id}`, undefined, 'nl')).json()).not.toHaveProperty(
      'reference',
    )
  })

  it('a blank translation does not count as translated', async () => {
    const created = await createCategory('Energy', 'en')
    await database.db
      .update(categories)
      .set({ title: { en: 'Energy', nl: '  ' } })
      .where(eq(categories.id, created.id))
    expect((await call('GET', `/api/category/${created.id}`, undefined, 'nl')).json().translated).toBe(false)
  })

  it('two editors saving different languages at once both keep their text', async () => {
    const created = await createCategory('Waste', 'en')
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(
          'PUT',
          `/api/category/${created.id}`,
          { title: i % 2 ? `Afval ${i}` : `Waste ${i}` },
          i % 2 ? 'nl' : 'en',
        ),
      ),
    )
    expect(saves.map((s) => s.statusCode)).toEqual(saves.map(() => 200))
    const { title } = await stored(created.id)
    expect(title.en).toMatch(/^Waste \d$/)
    expect(title.nl).toMatch(/^Afval \d$/)
  })

  it('a language-neutral field is shared', async () => {
    const created = await createCategory('Water', 'en', { emoji: '💧' })
    await call('PUT', `/api/category/${created.id}`, { emoji: '🚰' }, 'nl')
    expect((await call('GET', `/api/category/${created.id}`, undefined, 'en')).json()).toMatchObject({
      title: 'Water',
      emoji: '🚰',
    })
  })

  it('owned children count for the translated state', async () => {
    const [question] = await database.db
      .insert(quizQuestions)
      .values({ title: { en: 'Which uses least?', nl: 'Wat verbruikt het minst?' } })
      .returning()
    await database.db.insert(quizAnswers).values([
      { questionId: question!.id, text: { en: 'Train', nl: 'Trein' }, index: 0 },
      { questionId: question!.id, text: { en: 'Car' }, index: 1 },
    ])
    const en = await call('GET', '/api/quiz-question', undefined, 'en')
    expect(en.json()).toEqual([
      {
        id: question!.id,
        title: 'Which uses least?',
        answers: [expect.objectContaining({ text: 'Train' }), expect.objectContaining({ text: 'Car' })],
        translated: true,
      },
    ])
    const nl = await call('GET', `/api/quiz-question/${question!.id}`, undefined, 'nl')
    expect(nl.json()).toMatchObject({ title: 'Wat verbruikt het minst?', translated: false })
    expect(nl.json().answers.map((a: { text: string }) => a.text)).toEqual(['Trein', ''])
    // The State filter agrees with the flag, owned children included.
    const ids = async (url: string, lang: string) =>
      ((await call('GET', url, undefined, lang)).json() as { id: number }[]).map((q) => q.id)
    expect(await ids('/api/quiz-question?state=missing', 'nl')).toEqual([question!.id])
    expect(await ids('/api/quiz-question?state=translated', 'nl')).toEqual([])
    expect(await ids('/api/quiz-question?state=translated', 'en')).toEqual([question!.id])
  })
})

describe('the State filter (?state=)', () => {
  it('keeps the records translated, or missing translations, in the request language; pages and counts them', async () => {
    await database.db.delete(categories)
    const both = await createCategory('Food', 'en')
    await call('PUT', `/api/category/${both.id}`, { title: 'Voeding' }, 'nl')
    const englishOnly = await createCategory('Energy', 'en')
    const blankDutch = await createCategory('Water', 'en')
    await database.db
      .update(categories)
      .set({ title: { en: 'Water', nl: ' ' } })
      .where(eq(categories.id, blankDutch.id))
    const list = async (query: string, lang: string) => {
      const response = await call('GET', `/api/category${query}`, undefined, lang)
      const rows = response.json() as { id: number; translated: boolean }[]
      return {
        ids: rows.map((row) => row.id),
        flags: rows.map((row) => row.translated),
        total: response.headers['x-total-count'],
      }
    }
    const missing = await list('?state=missing', 'nl')
    expect(missing.ids.sort()).toEqual([englishOnly.id, blankDutch.id].sort())
    expect(missing.flags).toEqual([false, false])
    expect((await list('?state=translated', 'nl')).ids).toEqual([both.id])
    expect((await list('?state=missing', 'en')).ids).toEqual([])
    const page = await list('?state=missing&page=1&pageSize=1', 'nl')
    expect(page.total).toBe('2')
    expect(page.ids).toHaveLength(1)
    expect((await list('?state=missing&q=wat', 'en')).ids).toEqual([])
    const wrong = await call('GET', '/api/category?state=done')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toEqual({ state: 'State should be translated or missing.' })
  })
})

describe('lists', () => {
  let ids: Record<string, number>
  beforeAll(async () => {
    await database.db.delete(categories)
    ids = {}
    const rows = [
      { en: 'Food', nl: 'Voeding', index: 2 },
      { en: 'Energy', nl: 'Energie', index: 0 },
      { en: 'Mobility', nl: 'Vervoer', index: 1 },
    ]
    for (const row of rows) {
      const [created] = await database.db
        .insert(categories)
        .values({ title: { en: row.en, nl: row.nl }, index: row.index })
        .returning()
      ids[row.en] = created!.id
    }
    const [sub] = await database.db
      .insert(categories)
      .values({ title: { en: 'Meat' }, index: 3, parentCategoryId: ids.Food })
      .returning()
    ids.Meat = sub!.id
  })

  const titles = async (query: string, lang = 'en') =>
    (await call('GET', `/api/category${query}`, undefined, lang)).json<CategoryDto[]>().map((c) => c.title)

  it('sorts by the resource’s default (index here)', async () => {
    expect(await titles('')).toEqual(['Energy', 'Mobility', 'Food', 'Meat'])
  })

  /** The text a reader of `lang` sees: the title, or where it is missing its reference. */
  const shown = async (query: string, lang = 'en') =>
    (await call('GET', `/api/category${query}`, undefined, lang))
      .json<(CategoryDto & { reference?: { values: { title?: string } } })[]>()
      .map((c) => c.title || `(${c.reference?.values.title})`)

  it('sorts a translatable field by the text shown in the request language', async () => {
    expect(await titles('?sort=title', 'en')).toEqual(['Energy', 'Food', 'Meat', 'Mobility'])
    // Meat has no Dutch title: it sorts by the English one the list shows instead.
    expect(await shown('?sort=title', 'nl')).toEqual(['Energie', '(Meat)', 'Vervoer', 'Voeding'])
    expect(await shown('?sort=-title', 'nl')).toEqual(['Voeding', 'Vervoer', '(Meat)', 'Energie'])
  })

  it('sorts a record without a title in any language last, both ways', async () => {
    const [untitled] = await database.db
      .insert(categories)
      .values({ title: { en: ' ' }, index: 9 })
      .returning()
    try {
      expect((await shown('?sort=title', 'nl')).at(-1)).toBe('(undefined)')
      expect((await shown('?sort=-title', 'nl')).at(-1)).toBe('(undefined)')
    } finally {
      await database.db.delete(categories).where(eq(categories.id, untitled!.id))
    }
  })

  it('searches a translatable field in the request language', async () => {
    expect(await titles('?q=oed', 'nl')).toEqual(['Voeding'])
    expect(await titles('?q=oed', 'en')).toEqual([])
    expect(await titles('?q=o', 'en')).toEqual(['Mobility', 'Food'])
  })

  it('searches the reference where the request language’s text is missing', async () => {
    // A translator searching the English title finds the item that has no Dutch one yet …
    expect(await shown('?q=MEA', 'nl')).toEqual(['(Meat)'])
    // … but not an item by an English title its Dutch one replaces.
    expect(await shown('?q=food', 'nl')).toEqual([])
  })

  it('applies the area’s own filters, with q and paging', async () => {
    expect(await titles('?level=sub')).toEqual(['Meat'])
    expect(await titles('?level=main&q=o&sort=-title')).toEqual(['Mobility', 'Food'])
    const page = await call('GET', '/api/category?level=main&page=2&pageSize=2')
    expect(page.headers['x-total-count']).toBe('3')
    expect(page.json<CategoryDto[]>().map((c) => c.title)).toEqual(['Food'])
    const invalid = await call('GET', '/api/category?level=top')
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().fields).toHaveProperty('level')
  })

  it('refuses a field that is not sortable', async () => {
    const response = await call('GET', '/api/category?sort=emoji')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Cannot sort by emoji.',
      fields: { sort: 'Unknown field.' },
    })
    expect((await call('GET', '/api/category?sort=constructor')).statusCode).toBe(400)
  })
})

describe('PUT /order', () => {
  let ids: number[]
  beforeEach(async () => {
    await database.db.delete(categories)
    ids = []
    for (const [i, title] of ['A', 'B', 'C', 'D'].entries()) {
      const [row] = await database.db
        .insert(categories)
        .values({ title: { en: title }, index: 10 + i })
        .returning()
      ids.push(row!.id)
    }
  })
  const indexes = async () =>
    Object.fromEntries(
      (await database.db.select().from(categories)).map((row) => [row.title.en!, row.index] as const),
    )

  it('renumbers 0..n-1 in the given order and answers the stored order', async () => {
    const [a, b, c] = ids as [number, number, number]
    const response = await call('PUT', '/api/category/order', [
      { id: a, index: 9 },
      { id: c, index: 1 },
      { id: b, index: 5 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual([
      { id: c, index: 0 },
      { id: b, index: 1 },
      { id: a, index: 2 },
    ])
    expect(await indexes()).toEqual({ C: 0, B: 1, A: 2, D: 13 })
    const listed = await call('GET', '/api/category?level=main')
    expect(listed.json<CategoryDto[]>().map((x) => x.title)).toEqual(['C', 'B', 'A', 'D'])
  })

  it('keeps the sent order for equal indexes', async () => {
    const response = await call('PUT', '/api/category/order', ids.map((id) => ({ id, index: 0 })).reverse())
    expect(response.json().map((x: { id: number }) => x.id)).toEqual([...ids].reverse())
    expect(await indexes()).toEqual({ D: 0, C: 1, B: 2, A: 3 })
  })

  it('answers 404 naming the unknown ids, and changes nothing', async () => {
    const response = await call('PUT', '/api/category/order', [
      { id: ids[0], index: 1 },
      { id: 999_998, index: 0 },
      { id: 999_999, index: 2 },
    ])
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'Category not found: 999998, 999999.' })
    expect(await indexes()).toEqual({ A: 10, B: 11, C: 12, D: 13 })
  })

  it.each([
    ['an empty list', [], '', 'Order needs at least one entry.'],
    ['an object', { id: 1, index: 0 }, '', 'Order must be a list of entries, each with an id and an index.'],
    ['a repeated id', 'repeat', '1.id', 'Each id may appear only once.'],
    ['a negative index', 'negative', '0.index', 'Index starts at 0.'],
    ['a fractional index', 'fraction', '0.index', 'Index must be a whole number.'],
    ['a text id', 'text', '0.id', 'Id must be a number.'],
  ])('answers 400 to %s', async (_what, payload, field, message) => {
    const bodies: Record<string, unknown> = {
      repeat: [
        { id: ids[0], index: 0 },
        { id: ids[0], index: 1 },
      ],
      negative: [{ id: ids[0], index: -1 }],
      fraction: [{ id: ids[0], index: 0.5 }],
      text: [{ id: 'one', index: 0 }],
    }
    const response = await call(
      'PUT',
      '/api/category/order',
      typeof payload === 'string' ? bodies[payload] : payload,
    )
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ error: 'bad_request', message })
    expect(body.fields[field || 'body']).toBe(message)
    expect(await indexes()).toEqual({ A: 10, B: 11, C: 12, D: 13 })
  })

  it('orders a long list in one statement', async () => {
    const rows = await database.db
      .insert(categories)
      .values(Array.from({ length: 1500 }, (_, i) => ({ title: { en: `Bulk ${i}` }, index: i })))
      .returning({ id: categories.id })
    const order = rows.map((row, i) => ({ id: row.id, index: rows.length - i }))
    const response = await call('PUT', '/api/category/order', order)
    expect(response.statusCode).toBe(200)
    const stored = await database.db
      .select({ id: categories.id, index: categories.index })
      .from(categories)
      .where(inArray(categories.id, [rows[0]!.id, rows.at(-1)!.id]))
      .orderBy(asc(categories.index))
    expect(stored).toEqual([
      { id: rows.at(-1)!.id, index: 0 },
      { id: rows[0]!.id, index: 1499 },
    ])
  })
})

describe('writes', () => {
  beforeEach(async () => {
    await database.db.delete(categories)
    await database.db.delete(dataTables)
  })

  it('answers 400 (not 500) when a reference points nowhere', async () => {
    const response = await call('POST', '/api/category', { title: 'Orphan', parentCategoryId: 999_999 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'A record this one refers to does not exist.',
    })
    expect(await database.db.select().from(categories)).toEqual([])
  })

  it('an HttpError from a values hook answers as such and writes nothing', async () => {
    const created = await createCategory('Food')
    const response = await call('PUT', `/api/category/${created.id}`, {
      title: 'Changed',
      parentCategoryId: created.id,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'A category cannot be its own parent.',
      fields: { parentCategoryId: 'Not itself.' },
    })
    expect((await stored(created.id)).title).toEqual({ en: 'Food' })
  })

  it('an update with nothing to change answers the record as it is', async () => {
    const created = await createCategory('Food')
    const response = await call('PUT', `/api/category/${created.id}`, {})
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(created)
  })

  it('a delete check can refuse (409), and a refused delete keeps the record', async () => {
    const parent = await createCategory('Food')
    const child = await createCategory('Meat', 'en', { parentCategoryId: parent.id })
    const refused = await call('DELETE', `/api/category/${parent.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ error: 'conflict', message: 'This category has sub categories.' })
    expect(await stored(parent.id)).toBeTruthy()
    expect((await call('DELETE', `/api/category/${child.id}`)).json()).toEqual({ id: child.id })
    expect((await call('DELETE', `/api/category/${parent.id}`)).json()).toEqual({ id: parent.id })
    expect((await call('DELETE', `/api/category/${parent.id}`)).statusCode).toBe(404)
  })

  it('leaves out what a resource does not declare', async () => {
    expect((await call('DELETE', '/api/quiz-question/1')).statusCode).toBe(404)
    expect((await call('POST', '/api/quiz-question', { title: 'x' })).statusCode).toBe(404)
    expect((await call('PUT', '/api/quiz-question/order', [{ id: 1, index: 0 }])).statusCode).toBe(404)
  })

  it('a duplicate the database refuses without a declared rule is 409 "already exists"', async () => {
    expect((await call('POST', '/api/unchecked-table', { name: 'diet', data: {} })).statusCode).toBe(201)
    const duplicate = await call('POST', '/api/unchecked-table', { name: 'diet', data: {} })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json()).toEqual({ error: 'conflict', message: 'This record already exists.' })
  })

  it('a duplicate that wins the race past the check is still 409 on the rule’s field', async () => {
    // On PostgreSQL both transactions pass the check before either inserts, so the unique index
    // decides; PGlite runs one transaction at a time, so there the check decides. Same answer.
    let arrived = 0
    let release: () => void = () => {}
    const together = new Promise<void>((resolve) => {
      release = resolve
    })
    meet = async () => {
      arrived++
      if (arrived === 2) release()
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 300))])
    }
    try {
      const responses = await Promise.all([
        call('POST', '/api/racing-table', { name: 'flights', data: [] }),
        call('POST', '/api/racing-table', { name: 'flights', data: [] }),
      ])
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409])
      expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
        error: 'conflict',
        message: 'That name is taken.',
        fields: { name: 'That name is taken.' },
      })
    } finally {
      meet = null
    }
  })
})

// What every resource answers by the kit alone, so an area's tests need not check it again.
describe('the answers of every resource', () => {
  let existing: CategoryDto
  beforeAll(async () => {
    await database.db.delete(categories)
    existing = await createCategory('Kept')
  })

  it('a list without ?page= has no x-total-count; with it, the number of all matches', async () => {
    const plain = await call('GET', '/api/category')
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['x-total-count']).toBeUndefined()
    const paged = await call('GET', '/api/category?page=9&pageSize=5')
    expect(paged.json()).toEqual([])
    expect(paged.headers['x-total-count']).toBe('1')
  })

  it.each([
    ['GET', undefined],
    ['PUT', { title: 'Changed' }],
    ['DELETE', undefined],
  ] as const)('%s of an unknown id answers 404 "<Name> not found."', async (method, payload) => {
    const response = await call(method, '/api/category/999999', payload)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'Category not found.' })
  })

  it.each([
    ['abc', 'Id must be a number.'],
    ['0', 'Id must be a number.'],
    ['-3', 'Id must be a number.'],
    ['1.5', 'Id must be a number.'],
    ['99999999999', 'Id is out of range.'],
  ])('answers 400 naming the id %s on get, update and delete', async (id, message) => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        `/api/category/${id}`,
        method === 'PUT' ? { title: 'x' } : undefined,
      )
      expect(response.statusCode, method).toBe(400)
      expect(response.json()).toMatchObject({ error: 'bad_request', fields: { id: message } })
    }
    expect((await stored(existing.id)).title).toEqual({ en: 'Kept' })
  })

  it.each([
    ['an array', '[{"title":"x"}]'],
    ['a string', '"x"'],
    ['null', 'null'],
    ['malformed JSON', '{"title": '],
  ])('answers 400 to a body that is %s, and stores nothing', async (_what, payload) => {
    for (const [method, url] of [
      ['POST', '/api/category'],
      ['PUT', `/api/category/${existing.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, method).toBe(400)
      expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) })
    }
    expect((await call('GET', '/api/category')).json()).toEqual([existing])
  })

  it.each([
    ['page=0', 'page', 'Page starts at 1.'],
    ['page=1&pageSize=501', 'pageSize', 'Page size is at most 500.'],
    [`q=${'x'.repeat(201)}`, 'q', 'Search text is too long.'],
    ['sort=-', 'sort', 'Sort is a field name, optionally prefixed with -.'],
  ])('answers 400 to the list query ?%s, naming the field', async (query, field, message) => {
    const response = await call('GET', `/api/category?${query}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ error: 'bad_request', fields: { [field]: message } })
  })

  it('a record without translatable fields is translated in every language', async () => {
    await database.db.delete(dataTables)
    expect((await call('POST', '/api/unchecked-table', { name: 'plain', data: {} })).statusCode).toBe(201)
    for (const lang of ['en', 'nl', 'fr', '']) {
      const [table] = (await call('GET', '/api/unchecked-table', undefined, lang)).json()
      expect(table, lang).toMatchObject({ name: 'plain', translated: true })
    }
  })

  it('creates records sent at the same moment each once, past the unique check', async () => {
    await database.db.delete(dataTables)
    const names = Array.from({ length: 8 }, (_, i) => `parallel ${i}`)
    const responses = await Promise.all(
      names.map((name) => call('POST', '/api/racing-table', { name, data: [] })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(names.map(() => 201))
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(names.length)
  })
})
