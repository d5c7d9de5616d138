import { type Column, ilike, type SQL, sql } from 'drizzle-orm'
import type { Lang } from '../../domain/lang.ts'

/** `%`, `_` and `\` in search text are literal characters, not patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Case-insensitive "contains" on a text column or expression. */
export const contains = (target: Column | SQL, text: string) => ilike(target, `%${escapeLike(text)}%`)

/**
 * The text of a translatable jsonb column (`{en, nl}`) in one language, for search and sort:
 * `contains(translatedText(categories.title, lang), q)`, `sort: { title: (lang) => translatedText(...) }`.
 */
export const translatedText = (column: Column, lang: Lang) => sql<string>`(${column} ->> ${lang}::text)`

/**
 * A translatable column with one language replaced and the others kept, computed by the database
 * so that two editors saving different languages at the same moment both keep their text.
 */
export const mergeTranslation = (column: Column, lang: Lang, text: string) =>
  sql`(coalesce(${column}, '{}'::jsonb) || jsonb_build_object(${lang}::text, ${text}::text))`
