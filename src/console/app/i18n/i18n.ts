import { i18n, type Messages } from '@lingui/core'
import { defaultLang, type Lang, parseLang } from '../../../domain/lang.ts'

const STORAGE_KEY = 'canopy.lang'

type Catalog = () => Promise<{ messages: Messages }>

/**
 * Per language: `public`, the messages of the login and registration pages and what frames them,
 * and `full`, every message of the console (lingui.config.ts). A visit starts with the first;
 * the second comes with the signed-in shell, or when a public form starts validating (its
 * messages are the domain's), and from then on every language change loads the full one.
 */
const catalogs: Record<Lang, { public: Catalog; full: Catalog }> = {
  en: {
    public: () => import('../../../locales/en/public.po'),
    full: () => import('../../../locales/en/messages.po'),
  },
  nl: {
    public: () => import('../../../locales/nl/public.po'),
    full: () => import('../../../locales/nl/messages.po'),
  },
}

let fullWanted = false

export function storedLanguage(): Lang {
  try {
    return parseLang(localStorage.getItem(STORAGE_KEY) ?? defaultLang)
  } catch {
    return defaultLang
  }
}

let latestChoice = 0

/**
 * Loads the catalog and activates it; a choice (not the start-up, which reads the stored one)
 * is remembered for the next visit. Start-up writes nothing, so it never overwrites a choice
 * made in another tab while the catalog was loading.
 *
 * Only the latest call wins: NL then EN pressed quickly ends in English even when the Dutch
 * catalog arrives last. `onActive` runs once the messages are active and before the page's
 * `lang` says so, so whatever the page reads from the language (the palette's commands) has
 * caught up when the document shows it.
 */
export async function activateLanguage(
  lang: Lang,
  { remember = true, onActive }: { remember?: boolean; onActive?: () => void } = {},
) {
  const choice = ++latestChoice
  const { messages } = await (fullWanted ? catalogs[lang].full() : catalogs[lang].public())
  if (choice !== latestChoice) return
  i18n.loadAndActivate({ locale: lang, messages })
  onActive?.()
  document.documentElement.lang = lang
  if (!remember) return
  try {
    localStorage.setItem(STORAGE_KEY, lang)
  } catch {
    // Private windows may refuse storage; the choice then lasts for this visit only.
  }
}

/** Every message of the console in the active language, from now on (see `catalogs`). */
export async function loadFullCatalog() {
  fullWanted = true
  const lang = parseLang(i18n.locale || defaultLang)
  const { messages } = await catalogs[lang].full()
  // The language may have changed while the catalog came; that change loaded the full one itself.
  if (i18n.locale === lang) i18n.loadAndActivate({ locale: lang, messages })
}

export { i18n }
