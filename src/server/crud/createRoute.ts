import { requestLang, type ZodApp } from './request.ts'
import type { AnyResource } from './resource.ts'
import type { ResourceParts } from './resourceParts.ts'

/**
 * `POST <path>` → 201 the DTO. The row and its owned lists are written in one transaction, after
 * the resource's `values` hook and its unique checks; 400 on a field, 409 on a unique one.
 */
export function registerCreateRoute(
  app: ZodApp,
  parts: ResourceParts,
  create: NonNullable<AnyResource['create']>,
) {
  const { db, resource, lists, stored, checkUnique, guard, present, context } = parts
  app.post(
    resource.path,
    { schema: { body: create.body, response: { 201: resource.response } } },
    async (request, reply) => {
      const lang = requestLang(request)
      const row = await guard('write', () =>
        db.transaction(async (tx) => {
          const input = request.body
          const values = lists.strip(
            create.values
              ? await create.values(input, context(request, tx))
              : (input as Record<string, unknown>),
          )
          await checkUnique(tx, values)
          const inserted = await tx
            .insert(resource.table)
            .values(stored(values, lang, 'insert'))
            .returning()
          const row = (inserted as Record<string, unknown>[])[0]!
          await lists.write(tx, row.id as number, input, lang)
          return row
        }),
      )
      const [dto] = await present([row], context(request))
      return reply.status(201).send(dto)
    },
  )
}
