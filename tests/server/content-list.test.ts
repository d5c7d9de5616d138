import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentType } from '../../src/domain/content/content-list.ts'
import type { ContentRowDto } from '../../src/domain/contracts/content-list.ts'
import type { Translated } from '../../src/domain/translated.ts'
import {
  actionCategories,
  actions,
  categories,
  infographicCategories,
  infographics,
  initiativeCategories,
  initiatives,
  quizAnswers,
  quizQuestions,
  steps,
  stories,
  storyItemActions,
  storyItemInitiatives,
  storyItems,
} from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// GET /api/content: actions, infographics, initiatives and quiz questions in one list, paged,
// sorted and filtered on the server; each row with its first category and its first story.

let t: TestApp

const both = (en: string, nl: string): Translated => ({ en, nl })
const english = (en: string): Translated => ({ en })

type Key = `${ContentType}:${number}`
const keyOf = (row: { type: ContentType; id: number }): Key => `${row.type}:${row.id}`

let food: number
let energy: number
let waste: number
let storyOne: number
let quizTwo: number
let storyThree: number
/** The seeded records by name. */
const r = {} as Record<
  'cycle' | 'meat' | 'solar' | 'plastic' | 'foodWaste' | 'repair' | 'garden' | 'greener' | 'heat',
  { type: ContentType; id: number }
>

beforeAll(async () => {
  t = await createTestApp()
  // Category order is by index, not id: Energy comes first though Food was made first.
  const [foodRow, energyRow, wasteRow] = await t.db
    .insert(categories)
    .values([
      { title: both('Food', 'Eten'), emoji: '🥕', index: 1 },
      { title: both('Energy', 'Energie'), emoji: '⚡', index: 0 },
      { title: english('Waste'), emoji: '🗑', index: 2 },
    ])
    .returning()
  food = foodRow!.id
  energy = energyRow!.id
  waste = wasteRow!.id

  const [cycle, meat, solar] = await t.db
    .insert(actions)
    .values([
      {
        title: both('Cycle to work', 'Fiets naar je werk'),
        shortDescription: both('By bike', 'Met de fiets'),
        description: both('Leave the car', 'Laat de auto staan'),
      },
      { title: english('Eat less meat'), shortDescription: english('Beans'), description: english('Try it') },
      { title: { nl: 'Zonnepanelen' }, shortDescription: { nl: 'Op het dak' }, description: { nl: 'Zon' } },
    ])
    .returning()
  await t.db.insert(steps).values([
    { actionId: cycle!.id, description: both('Pump the tyres', 'Banden oppompen'), index: 0 },
    { actionId: meat!.id, description: english('Buy beans'), index: 0 },
  ])
  await t.db.insert(actionCategories).values([
    { actionId: cycle!.id, categoryId: food },
    { actionId: cycle!.id, categoryId: energy },
    { actionId: meat!.id, categoryId: waste },
  ])

  const [plastic, foodWaste] = await t.db
    .insert(infographics)
    .values([
      { title: both('Plastic soup', 'Plasticsoep'), description: both('Oceans', 'Oceanen') },
      { title: english('Food waste'), description: english('Leftovers') },
    ])
    .returning()
  await t.db.insert(infographicCategories).values([
    { infoGraphicId: plastic!.id, categoryId: waste },
    { infoGraphicId: plastic!.id, categoryId: food },
  ])

  const [repair, garden] = await t.db
    .insert(initiatives)
    .values([
      {
        title: both('Repair café', 'Repair café'),
        quizTitle: both('Repair it', 'Repareer het'),
        shortDescription: both('Fix things', 'Samen repareren'),
        description: both('Saturdays', 'Zaterdags'),
        website: 'https://repair.example.org',
      },
      { title: both('Community garden', 'Buurttuin'), website: 'https://garden.example.org' },
    ])
    .returning()
  await t.db.insert(initiativeCategories).values({ initiativeId: garden!.id, categoryId: energy })

  const [greener, heat] = await t.db
    .insert(quizQuestions)
    .values([
      { title: both('Which is greener?', 'Wat is groener?') },
      { title: both('How do you heat?', 'Hoe verwarm je?') },
    ])
    .returning()
  await t.db.insert(quizAnswers).values([
    { questionId: greener!.id, text: both('The bike', 'De fiets'), correct: true, index: 0 },
    { questionId: greener!.id, text: both('The car', 'De auto'), index: 1 },
    // The Dutch title is there, an answer's Dutch text is not: the question is not translated.
    { questionId: heat!.id, text: both('Gas', 'Gas'), correct: true, index: 0 },
    { questionId: heat!.id, text: english('Heat pump'), index: 1 },
  ])

  const [one, two, three] = await t.db
    .insert(stories)
    .values([
      { title: english('Story one'), categoryId: food },
      { title: both('Quiz two', 'Quiz twee'), type: 'quiz', categoryId: energy },
      { title: both('Story three', 'Verhaal drie'), categoryId: waste },
    ])
    .returning()
  storyOne = one!.id
  quizTwo = two!.id
  storyThree = three!.id
  const items = await t.db
    .insert(storyItems)
    .values([
      // The greener question is a page of quiz two only.
      { storyId: quizTwo, kind: 'question', questionId: greener!.id },
      // The heat question is a page of story one and quiz two: the first story by id is story one.
      { storyId: quizTwo, kind: 'question', questionId: heat!.id },
      { storyId: storyOne, kind: 'question', questionId: heat!.id },
      // Cycling is quiz two's main action, and listed on a page of story one.
      { storyId: quizTwo, kind: 'action', actionId: cycle!.id },
      { storyId: storyOne, kind: 'action' },
      // Meat is only listed on a page of story three.
      { storyId: storyThree, kind: 'action' },
      { storyId: storyThree, kind: 'info-graphic', infoGraphicId: plastic!.id },
      { storyId: quizTwo, kind: 'initiative', initiativeId: garden!.id },
      { storyId: storyThree, kind: 'initiative' },
    ])
    .returning()
  await t.db.insert(storyItemActions).values([
    { storyItemId: items[4]!.id, actionId: cycle!.id },
    { storyItemId: items[5]!.id, actionId: meat!.id },
  ])
  await t.db.insert(storyItemInitiatives).values({ storyItemId: items[8]!.id, initiativeId: repair!.id })

  Object.assign(r, {
    cycle: { type: 'action', id: cycle!.id },
    meat: { type: 'action', id: meat!.id },
    solar: { type: 'action', id: solar!.id },
    plastic: { type: 'info-graphic', id: plastic!.id },
    foodWaste: { type: 'info-graphic', id: foodWaste!.id },
    repair: { type: 'initiative', id: repair!.id },
    garden: { type: 'initiative', id: garden!.id },
    greener: { type: 'question', id: greener!.id },
    heat: { type: 'question', id: heat!.id },
  })
})
afterAll(() => t?.close())

async function list(query = '', lang = 'en') {
  const response = await t.asAdmin('GET', `/api/content${query}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return { rows: response.json<ContentRowDto[]>(), total: Number(response.headers['x-total-count']) }
}

const keys = (rows: readonly ContentRowDto[]) => rows.map(keyOf)
const everything = async (query = '', lang = 'en') =>
  (await list(`?pageSize=500${query ? `&${query}` : ''}`, lang)).rows

/** The order of ?sort=id: by id, then by type (ids of different types may be equal). */
const byIdThenType = (a: { id: number; type: string }, b: { id: number; type: string }) =>
  a.id - b.id || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0)

const seeded = () => Object.values(r)

const paths: Record<ContentType, string> = {
  action: 'action',
  'info-graphic': 'info-graphic',
  initiative: 'initiative',
  question: 'quiz-question',
}

describe('GET /api/content', () => {
  it('lists all four types in one list, by id then type, with the total', async () => {
    const { rows, total } = await list('?pageSize=500')
    expect(total).toBe(9)
    expect(new Set(rows.map((row) => row.type))).toEqual(
      new Set(['action', 'info-graphic', 'initiative', 'question']),
    )
    expect(keys(rows)).toEqual([...seeded()].sort(byIdThenType).map(keyOf))
  })

  it('answers each row’s title, first category by category order and first story by id', async () => {
    const rows = await everything()
    const row = (record: { type: ContentType; id: number }) =>
      rows.find((each) => keyOf(each) === keyOf(record))!
    // Food was made first, but Energy comes first in category order.
    expect(row(r.cycle)).toEqual({
      id: r.cycle.id,
      type: 'action',
      title: 'Cycle to work',
      category: { id: energy, title: 'Energy', emoji: '⚡' },
      // Quiz two names it as its main action, story one lists it: story one has the lower id.
      story: { id: storyOne, title: 'Story one' },
      translated: true,
    })
    expect(row(r.meat)).toMatchObject({
      category: { id: waste, title: 'Waste' },
      story: { id: storyThree, title: 'Story three' },
    })
    expect(row(r.solar)).toMatchObject({
      title: '',
      reference: { lang: 'nl', values: { title: 'Zonnepanelen' } },
      category: null,
      story: null,
      translated: false,
    })
    expect(row(r.plastic)).toMatchObject({ category: { id: food }, story: { id: storyThree } })
    expect(row(r.foodWaste)).toMatchObject({ category: null, story: null })
    expect(row(r.repair)).toMatchObject({ category: null, story: { id: storyThree } })
    expect(row(r.garden)).toMatchObject({
      category: { id: energy },
      story: { id: quizTwo, title: 'Quiz two' },
    })
    // A quiz question has no categories of its own: its story's.
    expect(row(r.greener)).toMatchObject({ category: { id: energy }, story: { id: quizTwo } })
    // In two stories: the first by id, and that story's category.
    expect(row(r.heat)).toMatchObject({ story: { id: storyOne }, category: { id: food, title: 'Food' } })
  })

  it('answers the texts of categories and stories in the request language, with their references', async () => {
    const rows = await everything('', 'nl')
    const cycle = rows.find((each) => keyOf(each) === keyOf(r.cycle))!
    expect(cycle).toMatchObject({
      title: 'Fiets naar je werk',
      category: { id: energy, title: 'Energie', emoji: '⚡' },
      story: { id: storyOne, title: '', reference: { lang: 'en', values: { title: 'Story one' } } },
    })
    const meat = rows.find((each) => keyOf(each) === keyOf(r.meat))!
    expect(meat).toMatchObject({
      title: '',
      reference: { lang: 'en', values: { title: 'Eat less meat' } },
      category: { title: '', reference: { lang: 'en', values: { title: 'Waste' } } },
      story: { title: 'Verhaal drie' },
    })
  })

  it('pages with x-total-count, the same rows as the whole list, from the front and from the end', async () => {
    const all = keys(await everything())
    for (const pageSize of [2, 4]) {
      for (let page = 1; page <= Math.ceil(all.length / pageSize) + 1; page++) {
        const { rows, total } = await list(`?page=${page}&pageSize=${pageSize}`)
        expect(total).toBe(all.length)
        expect(keys(rows), `page ${page} of ${pageSize}`).toEqual(
          all.slice((page - 1) * pageSize, page * pageSize),
        )
      }
    }
    // A deep page, read from the end, in another order too.
    const byTitle = keys(await everything('sort=-title'))
    const deep = await list('?page=4&pageSize=2&sort=-title')
    expect(keys(deep.rows)).toEqual(byTitle.slice(6, 8))
    expect((await list('?page=1000&pageSize=2')).rows).toEqual([])
  })

  it.each([
    ['action', ['cycle', 'meat', 'solar']],
    ['info-graphic', ['plastic', 'foodWaste']],
    ['initiative', ['repair', 'garden']],
    ['question', ['greener', 'heat']],
  ] as const)('keeps one type with ?type=%s', async (type, names) => {
    const { rows, total } = await list(`?type=${type}`)
    expect(total).toBe(names.length)
    expect(keys(rows)).toEqual(names.map((name) => keyOf(r[name])))
  })

  it('searches the title shown in the request language with ?q=, a missing one by its reference', async () => {
    const found = async (q: string, lang: string, extra = '') =>
      keys((await list(`?q=${encodeURIComponent(q)}${extra}`, lang)).rows)
    expect(await found('CYCLE', 'en')).toEqual([keyOf(r.cycle)])
    expect(await found('fiets', 'en')).toEqual([])
    expect(await found('fiets', 'nl')).toEqual([keyOf(r.cycle)])
    // No English title: found by the Dutch one an English reader is shown.
    expect(await found('zonne', 'en')).toEqual([keyOf(r.solar)])
    // No Dutch title: found by the English one.
    expect(await found('meat', 'nl')).toEqual([keyOf(r.meat)])
    expect(await found('tuin', 'nl')).toEqual([keyOf(r.garden)])
    expect(await found('garden', 'nl')).toEqual([])
    // Across types, with the total of the matches, and within a type.
    const soup = await list('?q=o&pageSize=3')
    expect(soup.total).toBe((await everything('q=o')).length)
    expect(await found('e', 'en', '&type=question')).toEqual([keyOf(r.greener), keyOf(r.heat)])
    // Pattern characters are literal.
    expect(await found('%', 'en')).toEqual([])
  })

  it('agrees with each record’s own translated flag, in the list and in ?state=', async () => {
    for (const lang of ['en', 'nl']) {
      const rows = await everything('', lang)
      for (const row of rows) {
        const record = await t.asAdmin('GET', `/api/${paths[row.type]}/${row.id}`, undefined, { lang })
        expect(record.statusCode).toBe(200)
        expect(row.translated, `${keyOf(row)} in ${lang}`).toBe(
          record.json<{ translated: boolean }>().translated,
        )
      }
      const translated = keys(await everything('state=translated', lang))
      const missing = keys(await everything('state=missing', lang))
      expect(translated).toEqual(keys(rows.filter((row) => row.translated)))
      expect(missing).toEqual(keys(rows.filter((row) => !row.translated)))
      expect((await list('?state=missing&pageSize=1', lang)).total).toBe(missing.length)
    }
    // Not vacuous: the child lists decide for some (a step or an answer missing in Dutch).
    const dutch = await everything('', 'nl')
    const state = (record: { type: ContentType; id: number }) =>
      dutch.find((row) => keyOf(row) === keyOf(record))!.translated
    expect([state(r.cycle), state(r.greener), state(r.repair), state(r.plastic)]).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect([state(r.meat), state(r.heat), state(r.garden), state(r.foodWaste)]).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(keys(await everything('state=missing&type=question', 'nl'))).toEqual([keyOf(r.heat)])
  })

  it('sorts by the title shown with ?sort=title, and by id descending with ?sort=-id', async () => {
    const titles = (await everything('sort=title')).map((row) => row.title || row.reference?.values.title)
    expect(titles).toEqual([
      'Community garden',
      'Cycle to work',
      'Eat less meat',
      'Food waste',
      'How do you heat?',
      'Plastic soup',
      'Repair café',
      'Which is greener?',
      'Zonnepanelen',
    ])
    const dutch = (await everything('sort=-title', 'nl')).map(
      (row) => row.title || row.reference?.values.title,
    )
    expect(dutch).toEqual([
      'Zonnepanelen',
      'Wat is groener?',
      'Repair café',
      'Plasticsoep',
      'Hoe verwarm je?',
      'Food waste',
      'Fiets naar je werk',
      'Eat less meat',
      'Buurttuin',
    ])
    const descending = await everything('sort=-id')
    const ids = descending.map((row) => row.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(keys(descending))).toEqual(new Set(seeded().map(keyOf)))
    expect(keys((await list('?sort=type&pageSize=500')).rows).map((key) => key.split(':')[0])).toEqual([
      'action',
      'action',
      'action',
      'info-graphic',
      'info-graphic',
      'initiative',
      'initiative',
      'question',
      'question',
    ])
  })

  it('answers one item with ?type=&id= (what an open drawer reads its story from)', async () => {
    const { rows, total } = await list(`?type=action&id=${r.cycle.id}`)
    expect(total).toBe(1)
    expect(keys(rows)).toEqual([keyOf(r.cycle)])
    // Ids of the kinds overlap: without the type, each kind's item with that id.
    const byId = await list(`?id=${r.cycle.id}&pageSize=500`)
    expect(byId.rows.every((row) => row.id === r.cycle.id)).toBe(true)
    expect((await list('?type=action&id=999999')).rows).toEqual([])
    const wrong = await t.asAdmin('GET', '/api/content?id=abc')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json<{ fields: Record<string, string> }>().fields).toEqual({ id: 'Id must be a number.' })
  })

  it('keeps itself current when content changes outside the API (the database maintains it)', async () => {
    const [made] = await t.db
      .insert(infographics)
      .values({ title: both('Wind map', 'Windkaart') })
      .returning()
    expect(keys((await list(`?type=info-graphic&id=${made!.id}`)).rows)).toEqual([`info-graphic:${made!.id}`])
    await t.db.delete(infographics).where(eq(infographics.id, made!.id))
    expect((await list(`?type=info-graphic&id=${made!.id}`)).rows).toEqual([])
  })

  it('refuses an unknown ?type= or ?sort= with 400 naming the field', async () => {
    const type = await t.asAdmin('GET', '/api/content?type=hero')
    expect(type.statusCode).toBe(400)
    expect(type.json().fields).toEqual({
      type: 'Type should be action, info-graphic, initiative or question.',
    })
    for (const sort of ['name', '-story', 'category']) {
      const response = await t.asAdmin('GET', `/api/content?sort=${sort}`)
      expect(response.statusCode, sort).toBe(400)
      expect(response.json().fields, sort).toEqual({ sort: 'Unknown field.' })
    }
    const state = await t.asAdmin('GET', '/api/content?state=half')
    expect(state.statusCode).toBe(400)
    expect(Object.keys(state.json().fields)).toEqual(['state'])
  })

  it('answers the first page of 25 when no page is given', async () => {
    await t.db
      .insert(infographics)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ title: english(`Bulk ${String(i).padStart(2, '0')}`) })),
      )
    const all = keys(await everything())
    expect(all).toHaveLength(29)
    const { rows, total } = await list()
    expect(total).toBe(29)
    expect(keys(rows)).toEqual(all.slice(0, 25))
    const small = await list('?pageSize=10')
    expect(keys(small.rows)).toEqual(all.slice(0, 10))
    const second = await list('?page=2')
    expect(keys(second.rows)).toEqual(all.slice(25))
  })
})
