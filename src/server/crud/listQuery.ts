import { and, type Column, not, type SQL, sql } from 'drizzle-orm'
import type { Lang } from '../../domain/lang.ts'
import type { ListQuery } from '../../domain/list.ts'
import { badRequest } from '../errors.ts'
import type { ChildListParts } from './childLists.ts'
import { sortTerms } from './paging.ts'
import type { AnyResource, SortColumn } from './resource.ts'
import { filledText } from './sql.ts'

/**
 * A resource's list query string as SQL: the `where` of `?q=`, its own filters and `?state=`, and
 * the `order by` of `?sort=`. Refuses, when the resource is declared, a default sort it cannot
 * sort by and owned translations without the condition that agrees with them.
 */
export function listQuery(
  resource: AnyResource,
  columns: Record<string, Column>,
  children: readonly ChildListParts[] = [],
) {
  const { name, table } = resource
  const translatable = [...(resource.translatable ?? [])] as string[]
  const listOptions = resource.list ?? {}
  const sortFields: Record<string, SortColumn> = listOptions.sort ?? { id: table.id }
  const defaultSort = listOptions.defaultSort ?? 'id'
  if (resource.ownedTranslations && !listOptions.translatedWhere) {
    throw new Error(
      `${name}: ownedTranslations needs list.translatedWhere, so ?state= agrees with translated.`,
    )
  }
  if (!Object.hasOwn(sortFields, defaultSort.replace(/^-/, ''))) {
    throw new Error(`${name}: the default sort ${defaultSort} is not one of list.sort.`)
  }

  /** The SQL twin of the DTO's `translated` flag: its own texts, then its child lists' texts. */
  const translatedWhere = (lang: Lang): SQL =>
    listOptions.translatedWhere?.(lang) ??
    and(
      sql`true`,
      ...translatable.map((key) => sql`${filledText(columns[key]!, lang)} is not null`),
      ...children.map((list) => list.complete(table.id, lang)),
    )!

  return {
    /** The SQL twin of the DTO's `translated` flag (what `?state=translated` keeps). */
    translatedWhere,
    /** The matches of `?q=`, the resource's own filters and `?state=`. */
    where(query: ListQuery, lang: Lang) {
      const conditions: (SQL | undefined)[] = []
      if (query.q && listOptions.search) conditions.push(listOptions.search(query.q, { lang }))
      if (listOptions.filter) conditions.push(...listOptions.filter(query, { lang }))
      if (query.state) {
        // Parenthesised: a resource's own condition may be `a and b`, and `not` binds tighter.
        const translated = sql`(${translatedWhere(lang)})`
        conditions.push(query.state === 'translated' ? translated : not(translated))
      }
      return and(...conditions.filter(Boolean))
    },
    /** The order of `?sort=` (the default sort without one); 400 for a field it cannot sort by. */
    orderBy(sort: string | undefined, lang: Lang, reversed = false) {
      const wanted = sort ?? defaultSort
      const field = wanted.replace(/^-/, '')
      const target = Object.hasOwn(sortFields, field) ? sortFields[field] : undefined
      if (!target) throw badRequest(`Cannot sort by ${field}.`, { sort: 'Unknown field.' })
      const expression = typeof target === 'function' ? target(lang) : target
      return sortTerms(expression, wanted.startsWith('-'), table.id, reversed)
    },
  }
}
