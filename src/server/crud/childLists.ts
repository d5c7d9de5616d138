import { and, asc, type Column, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { childListMessages } from '../../domain/child-list.ts'
import type { Lang } from '../../domain/lang.ts'
import type { Translated } from '../../domain/translated.ts'
import { badRequest } from '../errors.ts'
import type { CrudTable, Queryable } from './resource.ts'
import { filledText, mergeTranslation } from './sql.ts'
import { writtenTextComplete, writtenTexts } from './writtenTexts.ts'

/**
 * An ordered list of rows a record owns (a quiz question's answers, an action's steps and
 * sources): declared on the resource, written with the record in its transaction, read with it
 * for its answer, and counted in its `translated`.
 */
export type ChildList = {
  /** The body's field and the loaded row's field holding the entries, in order. */
  field: string
  /** The child table: an integer `id`, the `parent` column, the `index` column. */
  table: CrudTable
  /** The child's column pointing at its parent (with `on delete cascade`: removed with it). */
  parent: Column
  /** The child's order, stored as 0..n-1 in the order the body sends. */
  index: Column
  /** The child's translatable columns (`{en, nl}` jsonb): written in the request language only. */
  translatable?: readonly string[]
  /**
   * Translatable columns that may stay empty (a BPT answer's hint): written like `translatable`,
   * counted in the parent's `translated` only once some language has them (writtenTexts.ts).
   */
  optionalTranslatable?: readonly string[]
  /**
   * An entry of the body as the child's columns, where they differ (a step's `address` object is
   * its address columns); by default the entry's fields that are columns. Made by `childColumns`.
   */
  columns?: (entry: Record<string, unknown>) => Record<string, unknown>
}

/**
 * A child list's `columns` from a function of the entry's own type (the body schema's entry): the
 * kit hands it the entries the route's schema has already checked.
 */
export const childColumns =
  <E>(columns: (entry: E) => Record<string, unknown>) =>
  (entry: Record<string, unknown>) =>
    columns(entry as E)

type Entry = Record<string, unknown> & { id?: number }
type ChildRow = Record<string, unknown> & { id: number }

const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b))

/**
 * One child list's reads and writes. The body sends the whole list: an entry with an `id` is that
 * saved child (changed where it differs), one without is new, a saved child left out is removed.
 * An `id` that is not a child of this record (another record's, or none) answers 400 on that
 * entry's `id`, before anything is written; the transaction keeps the rest from being half done.
 */
export function childList(list: ChildList) {
  const columns = getTableColumns(list.table)
  const idColumn = columns.id!
  const required = list.translatable ?? []
  const optional = list.optionalTranslatable ?? []
  const translatable = new Set([...required, ...optional])
  const keyOf = (column: Column) => Object.entries(columns).find(([, each]) => each === column)![0]
  const parentKey = keyOf(list.parent)
  const indexKey = keyOf(list.index)
  /** The columns an entry may set: not the id, the parent or the index, which the kit sets. */
  const writable = Object.keys(columns).filter((key) => key !== 'id' && key !== parentKey && key !== indexKey)

  /** An entry's values as stored: translatable text in `lang` alone (merged into the stored row). */
  function stored(sent: Entry, lang: Lang, existing?: ChildRow) {
    const entry = list.columns ? list.columns(sent) : sent
    const values: Record<string, unknown> = {}
    for (const key of writable) {
      const value = entry[key]
      if (value === undefined) continue
      if (!translatable.has(key)) {
        if (!existing || !sameValue(existing[key], value)) values[key] = value
        continue
      }
      const text = value as string
      const current = existing?.[key] as Translated | undefined
      if (!existing) values[key] = { [lang]: text }
      else if ((current?.[lang] ?? '') !== text) values[key] = mergeTranslation(columns[key]!, lang, text)
    }
    return values
  }

  return {
    field: list.field,

    /** Writes the list `input` names (left out: unchanged); answers whether anything changed. */
    async write(tx: Queryable, parentId: number, input: unknown, lang: Lang): Promise<boolean> {
      const entries = (input as Record<string, unknown> | null)?.[list.field]
      if (!Array.isArray(entries)) return false
      const saved = (await tx
        .select()
        .from(list.table)
        .where(eq(list.parent, parentId))
        .for('update')) as ChildRow[]
      const byId = new Map(saved.map((row) => [row.id, row]))
      const kept = new Set<number>()
      ;(entries as Entry[]).forEach((entry, position) => {
        if (entry.id === undefined) return
        if (!byId.has(entry.id) || kept.has(entry.id)) {
          throw badRequest(childListMessages.notOwned, {
            [`${list.field}.${position}.id`]: childListMessages.notOwned,
          })
        }
        kept.add(entry.id)
      })
      let changed = false
      const removed = saved.filter((row) => !kept.has(row.id)).map((row) => row.id)
      if (removed.length) {
        await tx.delete(list.table).where(and(eq(list.parent, parentId), inArray(idColumn, removed)))
        changed = true
      }
      const inserts: Record<string, unknown>[] = []
      for (const [position, entry] of (entries as Entry[]).entries()) {
        const existing = entry.id === undefined ? undefined : byId.get(entry.id)
        if (!existing) {
          inserts.push({ ...stored(entry, lang), [parentKey]: parentId, [indexKey]: position })
          continue
        }
        const values = stored(entry, lang, existing)
        if (existing[indexKey] !== position) values[indexKey] = position
        if (!Object.keys(values).length) continue
        await tx.update(list.table).set(values).where(eq(idColumn, existing.id))
        changed = true
      }
      if (inserts.length) {
        await tx.insert(list.table).values(inserts as never)
        changed = true
      }
      return changed
    },

    /** The children of `parentIds`, by parent, in their order. */
    async load(db: Queryable, parentIds: readonly number[]): Promise<Map<number, ChildRow[]>> {
      const byParent = new Map<number, ChildRow[]>()
      if (!parentIds.length) return byParent
      const rows = (await db
        .select()
        .from(list.table)
        .where(inArray(list.parent, [...parentIds]))
        .orderBy(asc(list.index), asc(idColumn))) as ChildRow[]
      for (const row of rows) {
        const parent = row[parentKey] as number
        const siblings = byParent.get(parent) ?? []
        siblings.push(row)
        byParent.set(parent, siblings)
      }
      return byParent
    },

    /** The translatable values of loaded children, for the parent's `translated`. */
    translations(children: readonly ChildRow[]): (Translated | null | undefined)[] {
      return children.flatMap((child) => [
        ...required.map((key) => child[key] as Translated | null),
        ...writtenTexts(...optional.map((key) => child[key] as Translated | null)),
      ])
    },

    /** The SQL twin of `translations`: no child of the parent `parentId` misses a text in `lang`. */
    complete(parentId: Column, lang: Lang): SQL {
      if (!translatable.size) return sql`true`
      const missing = [
        ...required.map((key) => sql`${filledText(columns[key]!, lang)} is null`),
        ...optional.map((key) => sql`not (${writtenTextComplete(columns[key]!, lang)})`),
      ]
      return sql`not exists (select 1 from ${list.table} where ${list.parent} = ${parentId} and (${sql.join(missing, sql` or `)}))`
    },
  }
}

export type ChildListParts = ReturnType<typeof childList>
