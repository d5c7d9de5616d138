import { useParams } from 'react-router-dom'
import { NotFoundPage } from './NotFoundPage.tsx'
import { RoutePage } from './RoutePage.tsx'
import type { AppRoute } from './routes.ts'

/** A route of the console's router; a path whose parameters name nothing (`/statistics/nonsense`) is not found. */
export function AreaRoute({ route }: { route: AppRoute }) {
  const params = useParams()
  if (route.accepts && !route.accepts(params)) return <NotFoundPage />
  return <RoutePage route={route} />
}
