import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { PRODUCT_NAME } from '../../../domain/constants.ts'
import { LazyChunk } from './LazyChunk.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import type { AppRoute } from './routes.ts'

/**
 * Renders a route's lazily loaded area and sets the page title ("Canopy CMS - <route title>");
 * a path whose parameters name nothing (`/statistics/nonsense`) is not found.
 */
export function AreaRoute({ route }: { route: AppRoute }) {
  const params = useParams()
  if (route.accepts && !route.accepts(params)) return <NotFoundPage />
  return <LoadedArea route={route} />
}

function LoadedArea({ route }: { route: AppRoute }) {
  const { i18n } = useLingui()
  // The string, not the i18n object, is the dependency: the object stays the same across languages.
  const title = i18n._(route.title)
  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${title}`
  }, [title])
  return <LazyChunk id={route.id} load={route.load} />
}
