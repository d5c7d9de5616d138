import { desc, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import {
  type DeletionRequestDto,
  deletionRequestDtoSchema,
  userContract,
} from '../../domain/contracts/users.ts'
import { deletionRequestListQuerySchema } from '../../domain/users.ts'
import { idParam } from '../../domain/validation.ts'
import type { ZodApp } from '../crud/index.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { toUserRecord } from './users.mapper.ts'
import { findUser, listUsers } from './users.query.ts'

/** Users who asked for their account or their data to be deleted (indexed: `users_deletion_idx`). */
const asksDeletion = or(users.requestedAccountDeletion, users.requestedDataRemoval)

/**
 * The users list and one user (docs/product.md §2 "Users", §7 "Users"):
 * - `GET /api/user` → 200 plain array; `?page=&pageSize=` one page and `x-total-count`; `?q=`
 *   first name, last name, e-mail or id; `?level=`; `?sort=` (`-` descending).
 * - `GET /api/user/deletion-requests` → 200 `DeletionRequestDto[]`, newest request first (by id);
 *   paged the same way. A user asking for both is listed once, as `account`.
 * - `GET /api/user/:id` → 200 the user, 404 "User not found.".
 */
export function registerUserReads(app: ZodApp, db: Db) {
  app.get(
    userContract.path,
    { schema: { querystring: userContract.query, response: { 200: z.array(userContract.dto) } } },
    async (request, reply) => {
      const { rows, total } = await listUsers(db, request.query)
      if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total))
      return rows.map(toUserRecord)
    },
  )

  app.get(
    '/user/deletion-requests',
    {
      schema: {
        querystring: deletionRequestListQuerySchema,
        response: { 200: z.array(deletionRequestDtoSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize = PAGE_SIZE } = request.query
      const columns = {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        account: users.requestedAccountDeletion,
      }
      let query = db.select(columns).from(users).where(asksDeletion).orderBy(desc(users.id)).$dynamic()
      if (page) {
        const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(asksDeletion)
        reply.header(TOTAL_COUNT_HEADER, String(count?.n ?? 0))
        // Few users ask at a time, so a plain offset stays cheap here.
        query = query.limit(pageSize).offset((page - 1) * pageSize)
      }
      const rows = await query
      return rows.map(
        ({ account, ...row }): DeletionRequestDto => ({ ...row, type: account ? 'account' : 'data' }),
      )
    },
  )

  app.get(
    `${userContract.path}/:id`,
    { schema: { params: idParam, response: { 200: userContract.dto } } },
    async (request) => toUserRecord(await findUser(db, request.params.id)),
  )
}
