import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CategoryUsage, unusedCategory } from '../../src/domain/category-deletion.ts'
import type { CategoryDto } from '../../src/domain/contracts/categories.ts'
import type { InfographicDto } from '../../src/domain/contracts/infographics.ts'
import {
  actionCategories,
  actions,
  categories,
  co2AverageCategories,
  co2Averages,
  co2QuestionCategories,
  co2Questions,
  infographicCategories,
  infographics,
  stories,
  userInterests,
} from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp } from './support/test-app.ts'

// Issue 18, "Broken" 7: what deleting a category does is said before (GET …/usage, read by the
// drawer through the domain's plan) and the server refuses in the same words.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

const call: TestApp['asAdmin'] = (...args) => t.asAdmin(...args)

async function category(title: string, parentCategoryId?: number) {
  const response = await call('POST', '/api/category', { title, parentCategoryId })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<CategoryDto>().id
}

const usage = async (id: number) => {
  const response = await call('GET', `/api/category/${id}/usage`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CategoryUsage>()
}

const none = unusedCategory

async function infographic(title: string, categoryIds: number[]) {
  const response = await call('POST', '/api/info-graphic', { title, categoryIds })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<InfographicDto>()
}

async function interestOf(categoryId: number) {
  const user = await t.createUser({ level: 'registered-user' })
  await t.db.insert(userInterests).values({ userId: user.id, categoryId })
  return user.id
}

beforeEach(async () => {
  await t.db.delete(infographics)
  await t.db.delete(stories)
  await t.db.delete(co2Questions)
  await t.db.delete(co2Averages)
  await t.db.delete(actions)
  await t.db.delete(categories)
})

describe('GET /api/category/:id/usage', () => {
  it('counts what refers to the category, each kind on its own', async () => {
    const food = await category('Food')
    const other = await category('Energy')
    await category('Meat', food)
    await category('Dairy', food)
    await infographic('Food waste', [food, other])
    await infographic('Only energy', [other])
    await interestOf(food)
    await interestOf(food)
    await interestOf(other)
    await t.db.insert(stories).values({ title: { en: 'Eat less meat' }, categoryId: food })
    const [question] = await t.db
      .insert(co2Questions)
      .values({ title: { en: 'Meat?' } })
      .returning()
    await t.db.insert(co2QuestionCategories).values({ questionId: question!.id, categoryId: food })
    const [average] = await t.db.insert(co2Averages).values({ value: 1500 }).returning()
    await t.db.insert(co2AverageCategories).values({ averageId: average!.id, categoryId: food })
    const [action] = await t.db
      .insert(actions)
      .values({ title: { en: 'Cook vegetarian' } })
      .returning()
    await t.db.insert(actionCategories).values({ actionId: action!.id, categoryId: food })

    expect(await usage(food)).toEqual({
      subCategories: 2,
      stories: 1,
      infographics: 1,
      actions: 1,
      initiatives: 0,
      userInterests: 2,
      co2Questions: 1,
      co2Values: 1,
    })
    expect(await usage(other)).toEqual({ ...none, infographics: 2, userInterests: 1 })
  })

  it('answers 404 for an unknown category, 400 for a bad id', async () => {
    const missing = await call('GET', '/api/category/999999/usage')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Category not found.' })
    expect((await call('GET', '/api/category/abc/usage')).statusCode).toBe(400)
  })
})

describe('DELETE /api/category/:id', () => {
  it('refuses a main category with sub categories, saying how many, and deletes nothing', async () => {
    const food = await category('Food')
    const meat = await category('Meat', food)
    await category('Dairy', food)
    await category('Fish', food)
    const response = await call('DELETE', `/api/category/${food}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      error: 'conflict',
      message: 'This category cannot be deleted. It has 3 sub categories: move or delete them first.',
    })
    expect((await call('GET', `/api/category/${meat}`)).json().parentCategoryId).toBe(food)
  })

  it('refuses while a story or the CO2 calculation needs it, naming each', async () => {
    const meat = await category('Meat')
    const [story] = await t.db
      .insert(stories)
      .values({ title: { en: 'Eat less meat' }, categoryId: meat })
      .returning()
    const [question] = await t.db
      .insert(co2Questions)
      .values({ title: { en: 'Meat?' } })
      .returning()
    await t.db.insert(co2QuestionCategories).values({ questionId: question!.id, categoryId: meat })
    const refused = await call('DELETE', `/api/category/${meat}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'This category cannot be deleted. 1 story is filed under it: move it to another category first. 1 CO2 question uses it: give it another category first.',
    )
    const [kept] = await t.db.select().from(stories).where(eq(stories.id, story!.id))
    expect(kept?.categoryId).toBe(meat)
  })

  it('takes a deleted category off infographics and interests, which stay', async () => {
    const food = await category('Food')
    const energy = await category('Energy')
    const both = await infographic('Food waste', [food, energy])
    const user = await interestOf(food)
    await t.db.insert(userInterests).values({ userId: user, categoryId: energy })

    expect((await call('DELETE', `/api/category/${food}`)).statusCode).toBe(200)
    const read = (await call('GET', `/api/info-graphic/${both.id}`)).json<InfographicDto>()
    expect(read.categories.map((c) => c.id)).toEqual([energy])
    expect(
      await t.db.select().from(infographicCategories).where(eq(infographicCategories.categoryId, food)),
    ).toEqual([])
    const interests = await t.db.select().from(userInterests).where(eq(userInterests.userId, user))
    expect(interests.map((row) => row.categoryId)).toEqual([energy])
  })
})
