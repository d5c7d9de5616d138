import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext, useEffect } from 'react'

/**
 * What the public pages (log in, register) need of a router: the query string and a way to go
 * elsewhere. Two providers give it: before anyone signs in, the light one in `Pages.tsx`, so the
 * login page downloads no router (issue 11, ≤ 150 kB); once the console's router runs, the one of
 * `RouterPublicNavigation.tsx`, so the same pages work inside it (a lost session lands on /login).
 */
export type PublicNavigation = {
  search: string
  navigate: (to: string, options?: { replace?: boolean }) => void
}

const Context = createContext<PublicNavigation | null>(null)

export const PublicNavigationProvider = Context.Provider

export function usePublicNavigation(): PublicNavigation {
  const navigation = useContext(Context)
  if (!navigation) throw new Error('usePublicNavigation: render the page inside a PublicNavigationProvider')
  return navigation
}

/** A same-site link that navigates in place; a modified or middle click opens as the browser would. */
export function PublicLink({
  to,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = usePublicNavigation()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return <a {...props} href={to} onClick={follow} />
}

/** Replaces the current address with `to` once rendered (react-router's `<Navigate replace>`). */
export function PublicRedirect({ to }: { to: string }) {
  const { navigate } = usePublicNavigation()
  useEffect(() => navigate(to, { replace: true }), [navigate, to])
  return null
}
