import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { deletedSchema } from '../../domain/contracts/common.ts'
import { userEndpoint } from '../../domain/contracts/endpoints.ts'
import { userActionAnswerSchema } from '../../domain/contracts/users.ts'
import { isFileUuid } from '../../domain/feedback.ts'
import { userMessages } from '../../domain/users.ts'
import { idParam } from '../../domain/validation.ts'
import type { Queryable, ZodApp } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import {
  feedback,
  userActions,
  userCo2Answers,
  userCo2Results,
  userInfographics,
  userInitiatives,
  userInterests,
  userLabels,
  userQuizAnswers,
  userSteps,
  userStories,
  users,
} from '../db/schema.ts'
import { conflict, notFound } from '../errors.ts'
import type { FileStore } from '../files/store.ts'
import { requireAnotherAdmin } from './users.admins.ts'

/**
 * A user's activity data (README "Choices", Users): every table of what the user did in the app.
 * Their feedback goes too (below, with its screenshots). The account, its sessions and the log of
 * notifications staff sent stay.
 */
const activityTables = [
  userSteps,
  userActions,
  userStories,
  userInitiatives,
  userInfographics,
  userCo2Answers,
  userCo2Results,
  userQuizAnswers,
  userInterests,
  userLabels,
] as const

/** Locks the user's row for the rest of the transaction; 404 when there is none. */
async function lockUser(tx: Queryable, id: number) {
  const [user] = await tx
    .select({ id: users.id, level: users.level })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  if (!user) throw notFound('User')
  return user
}

/** Screenshot folders of the user's feedback, named by uuid. */
const screenshotsOf = async (tx: Queryable, userId: number) =>
  (
    await tx
      .select({ uuid: feedback.fileUuid })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), isNotNull(feedback.fileUuid)))
  )
    .map((row) => row.uuid)
    .filter(isFileUuid)

/**
 * Files go after the commit: removed before, a rollback would leave rows pointing at nothing.
 * A folder already gone is fine; one that cannot be removed is logged, the rows are gone anyway.
 */
async function removeScreenshots(files: FileStore, uuids: string[], log: FastifyBaseLogger) {
  for (const uuid of uuids) {
    await files
      .remove(uuid)
      .catch((error: unknown) =>
        log.warn({ err: error, fileUuid: uuid }, 'could not remove feedback screenshot'),
      )
  }
}

/**
 * Removing a user (docs/product.md §7 "Users", deletion requests):
 * - `DELETE /api/user/:id` → 200 `{id}`: the account and everything of it, in one transaction
 *   (the foreign keys cascade), then their screenshots. 404; 409 for one's own account.
 * - `DELETE /api/user/:id/data` → 200 `{id, message}`: the activity data only; the account stays
 *   and its data-removal request is done.
 */
export function registerUserErase(app: ZodApp, db: Db, files: FileStore) {
  app.delete(
    `${userEndpoint.path}/:id`,
    { schema: { params: idParam, response: { 200: deletedSchema } } },
    async (request) => {
      const { id } = request.params
      const uuids = await db.transaction(async (tx) => {
        const user = await lockUser(tx, id)
        if (id === request.user?.id) throw conflict(userMessages.ownAccount)
        if (user.level === 'admin') await requireAnotherAdmin(tx, id, userMessages.lastAdminDelete)
        const files = await screenshotsOf(tx, id)
        await tx.delete(users).where(eq(users.id, id))
        return files
      })
      await removeScreenshots(files, uuids, request.log)
      return { id }
    },
  )

  app.delete(
    '/user/:id/data',
    { schema: { params: idParam, response: { 200: userActionAnswerSchema } } },
    async (request) => {
      const { id } = request.params
      const uuids = await db.transaction(async (tx) => {
        await lockUser(tx, id)
        const files = await screenshotsOf(tx, id)
        await tx.delete(feedback).where(eq(feedback.userId, id))
        for (const table of activityTables) await tx.delete(table).where(eq(table.userId, id))
        await tx.update(users).set({ bptInfo: null, requestedDataRemoval: false }).where(eq(users.id, id))
        return files
      })
      await removeScreenshots(files, uuids, request.log)
      return { id, message: userMessages.dataDeleted }
    },
  )
}
