import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  userActions,
  userCo2Answers,
  userInfographics,
  userInitiatives,
  userSteps,
  userStories,
} from '../../src/server/db/schema.ts'
import { createTestApp, type TestApp, type TestUser } from './support/test-app.ts'
import {
  type Activity,
  type Content,
  createActivity,
  createContent,
  rowsOf,
} from './support/user-activity.ts'

// The drawer's panels delete a user's records one by one (docs/product.md §7); a user action goes with its
// steps, in one transaction (docs/product.md §4).

let t: TestApp
let content: Content
let user: TestUser
let neighbour: TestUser
let mine: Activity
let theirs: Activity

beforeAll(async () => {
  t = await createTestApp()
  content = await createContent(t.db)
  user = await t.createUser()
  neighbour = await t.createUser()
  mine = await createActivity(t.db, user.id, content)
  theirs = await createActivity(t.db, neighbour.id, content)
})
afterAll(() => t?.close())

type Records = PgTable & { id: AnyPgColumn }

const exists = async (table: Records, id: number) =>
  (await t.db.select({ id: table.id }).from(table).where(eq(table.id, id))).length === 1

describe.each([
  ['user-step', 'User step', userSteps, () => mine.steps[2]!.id],
  ['user-info-graphic', 'User infographic', userInfographics, () => mine.infographic.id],
  ['user-co2-quiz-answer', 'User CO2 quiz answer', userCo2Answers, () => mine.co2[0]!.id],
  ['user-initiative', 'User initiative', userInitiatives, () => mine.initiative.id],
  ['user-story', 'User story', userStories, () => mine.stories[0]!.id],
])('DELETE /api/%s/:id', (path, name, table, idOf) => {
  it('deletes that record only: 200 {id}', async () => {
    const before = await rowsOf(t.db, user.id)
    const theirsBefore = await rowsOf(t.db, neighbour.id)
    const id = idOf()
    const response = await t.asAdmin('DELETE', `/api/${path}/${id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id })
    expect(await exists(table, id)).toBe(false)
    const after = await rowsOf(t.db, user.id)
    const changed = Object.keys(before).filter(
      (key) => before[key as keyof typeof before] !== after[key as keyof typeof after],
    )
    expect(changed).toHaveLength(1)
    expect(await rowsOf(t.db, neighbour.id)).toEqual(theirsBefore)
  })

  it(`answers 404 "${name} not found." for an unknown or already deleted id`, async () => {
    const response = await t.asAdmin('DELETE', `/api/${path}/${idOf()}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: `${name} not found.` })
    expect((await t.asAdmin('DELETE', `/api/${path}/0x1`)).statusCode).toBe(400)
  })
})

describe('DELETE /api/user-action/:id', () => {
  it('deletes the action with its steps (filed under it, or of that action and unfiled), nothing else', async () => {
    const [filed, unfiled, otherActions] = mine.steps
    const response = await t.asAdmin('DELETE', `/api/user-action/${mine.action.id}`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ id: mine.action.id })
    expect(await exists(userActions, mine.action.id)).toBe(false)
    for (const step of [filed!, unfiled!]) expect(await exists(userSteps, step.id)).toBe(false)
    // The other action's step stays (deleted above already in the per-record test, if it ran first).
    const stepsLeft = await t.db.select().from(userSteps).where(eq(userSteps.userId, user.id))
    expect(stepsLeft.every((step) => step.id === otherActions!.id)).toBe(true)
    // The neighbour's action of the same content keeps its steps.
    const theirSteps = await t.db.select().from(userSteps).where(eq(userSteps.userId, neighbour.id))
    expect(theirSteps).toHaveLength(3)
    expect(await exists(userActions, theirs.action.id)).toBe(true)
  })

  it('deletes steps and action in one transaction: when the action cannot go, its steps stay', async () => {
    const id = theirs.action.id
    // The database refuses to delete this one action (as a broken constraint would).
    await t.db.execute(
      sql.raw(`create function refuse_action_delete() returns trigger language plpgsql as $$
        begin raise exception 'refused' using errcode = '23503'; end $$`),
    )
    await t.db.execute(
      sql.raw(`create trigger refuse_action_delete before delete on user_actions
        for each row when (old.id = ${id}) execute function refuse_action_delete()`),
    )
    try {
      const refused = await t.asAdmin('DELETE', `/api/user-action/${id}`)
      expect(refused.statusCode).toBe(409)
      expect(await exists(userActions, id)).toBe(true)
      const steps = await t.db.select().from(userSteps).where(eq(userSteps.userId, neighbour.id))
      expect(steps).toHaveLength(3)
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_action_delete on user_actions'))
      await t.db.execute(sql.raw('drop function refuse_action_delete()'))
    }
    expect((await t.asAdmin('DELETE', `/api/user-action/${id}`)).statusCode).toBe(200)
    const left = await t.db.select().from(userSteps).where(eq(userSteps.userId, neighbour.id))
    expect(left.map((step) => step.id)).toEqual([theirs.steps[2]!.id])
  })

  it('answers 404 "User action not found." for an unknown id', async () => {
    const response = await t.asAdmin('DELETE', `/api/user-action/${mine.action.id}`)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'not_found', message: 'User action not found.' })
  })
})
