import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import { userListQuerySchema, userSortFields } from '../../domain/users.ts'
import { idParam } from '../../domain/validation.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { badRequest, notFound } from '../errors.ts'
import { toUserRecord } from './users.mapper.ts'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/user', { schema: { querystring: userListQuerySchema } }, async (request, reply) => {
    const { q, level, page, pageSize, sort } = request.query
    const filters: SQL[] = []
    if (level) filters.push(eq(users.level, level))
    if (q) {
      const like = `%${escapeLike(q)}%`
      const text = or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like))!
      // Only a number an id column can hold is compared with ids; a longer one is just text.
      const isId = /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647
      filters.push(isId ? or(text, eq(users.id, Number(q)))! : text)
    }
    const where = filters.length ? and(...filters) : undefined
    const field = (sort ?? 'id').replace(/^-/, '')
    if (!userSortFields.includes(field as never))
      throw badRequest(`Cannot sort by ${field}.`, { sort: 'Unknown field.' })
    const column = users[field as (typeof userSortFields)[number]]
    const order = sort?.startsWith('-') ? desc(column) : asc(column)
    let query = db.select().from(users).where(where).orderBy(order, asc(users.id)).$dynamic()
    if (page) {
      const size = pageSize ?? 25
      query = query.limit(size).offset((page - 1) * size)
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where)
      reply.header(TOTAL_COUNT_HEADER, String(count?.n ?? 0))
    }
    return (await query).map(toUserRecord)
  })

  app.get('/user/:id', { schema: { params: idParam } }, async (request) => {
    const [user] = await db.select().from(users).where(eq(users.id, request.params.id)).limit(1)
    if (!user) throw notFound('User')
    return toUserRecord(user)
  })
}
