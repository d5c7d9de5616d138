import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoryDto } from '../../src/domain/contracts/stories.ts'
import type { StoryItemDto, StructureAnswer } from '../../src/domain/contracts/story-items.ts'
import {
  actions,
  categories,
  infographics,
  infoItems,
  labels,
  quizQuestions,
  stories,
  storyItemActions,
  storyItems,
} from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/story and /api/story-item (docs/product.md §3 Story, Story item, §7 "Story"): the stories
// list, a story's pages, its structure saved in one transaction, the orders, and content that a
// page shows kept from deletion.

let t: TestApp
let ids: { food: number; energy: number; label: number; graphic: number; info: number; question: number }
beforeAll(async () => {
  t = await createTestApp()
  const [food, energy] = await t.db
    .insert(categories)
    .values([
      { title: { en: 'Food', nl: 'Voeding' }, index: 0 },
      { title: { en: 'Energy', nl: 'Energie' }, index: 1 },
    ])
    .returning({ id: categories.id })
  const [label] = await t.db.insert(labels).values({ value: 'Pilot Utrecht' }).returning({ id: labels.id })
  const [graphic] = await t.db
    .insert(infographics)
    .values({ title: { en: 'Beef per kilo', nl: 'Rundvlees per kilo' }, description: { en: 'd', nl: 'd' } })
    .returning({ id: infographics.id })
  const [info] = await t.db
    .insert(infoItems)
    .values({ title: { en: 'Why food matters' }, description: { en: 'A quarter.' } })
    .returning({ id: infoItems.id })
  const [question] = await t.db
    .insert(quizQuestions)
    .values({ title: { en: 'How much?', nl: 'Hoeveel?' } })
    .returning({ id: quizQuestions.id })
  ids = {
    food: food!.id,
    energy: energy!.id,
    label: label!.id,
    graphic: graphic!.id,
    info: info!.id,
    question: question!.id,
  }
})
afterAll(() => t?.close())

const post = async <T>(url: string, body: unknown, lang = 'en') => {
  const response = await t.asAdmin('POST', url, body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<T>()
}
const get = async <T>(url: string, lang = 'en') => {
  const response = await t.asAdmin('GET', url, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<T>()
}
const newStory = (title: string, more: Record<string, unknown> = {}) =>
  post<StoryDto>('/api/story', { title, categoryId: ids.food, ...more })
const newPage = (storyId: number, more: Record<string, unknown>) =>
  post<StoryItemDto>('/api/story-item', { storyId, ...more })
const pagesOf = (storyId: number) => get<StoryItemDto[]>(`/api/story-item?storyId=${storyId}`)
const places = (pages: readonly { id: number; column: number; row: number }[]) =>
  Object.fromEntries(pages.map((page) => [page.id, [page.column, page.row]]))

describe('POST /api/story', () => {
  it('creates a story last in the order, not published, with its category, labels and no pages', async () => {
    const first = await newStory('Eat less meat', {
      notificationCTA: 'Your new story',
      notRelevantForLabelIds: [ids.label],
    })
    const second = await newStory('Fly less', { type: 'quiz', categoryId: ids.energy })
    expect(first).toMatchObject({
      title: 'Eat less meat',
      notificationCTA: 'Your new story',
      type: 'story',
      published: false,
      category: { id: ids.food, title: 'Food' },
      notRelevantForLabels: [{ id: ids.label, value: 'Pilot Utrecht' }],
      itemCount: 0,
      translated: true,
      version: 1,
    })
    expect(second.index).toBe(first.index + 1)
    expect(second.type).toBe('quiz')
  })

  it('refuses what §5 refuses, each on its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'No category' }, 'categoryId', 'Category is required.'],
      [{ title: 'Bad category', categoryId: 999_999 }, 'categoryId', 'The chosen category does not exist.'],
      [{ title: '', categoryId: ids.food }, 'title', 'Title is required.'],
      [
        { title: 'Long', categoryId: ids.food, notificationCTA: 'x'.repeat(151) },
        'notificationCTA',
        'Please keep this short',
      ],
      [{ title: 'Type', categoryId: ids.food, type: 'poem' }, 'type', 'Type should be quiz or story.'],
    ]
    for (const [body, field, message] of cases) {
      const response = await t.asAdmin('POST', '/api/story', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().fields).toMatchObject({ [field]: message })
    }
    const ok = await t.asAdmin('POST', '/api/story', {
      title: 'Exactly 150',
      categoryId: ids.food,
      notificationCTA: 'x'.repeat(150),
    })
    expect(ok.statusCode).toBe(201)
  })
})

describe('PUT /api/story/:id', () => {
  it('publishes with the flag alone (Publish/Un-publish), keeping every text; a title sent empty is still refused', async () => {
    const story = await newStory('Only in English', { notificationCTA: 'Read it' })
    const published = await t.asAdmin(
      'PUT',
      `/api/story/${story.id}`,
      { published: true, version: story.version },
      { lang: 'nl' },
    )
    expect(published.statusCode).toBe(200)
    expect(published.json()).toMatchObject({ published: true, version: story.version + 1 })
    const english = await get<StoryDto>(`/api/story/${story.id}`)
    expect(english).toMatchObject({ title: 'Only in English', notificationCTA: 'Read it', published: true })
    // A stale flag is refused like any stale write.
    const stale = await t.asAdmin('PUT', `/api/story/${story.id}`, {
      published: false,
      version: story.version,
    })
    expect(stale.statusCode).toBe(409)
    const empty = await t.asAdmin('PUT', `/api/story/${story.id}`, { title: '', version: story.version + 1 })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields).toMatchObject({ title: 'Title is required.' })
  })
})

describe('a story whose category is deleted meanwhile', () => {
  it('publishes (the flag alone), and a save naming the gone category says so on its field', async () => {
    const [gone] = await t.db
      .insert(categories)
      .values({ title: { en: 'Short-lived' }, index: 9 })
      .returning({ id: categories.id })
    const story = await newStory('Orphaned soon', { categoryId: gone!.id })
    // Past the API's own refusal (a story uses it): as a race or a hand in the database would.
    await t.db.delete(categories).where(eq(categories.id, gone!.id))
    const published = await t.asAdmin('PUT', `/api/story/${story.id}`, {
      published: true,
      version: story.version,
    })
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json()).toMatchObject({ published: true, category: null })
    const named = await t.asAdmin('PUT', `/api/story/${story.id}`, {
      title: 'Orphaned soon',
      categoryId: gone!.id,
      version: story.version + 1,
    })
    expect(named.statusCode).toBe(400)
    expect(named.json().fields).toEqual({ categoryId: 'The chosen category does not exist.' })
  })
})

describe('GET /api/story', () => {
  it('filters by type and title, sorted by index, with the page count and a Dutch state', async () => {
    const story = await newStory('Bike to work', { notificationCTA: 'Cycle' })
    await newPage(story.id, { kind: 'info-graphic', contentId: ids.graphic })
    const quizzes = await get<StoryDto[]>('/api/story?type=quiz')
    expect(quizzes.every((row) => row.type === 'quiz')).toBe(true)
    const found = await get<StoryDto[]>('/api/story?q=bike')
    expect(found.map((row) => [row.title, row.itemCount])).toEqual([['Bike to work', 1]])
    const all = await get<StoryDto[]>('/api/story')
    expect(all.map((row) => row.index)).toEqual([...all.map((row) => row.index)].sort((a, b) => a - b))
    // No Dutch title or message yet: not translated in Dutch, its English as the reference.
    // A Dutch reader finds it by the English title shown in its place, and sorts by it.
    const [dutch] = await get<StoryDto[]>(`/api/story?q=bike`, 'nl')
    const byTitle = await get<StoryDto[]>('/api/story?sort=title', 'nl')
    const shown = byTitle.map((row) => row.title || row.reference?.values.title || '')
    expect(shown).toEqual([...shown].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(dutch).toMatchObject({
      title: '',
      translated: false,
      reference: { lang: 'en', values: { title: 'Bike to work' } },
    })
  })
})

describe('story pages', () => {
  it('go to the column after the last page, row 0, and show their content as cards', async () => {
    const story = await newStory('Food week')
    const info = await newPage(story.id, { kind: 'info', contentId: ids.info })
    const graphic = await newPage(story.id, { kind: 'info-graphic', contentId: ids.graphic })
    const question = await newPage(story.id, { kind: 'question', contentId: ids.question, column: 1, row: 1 })
    expect([info, graphic, question].map((page) => [page.column, page.row])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ])
    expect(info.content).toEqual([
      expect.objectContaining({ id: ids.info, title: 'Why food matters', translated: true, picture: null }),
    ])
    expect(info.translated).toBe(true)
    const [dutchInfo] = await get<StoryItemDto[]>(`/api/story-item?storyId=${story.id}&kind=info`, 'nl')
    expect(dutchInfo!.translated).toBe(false)
    expect((await pagesOf(story.id)).map((page) => page.id)).toEqual([info.id, graphic.id, question.id])
    expect((await get<StoryDto>(`/api/story/${story.id}`)).itemCount).toBe(3)
  })

  it('refuse a missing kind, content of no such record, and a list on a single page', async () => {
    const story = await newStory('Refusals')
    const cases: [Record<string, unknown>, string][] = [
      [{ storyId: story.id, contentId: ids.info }, 'kind'],
      [{ storyId: story.id, kind: 'info' }, 'contentId'],
      [{ storyId: story.id, kind: 'info', contentId: 999_999 }, 'contentId'],
      [{ storyId: story.id, kind: 'hero', contentId: ids.info, actionIds: [1] }, 'actionIds'],
      [{ storyId: story.id, kind: 'action' }, 'actionIds'],
      [{ storyId: story.id, kind: 'action', actionIds: [999_999] }, 'actionIds'],
      [{ storyId: story.id, kind: 'initiative', initiativeIds: [999_998] }, 'initiativeIds'],
      [{ storyId: 999_999, kind: 'info', contentId: ids.info }, 'storyId'],
    ]
    for (const [body, field] of cases) {
      const response = await t.asAdmin('POST', '/api/story-item', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(Object.keys(response.json().fields), JSON.stringify(body)).toContain(field)
    }
    const kindless = await t.asAdmin('POST', '/api/story-item', { storyId: story.id, contentId: ids.info })
    expect(kindless.json().fields.kind).toBe('Item type is required.')
    expect(await pagesOf(story.id)).toEqual([])
  })

  it('of actions list them in order; a page changed to another kind keeps none', async () => {
    const [first, second] = await t.db
      .insert(actions)
      .values([
        {
          title: { en: 'Cycle', nl: 'Fiets' },
          shortDescription: { en: 'By bike', nl: 'Per fiets' },
          description: { en: 'Cycle to work.', nl: 'Fiets naar je werk.' },
        },
        {
          title: { en: 'Walk' },
          shortDescription: { en: 'On foot' },
          description: { en: 'Walk to school.' },
        },
      ])
      .returning({ id: actions.id })
    const story = await newStory('Move more')
    const page = await newPage(story.id, { kind: 'action', actionIds: [second!.id, first!.id] })
    expect(page.actionIds).toEqual([second!.id, first!.id])
    expect(page.content.map((card) => [card.title, card.translated])).toEqual([
      ['Walk', true],
      ['Cycle', true],
    ])
    const [dutch] = await get<StoryItemDto[]>(`/api/story-item?storyId=${story.id}`, 'nl')
    // "Walk" has no Dutch title: the page is not translated in Dutch.
    expect(dutch!.translated).toBe(false)
    const changed = await t.asAdmin('PUT', `/api/story-item/${page.id}`, {
      kind: 'info',
      contentId: ids.info,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<StoryItemDto>()).toMatchObject({ kind: 'info', contentId: ids.info, actionIds: [] })
    expect(
      await t.db.select().from(storyItemActions).where(eq(storyItemActions.storyItemId, page.id)),
    ).toEqual([])
  })

  it('are deleted below their own story only', async () => {
    const story = await newStory('Deletes')
    const other = await newStory('Other')
    const page = await newPage(story.id, { kind: 'info', contentId: ids.info })
    expect((await t.asAdmin('DELETE', `/api/story-item/${other.id}/${page.id}`)).statusCode).toBe(404)
    expect((await t.asAdmin('DELETE', `/api/story-item/${story.id}/${page.id}`)).statusCode).toBe(200)
    expect(await pagesOf(story.id)).toEqual([])
  })
})

describe('PUT /api/story/{id}/structure', () => {
  async function storyWithPages(count: number) {
    const story = await newStory(`Grid of ${count}`)
    const pages: StoryItemDto[] = []
    for (let i = 0; i < count; i++)
      pages.push(await newPage(story.id, { kind: 'info-graphic', contentId: ids.graphic }))
    return { story: await get<StoryDto>(`/api/story/${story.id}`), pages }
  }

  it('stores every place at once, normalised, and raises the story’s version', async () => {
    const { story, pages } = await storyWithPages(3)
    const [a, b, c] = pages.map((page) => page.id) as [number, number, number]
    const response = await t.asAdmin('PUT', `/api/story/${story.id}/structure`, {
      story: { id: story.id, version: story.version },
      // c below a, b in a column far to the right: stored as columns 0 and 1.
      items: [
        { id: a, column: 0, row: 0 },
        { id: b, column: 7, row: 3 },
        { id: c, column: 0, row: 1 },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const answer = response.json<StructureAnswer>()
    expect(answer.version).toBe(story.version + 1)
    expect(places(answer.items)).toEqual({ [a]: [0, 0], [b]: [1, 0], [c]: [0, 1] })
    expect(places(await pagesOf(story.id))).toEqual(places(answer.items))
  })

  it('answers 409 to a stale version or a page added meanwhile, writing nothing', async () => {
    const { story, pages } = await storyWithPages(2)
    const items = pages.map((page, i) => ({ id: page.id, column: 0, row: i }))
    const stale = await t.asAdmin('PUT', `/api/story/${story.id}/structure`, {
      story: { version: story.version + 5 },
      items,
    })
    expect(stale.statusCode).toBe(409)
    await newPage(story.id, { kind: 'info', contentId: ids.info })
    const missing = await t.asAdmin('PUT', `/api/story/${story.id}/structure`, {
      story: { version: story.version },
      items,
    })
    expect(missing.statusCode).toBe(409)
    expect(places(await pagesOf(story.id))).toMatchObject(places(pages))
  })

  it('refuses a page of another story, a shared cell, a negative column and 10,000 pages, writing nothing', async () => {
    const { story, pages } = await storyWithPages(2)
    const { pages: others } = await storyWithPages(1)
    const [a, b] = pages.map((page) => page.id) as [number, number]
    const bodies: [unknown, string][] = [
      [
        [
          { id: a, column: 0, row: 0 },
          { id: others[0]!.id, column: 1, row: 0 },
        ],
        'items.1.id',
      ],
      [
        [
          { id: a, column: 0, row: 0 },
          { id: b, column: 0, row: 0 },
        ],
        'items.1',
      ],
      [
        [
          { id: a, column: -1, row: 0 },
          { id: b, column: 0, row: 0 },
        ],
        'items.0.column',
      ],
      [Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, column: i, row: 0 })), 'items'],
    ]
    for (const [items, field] of bodies) {
      const response = await t.asAdmin('PUT', `/api/story/${story.id}/structure`, {
        story: { version: story.version },
        items,
      })
      expect(response.statusCode, field).toBe(400)
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field)
    }
    expect(places(await pagesOf(story.id))).toEqual(places(pages))
    expect((await get<StoryDto>(`/api/story/${story.id}`)).version).toBe(story.version)
  })
})

describe('the orders', () => {
  it('PUT /api/story/order lets the given stories trade their places, the others keep theirs', async () => {
    const a = await newStory('Order A')
    const b = await newStory('Order B')
    const response = await t.asAdmin('PUT', '/api/story/order', [
      { id: b.id, index: 0 },
      { id: a.id, index: 1 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    // They trade the places they held; every other story keeps its own.
    const others = (await get<StoryDto[]>('/api/story')).filter((row) => row.id !== a.id && row.id !== b.id)
    const answer = response.json<{ id: number; index: number }[]>()
    expect(answer).toEqual([
      { id: b.id, index: a.index },
      { id: a.id, index: b.index },
    ])
    expect((await get<StoryDto>(`/api/story/${b.id}`)).index).toBe(a.index)
    expect((await get<StoryDto>(`/api/story/${a.id}`)).index).toBe(b.index)
    const after = (await get<StoryDto[]>('/api/story')).filter((row) => row.id !== a.id && row.id !== b.id)
    expect(after.map((row) => [row.id, row.index])).toEqual(others.map((row) => [row.id, row.index]))
  })

  it('a category’s story sorting orders GET /api/story/{type}/{categoryId}', async () => {
    const first = await newStory('Energy one', { categoryId: ids.energy })
    const second = await newStory('Energy two', { categoryId: ids.energy })
    await newStory('Energy quiz', { categoryId: ids.energy, type: 'quiz' })
    const sorting = await t.asAdmin('PUT', `/api/category/${ids.energy}/story-sorting`, [
      { id: second.id, index: 0 },
      { id: first.id, index: 1 },
    ])
    expect(sorting.statusCode, sorting.body).toBe(200)
    const listed = await get<StoryDto[]>(`/api/story/story/${ids.energy}`)
    expect(listed.map((row) => row.title)).toEqual(['Energy two', 'Energy one'])
    const unknown = await t.asAdmin('PUT', `/api/category/${ids.energy}/story-sorting`, [
      { id: 999_999, index: 0 },
    ])
    expect(unknown.statusCode).toBe(404)
    expect((await t.asAdmin('GET', `/api/story/poem/${ids.energy}`)).statusCode).toBe(400)
  })
})

describe('content a page shows', () => {
  it('cannot be deleted while shown: 409 naming the story; once the page is gone it can', async () => {
    const [graphic] = await t.db
      .insert(infographics)
      .values({ title: { en: 'Shown one' } })
      .returning({ id: infographics.id })
    const story = await newStory('Shows the graphic')
    const page = await newPage(story.id, { kind: 'info-graphic', contentId: graphic!.id })
    const refused = await t.asAdmin('DELETE', `/api/info-graphic/${graphic!.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('“Shows the graphic”')
    await t.asAdmin('DELETE', `/api/story-item/${story.id}/${page.id}`)
    expect((await t.asAdmin('DELETE', `/api/info-graphic/${graphic!.id}`)).statusCode).toBe(200)
  })

  it('goes with nothing when its story is deleted: the pages go, the content stays', async () => {
    const story = await newStory('Short lived')
    await newPage(story.id, { kind: 'question', contentId: ids.question })
    expect((await t.asAdmin('DELETE', `/api/story/${story.id}`)).statusCode).toBe(200)
    expect(await t.db.select().from(storyItems).where(eq(storyItems.storyId, story.id))).toEqual([])
    expect(await t.db.select().from(quizQuestions).where(eq(quizQuestions.id, ids.question))).toHaveLength(1)
    expect(await t.db.select().from(stories).where(eq(stories.id, story.id))).toEqual([])
  })
})
