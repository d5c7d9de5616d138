import { and, asc, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CategoryDto } from '../../src/domain/categories.ts'
import { categories, categoryStoryOrder, media, mediaLinks, stories } from '../../src/server/db/schema.ts'
import { demoCategories } from '../../src/server/seed/demo/categories.ts'
import { type Credentials, createTestApp, type TestApp } from './support/test-app.ts'

let t: TestApp
let device: Credentials
let registered: Credentials

beforeAll(async () => {
  t = await createTestApp()
  device = await t.sessionFor((await t.createUser({ level: 'device' })).id)
  registered = await t.sessionFor((await t.createUser({ level: 'registered-user' })).id)
})
afterAll(() => t?.close())

/** As the console calls: admin cookie, cms and lang headers. */
const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)

const create = async (body: Record<string, unknown>, lang = 'en') => {
  const response = await call('POST', '/api/category', body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<CategoryDto>()
}

const list = async (query = '', lang = 'en') => {
  const response = await call('GET', `/api/category${query}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CategoryDto[]>()
}

const get = async (id: number, lang = 'en') => {
  const response = await call('GET', `/api/category/${id}`, undefined, { lang })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CategoryDto>()
}

const places = async () =>
  (
    await t.db
      .select({ id: categories.id, parentCategoryId: categories.parentCategoryId, index: categories.index })
      .from(categories)
      .orderBy(asc(categories.index), asc(categories.id))
  ).map((row) => [row.id, row.parentCategoryId, row.index])

const clear = async () => {
  await t.db.delete(categories)
  await t.db.delete(mediaLinks)
  await t.db.delete(media)
}

/** Food (Meat, Dairy), Mobility (Car), Energy: a small two-level tree. */
async function tree() {
  await clear()
  const food = await create({ title: 'Food', emoji: '🥦' })
  const mobility = await create({ title: 'Mobility', emoji: '🚲' })
  const energy = await create({ title: 'Energy', emoji: '⚡' })
  const meat = await create({ title: 'Meat', emoji: '🥩', parentCategoryId: food.id })
  const dairy = await create({ title: 'Dairy', emoji: '🧀', parentCategoryId: food.id })
  const car = await create({ title: 'Car', emoji: '🚗', parentCategoryId: mobility.id })
  return { food, mobility, energy, meat, dairy, car }
}

describe('POST /api/category', () => {
  beforeEach(clear)

  it('creates a main category with the defaults: 🌱, content, no parent', async () => {
    const response = await call('POST', '/api/category', { title: '  Food  ' })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      id: expect.any(Number),
      index: 0,
      title: 'Food',
      emoji: '🌱',
      isContent: true,
      parentCategoryId: null,
      parentTitle: null,
      type: 'main',
      childCount: 0,
      mediaCount: 0,
      media: [],
      hasBackgroundImage: false,
      // Created in English only: the Dutch title is missing, but in English it is complete.
      translated: true,
      version: 1,
    })
  })

  it('creates a sub category under a main one, last in the order', async () => {
    const food = await create({ title: 'Food' })
    const meat = await create({ title: 'Meat', emoji: '🥩', isContent: false, parentCategoryId: food.id })
    expect(meat).toMatchObject({
      parentCategoryId: food.id,
      parentTitle: 'Food',
      type: 'sub',
      isContent: false,
      emoji: '🥩',
      index: 1,
    })
    expect((await get(food.id)).childCount).toBe(1)
  })

  it('stores the title in the language of the request only', async () => {
    const created = await create({ title: 'Voeding' }, 'nl')
    const [row] = await t.db.select().from(categories).where(eq(categories.id, created.id))
    expect(row?.title).toEqual({ nl: 'Voeding' })
    expect(created.translated).toBe(true)
    expect((await get(created.id, 'en')).title).toBe('')
    expect((await get(created.id, 'en')).translated).toBe(false)
  })

  it('takes an empty emoji as the seedling', async () => {
    expect((await create({ title: 'Food', emoji: ' ' })).emoji).toBe('🌱')
  })

  it.each([
    ['no title', {}, 'title', 'Title is required.'],
    ['an empty title', { title: '' }, 'title', 'Title is required.'],
    ['only spaces', { title: '   ' }, 'title', 'Title is required.'],
    ['a null title', { title: null }, 'title', 'Title is required.'],
    ['101 characters', { title: 'x'.repeat(101) }, 'title', 'Title should be at most 100 characters.'],
    ['two emoji', { title: 'Food', emoji: '🥦🥕' }, 'emoji', 'Emoji should be a single emoji.'],
    ['text as emoji', { title: 'Food', emoji: 'ab' }, 'emoji', 'Emoji should be a single emoji.'],
    [
      'a text parent',
      { title: 'Food', parentCategoryId: 'x' },
      'parentCategoryId',
      'Parent should be a category id or empty.',
    ],
    [
      'a negative parent',
      { title: 'Food', parentCategoryId: -1 },
      'parentCategoryId',
      'Parent should be a category id or empty.',
    ],
    [
      'isContent as text',
      { title: 'Food', isContent: 'yes' },
      'isContent',
      'isContent should be true or false.',
    ],
  ])('answers 400 to %s', async (_what, payload, field, message) => {
    const response = await call('POST', '/api/category', payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'bad_request', message, fields: { [field]: message } })
    expect(await list()).toHaveLength(0)
  })

  it('answers 400 on parentCategoryId for a parent that does not exist', async () => {
    const response = await call('POST', '/api/category', { title: 'Meat', parentCategoryId: 999_999 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Parent category not found.',
      fields: { parentCategoryId: 'Parent category not found.' },
    })
  })

  it('refuses a third level: a sub category as parent answers 400', async () => {
    const food = await create({ title: 'Food' })
    const meat = await create({ title: 'Meat', parentCategoryId: food.id })
    const response = await call('POST', '/api/category', { title: 'Beef', parentCategoryId: meat.id })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'A sub category cannot have sub categories.',
      fields: { parentCategoryId: 'A sub category cannot have sub categories.' },
    })
    expect(await list()).toHaveLength(2)
  })
})

describe('GET /api/category', () => {
  let ids: Awaited<ReturnType<typeof tree>>
  beforeAll(async () => {
    ids = await tree()
  })

  it('returns every category as a plain array by index, without a total header', async () => {
    const response = await call('GET', '/api/category')
    expect(response.headers['x-total-count']).toBeUndefined()
    const rows = response.json<CategoryDto[]>()
    expect(rows.map((c) => c.title)).toEqual(['Food', 'Mobility', 'Energy', 'Meat', 'Dairy', 'Car'])
    expect(rows.find((c) => c.id === ids.food.id)).toMatchObject({
      type: 'main',
      childCount: 2,
      parentTitle: null,
    })
    expect(rows.find((c) => c.id === ids.car.id)).toMatchObject({
      type: 'sub',
      childCount: 0,
      parentCategoryId: ids.mobility.id,
      parentTitle: 'Mobility',
    })
  })

  it.each([
    ['?type=main', ['Food', 'Mobility', 'Energy']],
    ['?type=sub', ['Meat', 'Dairy', 'Car']],
    ['?q=MEA', ['Meat']],
    ['?q=o', ['Food', 'Mobility', 'Energy'].filter((t) => t.includes('o'))],
    ['?type=sub&q=a', ['Meat', 'Dairy', 'Car']],
    ['?q=%25', []],
    ['?sort=title', ['Car', 'Dairy', 'Energy', 'Food', 'Meat', 'Mobility']],
    ['?sort=-id', ['Car', 'Dairy', 'Meat', 'Energy', 'Mobility', 'Food']],
  ])('filters and sorts with %s', async (query, titles) => {
    expect((await list(query)).map((c) => c.title)).toEqual(titles)
  })

  it('answers 400 to an unknown type or sort field', async () => {
    expect((await call('GET', '/api/category?type=third')).statusCode).toBe(400)
    const response = await call('GET', '/api/category?sort=emoji')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Cannot sort by emoji.')
  })

  it('pages with the total in x-total-count', async () => {
    const response = await call('GET', '/api/category?page=2&pageSize=4')
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-total-count']).toBe('6')
    expect(response.json<CategoryDto[]>().map((c) => c.title)).toEqual(['Dairy', 'Car'])
    const filtered = await call('GET', '/api/category?page=1&type=sub')
    expect(filtered.headers['x-total-count']).toBe('3')
    expect(filtered.json<CategoryDto[]>()).toHaveLength(3)
  })

  it('pages of 25 by default', async () => {
    const many = await Promise.all(
      Array.from({ length: 24 }, (_, i) => call('POST', '/api/category', { title: `Extra ${i}` })),
    )
    expect(many.every((r) => r.statusCode === 201)).toBe(true)
    const response = await call('GET', '/api/category?page=1')
    expect(response.headers['x-total-count']).toBe('30')
    expect(response.json<CategoryDto[]>()).toHaveLength(25)
    ids = await tree()
  })

  it('reads titles and the translated flag in the language of the request', async () => {
    await call('PUT', `/api/category/${ids.food.id}`, { title: 'Voeding' }, { lang: 'nl' })
    await call('PUT', `/api/category/${ids.meat.id}`, { title: 'Vlees' }, { lang: 'nl' })
    const nl = await list('', 'nl')
    expect(nl.find((c) => c.id === ids.food.id)).toMatchObject({ title: 'Voeding', translated: true })
    expect(nl.find((c) => c.id === ids.meat.id)).toMatchObject({
      title: 'Vlees',
      parentTitle: 'Voeding',
      translated: true,
    })
    expect(nl.find((c) => c.id === ids.car.id)).toMatchObject({
      title: '',
      parentTitle: '',
      translated: false,
    })
    const en = await list('', 'en')
    expect(en.every((c) => c.translated)).toBe(true)
    expect(en.find((c) => c.id === ids.food.id)?.title).toBe('Food')
    // ?q= searches the title of the request language.
    expect((await list('?q=vlees', 'nl')).map((c) => c.id)).toEqual([ids.meat.id])
    expect(await list('?q=vlees', 'en')).toEqual([])
  })

  it('lists the media and whether a background image is among them', async () => {
    const [image, logo] = await t.db
      .insert(media)
      .values([
        {
          purpose: 'background-image',
          fileUuid: crypto.randomUUID(),
          description: { en: 'Vegetables', nl: 'Groenten' },
        },
        { purpose: 'logo', fileUuid: crypto.randomUUID(), description: { en: 'Logo' } },
      ])
      .returning()
    await t.db.insert(mediaLinks).values([
      { ownerType: 'category', ownerId: ids.food.id, mediaId: logo!.id, index: 0 },
      { ownerType: 'category', ownerId: ids.food.id, mediaId: image!.id, index: 1 },
      { ownerType: 'category', ownerId: ids.energy.id, mediaId: logo!.id, index: 0 },
      // Another owner type with the same id does not count.
      { ownerType: 'story', ownerId: ids.mobility.id, mediaId: image!.id, index: 0 },
    ])
    const food = await get(ids.food.id, 'nl')
    expect(food.media).toEqual([
      {
        id: logo!.id,
        purpose: 'logo',
        description: '',
        // Missing in Dutch: the English one as the translator's reference.
        reference: { lang: 'en', values: { description: 'Logo' } },
        file: { uuid: logo!.fileUuid },
        width: null,
        height: null,
      },
      {
        id: image!.id,
        purpose: 'background-image',
        description: 'Groenten',
        file: { uuid: image!.fileUuid },
        width: null,
        height: null,
      },
    ])
    expect(food).toMatchObject({ mediaCount: 2, hasBackgroundImage: true })
    expect(await get(ids.energy.id)).toMatchObject({ mediaCount: 1, hasBackgroundImage: false })
    expect(await get(ids.mobility.id)).toMatchObject({ mediaCount: 0, media: [], hasBackgroundImage: false })
    // The media description is not part of the category's translation state.
    expect(food.translated).toBe(true)
  })
})

describe('GET /api/category/:id', () => {
  it('returns one category, 404 for an unknown id and 400 for a bad one', async () => {
    const { dairy, food } = await tree()
    expect(await get(dairy.id)).toMatchObject({
      id: dairy.id,
      title: 'Dairy',
      parentTitle: 'Food',
      type: 'sub',
    })
    expect(food.id).toBeGreaterThan(0)
    const missing = await call('GET', '/api/category/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Category not found.' })
    expect((await call('GET', '/api/category/abc')).statusCode).toBe(400)
    expect((await call('GET', '/api/category/0')).statusCode).toBe(400)
  })
})

describe('PUT /api/category/:id', () => {
  let ids: Awaited<ReturnType<typeof tree>>
  beforeEach(async () => {
    ids = await tree()
  })

  it('changes title, emoji and isContent: 200 with the record', async () => {
    const response = await call('PUT', `/api/category/${ids.energy.id}`, {
      title: 'Energy use',
      emoji: '💡',
      isContent: false,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      id: ids.energy.id,
      title: 'Energy use',
      emoji: '💡',
      isContent: false,
    })
  })

  it('keeps the other language and the fields it is not given', async () => {
    await call('PUT', `/api/category/${ids.food.id}`, { title: 'Voeding' }, { lang: 'nl' })
    const response = await call('PUT', `/api/category/${ids.food.id}`, { title: 'Food and drink' })
    expect(response.json()).toMatchObject({
      title: 'Food and drink',
      emoji: '🥦',
      isContent: true,
      translated: true,
    })
    const [row] = await t.db.select().from(categories).where(eq(categories.id, ids.food.id))
    expect(row?.title).toEqual({ en: 'Food and drink', nl: 'Voeding' })
    expect(row?.parentCategoryId).toBeNull()
  })

  it('answers 400 "Title is required." and changes nothing', async () => {
    const response = await call('PUT', `/api/category/${ids.food.id}`, { title: ' ' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'bad_request',
      message: 'Title is required.',
      fields: { title: 'Title is required.' },
    })
    expect((await get(ids.food.id)).title).toBe('Food')
  })

  it('moves a sub category to another main category, last among its new siblings', async () => {
    const response = await call('PUT', `/api/category/${ids.car.id}`, {
      title: 'Car',
      parentCategoryId: ids.food.id,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ parentCategoryId: ids.food.id, parentTitle: 'Food' })
    const food = (await list('?type=sub')).filter((c) => c.parentCategoryId === ids.food.id)
    expect(food.map((c) => c.title)).toEqual(['Meat', 'Dairy', 'Car'])
  })

  it('makes a sub category a main one with parentCategoryId null', async () => {
    const response = await call('PUT', `/api/category/${ids.meat.id}`, {
      title: 'Meat',
      parentCategoryId: null,
    })
    expect(response.json()).toMatchObject({ type: 'main', parentCategoryId: null, parentTitle: null })
    expect((await get(ids.food.id)).childCount).toBe(1)
  })

  it.each([
    ['its own parent', (i: typeof ids) => [i.energy.id, i.energy.id], 'A category cannot be its own parent.'],
    [
      'a sub category as parent (third level)',
      (i: typeof ids) => [i.energy.id, i.meat.id],
      'A sub category cannot have sub categories.',
    ],
    [
      'a main with children under another (third level)',
      (i: typeof ids) => [i.food.id, i.mobility.id],
      'This category has sub categories, so it cannot become a sub category.',
    ],
    ['an unknown parent', (i: typeof ids) => [i.energy.id, 999_999], 'Parent category not found.'],
  ])('answers 400 on parentCategoryId for %s', async (_what, pick, message) => {
    const [id, parent] = pick(ids)
    const before = await places()
    const response = await call('PUT', `/api/category/${id}`, { title: 'Moved', parentCategoryId: parent })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'bad_request', message, fields: { parentCategoryId: message } })
    expect(await places()).toEqual(before)
  })

  it('keeps two levels when two moves race: one of them is refused', async () => {
    // Energy under Mobility, and at the same moment Mobility under Food: together a third level.
    const [first, second] = await Promise.all([
      call('PUT', `/api/category/${ids.energy.id}`, { title: 'Energy', parentCategoryId: ids.mobility.id }),
      call('PUT', `/api/category/${ids.car.id}`, { title: 'Car', parentCategoryId: ids.energy.id }),
    ])
    const codes = [first.statusCode, second.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect(codes[1]).toBe(400)
    const rows = await list()
    const byId = new Map(rows.map((row) => [row.id, row]))
    for (const row of rows) {
      if (row.parentCategoryId !== null) expect(byId.get(row.parentCategoryId)?.parentCategoryId).toBeNull()
    }
  })

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const missing = await call('PUT', '/api/category/999999', { title: 'X' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Category not found.')
    expect((await call('PUT', '/api/category/x', { title: 'X' })).statusCode).toBe(400)
  })
})

describe('PUT /api/category/order', () => {
  it('renumbers from 0 in the given order', async () => {
    const { food, mobility, energy } = await tree()
    const response = await call('PUT', '/api/category/order', [
      { id: energy.id, index: 10 },
      { id: food.id, index: 30 },
      { id: mobility.id, index: 20 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual([
      { id: energy.id, index: 0 },
      { id: mobility.id, index: 1 },
      { id: food.id, index: 2 },
    ])
    expect((await list('?type=main')).map((c) => c.title)).toEqual(['Energy', 'Mobility', 'Food'])
  })

  it('answers 404 naming unknown ids, 400 to duplicates and an empty list', async () => {
    const { food } = await tree()
    const missing = await call('PUT', '/api/category/order', [
      { id: food.id, index: 0 },
      { id: 999_999, index: 1 },
    ])
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Category not found: 999999.')
    const twice = await call('PUT', '/api/category/order', [
      { id: food.id, index: 0 },
      { id: food.id, index: 1 },
    ])
    expect(twice.statusCode).toBe(400)
    expect((await call('PUT', '/api/category/order', [])).statusCode).toBe(400)
  })
})

describe('PUT /api/category/hierarchy', () => {
  let ids: Awaited<ReturnType<typeof tree>>
  beforeEach(async () => {
    ids = await tree()
  })

  const whole = (entries: [number, number | null, number][]) =>
    entries.map(([id, parentCategoryId, index]) => ({ id, parentCategoryId, index }))

  it('saves parents and order in one request, stored depth first from 0', async () => {
    const { food, mobility, energy, meat, dairy, car } = ids
    // Energy becomes a sub of Mobility before Car; Dairy becomes main, first; Meat stays.
    const response = await call(
      'PUT',
      '/api/category/hierarchy',
      whole([
        [dairy.id, null, 0],
        [food.id, null, 1],
        [meat.id, food.id, 2],
        [mobility.id, null, 3],
        [energy.id, mobility.id, 4],
        [car.id, mobility.id, 5],
      ]),
    )
    expect(response.statusCode, response.body).toBe(200)
    const stored = [
      [dairy.id, null, 0],
      [food.id, null, 1],
      [meat.id, food.id, 2],
      [mobility.id, null, 3],
      [energy.id, mobility.id, 4],
      [car.id, mobility.id, 5],
    ]
    expect(response.json()).toEqual(whole(stored as [number, number | null, number][]))
    expect(await places()).toEqual(stored)
    expect(await get(mobility.id)).toMatchObject({ childCount: 2 })
    expect(await get(energy.id)).toMatchObject({ type: 'sub', parentTitle: 'Mobility' })
  })

  it('orders each level by the indexes it is given, whatever their spread', async () => {
    const { food, mobility, energy, meat, dairy, car } = ids
    const response = await call(
      'PUT',
      '/api/category/hierarchy',
      whole([
        [car.id, mobility.id, 1],
        [meat.id, food.id, 90],
        [dairy.id, food.id, 50],
        [energy.id, null, 5],
        [food.id, null, 70],
        [mobility.id, null, 60],
      ]),
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(await places()).toEqual([
      [energy.id, null, 0],
      [mobility.id, null, 1],
      [car.id, mobility.id, 2],
      [food.id, null, 3],
      [dairy.id, food.id, 4],
      [meat.id, food.id, 5],
    ])
  })

  it.each([
    [
      'a third level (a sub under a sub)',
      (i: typeof ids) =>
        whole([
          [i.food.id, null, 0],
          [i.meat.id, i.food.id, 1],
          [i.dairy.id, i.meat.id, 2],
          [i.mobility.id, null, 3],
          [i.car.id, i.mobility.id, 4],
          [i.energy.id, null, 5],
        ]),
      // Meat has a parent and a child now; Dairy's parent is a sub category: both are named.
      'This category has sub categories, so it cannot become a sub category.',
      {
        '1.parentCategoryId': 'This category has sub categories, so it cannot become a sub category.',
        '2.parentCategoryId': 'A sub category cannot have sub categories.',
      },
    ],
    [
      'a main with sub categories under another',
      (i: typeof ids) =>
        whole([
          [i.mobility.id, null, 0],
          [i.food.id, i.mobility.id, 1],
          [i.meat.id, i.food.id, 2],
          [i.dairy.id, i.food.id, 3],
          [i.car.id, i.mobility.id, 4],
          [i.energy.id, null, 5],
        ]),
      'This category has sub categories, so it cannot become a sub category.',
      {
        '1.parentCategoryId': 'This category has sub categories, so it cannot become a sub category.',
        '2.parentCategoryId': 'A sub category cannot have sub categories.',
        '3.parentCategoryId': 'A sub category cannot have sub categories.',
      },
    ],
    [
      'a category as its own parent',
      (i: typeof ids) =>
        whole([
          [i.food.id, null, 0],
          [i.meat.id, i.food.id, 1],
          [i.dairy.id, i.food.id, 2],
          [i.mobility.id, null, 3],
          [i.car.id, i.mobility.id, 4],
          [i.energy.id, i.energy.id, 5],
        ]),
      'A category cannot be its own parent.',
      { '5.parentCategoryId': 'A category cannot be its own parent.' },
    ],
  ])('answers 400 to %s and changes nothing', async (_what, body, message, fields) => {
    const before = await places()
    const response = await call('PUT', '/api/category/hierarchy', body(ids))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 'bad_request', message, fields })
    expect(await places()).toEqual(before)
  })

  it('answers 400 to a parent that is not in the tree', async () => {
    const { food, mobility, energy, meat, dairy, car } = ids
    const response = await call(
      'PUT',
      '/api/category/hierarchy',
      whole([
        [food.id, null, 0],
        [meat.id, food.id, 1],
        [dairy.id, 999_999, 2],
        [mobility.id, null, 3],
        [car.id, mobility.id, 4],
        [energy.id, null, 5],
      ]),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Parent category not found.')
  })

  it('answers 404 to an unknown id and 409 when a category is missing from the tree', async () => {
    const { food, mobility, energy, meat, dairy, car } = ids
    const unknown = await call(
      'PUT',
      '/api/category/hierarchy',
      whole([
        [food.id, null, 0],
        [meat.id, food.id, 1],
        [dairy.id, food.id, 2],
        [mobility.id, null, 3],
        [car.id, mobility.id, 4],
        [energy.id, null, 5],
        [999_999, null, 6],
      ]),
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Category not found: 999999.')
    const partial = await call('PUT', '/api/category/hierarchy', whole([[food.id, null, 0]]))
    expect(partial.statusCode).toBe(409)
    expect(partial.json().message).toBe(
      'The categories changed since the hierarchy was loaded. Reload and try again.',
    )
  })

  it('answers 400 to a malformed body', async () => {
    const twice = await call('PUT', '/api/category/hierarchy', [
      { id: ids.food.id, parentCategoryId: null, index: 0 },
      { id: ids.food.id, parentCategoryId: null, index: 1 },
    ])
    expect(twice.statusCode).toBe(400)
    expect(twice.json().message).toBe('Each id may appear only once.')
    expect((await call('PUT', '/api/category/hierarchy', [])).statusCode).toBe(400)
    expect((await call('PUT', '/api/category/hierarchy', [{ id: ids.food.id, index: 0 }])).statusCode).toBe(
      400,
    )
  })
})

describe('PUT /api/category/:id/story-sorting', () => {
  it('replaces the order of stories in the category, renumbered from 0', async () => {
    const { food } = await tree()
    const made = await t.db
      .insert(stories)
      .values([
        { title: { en: 'Eat less meat' } },
        { title: { en: 'Seasonal vegetables' } },
        { title: { en: 'Quiz' } },
      ])
      .returning({ id: stories.id })
    const [a, b, c] = made.map((s) => s.id) as [number, number, number]
    const first = await call('PUT', `/api/category/${food.id}/story-sorting`, [
      { id: b, index: 5 },
      { id: a, index: 9 },
    ])
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual([
      { id: b, index: 0 },
      { id: a, index: 1 },
    ])
    const second = await call('PUT', `/api/category/${food.id}/story-sorting`, [
      { id: c, index: 0 },
      { id: a, index: 1 },
    ])
    expect(second.statusCode).toBe(200)
    const rows = await t.db
      .select({ storyId: categoryStoryOrder.storyId, index: categoryStoryOrder.index })
      .from(categoryStoryOrder)
      .where(eq(categoryStoryOrder.categoryId, food.id))
      .orderBy(asc(categoryStoryOrder.index))
    expect(rows).toEqual([
      { storyId: c, index: 0 },
      { storyId: a, index: 1 },
    ])
  })

  it('answers 404 for an unknown category or story, and changes nothing', async () => {
    const { food } = await tree()
    const [story] = await t.db
      .insert(stories)
      .values({ title: { en: 'Story' } })
      .returning({ id: stories.id })
    await call('PUT', `/api/category/${food.id}/story-sorting`, [{ id: story!.id, index: 0 }])
    const noCategory = await call('PUT', '/api/category/999999/story-sorting', [{ id: story!.id, index: 0 }])
    expect(noCategory.statusCode).toBe(404)
    expect(noCategory.json().message).toBe('Category not found.')
    const noStory = await call('PUT', `/api/category/${food.id}/story-sorting`, [
      { id: story!.id, index: 0 },
      { id: 999_998, index: 1 },
    ])
    expect(noStory.statusCode).toBe(404)
    expect(noStory.json().message).toBe('Story not found: 999998.')
    const rows = await t.db
      .select()
      .from(categoryStoryOrder)
      .where(eq(categoryStoryOrder.categoryId, food.id))
    expect(rows).toHaveLength(1)
  })

  it('answers 400 to duplicates, an empty list and a bad id', async () => {
    const { food } = await tree()
    expect((await call('PUT', `/api/category/${food.id}/story-sorting`, [])).statusCode).toBe(400)
    expect(
      (
        await call('PUT', `/api/category/${food.id}/story-sorting`, [
          { id: 1, index: 0 },
          { id: 1, index: 1 },
        ])
      ).statusCode,
    ).toBe(400)
    expect((await call('PUT', '/api/category/x/story-sorting', [{ id: 1, index: 0 }])).statusCode).toBe(400)
  })
})

describe('DELETE /api/category/:id', () => {
  it('deletes a sub category: 200 with the id, then 404', async () => {
    const { meat, food } = await tree()
    const response = await call('DELETE', `/api/category/${meat.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ id: meat.id })
    expect((await call('GET', `/api/category/${meat.id}`)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/category/${meat.id}`)).statusCode).toBe(404)
    expect((await get(food.id)).childCount).toBe(1)
  })

  it('refuses a category with sub categories: 409 and nothing deleted', async () => {
    const { food } = await tree()
    const response = await call('DELETE', `/api/category/${food.id}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'This category cannot be deleted. It has 2 sub categories: move or delete them first.',
    })
    expect(await list()).toHaveLength(6)
  })

  it('deletes a main category once its sub categories are gone, with its media links and story order', async () => {
    const { mobility, car, energy } = await tree()
    const [image] = await t.db
      .insert(media)
      .values({ purpose: 'background-image', fileUuid: crypto.randomUUID() })
      .returning()
    await t.db.insert(mediaLinks).values({ ownerType: 'category', ownerId: mobility.id, mediaId: image!.id })
    const [story] = await t.db
      .insert(stories)
      .values({ title: { en: 'Cycle more' }, categoryId: energy.id })
      .returning({ id: stories.id })
    await call('PUT', `/api/category/${mobility.id}/story-sorting`, [{ id: story!.id, index: 0 }])

    expect((await call('DELETE', `/api/category/${car.id}`)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/category/${mobility.id}`)).statusCode).toBe(200)
    const links = await t.db
      .select()
      .from(mediaLinks)
      .where(and(eq(mediaLinks.ownerType, 'category'), eq(mediaLinks.ownerId, mobility.id)))
    expect(links).toEqual([])
    // The media itself stays (it may be used elsewhere); so does the story sorted under it.
    expect(await t.db.select().from(media).where(eq(media.id, image!.id))).toHaveLength(1)
    const [kept] = await t.db.select().from(stories).where(eq(stories.id, story!.id))
    expect(kept?.categoryId).toBe(energy.id)
    expect(
      await t.db.select().from(categoryStoryOrder).where(eq(categoryStoryOrder.categoryId, mobility.id)),
    ).toEqual([])
  })

  it('answers 400 for a bad id', async () => {
    expect((await call('DELETE', '/api/category/-3')).statusCode).toBe(400)
  })
})

describe('access', () => {
  const routes: [InjectOptions['method'], string, unknown?][] = [
    ['GET', '/api/category'],
    ['GET', '/api/category/1'],
    ['POST', '/api/category', { title: 'X' }],
    ['PUT', '/api/category/1', { title: 'X' }],
    ['PUT', '/api/category/order', [{ id: 1, index: 0 }]],
    ['PUT', '/api/category/hierarchy', [{ id: 1, parentCategoryId: null, index: 0 }]],
    ['PUT', '/api/category/1/story-sorting', [{ id: 1, index: 0 }]],
    ['DELETE', '/api/category/1'],
  ]

  it.each(routes)(
    '%s %s: 401 anonymous, 403 for device and registered users',
    async (method, url, payload) => {
      const body = payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }
      const anonymous = await t.app.inject({ method, url, headers: { cms: '1' }, ...body })
      expect(anonymous.statusCode).toBe(401)
      for (const who of [device, registered]) {
        const response = await t.app.inject({
          method,
          url,
          headers: { cookie: who.cookie, cms: '1' },
          ...body,
        })
        expect(response.statusCode).toBe(403)
      }
    },
  )

  it('refuses a cookie write without the cms header and changes nothing', async () => {
    await clear()
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: { cookie: t.adminCookie },
      payload: { title: 'Sneaky' },
    })
    expect(response.statusCode).toBe(403)
    expect(await list()).toEqual([])
  })
})

describe('demo seed', () => {
  it('adds two levels in English and Dutch, some Dutch titles missing, some non-content', async () => {
    const demo = await createTestApp({ seed: { demo: true } })
    try {
      const read = async (lang: string) =>
        (
          await demo.app.inject({
            method: 'GET',
            url: '/api/category',
            headers: { cookie: demo.adminCookie, lang },
          })
        ).json<CategoryDto[]>()
      const en = await read('en')
      const nl = await read('nl')
      const mains = en.filter((c) => c.type === 'main')
      const subs = en.filter((c) => c.type === 'sub')
      expect(mains.length).toBeGreaterThanOrEqual(7)
      expect(subs.length).toBeGreaterThanOrEqual(18)
      expect(en).toHaveLength(demoCategories.reduce((n, c) => n + 1 + (c.children?.length ?? 0), 0))
      expect(mains.slice(0, 2).map((c) => [c.emoji, c.title])).toEqual([
        ['🥦', 'Food'],
        ['🚲', 'Mobility'],
      ])
      expect(en.every((c) => c.translated)).toBe(true)
      expect(nl.find((c) => c.title === 'Voeding')?.translated).toBe(true)
      expect(nl.filter((c) => !c.translated).length).toBeGreaterThanOrEqual(2)
      expect(en.filter((c) => !c.isContent).length).toBeGreaterThanOrEqual(2)
      // Every sub category hangs under a main one.
      for (const sub of subs) expect(mains.map((m) => m.id)).toContain(sub.parentCategoryId)
      expect(en.find((c) => c.title === 'Meat')?.parentTitle).toBe('Food')
    } finally {
      await demo.close()
    }
  })
})
