import { type SQL, sql } from 'drizzle-orm'
import type { MediaItemDto } from '../../domain/contracts/media.ts'
import type { StoryItemContent } from '../../domain/contracts/story-items.ts'
import type { MediaOwnerType, StoryItemKind } from '../../domain/enums.ts'
import type { Lang } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import type { Queryable } from '../crud/index.ts'
import { loadMediaLists } from '../media/mediaLists.ts'

// What story pages show, read for their cards: each record's title, whether it is translated in
// each language, and its first picture. Actions, initiatives, infographics and quiz questions come
// from content_index (whose flags follow each record's whole rule, children included); info pages
// and heroes, which it does not hold, from their own tables.

/** A record of one kind, with the flags the card reads. */
type Shown = { id: number; title: Translated; translatedEn: boolean; translatedNl: boolean }

/** The content_index kind and the media owner of each story item kind. */
const kinds: Record<StoryItemKind, { index: string | null; owner: MediaOwnerType }> = {
  action: { index: 'action', owner: 'action' },
  initiative: { index: 'initiative', owner: 'initiative' },
  'info-graphic': { index: 'info-graphic', owner: 'info-graphic' },
  question: { index: 'question', owner: 'quiz-question' },
  info: { index: null, owner: 'info' },
  hero: { index: null, owner: 'hero' },
}

const filled = (column: SQL, lang: Lang) => sql`coalesce(btrim(${column} ->> ${lang}), '') <> ''`

/** The records of `kind` among `ids`, by id (one query). */
async function readShown(
  db: Queryable,
  kind: StoryItemKind,
  ids: readonly number[],
): Promise<Map<number, Shown>> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )
  const index = kinds[kind].index
  const query =
    index !== null
      ? sql`select id, title, translated_en as "translatedEn", translated_nl as "translatedNl"
          from content_index where kind = ${index} and id in (${list})`
      : kind === 'info'
        ? sql`select id, title,
            ${filled(sql`title`, 'en')} and ${filled(sql`description`, 'en')} as "translatedEn",
            ${filled(sql`title`, 'nl')} and ${filled(sql`description`, 'nl')} as "translatedNl"
            from info_items where id in (${list})`
        : sql`select id, name as title, ${filled(sql`name`, 'en')} as "translatedEn",
            ${filled(sql`name`, 'nl')} as "translatedNl" from heroes where id in (${list})`
  const result = await db.execute(query)
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Shown[]
  return new Map(rows.map((row) => [row.id, row]))
}

/** A record as a card in `lang`, with its first picture. */
export type ShownRecord = { card: StoryItemContent; translated: Record<Lang, boolean> }

/**
 * The records story pages show, by kind and id, as cards in `lang` (one query and one media read
 * per kind present). A record that is not there (it cannot be deleted while shown) is left out.
 */
export async function loadShownRecords(
  db: Queryable,
  wanted: ReadonlyMap<StoryItemKind, readonly number[]>,
  lang: Lang,
): Promise<Map<string, ShownRecord>> {
  const shown = new Map<string, ShownRecord>()
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      const unique = [...new Set(ids)]
      if (!unique.length) return
      const [records, pictures] = await Promise.all([
        readShown(db, kind, unique),
        loadMediaLists(db, kinds[kind].owner, unique, lang),
      ])
      for (const [id, record] of records) {
        const picture: MediaItemDto | null = pictures.get(id)?.[0] ?? null
        shown.set(`${kind}:${id}`, {
          card: {
            id,
            ...textsIn({ title: record.title }, lang),
            translated: lang === 'nl' ? record.translatedNl : record.translatedEn,
            picture,
          },
          translated: { en: record.translatedEn, nl: record.translatedNl },
        })
      }
    }),
  )
  return shown
}
