import type { Column } from 'drizzle-orm'
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
