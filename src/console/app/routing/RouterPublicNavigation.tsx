import { type ReactNode, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { PublicNavigationProvider } from './publicNavigation.tsx'

/** The public pages' navigation (publicNavigation.tsx) through the console's router. */
export function RouterPublicNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const { search } = useLocation()
  const value = useMemo(() => ({ search, navigate }), [search, navigate])
  return <PublicNavigationProvider value={value}>{children}</PublicNavigationProvider>
}
