import { eq, getTableColumns } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { notFound } from '../errors.ts'
import { listQuery } from './listQuery.ts'
import { ownedLists } from './ownedLists.ts'
import { presenter } from './present.ts'
import { requestLang } from './request.ts'
import type { AnyResource, Queryable, ReadContext } from './resource.ts'
import { storedValues } from './storedValues.ts'
import { writeGuards } from './writeGuards.ts'

/**
 * What the routes of one resource share, made once when they are registered: its table's columns,
 * how its rows are found, answered, written and guarded, and its list query.
 */
export function resourceParts(db: Db, resource: AnyResource) {
  const { table, name } = resource
  const columns = getTableColumns(table)
  // Editable records carry a version (a `version` column): answered with every read, checked and
  // raised by every update.
  const versionColumn = Object.hasOwn(columns, 'version') ? columns.version! : undefined
  const lists = ownedLists(resource)
  return {
    db,
    resource,
    versionColumn,
    list: listQuery(resource, columns, lists.children),
    present: presenter(resource, versionColumn, lists.children),
    stored: storedValues(resource, columns),
    lists,
    ...writeGuards(resource, columns),

    /** What the resource's hooks are given: the database or transaction, the request's language. */
    context: (request: FastifyRequest, tx: Queryable = db): ReadContext => ({
      db: tx,
      lang: requestLang(request),
      request,
    }),

    /** The row `id`, locked for update when `lock`; 404 "<Name> not found." without one. */
    async findRow(tx: Queryable, id: number, lock = false) {
      const query = tx.select().from(table).where(eq(table.id, id)).limit(1)
      const [row] = lock ? await query.for('update') : await query
      if (!row) throw notFound(name)
      return row as Record<string, unknown>
    },
  }
}

export type ResourceParts = ReturnType<typeof resourceParts>

/**
 * How `resource` answers rows an area's own route read (the stories of a category in its order):
 * the same DTOs, `translated`, `reference` and `version` as the resource's routes.
 */
export const presenterOf = (db: Db, resource: AnyResource) => resourceParts(db, resource).present
