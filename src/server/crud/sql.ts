import { type Column, ilike, type SQL, sql } from 'drizzle-orm'
import type { Lang } from '../../domain/lang.ts'
import { referenceLanguages } from '../../domain/reference.ts'

/** `%`, `_` and `\` in search text are literal characters, not patterns. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Case-insensitive "contains" on a text column or expression. */
export const contains = (target: Column | SQL, text: string) => ilike(target, `%${escapeLike(text)}%`)

/**
 * The text a list shows in `lang` for a translatable jsonb column (`{en, nl}`), for search and
 * sort: the text in `lang`, or where that is blank its reference (the first other language that
 * has one, as `reference` in the answers: src/domain/reference.ts); null when every language is
 * blank (sorted last). So a Dutch search finds an item by its English title while the Dutch one
 * is missing, and a Dutch list sorts by the titles it shows.
 * `contains(translatedText(categories.title, lang), q)`, `sort: { title: (lang) => translatedText(...) }`.
 */
export const translatedText = (column: Column | SQL, lang: Lang) =>
  sql<string>`coalesce(${sql.join(
    [lang, ...referenceLanguages(lang)].map((each) => filledText(column, each)),
    sql`, `,
  )})`

/** A translatable column's text in `lang`, null where it is blank (the SQL twin of `isFilled`). */
export const filledText = (column: Column | SQL, lang: Lang) =>
  sql<string | null>`nullif(btrim(${column} ->> ${lang}::text), '')`

/**
 * A translatable column with one language replaced and the others kept, computed by the database
 * so that two editors saving different languages at the same moment both keep their text.
 */
export const mergeTranslation = (column: Column, lang: Lang, text: string) =>
  sql`(coalesce(${column}, '{}'::jsonb) || jsonb_build_object(${lang}::text, ${text}::text))`
