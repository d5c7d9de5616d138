import { matchPath } from 'react-router-dom'
import { type AppRoute, appRoutes } from './routes.ts'

/** The app route a path belongs to; static paths win over parametric ones. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return (
    appRoutes.find((route) => !route.path.includes(':') && matchPath(route.path, pathname)) ??
    appRoutes.find((route) => matchPath(route.path, pathname))
  )
}
