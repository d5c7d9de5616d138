import { asc, eq, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { contentMessages } from '../../domain/content/fields.ts'
import type { CategoryRef } from '../../domain/contracts/content-parts.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import type { Queryable } from '../crud/index.ts'
import type { LinkList } from '../crud/ownedLists.ts'
import { categories, labels } from '../db/schema.ts'

// The link lists content records share: the categories a record is in, the labels it names.

/** A content record's `categoryIds`, saved through the link table `table` (owner → category). */
export const categoryLinks = (table: PgTable, owner: PgColumn, target: PgColumn): LinkList => ({
  field: 'categoryIds',
  table,
  owner,
  target,
  targetTable: categories,
  notFound: contentMessages.categoryNotFound,
})

/** A record's `notRelevantForLabelIds`, saved through the link table `table` (owner → label). */
export const labelLinks = (table: PgTable, owner: PgColumn, target: PgColumn): LinkList => ({
  field: 'notRelevantForLabelIds',
  table,
  owner,
  target,
  targetTable: labels,
  notFound: contentMessages.labelNotFound,
})

/** The categories of `ownerIds` through `table`, by owner, in category order, in `lang` (one query). */
export async function loadCategoryRefs(
  db: Queryable,
  link: { table: PgTable; owner: PgColumn; target: PgColumn },
  ownerIds: readonly number[],
  lang: Lang,
): Promise<Map<number, CategoryRef[]>> {
  const byOwner = new Map<number, CategoryRef[]>()
  if (!ownerIds.length) return byOwner
  const rows = await db
    .select({ owner: link.owner, id: categories.id, title: categories.title, emoji: categories.emoji })
    .from(link.table)
    .innerJoin(categories, eq(categories.id, link.target))
    .where(inArray(link.owner, [...ownerIds]))
    .orderBy(asc(categories.index), asc(categories.id))
  for (const row of rows) {
    const list = byOwner.get(row.owner as number) ?? []
    list.push({ id: row.id, ...textsIn({ title: row.title }, lang), emoji: row.emoji })
    byOwner.set(row.owner as number, list)
  }
  return byOwner
}

/** The labels of `ownerIds` through `table` (owner → label), by owner, by value. */
export async function loadLabelRefs(
  db: Queryable,
  link: { table: PgTable; owner: PgColumn; target: PgColumn },
  ownerIds: readonly number[],
): Promise<Map<number, { id: number; value: string }[]>> {
  const byOwner = new Map<number, { id: number; value: string }[]>()
  if (!ownerIds.length) return byOwner
  const rows = await db
    .select({ owner: link.owner, id: labels.id, value: labels.value })
    .from(link.table)
    .innerJoin(labels, eq(labels.id, link.target))
    .where(inArray(link.owner, [...ownerIds]))
    .orderBy(asc(labels.value), asc(labels.id))
  for (const row of rows) {
    const list = byOwner.get(row.owner as number) ?? []
    list.push({ id: row.id, value: row.value })
    byOwner.set(row.owner as number, list)
  }
  return byOwner
}
