import { I18nProvider } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Lang } from '../../../domain/lang.ts'
import { configureApi } from '../../api/client.ts'
import { activateLanguage, i18n } from './i18n.ts'

type LanguageContextValue = { lang: Lang; setLang: (lang: Lang) => Promise<void> }

const LanguageContext = createContext<LanguageContextValue | null>(null)

/**
 * Interface language and editing language are the same switch (docs/product.md §2, EN/NL): changing it
 * swaps the catalog, the `lang` header, and refetches every query (their keys carry the language).
 */
export function LanguageProvider({ initial, children }: { initial: Lang; children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initial)
  const queryClient = useQueryClient()
  const setLang = useCallback(
    async (next: Lang) => {
      await activateLanguage(next, {
        onActive: () => {
          configureApi({ lang: next })
          // Committed now, not at React's next turn: a shortcut pressed as soon as the page reads
          // Dutch must find the commands of Dutch (Alt+Shift+E, "Switch to English", available).
          flushSync(() => setLangState(next))
        },
      })
      await queryClient.invalidateQueries()
    },
    [queryClient],
  )
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang])
  return (
    <LanguageContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext.Provider>
  )
}

export function useLanguage() {
  const value = useContext(LanguageContext)
  if (!value) throw new Error('useLanguage needs a LanguageProvider')
  return value
}
