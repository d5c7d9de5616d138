import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Translated } from '../../../domain/translated.ts'

/**
 * One row per content item (action, infographic, initiative, quiz question) for the /content
 * list: its title, the title a reader of each language is shown (own text, else the other
 * language's) and whether it is translated in each language (its texts and its children's), so
 * the list filters, counts and pages 50,000 items with indexes instead of reading four tables and
 * their children. Kept by the database itself: triggers on the content tables and their child
 * tables call `content_index_refresh` (migration 0008), whatever writes them (the API, the seed,
 * a script). The rule for "translated" is the resources' own (src/server/crud/listQuery.ts),
 * written again in SQL there; the content list's tests hold the two to each other.
 */
export const contentIndex = pgTable(
  'content_index',
  {
    kind: text('kind').notNull(),
    id: integer('id').notNull(),
    title: jsonb('title').$type<Translated>().notNull(),
    searchEn: text('search_en'),
    searchNl: text('search_nl'),
    translatedEn: boolean('translated_en').notNull(),
    translatedNl: boolean('translated_nl').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('content_index_id_idx').on(t.id, t.kind),
    index('content_index_search_en_trgm_idx')
      .using('gin', t.searchEn.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('content_index_search_nl_trgm_idx')
      .using('gin', t.searchNl.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)
