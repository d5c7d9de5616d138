export const languages = ['en', 'nl'] as const
export type Lang = (typeof languages)[number]
export const defaultLang: Lang = 'en'

export function parseLang(value: unknown): Lang {
  return languages.includes(value as Lang) ? (value as Lang) : defaultLang
}
