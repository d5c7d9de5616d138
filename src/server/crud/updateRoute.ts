import { eq, sql } from 'drizzle-orm'
import { idParam } from '../../domain/validation.ts'
import { StaleWriteError } from '../errors.ts'
import { requestLang, type ZodApp } from './request.ts'
import type { AnyResource } from './resource.ts'
import type { ResourceParts } from './resourceParts.ts'
import { expectedVersionOf, readExpectedVersion } from './versions.ts'

/**
 * `PUT <path>/:id` → 200 the DTO; values left undefined keep what is stored. A versioned record
 * sent back with an older `version` is refused (409, `StaleWriteError`); a write raises it.
 */
export function registerUpdateRoute(
  app: ZodApp,
  parts: ResourceParts,
  update: NonNullable<AnyResource['update']>,
) {
  const { db, resource, versionColumn, lists, stored, checkUnique, guard, findRow, present, context } = parts
  const { table } = resource
  app.put(
    `${resource.path}/:id`,
    {
      schema: { params: idParam, body: update.body, response: { 200: resource.response } },
      preValidation: versionColumn ? readExpectedVersion : undefined,
    },
    async (request) => {
      const { id } = request.params
      const lang = requestLang(request)
      const row = await guard('write', () =>
        db.transaction(async (tx) => {
          const existing = await findRow(tx, id, true)
          const expected = expectedVersionOf(request)
          if (versionColumn && expected !== undefined && expected !== existing.version) {
            throw new StaleWriteError(existing.version as number)
          }
          const input = request.body
          const values = lists.strip(
            update.values
              ? await update.values(input, { ...context(request, tx), existing })
              : (input as Record<string, unknown>),
          )
          await checkUnique(tx, values, id)
          const set = stored(values, lang, 'update')
          const listsChanged = await lists.write(tx, id, input, lang)
          if (!Object.keys(set).length && !listsChanged) return existing
          if (versionColumn) set.version = sql`${versionColumn} + 1`
          // Only an owned list changed, and there is no version to raise: the row stays as it is.
          if (!Object.keys(set).length) return existing
          const [updated] = await tx.update(table).set(set).where(eq(table.id, id)).returning()
          return updated as Record<string, unknown>
        }),
      )
      const [dto] = await present([row], context(request))
      return dto
    },
  )
}
