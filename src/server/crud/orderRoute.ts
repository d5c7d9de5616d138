import { inArray, sql } from 'drizzle-orm'
import { orderAnswerSchema } from '../../domain/contracts/common.ts'
import { type OrderItem, orderSchema, renumber } from '../../domain/ordering.ts'
import { HttpError } from '../errors.ts'
import type { ZodApp } from './request.ts'
import type { AnyResource } from './resource.ts'
import type { ResourceParts } from './resourceParts.ts'

/**
 * `PUT <path>/order` with `[{id, index}]` → 200 `[{id, index}]` as stored: 0..n-1 in the given
 * order, written in one statement; 404 naming the unknown ids, nothing changed. The resource's
 * `check` may refuse the set (all of one parent, say).
 */
export function registerOrderRoute(
  app: ZodApp,
  parts: ResourceParts,
  order: NonNullable<AnyResource['order']>,
) {
  const { db, resource, guard, context } = parts
  const { table, name } = resource
  app.put(
    `${resource.path}/order`,
    { schema: { body: orderSchema, response: { 200: orderAnswerSchema } } },
    async (request) => {
      const items = renumber(request.body)
      const ids = items.map((item) => item.id)
      await guard('write', () =>
        db.transaction(async (tx) => {
          const found = await tx
            .select({ id: table.id })
            .from(table)
            .where(inArray(table.id, ids))
            .for('update')
          const known = new Set(found.map((row: { id: number }) => row.id))
          const missing = ids.filter((id) => !known.has(id))
          if (missing.length) throw new HttpError(404, `${name} not found: ${missing.join(', ')}.`)
          await order.check?.(items, context(request, tx))
          await tx.execute(
            sql`update ${table} set ${sql.identifier(order.column.name)} = v.position from (values ${sql.join(
              items.map((item: OrderItem) => sql`(${item.id}::integer, ${item.index}::integer)`),
              sql`, `,
            )}) as v(id, position) where ${table.id} = v.id`,
          )
        }),
      )
      return items
    },
  )
}
