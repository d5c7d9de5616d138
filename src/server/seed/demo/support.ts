import type { PgTable } from 'drizzle-orm/pg-core'
import type { MediaOwnerType } from '../../../domain/enums.ts'
import type { Translated } from '../../../domain/translated.ts'
import type { Db } from '../../db/client.ts'
import { categories, labels, media, type mediaLinks } from '../../db/schema.ts'
import { localFileStore } from '../../files/local.ts'
import type { FileStore } from '../../files/store.ts'
import type { DemoSeedContext } from './index.ts'

/** English and Dutch; without Dutch the Dutch text is still to be written ("Missing translations"). */
export const tr = (en: string, nl?: string): Translated => (nl === undefined ? { en } : { en, nl })

/** Demo text written once per language: `{ en, nl? }` as the data files hold it. */
export type DemoText = { en: string; nl?: string }
export const text = (value: DemoText): Translated => tr(value.en, value.nl)

/** Many rows in a few statements (a statement's parameters are limited, one per row is slow). */
export async function insertInChunks<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  size = 500,
) {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size))
  }
}

/** Ids by name, for demo data that names what it links to; a name that is not there is an error. */
function lookup(rows: { id: number; name: string }[], kind: string): (name: string) => number {
  const ids = new Map(rows.map((row) => [row.name, row.id]))
  return (name) => {
    const id = ids.get(name)
    if (id === undefined) throw new Error(`Demo content names an unknown ${kind}: ${name}`)
    return id
  }
}

/** The demo categories by English title (the demo data names categories by title, not by id). */
export async function categoryIdsByTitle(db: Db): Promise<(title: string) => number> {
  const rows = await db.select({ id: categories.id, title: categories.title }).from(categories)
  return lookup(
    rows.map((row) => ({ id: row.id, name: row.title.en ?? '' })),
    'category',
  )
}

/** The demo labels by value. */
export async function labelIdsByValue(db: Db): Promise<(value: string) => number> {
  return lookup(await db.select({ id: labels.id, name: labels.value }).from(labels), 'label')
}

/** The media library by English description. */
export async function mediaIdsByDescription(db: Db): Promise<(description: string) => number> {
  const rows = await db.select({ id: media.id, description: media.description }).from(media)
  return lookup(
    rows.map((row) => ({ id: row.id, name: row.description.en ?? '' })),
    'media',
  )
}

/** The media_links rows of some owners' media lists (media by English description), each from index 0. */
export const mediaListRows = (
  ownerType: MediaOwnerType,
  owners: { id: number; media: string[] }[],
  mediaId: (description: string) => number,
): (typeof mediaLinks.$inferInsert)[] =>
  owners.flatMap((owner) =>
    owner.media.map((description, index) => ({
      ownerType,
      ownerId: owner.id,
      mediaId: mediaId(description),
      index,
    })),
  )

/** The file store of a seed's context, or none (then the seed writes rows without files). */
export const demoFiles = (context: DemoSeedContext): FileStore | undefined =>
  context.files ?? (context.dataDir ? localFileStore(context.dataDir) : undefined)
