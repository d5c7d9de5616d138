import { eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deletedSchema } from '../../domain/contracts/common.ts'
import { feedbackContract } from '../../domain/contracts/feedback.ts'
import {
  FEEDBACK_DEFAULT_SORT,
  type FeedbackUser,
  feedbackSortFields,
  isFileUuid,
} from '../../domain/feedback.ts'
import { idParam } from '../../domain/validation.ts'
import { contains, type RowOf, registerCrud, serverResource } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { feedback, users } from '../db/schema.ts'
import { notFound } from '../errors.ts'
import type { FileStore } from '../files/store.ts'

type FeedbackRow = RowOf<typeof feedback> & { user: FeedbackUser | null }

/**
 * App feedback (docs/product.md §2, §3) at `/api/feedback`: list (newest first, `?q=` searches the message),
 * get and delete. The app creates feedback, the CMS does not, so there is no POST or PUT here.
 */
export const feedbackResource = serverResource(feedbackContract, {
  table: feedback,
  // The senders of all listed rows in one query.
  load: async (rows, { db }): Promise<FeedbackRow[]> => {
    const ids = [...new Set(rows.map((row) => row.userId).filter((id): id is number => id !== null))]
    const senders = ids.length
      ? await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
      : []
    const byId = new Map(senders.map((user) => [user.id, user]))
    return rows.map((row) => ({ ...row, user: (row.userId !== null && byId.get(row.userId)) || null }))
  },
  toDto: (row: FeedbackRow) => ({
    id: row.id,
    message: row.message,
    user: row.user,
    creationDate: row.creationDate.toISOString(),
    file: row.fileUuid ? { uuid: row.fileUuid } : null,
  }),
  list: {
    search: (q) => contains(feedback.message, q),
    sort: Object.fromEntries(feedbackSortFields.map((field) => [field, feedback[field]])),
    defaultSort: FEEDBACK_DEFAULT_SORT,
  },
  // The contract's delete also removes the screenshot from disk: the route below does both.
  delete: false,
})

export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  registerCrud(app, db, feedbackResource)

  /**
   * `DELETE /api/feedback/:id` → 200 `{ id }` (as every delete of the CRUD pattern). The row goes
   * first; its screenshot folder follows, and a folder that is already gone is fine.
   */
  app.delete(
    `${feedbackContract.path}/:id`,
    { schema: { params: idParam, response: { 200: deletedSchema } } },
    async (request) => {
      const { id } = request.params
      const [removed] = await db
        .delete(feedback)
        .where(eq(feedback.id, id))
        .returning({ fileUuid: feedback.fileUuid })
      if (!removed) throw notFound('Feedback')
      if (isFileUuid(removed.fileUuid)) {
        await files.remove(removed.fileUuid).catch((error: unknown) =>
          // The feedback is gone either way; a file left behind is logged, not an error for the caller.
          request.log.warn(
            { err: error, fileUuid: removed.fileUuid },
            'could not remove feedback screenshot',
          ),
        )
      }
      return { id }
    },
  )
}
