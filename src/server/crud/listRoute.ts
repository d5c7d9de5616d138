import { z } from 'zod'
import { PAGE_SIZE, TOTAL_COUNT_HEADER } from '../../domain/constants.ts'
import { type ListQuery, listQuerySchema } from '../../domain/list.ts'
import { readPage } from './paging.ts'
import { requestLang, type ZodApp } from './request.ts'
import type { ResourceParts } from './resourceParts.ts'

/**
 * `GET <path>` → 200 a plain array of every match; with `?page=` one page of them (`readPage`)
 * and the number of all in `x-total-count`. `?q=`, `?sort=`, `?state=` and the resource's own
 * filters: `listQuery`.
 */
export function registerListRoute(app: ZodApp, parts: ResourceParts) {
  const { db, resource, list, present, context } = parts
  const { table } = resource
  app.get(
    resource.path,
    {
      schema: {
        querystring: resource.list?.query ?? listQuerySchema,
        response: { 200: z.array(resource.response) },
      },
    },
    async (request, reply) => {
      const query = request.query as ListQuery
      const lang = requestLang(request)
      const where = list.where(query, lang)
      const sorted = list.orderBy(query.sort, lang)
      if (!query.page) {
        const rows = await db
          .select()
          .from(table)
          .where(where)
          .orderBy(...sorted)
        return present(rows, context(request))
      }
      const { rows, total } = await readPage(
        { db, table, where },
        { page: query.page, size: query.pageSize ?? PAGE_SIZE },
        (window) =>
          db
            .select()
            .from(table)
            .where(where)
            .orderBy(...list.orderBy(query.sort, lang, window.reversed))
            .limit(window.limit)
            .offset(window.offset),
      )
      reply.header(TOTAL_COUNT_HEADER, String(total))
      return present(rows, context(request))
    },
  )
}
