import { type Column, sql } from 'drizzle-orm'
import type { Lang } from '../../domain/lang.ts'
import type { ListQuery } from '../../domain/list.ts'
import type { ListOptions, SortColumn } from './resource.ts'
import { contains, translatedText } from './sql.ts'

/**
 * The list options of a record with a translated title (`{en, nl}` jsonb): `?q=` searches the
 * title a reader of the request language sees, and `?sort=title` sorts by it (`translatedText`:
 * the title in that language, or where it is missing its reference; no title at all sorts last).
 * `?sort=id` too, and the record's `otherSorts`.
 * `list: { query, ...byTranslatedTitle(infographics), defaultSort: 'id' }`
 */
export function byTranslatedTitle(
  table: { id: Column; title: Column },
  otherSorts: Record<string, SortColumn> = {},
): Required<Pick<ListOptions<ListQuery>, 'search' | 'sort'>> {
  return {
    search: (q, { lang }) => contains(translatedText(table.title, lang), q),
    sort: { id: table.id, ...otherSorts, title: (lang: Lang) => translatedText(table.title, lang) },
  }
}

/**
 * As `byTranslatedTitle`, for a record whose shown title the database keeps per language in
 * columns of its own with a trigram index (stories: `title_en`, `title_nl`, generated from the
 * title the same way as `translatedText`): `?q=` and `?sort=title` read those, so a search is an
 * index scan, not an expression over every row.
 */
export function byStoredTitle(
  table: { id: Column },
  titles: Record<Lang, Column>,
  otherSorts: Record<string, SortColumn> = {},
): Required<Pick<ListOptions<ListQuery>, 'search' | 'sort'>> {
  return {
    search: (q, { lang }) => contains(titles[lang], q),
    sort: { id: table.id, ...otherSorts, title: (lang: Lang) => sql`${titles[lang]}` },
  }
}
