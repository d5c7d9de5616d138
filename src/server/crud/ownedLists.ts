import { asc, eq, getTableColumns, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Lang } from '../../domain/lang.ts'
import { badRequest } from '../errors.ts'
import { removeMediaLinks, replaceMediaLinks } from '../media/mediaLists.ts'
import { childList } from './childLists.ts'
import type { AnyResource, CrudTable, Queryable } from './resource.ts'

/**
 * A list of ids a record owns through a link table (an infographic's `categoryIds`): the body's
 * `field` names the targets; the link table pairs `owner` (the record) with `target` (a row of
 * `targetTable`). Order does not count, unless the link table keeps it in `index` (a story page's
 * actions: the first is the page's main one); an id that does not exist answers 400 on `field`.
 */
export type LinkList = {
  field: string
  table: PgTable
  owner: PgColumn
  target: PgColumn
  targetTable: CrudTable
  notFound: string
  index?: PgColumn
}

/** The property name Drizzle knows `column` by in `table` (inserts take those, not SQL names). */
const keyOf = (table: PgTable, column: PgColumn) =>
  Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0]

const idsIn = (input: unknown, field: string): number[] | undefined => {
  const list = (input as Record<string, unknown> | null)?.[field]
  return Array.isArray(list) ? (list as number[]) : undefined
}

/** Replaces the owner's links by `ids`; answers whether anything changed. */
async function replaceLinks(tx: Queryable, link: LinkList, ownerId: number, ids: readonly number[]) {
  const current = await tx
    .select({ id: link.target })
    .from(link.table)
    .where(eq(link.owner, ownerId))
    .orderBy(...(link.index ? [asc(link.index)] : []))
  const wanted = new Set(ids)
  const same = link.index
    ? current.length === ids.length && current.every((row, position) => row.id === ids[position])
    : current.length === wanted.size && current.every((row) => wanted.has(row.id as number))
  if (same) return false
  if (ids.length) {
    const targetId = (link.targetTable as unknown as { id: PgColumn }).id
    // Kept until the commit: a target deleted meanwhile waits for this write.
    const found = await tx
      .select({ id: targetId })
      .from(link.targetTable)
      .where(inArray(targetId, [...wanted]))
      .for('key share')
    if (found.length !== wanted.size) throw badRequest(link.notFound, { [link.field]: link.notFound })
  }
  await tx.delete(link.table).where(eq(link.owner, ownerId))
  if (ids.length) {
    const owner = keyOf(link.table, link.owner)
    const target = keyOf(link.table, link.target)
    const index = link.index ? keyOf(link.table, link.index) : undefined
    await tx.insert(link.table).values(
      [...wanted].map((id, position) => ({
        [owner]: ownerId,
        [target]: id,
        ...(index ? { [index]: position } : {}),
      })) as never,
    )
  }
  return true
}

/**
 * The lists a record of `resource` owns besides its row: its media list (`media`, ids in order,
 * docs/product.md §3), its link lists (`links`) and its child lists (`children`: rows of their own,
 * childLists.ts). A write's body names them; they are written in the write's transaction, after
 * the row, and go with the row on delete.
 */
export function ownedLists(resource: AnyResource) {
  const mediaOwner = resource.media?.owner
  const links: readonly LinkList[] = resource.links ?? []
  const children = (resource.children ?? []).map(childList)
  const fields = [
    ...(mediaOwner ? ['media'] : []),
    ...links.map((link) => link.field),
    ...children.map((list) => list.field),
  ]
  return {
    /** The values to store in the row: the write's values without the owned lists. */
    strip(values: Record<string, unknown>) {
      if (!fields.some((field) => Object.hasOwn(values, field))) return values
      return Object.fromEntries(Object.entries(values).filter(([key]) => !fields.includes(key)))
    },
    /** Writes the lists `input` names (left out: unchanged); answers whether any changed. */
    async write(tx: Queryable, ownerId: number, input: unknown, lang: Lang): Promise<boolean> {
      let changed = false
      const mediaList = mediaOwner ? idsIn(input, 'media') : undefined
      if (mediaOwner && mediaList !== undefined)
        changed = (await replaceMediaLinks(tx, mediaOwner, ownerId, mediaList)) || changed
      for (const link of links) {
        const ids = idsIn(input, link.field)
        if (ids !== undefined) changed = (await replaceLinks(tx, link, ownerId, ids)) || changed
      }
      for (const list of children) changed = (await list.write(tx, ownerId, input, lang)) || changed
      return changed
    },
    /** The child lists, for reading them with the record (present.ts) and its `?state=`. */
    children,
    /** Drops the owner's lists (the media list has no foreign key to it; child rows cascade). */
    async remove(tx: Queryable, ownerId: number) {
      if (mediaOwner) await removeMediaLinks(tx, mediaOwner, ownerId)
      for (const link of links) await tx.delete(link.table).where(eq(link.owner, ownerId))
    },
  }
}
