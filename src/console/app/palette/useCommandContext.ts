import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useResolveClient } from '../../api/ResourceProvider.tsx'
import { useLanguage } from '../i18n/LanguageProvider.tsx'
import { useLogout } from '../session/session.ts'
import type { CommandContext } from './registry.ts'

export function useCommandContext(): CommandContext {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const { lang, setLang } = useLanguage()
  const logout = useLogout(() => navigate('/login'))
  const client = useResolveClient()
  return useMemo(
    () => ({
      i18n,
      lang,
      pathname,
      search,
      navigate: (to: string) => navigate(to),
      setLang: (next) => void setLang(next),
      logout: () => logout.mutate(),
      client,
    }),
    [i18n, lang, pathname, search, navigate, setLang, logout, client],
  )
}
