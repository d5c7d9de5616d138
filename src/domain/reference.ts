import { type Lang, languages } from './lang.ts'
// Types only: the palette's commands read `shownText`, and must not bring zod into the shell.
import type { Translated } from './translated.ts'

// A translator's reference (docs/choices.md "Translation references"): where a text is missing in the
// language asked for, the API also answers it in another language, so a list, a picker or a drawer
// can show what is there and say which language it is in. `translated` and the State filter do not
// change: a text shown from another language is still missing.

/**
 * The texts of a record (or of an embedded record, such as an infographic's category) missing in
 * the request language, in the language `lang` that has them, by the DTO's field names.
 */
export type Reference = { lang: Lang; values: Partial<Record<string, string>> }

/**
 * Whether a translatable value has text in `lang` (blank counts as missing): the one rule the
 * `translated` flag and the reference share.
 */
export const isFilled = (value: Translated | null | undefined, lang: Lang) => Boolean(value?.[lang]?.trim())

/**
 * Where a reference is looked for when `lang` is missing: the other languages, in the order of
 * `languages` (English first). With English and Dutch: Dutch gets English, English gets Dutch.
 */
export const referenceLanguages = (lang: Lang): Lang[] => languages.filter((other) => other !== lang)

/**
 * The reference of a record's texts in `lang` (field name → stored per-language value): for each
 * text blank in `lang`, its text in the first other language that has any of the missing ones.
 * Undefined when nothing is missing, or when no other language has a missing text either.
 */
export function referenceOf(
  values: Readonly<Record<string, Translated | null | undefined>>,
  lang: Lang,
): Reference | undefined {
  const missing = Object.entries(values).filter(([, value]) => !isFilled(value, lang))
  if (!missing.length) return undefined
  for (const other of referenceLanguages(lang)) {
    const found = missing.filter(([, value]) => isFilled(value, other))
    if (found.length) {
      return { lang: other, values: Object.fromEntries(found.map(([key, value]) => [key, value![other]!])) }
    }
  }
  return undefined
}

/**
 * Texts of an embedded record in `lang` with its reference: `{ title: 'Voeding' }`, or
 * `{ title: '', reference: { lang: 'en', values: { title: 'Food' } } }` when the Dutch is missing.
 */
export function textsIn<K extends string>(
  values: Readonly<Record<K, Translated | null | undefined>>,
  lang: Lang,
): Record<K, string> & { reference?: Reference } {
  const texts = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, (value as Translated | null)?.[lang] ?? '']),
  ) as Record<K, string>
  const reference = referenceOf(values, lang)
  return reference ? { ...texts, reference } : texts
}

/**
 * What a reader of `lang` is shown for one text of a DTO: its own text, else its reference with
 * the language it is in (`lang` set only then), else nothing (`text` empty).
 */
export type ShownText = { text: string; lang?: Lang }

export function shownText(record: object, field: string): ShownText {
  const own = (record as Record<string, unknown>)[field]
  if (typeof own === 'string' && own.trim()) return { text: own }
  const { reference } = record as { reference?: Reference }
  const text = reference?.values[field]
  if (text?.trim()) return { text, lang: reference!.lang }
  return { text: typeof own === 'string' ? own : '' }
}
