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

/**
 * Loads the catalog and activates it; a choice (not the start-up, which reads the stored one)
 * is remembered for the next visit. Start-up writes nothing, so it never overwrites a choice
 * made in another tab while the catalog was loading.
 */
export async function activateLanguage(lang: Lang, { remember = true }: { remember?: boolean } = {}) {
  const { messages } = await catalogs[lang]()
  i18n.loadAndActivate({ locale: lang, messages })
  document.documentElement.lang = lang
  if (!remember) return
  try {
    localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // Private windows may refuse storage; the choice then lasts for this visit only.
  }
}

export { i18n }
