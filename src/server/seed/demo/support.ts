import type { PgTable } from 'drizzle-orm/pg-core'
import type { Translated } from '../../../domain/translated.ts'
import type { Db } from '../../db/client.ts'
import { categories } from '../../db/schema.ts'
import { type FileStore, localFileStore } from '../../media/store.ts'
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

/** The demo categories by English title (the demo data names categories by title, not by id). */
export async function categoryIdsByTitle(db: Db): Promise<(title: string) => number> {
  const rows = await db.select({ id: categories.id, title: categories.title }).from(categories)
  const ids = new Map(rows.map((row) => [row.title.en ?? '', row.id]))
  return (title) => {
    const id = ids.get(title)
    if (id === undefined) throw new Error(`Demo content names an unknown category: ${title}`)
    return id
  }
}

/** The file store of a seed's context, or none (then the seed writes rows without files). */
export const demoFiles = (context: DemoSeedContext): FileStore | undefined =>
  context.files ?? (context.dataDir ? localFileStore(context.dataDir) : undefined)
