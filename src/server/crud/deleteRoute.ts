import { eq } from 'drizzle-orm'
import { deletedSchema } from '../../domain/contracts/common.ts'
import { deletePlanText } from '../../domain/delete-plan.ts'
import { idParam } from '../../domain/validation.ts'
import { conflict } from '../errors.ts'
import type { ZodApp } from './request.ts'
import type { AnyResource } from './resource.ts'
import type { ResourceParts } from './resourceParts.ts'

/**
 * `DELETE <path>/:id` → 200 `{ id }`. Not 204: the console's client parses JSON for 200/201 only,
 * and the id lets it drop the row from caches without a reload. A plan that refuses answers 409
 * in its words; a row still referred to, 409 "<Name> is still in use and cannot be deleted.".
 */
export function registerDeleteRoute(
  app: ZodApp,
  parts: ResourceParts,
  remove: NonNullable<AnyResource['delete']>,
) {
  const { db, resource, lists, guard, findRow, context } = parts
  const { table } = resource
  app.delete(
    `${resource.path}/:id`,
    { schema: { params: idParam, response: { 200: deletedSchema } } },
    async (request) => {
      const { id } = request.params
      await guard('delete', () =>
        db.transaction(async (tx) => {
          const existing = await findRow(tx, id, true)
          const plan =
            typeof remove === 'object' ? await remove.plan?.(existing, context(request, tx)) : undefined
          if (plan && !plan.allowed) throw conflict(deletePlanText(plan))
          // Its owned lists go in the same transaction (the media list has no foreign key to it).
          await lists.remove(tx, id)
          await tx.delete(table).where(eq(table.id, id))
        }),
      )
      return { id }
    },
  )
}
