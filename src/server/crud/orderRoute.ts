import { type Column, inArray, sql } from 'drizzle-orm'
import { orderAnswerSchema } from '../../domain/contracts/common.ts'
import { type OrderItem, orderSchema, renumber } from '../../domain/ordering.ts'
import { HttpError } from '../errors.ts'
import type { ZodApp } from './request.ts'
import type { AnyResource, Queryable } from './resource.ts'
import type { ResourceParts } from './resourceParts.ts'

/**
 * `PUT <path>/order` with `[{id, index}]` → 200 `[{id, index}]` as stored: 0..n-1 in the given
 * order (or, with `slots: 'kept'`, the places the given records held, in the given order),
 * written in one statement; 404 naming the unknown ids, nothing changed. The resource's
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
      let stored = items
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
          if (order.slots === 'kept') stored = await keptSlots(tx, table, order.column, items)
          await tx.execute(
            sql`update ${table} set ${sql.identifier(order.column.name)} = v.position from (values ${sql.join(
              stored.map((item: OrderItem) => sql`(${item.id}::integer, ${item.index}::integer)`),
              sql`, `,
            )}) as v(id, position) where ${table.id} = v.id`,
          )
        }),
      )
      return stored
    },
  )
}

/**
 * The places the given records hold now, sorted, handed out in the given order: a subset of a
 * list (the published quizzes among all stories) changes places among its own, and the rest of
 * the list keeps theirs.
 */
async function keptSlots(tx: Queryable, table: AnyResource['table'], column: Column, items: OrderItem[]) {
  const rows = (await tx
    .select({ index: sql<number>`${column}` })
    .from(table)
    .where(
      inArray(
        table.id,
        items.map((item) => item.id),
      ),
    )) as { index: number }[]
  const slots = rows.map((row) => row.index).sort((a, b) => a - b)
  return items.map((item, position) => ({ id: item.id, index: slots[position]! }))
}
