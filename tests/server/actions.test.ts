import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActionDto } from '../../src/domain/contracts/actions.ts'
import { actionSources, categories, labels, steps } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/action: an action with its steps and sources, owned child lists saved with it in one
// transaction (src/server/crud/childLists.ts), translated per language with its children.

let t: TestApp
let food: number
let pilot: number
beforeAll(async () => {
  t = await createTestApp()
  const [category] = await t.db
    .insert(categories)
    .values({ title: { en: 'Food' } })
    .returning()
  const [label] = await t.db.insert(labels).values({ value: 'Utrecht pilot' }).returning()
  food = category!.id
  pilot = label!.id
})
afterAll(() => t?.close())

type Fields = { fields: Record<string, string> }
const address = { street: 'Oudegracht', house_number: '245', city: 'Utrecht', isSpecific: false, radius: 3 }

async function create(body: Record<string, unknown>, lang = 'en') {
  const response = await t.asAdmin('POST', '/api/action', body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<ActionDto>()
}

async function update(id: number, body: Record<string, unknown>, lang = 'en') {
  return t.asAdmin('PUT', `/api/action/${id}`, body, { lang })
}

const stepTexts = (action: ActionDto) => action.steps.map((step) => step.description)

describe('an action with its steps', () => {
  it('saves steps in the order sent, numbered 0..n-1, with their addresses', async () => {
    const action = await create({
      title: 'Eat vegetarian on Mondays',
      type: 'action',
      difficulty: 20,
      impact: 45,
      categoryIds: [food],
      notRelevantForLabelIds: [pilot],
      steps: [{ description: 'Pick recipes' }, { description: 'Shop', address }, { description: 'Cook' }],
      sources: [{ description: 'Footprint study', href: 'https://example.org/study' }],
    })
    expect(stepTexts(action)).toEqual(['Pick recipes', 'Shop', 'Cook'])
    expect(action.steps.map((step) => step.index)).toEqual([0, 1, 2])
    expect(action.steps[1]!.address).toMatchObject({ street: 'Oudegracht', country: 'NL', radius: 3 })
    expect(action.categories.map((category) => category.id)).toEqual([food])
    expect(action.notRelevantForLabels).toEqual([{ id: pilot, value: 'Utrecht pilot' }])
    expect(action.sources).toMatchObject([
      { description: 'Footprint study', href: 'https://example.org/study' },
    ])
  })

  it('reorders, edits, adds and removes steps in one write, keeping the ids of the saved ones', async () => {
    const action = await create({
      title: 'Shower shorter',
      type: 'tips',
      steps: [{ description: 'One' }, { description: 'Two' }, { description: 'Three' }],
    })
    const [one, two, three] = action.steps
    const response = await update(action.id, {
      title: 'Shower shorter',
      type: 'tips',
      version: action.version,
      steps: [
        { id: three!.id, description: 'Three' },
        { description: 'New' },
        { id: one!.id, description: 'One, edited' },
      ],
    })
    expect(response.statusCode, response.body).toBe(200)
    const saved = response.json<ActionDto>()
    expect(stepTexts(saved)).toEqual(['Three', 'New', 'One, edited'])
    expect(saved.steps.map((step) => step.index)).toEqual([0, 1, 2])
    expect(saved.steps[0]!.id).toBe(three!.id)
    expect(saved.steps[2]!.id).toBe(one!.id)
    expect(saved.version).toBe(action.version + 1)
    const stored = await t.db.select().from(steps)
    expect(stored.some((step) => step.id === two!.id)).toBe(false)
  })

  it('refuses a step id of another action with 400 on that entry, and writes nothing', async () => {
    const mine = await create({ title: 'Mine', type: 'action', steps: [{ description: 'Mine' }] })
    const theirs = await create({ title: 'Theirs', type: 'action', steps: [{ description: 'Theirs' }] })
    const response = await update(mine.id, {
      title: 'Mine, renamed',
      type: 'action',
      steps: [{ description: 'A new one' }, { id: theirs.steps[0]!.id, description: 'Stolen' }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual({ 'steps.1.id': 'This entry belongs to another record.' })
    const after = (await t.asAdmin('GET', `/api/action/${mine.id}`)).json<ActionDto>()
    expect(after).toMatchObject({ title: 'Mine', version: mine.version })
    expect(stepTexts(after)).toEqual(['Mine'])
    const other = (await t.asAdmin('GET', `/api/action/${theirs.id}`)).json<ActionDto>()
    expect(stepTexts(other)).toEqual(['Theirs'])
  })

  it('is translated only when its steps and sources are translated too', async () => {
    const action = await create({
      title: 'Cycle to work',
      type: 'action',
      shortDescription: 'By bike',
      description: 'Leave the car',
      steps: [{ description: 'Pump the tyres' }],
      sources: [{ description: 'Study', href: 'https://example.org' }],
    })
    const dutch = await update(
      action.id,
      {
        title: 'Fiets naar je werk',
        type: 'action',
        shortDescription: 'Met de fiets',
        description: 'Laat de auto staan',
        steps: [{ id: action.steps[0]!.id, description: 'Banden oppompen' }],
      },
      'nl',
    )
    // The source's Dutch description is still missing.
    expect(dutch.json<ActionDto>()).toMatchObject({ translated: false })
    const state = async (lang: string, filter: string) =>
      (await t.asAdmin('GET', `/api/action?state=${filter}&q=fiets`, undefined, { lang })).json<ActionDto[]>()
    expect((await state('nl', 'missing')).map((each) => each.id)).toContain(action.id)
    const done = await update(
      action.id,
      {
        title: 'Fiets naar je werk',
        type: 'action',
        sources: [{ id: action.sources[0]!.id, description: 'Onderzoek', href: 'https://example.org' }],
      },
      'nl',
    )
    expect(done.json<ActionDto>()).toMatchObject({ translated: true })
    expect((await state('nl', 'translated')).map((each) => each.id)).toContain(action.id)
    // English kept its own texts: the step keeps its English description.
    const english = (await t.asAdmin('GET', `/api/action/${action.id}`)).json<ActionDto>()
    expect(stepTexts(english)).toEqual(['Pump the tyres'])
    expect(english.translated).toBe(true)
  })

  it('answers a clear 400 for too many steps, a bad link or a bad address, and writes nothing', async () => {
    const before = (await t.db.select().from(steps)).length
    const tooMany = await t.asAdmin('POST', '/api/action', {
      title: 'Many',
      type: 'action',
      steps: Array.from({ length: 500 }, (_, i) => ({ description: `Step ${i}` })),
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json<Fields>().fields).toEqual({ steps: 'An action has at most 50 steps.' })
    const wrong = await t.asAdmin('POST', '/api/action', {
      title: '',
      type: 'habit',
      difficulty: 101,
      impact: 2.5,
      steps: [{ description: ' ', address: { country: 'NLD', radius: -1 } }],
      sources: [{ description: 'x', href: 'javascript:alert(1)' }],
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json<Fields>().fields).toEqual({
      title: 'Title is required.',
      type: 'Type is required.',
      difficulty: 'Difficulty should be a whole number from 0 to 100.',
      impact: 'Impact should be a whole number from 0 to 100.',
      'steps.0.description': 'Step description is required.',
      'steps.0.address.country': 'Country should be a two-letter code, such as NL.',
      'steps.0.address.radius': 'Radius should be between 0 and 1,000 km.',
      'sources.0.href': 'Link should be a web address starting with http:// or https://.',
    })
    expect((await t.db.select().from(steps)).length).toBe(before)
  })

  it('saves a description of 100,000 characters and refuses one more, writing nothing', async () => {
    const long = 'a'.repeat(100_000)
    const saved = await create({ title: 'Long read', type: 'action', description: long })
    expect(saved.description).toHaveLength(100_000)
    const tooLong = await t.asAdmin('POST', '/api/action', {
      title: 'Too long',
      type: 'action',
      description: `${long}a`,
      steps: [{ description: 'Never stored' }],
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json<Fields>().fields).toEqual({ description: 'Description is too long.' })
    const stored = await t.db.select().from(steps)
    expect(stored.some((step) => step.description.en === 'Never stored')).toBe(false)
  })

  it('deletes its steps and sources with it', async () => {
    const action = await create({
      title: 'Gone',
      type: 'action',
      steps: [{ description: 'a' }],
      sources: [{ description: 's', href: 'https://example.org' }],
    })
    expect((await t.asAdmin('DELETE', `/api/action/${action.id}`)).statusCode).toBe(200)
    const left = await t.db.select().from(steps)
    expect(left.some((step) => step.actionId === action.id)).toBe(false)
    const sources = await t.db.select().from(actionSources)
    expect(sources.some((source) => source.actionId === action.id)).toBe(false)
  })
})
