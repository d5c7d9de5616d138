import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { deletedSchema } from '../../domain/contracts/common.ts'
import { idParam } from '../../domain/validation.ts'
import type { CrudTable, ZodApp } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import {
  steps,
  userActions,
  userCo2Answers,
  userInfographics,
  userInitiatives,
  userSteps,
  userStories,
} from '../db/schema.ts'
import { notFound } from '../errors.ts'
import { recomputeUserCo2Result } from './statistics.co2-results.ts'

/** The user's own records the drawer's panels delete one by one (docs/product.md §7 "Users"). */
const records: { path: `/${string}`; name: string; table: CrudTable }[] = [
  { path: '/user-step', name: 'User step', table: userSteps },
  { path: '/user-info-graphic', name: 'User infographic', table: userInfographics },
  { path: '/user-initiative', name: 'User initiative', table: userInitiatives },
  { path: '/user-story', name: 'User story', table: userStories },
]

/**
 * `DELETE /api/user-step/:id`, `/user-info-graphic/:id`, `/user-co2-quiz-answer/:id`,
 * `/user-initiative/:id`, `/user-story/:id`, `/user-action/:id` → 200 `{id}`, 404 "<Name> not found.".
 */
export function registerUserRecordDeletes(app: ZodApp, db: Db) {
  for (const { path, name, table } of records) {
    app.delete(
      `${path}/:id`,
      { schema: { params: idParam, response: { 200: deletedSchema } } },
      async (request) => {
        const { id } = request.params
        const [row] = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id })
        if (!row) throw notFound(name)
        return { id }
      },
    )
  }

  /** Deleting a CO2 answer counts the user's stored CO2 result again (statistics), in the same transaction. */
  app.delete(
    '/user-co2-quiz-answer/:id',
    { schema: { params: idParam, response: { 200: deletedSchema } } },
    async (request) => {
      const { id } = request.params
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(userCo2Answers)
          .where(eq(userCo2Answers.id, id))
          .returning({ userId: userCo2Answers.userId })
        if (!row) throw notFound('User CO2 quiz answer')
        await recomputeUserCo2Result(tx, row.userId)
      })
      return { id }
    },
  )

  /**
   * docs/product.md §4: deleting a user action first deletes its steps, then the action, in one transaction
   * (both or neither). Its steps: those filed under it, and the user's steps of that action not
   * filed under any (a step the app recorded before the action was on the list).
   */
  app.delete(
    '/user-action/:id',
    { schema: { params: idParam, response: { 200: deletedSchema } } },
    async (request) => {
      const { id } = request.params
      await db.transaction(async (tx) => {
        const [action] = await tx
          .select({ userId: userActions.userId, actionId: userActions.actionId })
          .from(userActions)
          .where(eq(userActions.id, id))
          .for('update')
        if (!action) throw notFound('User action')
        const stepsOfAction = tx
          .select({ id: steps.id })
          .from(steps)
          .where(eq(steps.actionId, action.actionId))
        await tx
          .delete(userSteps)
          .where(
            or(
              eq(userSteps.userActionId, id),
              and(
                eq(userSteps.userId, action.userId),
                isNull(userSteps.userActionId),
                inArray(userSteps.stepId, stepsOfAction),
              ),
            ),
          )
        await tx.delete(userActions).where(eq(userActions.id, id))
      })
      return { id }
    },
  )
}
