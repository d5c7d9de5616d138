import { and, type Column, eq, sql } from 'drizzle-orm'
import { dbErrorInfo } from '../db/errors.ts'
import { badRequest, conflict, HttpError } from '../errors.ts'
import type { AnyResource, Queryable } from './resource.ts'

type UniqueRule = NonNullable<AnyResource['unique']>[number]

const uniqueConflict = (rule: UniqueRule) =>
  conflict(rule.message, { [rule.field ?? rule.key]: rule.message })

/**
 * What keeps a resource's writes from being refused by the database in its words: its unique
 * fields checked before a write (409 on the field), and a refusal that happens anyway told as the
 * resource would (a duplicate, a reference that points nowhere, a row still in use).
 */
export function writeGuards(resource: AnyResource, columns: Record<string, Column>) {
  const { name, table } = resource
  const rules = resource.unique ?? []
  return {
    /** 409 on the field of the first unique rule `values` break (`exceptId`: the row being updated). */
    async checkUnique(tx: Queryable, values: Record<string, unknown>, exceptId?: number) {
      for (const rule of rules) {
        const value = values[rule.key]
        if (value === undefined) continue
        const column = columns[rule.key]!
        const same = rule.ignoreCase ? sql`lower(${column}) = lower(${value})` : eq(column, value)
        const [found] = await tx
          .select({ id: table.id })
          .from(table)
          .where(exceptId === undefined ? same : and(same, sql`${table.id} <> ${exceptId}`))
          .limit(1)
        if (found) throw uniqueConflict(rule)
      }
    },

    /**
     * Runs a write or a delete; a duplicate or a broken reference is told in this resource's words
     * (which unique field, what is still in use); any other database refusal is mapped by the
     * error handler (src/server/db/errors.ts).
     */
    async guard<R>(operation: 'write' | 'delete', run: () => Promise<R>): Promise<R> {
      try {
        return await run()
      } catch (error) {
        const info = error instanceof HttpError ? undefined : dbErrorInfo(error)
        if (info?.code === '23505') {
          // A concurrent write took the value between the check and the insert.
          const matched =
            rules.find((rule) => rule.constraint !== undefined && rule.constraint === info.constraint) ??
            (rules.length === 1 && rules[0]!.constraint === undefined ? rules[0] : undefined)
          throw matched ? uniqueConflict(matched) : conflict('This record already exists.')
        }
        if (info?.code === '23503') {
          throw operation === 'delete'
            ? conflict(`${name} is still in use and cannot be deleted.`)
            : badRequest('A record this one refers to does not exist.')
        }
        throw error
      }
    },
  }
}
