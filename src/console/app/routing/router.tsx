import { createBrowserRouter, Outlet } from 'react-router-dom'
import { RequireSession } from '../session/RequireSession.tsx'
import { SessionLostRedirect } from '../session/SessionLostRedirect.tsx'
import { LazyShell } from '../shell/LazyShell.tsx'
import { AreaRoute } from './AreaRoute.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { RouterPublicNavigation } from './RouterPublicNavigation.tsx'
import { type AppRoute, appRoutes } from './routes.ts'

const pagesOf = (routes: AppRoute[]) =>
  routes.map((route) => ({ path: route.path, element: <AreaRoute key={route.id} route={route} /> }))

/**
 * Public routes render bare, with their navigation (publicNavigation.tsx); every other route sits in
 * the signed-in shell. A visit that starts on a public page renders it without this router (Pages.tsx).
 */
export function createRouter() {
  return createBrowserRouter([
    {
      element: (
        <>
          <SessionLostRedirect />
          <Outlet />
        </>
      ),
      children: [
        {
          element: (
            <RouterPublicNavigation>
              <Outlet />
            </RouterPublicNavigation>
          ),
          children: pagesOf(appRoutes.filter((route) => route.public)),
        },
        {
          element: (
            <RequireSession>
              <LazyShell />
            </RequireSession>
          ),
          children: [
            ...pagesOf(appRoutes.filter((route) => !route.public)),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ])
}
