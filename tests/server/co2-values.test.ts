import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Co2AverageDto } from '../../src/domain/contracts/co2-averages.ts'
import type { Co2ValueDto } from '../../src/domain/contracts/co2-values.ts'
import { co2Averages, co2ValueCategories, co2Values } from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// /api/co2-basket-value (the CO2 values, docs/choices.md "CO2 quiz") and /api/co2-country-average:
// a kg CO2 figure of one category in one country, the shared numeric rule, filters by category
// title and by country.

let t: TestApp
let food: number
let home: number
beforeAll(async () => {
  t = await createTestApp()
  const category = async (title: string, nl: string) => {
    const id = (await t.asAdmin('POST', '/api/category', { title })).json().id
    await t.asAdmin('PUT', `/api/category/${id}`, { title: nl }, { lang: 'nl' })
    return id
  }
  food = await category('Food', 'Voeding')
  home = await category('Home', 'Wonen')
})
afterAll(() => t?.close())

type Fields = { fields: Record<string, string> }
const VALUES = '/api/co2-basket-value'
const AVERAGES = '/api/co2-country-average'
const AMOUNT = 'Must be a number from 0 to 10,000,000 (kg CO2).'

async function post<T>(path: string, body: Record<string, unknown>, lang = 'en') {
  const response = await t.asAdmin('POST', path, body, { lang })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<T>()
}
const ids = async (url: string, lang = 'en') =>
  (await t.asAdmin('GET', url, undefined, { lang })).json<{ id: number }[]>().map((each) => each.id)

describe('CO2 values', () => {
  it('are created, read, updated and deleted, with their category, country and sources', async () => {
    const value = await post<Co2ValueDto>(VALUES, {
      value: 350.5,
      description: 'Clothes',
      categoryIds: [home],
      sources: [{ description: 'Milieu Centraal', href: 'https://www.milieucentraal.nl' }],
    })
    expect(value).toMatchObject({
      value: 350.5,
      description: 'Clothes',
      country: 'NL',
      overrideQuestions: [],
      notRelevantForLabels: false,
      categoryIds: [home],
      categories: [{ id: home, title: 'Home' }],
      sources: [{ description: 'Milieu Centraal', href: 'https://www.milieucentraal.nl' }],
      translated: true,
    })
    expect((await t.asAdmin('GET', `${VALUES}/${value.id}`)).json()).toEqual(value)
    // Dutch written beside the English: both kept.
    const dutch = await t.asAdmin(
      'PUT',
      `${VALUES}/${value.id}`,
      { ...value, description: 'Kleding', country: 'be' },
      { lang: 'nl' },
    )
    expect(dutch.statusCode, dutch.body).toBe(200)
    expect(dutch.json()).toMatchObject({
      description: 'Kleding',
      country: 'BE',
      categories: [{ title: 'Wonen' }],
    })
    expect((await t.asAdmin('GET', `${VALUES}/${value.id}`)).json()).toMatchObject({
      description: 'Clothes',
      country: 'BE',
    })
    const removed = await t.asAdmin('DELETE', `${VALUES}/${value.id}`)
    expect(removed.json()).toEqual({ id: value.id })
    expect((await t.asAdmin('GET', `${VALUES}/${value.id}`)).statusCode).toBe(404)
    expect(await t.db.select().from(co2ValueCategories)).not.toContainEqual(
      expect.objectContaining({ valueId: value.id }),
    )
  })

  it('are filtered by category title (in the request language) and by country, 25 to a page', async () => {
    const nl = await post<Co2ValueDto>(VALUES, { value: 1, categoryIds: [food] })
    const de = await post<Co2ValueDto>(VALUES, { value: 2, categoryIds: [food], country: 'DE' })
    const homeDe = await post<Co2ValueDto>(VALUES, { value: 3, categoryIds: [home], country: 'de' })
    expect(await ids(`${VALUES}?country=DE`)).toEqual([de.id, homeDe.id])
    expect(await ids(`${VALUES}?q=foo`)).toEqual(expect.arrayContaining([nl.id, de.id]))
    expect(await ids(`${VALUES}?q=foo`)).not.toContain(homeDe.id)
    expect(await ids(`${VALUES}?q=voed&country=de`, 'nl')).toEqual([de.id])
    for (let i = 0; i < 25; i++) await post(VALUES, { value: i, categoryIds: [food] })
    const page = await t.asAdmin('GET', `${VALUES}?page=1`)
    expect(page.json()).toHaveLength(25)
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(25)
    expect((await t.asAdmin('GET', `${VALUES}?country=NLD`)).statusCode).toBe(400)
  })

  it.each([
    ['no value', { categoryIds: [1] }, { value: AMOUNT }],
    ['a negative value', { value: -1, categoryIds: [1] }, { value: AMOUNT }],
    ['1e308', { value: 1e308, categoryIds: [1] }, { value: AMOUNT }],
    ['a value as text', { value: 'NaN', categoryIds: [1] }, { value: AMOUNT }],
    ['no category', { value: 1 }, { categoryIds: 'This is required' }],
    ['two categories', { value: 1, categoryIds: [1, 2] }, { categoryIds: 'Only use one category' }],
    [
      'a three-letter country',
      { value: 1, categoryIds: [1], country: 'NLD' },
      { country: 'Country should be a two-letter code, such as NL.' },
    ],
    [
      'a country with a digit',
      { value: 1, categoryIds: [1], country: 'N1' },
      { country: 'Country should be a two-letter code, such as NL.' },
    ],
    [
      'an unknown category',
      { value: 1, categoryIds: [99_999] },
      { categoryIds: 'A chosen category does not exist.' },
    ],
    [
      'an unknown overridden question',
      { value: 1, categoryIds: [1], overrideQuestions: [99_999] },
      { overrideQuestions: 'There is no CO2 question with this id.' },
    ],
  ])('are refused with %s, nothing written', async (_, body, fields) => {
    const before = await t.db.select().from(co2Values)
    const response = await t.asAdmin('POST', VALUES, body)
    expect(response.statusCode).toBe(400)
    expect(response.json<Fields>().fields).toEqual(fields)
    expect(await t.db.select().from(co2Values)).toEqual(before)
  })

  it('forget a deleted question they override', async () => {
    const question = (
      await t.asAdmin('POST', '/api/co2-quiz-question', { title: 'Clothes?', categoryIds: [home] })
    ).json()
    const value = await post<Co2ValueDto>(VALUES, {
      value: 5,
      categoryIds: [home],
      overrideQuestions: [question.id],
    })
    expect(value.overrideQuestions).toEqual([question.id])
    await t.asAdmin('DELETE', `/api/co2-quiz-question/${question.id}`)
    expect((await t.asAdmin('GET', `${VALUES}/${value.id}`)).json()).toMatchObject({ overrideQuestions: [] })
  })

  it('answer 404 to an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.asAdmin(method, `${VALUES}/99999`, method === 'PUT' ? { value: 1 } : undefined)
      expect(response.statusCode, method).toBe(404)
    }
  })
})

describe('CO2 averages', () => {
  it('are created (default NL), read, updated, listed by country and category, and deleted', async () => {
    const average = await post<Co2AverageDto>(AVERAGES, { value: 1800, categoryIds: [food] })
    expect(average).toMatchObject({
      value: 1800,
      country: 'NL',
      categoryIds: [food],
      categories: [{ title: 'Food' }],
      translated: true,
    })
    const be = await post<Co2AverageDto>(AVERAGES, { value: 1700, categoryIds: [food], country: 'be' })
    expect(be.country).toBe('BE')
    const updated = await t.asAdmin('PUT', `${AVERAGES}/${be.id}`, { ...be, value: 1650.25 })
    expect(updated.json()).toMatchObject({ value: 1650.25, country: 'BE' })
    expect(await ids(`${AVERAGES}?country=be`)).toEqual([be.id])
    expect(await ids(`${AVERAGES}?q=FOOD&country=NL`)).toEqual([average.id])
    expect(await ids(`${AVERAGES}?q=home`)).toEqual([])
    expect((await t.asAdmin('DELETE', `${AVERAGES}/${be.id}`)).json()).toEqual({ id: be.id })
    expect((await t.asAdmin('GET', `${AVERAGES}/${be.id}`)).statusCode).toBe(404)
  })

  it('hold one per category and country (409 on the category), and the shared numeric rule', async () => {
    const home1 = await post<Co2AverageDto>(AVERAGES, { value: 900, categoryIds: [home], country: 'FR' })
    const before = await t.db.select().from(co2Averages)
    const twin = await t.asAdmin('POST', AVERAGES, { value: 1, categoryIds: [home], country: 'fr' })
    expect(twin.statusCode).toBe(409)
    expect(twin.json<Fields>().fields).toEqual({
      categoryIds: 'This category already has an average in this country.',
    })
    const other = await post<Co2AverageDto>(AVERAGES, { value: 1, categoryIds: [home], country: 'ES' })
    const moved = await t.asAdmin('PUT', `${AVERAGES}/${other.id}`, { value: 1, country: 'FR' })
    expect(moved.statusCode).toBe(409)
    expect((await t.asAdmin('PUT', `${AVERAGES}/${home1.id}`, { value: 2 })).statusCode).toBe(200)
    const huge = await t.asAdmin('POST', AVERAGES, { value: 10_000_001, categoryIds: [home] })
    expect(huge.json<Fields>().fields).toEqual({ value: AMOUNT })
    expect((await t.db.select().from(co2Averages)).length).toBe(before.length + 1)
  })
})
