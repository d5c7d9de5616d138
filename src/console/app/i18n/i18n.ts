import { i18n } from '@lingui/core'
import { defaultLang, type Lang, parseLang } from '../../../domain/lang.ts'

const STORAGE_KEY = 'canopy.lang'

const catalogs: Record<Lang, () => Promise<{ messages: import('@lingui/core').Messages }>> = {
  en: () => import('../../../locales/en/messages.po'),
  nl: () => import('../../../locales/nl/messages.po'),
}

export function storedLanguage(): Lang {
  try {
    return parseLang(localStorage.getItem(STORAGE_KEY) ?? defaultLang)
  } catch {
    return defaultLang
  }
}

/** Loads the catalog, activates it and remembers the choice for the next visit. */
export async function activateLanguage(lang: Lang) {
  const { messages } = await catalogs[lang]()
  i18n.loadAndActivate({ locale: lang, messages })
  document.documentElement.lang = lang
  try {
    localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // Private windows may refuse storage; the choice then lasts for this visit only.
  }
}

export { i18n }
