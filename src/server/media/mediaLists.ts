import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { MediaOwnerType } from '../../domain/enums.ts'
import type { Lang } from '../../domain/lang.ts'
import { mediaMessages } from '../../domain/media.ts'
import type { CrudTable, Queryable } from '../crud/resource.ts'
import {
  actions,
  categories,
  co2Questions,
  heroes,
  infographics,
  infoItems,
  initiatives,
  media,
  mediaLinks,
  quizQuestions,
  stories,
} from '../db/schema.ts'
import { badRequest } from '../errors.ts'
import { mediaItemColumns, toMediaItem } from './mediaRows.ts'

/**
 * Media lists (docs/product.md §3 "media" of categories, stories, content items, CO2 questions): the ordered
 * `media_links` rows of one owner, read and written the same way for every kind of owner.
 */

/** The table each owner type names (`media_links.owner_id` points into it; there is no foreign key). */
export const mediaOwnerTables: Record<MediaOwnerType, CrudTable> = {
  category: categories,
  story: stories,
  info: infoItems,
  'info-graphic': infographics,
  hero: heroes,
  'quiz-question': quizQuestions,
  action: actions,
  initiative: initiatives,
  'co2-question': co2Questions,
}

/** Whether the owner's table carries a `version` (a changed media list then raises it). */
export const ownerVersionColumn = (ownerType: MediaOwnerType) => {
  const columns = getTableColumns(mediaOwnerTables[ownerType])
  return Object.hasOwn(columns, 'version') ? columns.version : undefined
}

/** Up to this many owners go into an `in (…)` list; more read every list of the owner type instead. */
const IN_LIST_LIMIT = 1000

/**
 * The media lists of many owners of one type in one query: owner id → entries in list order
 * (an owner without media is absent: read it as `?? []`).
 */
export async function loadMediaLists(
  db: Queryable,
  ownerType: MediaOwnerType,
  ownerIds: readonly number[],
  lang: Lang,
): Promise<Map<number, MediaItemDto[]>> {
  const lists = new Map<number, MediaItemDto[]>()
  if (!ownerIds.length) return lists
  const ids = [...new Set(ownerIds)]
  const rows = await db
    .select({ ownerId: mediaLinks.ownerId, ...mediaItemColumns })
    .from(mediaLinks)
    .innerJoin(media, eq(media.id, mediaLinks.mediaId))
    .where(
      and(
        eq(mediaLinks.ownerType, ownerType),
        ids.length <= IN_LIST_LIMIT ? inArray(mediaLinks.ownerId, ids) : undefined,
      ),
    )
    .orderBy(asc(mediaLinks.ownerId), asc(mediaLinks.index), asc(media.id))
  for (const row of rows) {
    const list = lists.get(row.ownerId) ?? []
    list.push(toMediaItem(row, lang))
    lists.set(row.ownerId, list)
  }
  return lists
}

/** The media ids of one owner's list, in order. */
export async function mediaIdsOf(db: Queryable, ownerType: MediaOwnerType, ownerId: number) {
  const rows = await db
    .select({ id: mediaLinks.mediaId })
    .from(mediaLinks)
    .where(and(eq(mediaLinks.ownerType, ownerType), eq(mediaLinks.ownerId, ownerId)))
    .orderBy(asc(mediaLinks.index), asc(mediaLinks.mediaId))
  return rows.map((row) => row.id)
}

/**
 * Makes the owner's media list exactly `ids`, in that order (run it in the owner's write
 * transaction). Media that do not exist answer 400 on `media`. Answers whether the list changed.
 */
export async function replaceMediaLinks(
  db: Queryable,
  ownerType: MediaOwnerType,
  ownerId: number,
  ids: readonly number[],
): Promise<boolean> {
  const current = await mediaIdsOf(db, ownerType, ownerId)
  if (current.length === ids.length && current.every((id, index) => id === ids[index])) return false
  if (ids.length) {
    // Kept until the commit: a media deleted meanwhile waits for this list, then finds it in use.
    const found = await db
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.id, [...ids]))
      .for('key share')
    if (found.length !== new Set(ids).size) {
      throw badRequest(mediaMessages.mediaListUnknown, { media: mediaMessages.mediaListUnknown })
    }
  }
  await removeMediaLinks(db, ownerType, ownerId)
  if (ids.length) {
    await db.insert(mediaLinks).values(ids.map((mediaId, index) => ({ ownerType, ownerId, mediaId, index })))
  }
  return true
}

/** Drops the owner's media list (the owner is deleted); the media themselves stay. */
export async function removeMediaLinks(db: Queryable, ownerType: MediaOwnerType, ownerId: number) {
  await db.delete(mediaLinks).where(and(eq(mediaLinks.ownerType, ownerType), eq(mediaLinks.ownerId, ownerId)))
}

/** The index after the last of the owner's list (0 for an empty one). */
export async function nextMediaIndex(db: Queryable, ownerType: MediaOwnerType, ownerId: number) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${mediaLinks.index})` })
    .from(mediaLinks)
    .where(and(eq(mediaLinks.ownerType, ownerType), eq(mediaLinks.ownerId, ownerId)))
  return (row?.max ?? -1) + 1
}
