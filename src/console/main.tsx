// Radix Themes' rules for the public pages; the shell's chunk brings the rest (scripts/radix-css.ts).
import 'virtual:radix-themes/public.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureApi } from './api/client.ts'
import { App } from './app/App.tsx'
import { activateLanguage, storedLanguage } from './app/i18n/i18n.ts'
import { preloadPage } from './app/routing/Pages.tsx'
import { connectServerStatus } from './app/session/serverUnavailable.ts'

preloadPage(window.location.pathname)
const lang = storedLanguage()
await activateLanguage(lang, { remember: false })
configureApi({ lang })
connectServerStatus()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App initialLang={lang} />
  </StrictMode>,
)
