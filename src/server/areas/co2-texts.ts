import { type Column, or, type SQL, sql } from 'drizzle-orm'
import { type Lang, languages } from '../../domain/lang.ts'
import { textsIn } from '../../domain/reference.ts'
import type { Translated } from '../../domain/translated.ts'
import { filledText, mergeTranslation } from '../crud/index.ts'
import type { Source } from '../db/tables/co2.ts'

// The CO2 records' optional texts (a question's hint and description, a value's description and
// their sources): written in the request language like every translated text, but counted in
// `translated` only once some language has them (the kit's writtenTexts.ts).

/**
 * A translated text as a write stores it: on insert the request language alone, on update that
 * language merged into the stored ones by the database (mergeTranslation: two editors saving
 * different languages at once both keep theirs). The update's SQL goes where the column's value
 * goes, so it is typed as one.
 */
export const translatedWrite = (column: Column, lang: Lang, text: string, update: boolean): Translated =>
  update ? (mergeTranslation(column, lang, text) as unknown as Translated) : { [lang]: text }

/**
 * Sources as stored: each description in `lang`; the other languages kept from the stored source
 * at the same place when it links to the same address (a reordered or new source starts fresh).
 */
export function sourcesIn(
  sent: readonly { description: string; href: string }[],
  lang: Lang,
  stored: readonly Source[] = [],
): Source[] {
  return sent.map(({ description, href }, position) => {
    const before = stored[position]
    const kept = before && before.href === href ? before.description : {}
    return { description: { ...kept, [lang]: description }, href }
  })
}

/** Sources as answered: each description in `lang`, with its reference where it is missing. */
export const sourcesOut = (sources: readonly Source[], lang: Lang) =>
  sources.map((source) => ({ ...textsIn({ description: source.description }, lang), href: source.href }))

/** The SQL twin of `writtenTexts` for a jsonb list of sources: no written description misses `lang`. */
export function sourcesComplete(column: Column, lang: Lang): SQL {
  const description = sql`(source.value -> 'description')`
  const written = or(...languages.map((each) => sql`${filledText(description, each)} is not null`))
  return sql`not exists (select 1 from jsonb_array_elements(${column}) as source where (${written}) and ${filledText(description, lang)} is null)`
}
