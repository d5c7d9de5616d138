import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lang } from '../../../src/domain/lang.ts'
import { byTranslatedTitle, sortTerms } from '../../../src/server/crud/index.ts'
import { categories } from '../../../src/server/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts'

// `byTranslatedTitle`, the list options every record with a translated title shares (categories,
// infographics, initiatives and the content types to come): the search and the title sort read
// the title a reader of the request language sees, its reference where it has none.

let database: TestDatabase
const options = byTranslatedTitle(categories, { index: categories.index })

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(categories).values([
    { title: { en: 'Food', nl: 'Voeding' }, index: 3 },
    { title: { en: 'Energy', nl: 'Energie' }, index: 2 },
    { title: { en: 'Meat' }, index: 1 },
    { title: { en: '100% local', nl: '  ' }, index: 0 },
    { title: { en: ' ' }, index: 4 },
  ])
})
afterAll(() => database?.close())

/** What a reader of `lang` sees: the title, or `(reference)` where the language has none. */
const shown = (row: { title: Partial<Record<Lang, string>> }, lang: Lang) => {
  const own = row.title[lang]?.trim()
  const other = row.title[lang === 'en' ? 'nl' : 'en']?.trim()
  return own || `(${other || '-'})`
}

const search = async (q: string, lang: Lang) => {
  const rows = await database.db
    .select()
    .from(categories)
    .where(options.search!(q, { lang }))
    .orderBy(categories.id)
  return rows.map((row) => shown(row, lang))
}

const sorted = async (field: string, descending: boolean, lang: Lang) => {
  const target = options.sort[field]!
  const expression = typeof target === 'function' ? target(lang) : target
  const rows = await database.db
    .select()
    .from(categories)
    .orderBy(...sortTerms(expression, descending, categories.id))
  return rows.map((row) => shown(row, lang))
}

describe('byTranslatedTitle', () => {
  it('searches the title shown in the request language, in any case', async () => {
    expect(await search('oed', 'nl')).toEqual(['Voeding'])
    expect(await search('oed', 'en')).toEqual([])
    expect(await search('ENER', 'en')).toEqual(['Energy'])
  })

  it('searches the reference where the request language has no title, not a title it replaces', async () => {
    expect(await search('mea', 'nl')).toEqual(['(Meat)'])
    expect(await search('local', 'nl')).toEqual(['(100% local)'])
    expect(await search('food', 'nl')).toEqual([])
  })

  it('takes % and _ in the search literally', async () => {
    expect(await search('0%', 'en')).toEqual(['100% local'])
    expect(await search('_', 'en')).toEqual([])
  })

  it('sorts by the title shown, a record without any title last both ways', async () => {
    expect(await sorted('title', false, 'nl')).toEqual([
      '(100% local)',
      'Energie',
      '(Meat)',
      'Voeding',
      '(-)',
    ])
    expect(await sorted('title', true, 'nl')).toEqual(['Voeding', '(Meat)', 'Energie', '(100% local)', '(-)'])
    expect(await sorted('title', false, 'en')).toEqual(['100% local', 'Energy', 'Food', 'Meat', '(-)'])
  })

  it('sorts by id and by the record’s other fields too', async () => {
    expect(Object.keys(options.sort).sort()).toEqual(['id', 'index', 'title'])
    expect(await sorted('id', true, 'en')).toEqual(['(-)', '100% local', 'Meat', 'Energy', 'Food'])
    expect(await sorted('index', false, 'en')).toEqual(['100% local', 'Meat', 'Energy', 'Food', '(-)'])
    expect(Object.keys(byTranslatedTitle(categories).sort).sort()).toEqual(['id', 'title'])
  })
})
