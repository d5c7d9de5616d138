import type { Decorator } from '@storybook/react-vite'
import { type ReactNode, useLayoutEffect, useState } from 'react'
import { configureApi } from '../../src/console/api/client.ts'
import { i18n } from '../../src/console/app/i18n/i18n.ts'
import { LanguageProvider } from '../../src/console/app/i18n/LanguageProvider.tsx'
import { type Lang, parseLang } from '../../src/domain/lang.ts'
import { messages as en } from '../../src/locales/en/messages.po'
import { messages as nl } from '../../src/locales/nl/messages.po'

// Both catalogs load up front, so a story never waits for one.
i18n.load({ en, nl })
i18n.activate('en')

/**
 * Activates the toolbar's locale on the app's i18n instance and provides the app's
 * LanguageProvider (the EN/NL switch). The tree below unmounts before the locale changes,
 * so no mounted I18nProvider is updated mid-render.
 */
function LocaleScope({ locale, children }: { locale: Lang; children: ReactNode }) {
  const [active, setActive] = useState(i18n.locale)
  useLayoutEffect(() => {
    if (i18n.locale !== locale) i18n.activate(locale)
    configureApi({ lang: locale })
    document.documentElement.lang = locale
    setActive(locale)
  }, [locale])
  if (active !== locale) return null
  return (
    <LanguageProvider key={locale} initial={locale}>
      {children}
    </LanguageProvider>
  )
}

export const withI18n: Decorator = (Story, { globals }) => (
  <LocaleScope locale={parseLang(globals.locale)}>
    <Story />
  </LocaleScope>
)
