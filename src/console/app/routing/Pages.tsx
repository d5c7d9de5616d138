import { useMemo, useState } from 'react'
import { navigateBrowser, useBrowserLocation } from './browserLocation.ts'
import { LazyChunk } from './LazyChunk.tsx'
import { loadRouter } from './loadRouter.ts'
import { PublicNavigationProvider } from './publicNavigation.tsx'
import { RoutePage } from './RoutePage.tsx'
import { appRoutes } from './routes.ts'

const publicRouteAt = (pathname: string) => appRoutes.find((route) => route.public && route.path === pathname)

/**
 * Starts loading the chunk the address will show (the login page's, or the router's) while the
 * start-up still waits for its catalog: one round trip fewer before the first page. A failure here
 * is the page's to show, when it asks again.
 */
export function preloadPage(pathname: string) {
  const load = publicRouteAt(pathname)?.load ?? loadRouter
  load().catch(() => {})
}

/**
 * What the address shows. A visit that starts on a public page (log in, register) renders it
 * without the console's router, which is a fifth of the login page's download (issue 11); the
 * first other address (after signing in, say) loads the router, which then keeps every page,
 * the public ones included, for the rest of the visit.
 */
export function Pages() {
  const { pathname, search } = useBrowserLocation()
  const [routed, setRouted] = useState(false)
  const route = routed ? undefined : publicRouteAt(pathname)
  // Once routed, always: the router now owns the history, this component no longer follows it.
  if (!route && !routed) setRouted(true)
  const navigation = useMemo(() => ({ search, navigate: navigateBrowser }), [search])
  if (!route) return <LazyChunk id="router" load={loadRouter} />
  return (
    <PublicNavigationProvider value={navigation}>
      <RoutePage key={route.id} route={route} />
    </PublicNavigationProvider>
  )
}
