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

export type DbErrorInfo = { code: string; constraint?: string }

/** SQLSTATE and constraint of a PostgreSQL/PGlite error, also when Drizzle wraps it (`cause`). */
export function dbErrorInfo(error: unknown): DbErrorInfo | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown }
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) }
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}
