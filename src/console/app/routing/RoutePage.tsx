import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { PRODUCT_NAME } from '../../../domain/constants.ts'
import { LazyChunk } from './LazyChunk.tsx'
import type { AppRoute } from './routes.ts'

/** A route's lazily loaded page, with the page title "Canopy CMS - <route title>". */
export function RoutePage({ route }: { route: AppRoute }) {
  const { i18n } = useLingui()
  // The string, not the i18n object, is the dependency: the object stays the same across languages.
  const title = i18n._(route.title)
  useEffect(() => {
    document.title = `${PRODUCT_NAME} - ${title}`
  }, [title])
  return <LazyChunk id={route.id} load={route.load} />
}
