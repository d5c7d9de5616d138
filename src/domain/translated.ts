import { z } from 'zod'
import { type Lang, languages } from './lang.ts'
import { isFilled } from './reference.ts'
import { maxText } from './text-length.ts'
import { genericMessages, TEXT_MAX } from './validation.ts'

/** A translatable value is stored once per language; a language may be missing. */
export type Translated = Partial<Record<Lang, string>>

/** Per-language text; each language as long as the longest text kind (markdown). */
export const translatedSchema = z.object({
  en: z
    .string()
    .check(...maxText(TEXT_MAX.markdown, genericMessages.tooLong))
    .optional(),
  nl: z
    .string()
    .check(...maxText(TEXT_MAX.markdown, genericMessages.tooLong))
    .optional(),
})

export function pickLang(value: Translated | null | undefined, lang: Lang): string {
  return value?.[lang] ?? ''
}

/** Writes only the given language and keeps the others. */
export function withLang(value: Translated | null | undefined, lang: Lang, text: string): Translated {
  return { ...(value ?? {}), [lang]: text }
}

/**
 * A record counts as translated in a language only when every translatable value it owns
 * (including those of owned children such as answers or steps) is filled in that language.
 */
export function isTranslationComplete(values: Iterable<Translated | null | undefined>, lang: Lang): boolean {
  for (const value of values) {
    if (!isFilled(value, lang)) return false
  }
  return true
}

export function missingLanguages(values: (Translated | null | undefined)[]): Lang[] {
  return languages.filter((lang) => !isTranslationComplete(values, lang))
}
