import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { categories, categoriesApi } from '../../../../src/console/api/categories.ts'
import { provide } from '../../../../src/console/api/ResourceProvider.tsx'
import { Toasts } from '../../../../src/console/ui/toasts/Toasts.tsx'
import type { CategoryDto } from '../../../../src/domain/categories.ts'
import type { Lang } from '../../../../src/domain/lang.ts'
import { categoryRows, fakeCategoriesApi } from '../../../../stories/categories/fixtures.ts'
import { renderArea } from '../data-tables/harness.tsx'

export { cellTexts } from '../data-tables/harness.tsx'

/** The fake API: every call a spy the tests check. */
export const fakeApi = (rows: CategoryDto[] = categoryRows()) => fakeCategoriesApi(rows)

function LocationProbe({ into }: { into: { search: string } }) {
  into.search = useLocation().search
  return null
}

/**
 * Renders inside the app's providers (renderArea): `api` bound in place of the categories client,
 * the category list in `lang` in the query cache (nothing goes to the network), a router at
 * `route`, the toasts; `query()` reads the URL's search parameters.
 */
export function renderCategories(
  ui: ReactNode,
  {
    route = '/categories',
    lang = 'en',
    rows = categoryRows(lang),
    api = fakeApi(rows),
    queryData = [],
  }: {
    route?: string
    lang?: Lang
    rows?: CategoryDto[]
    api?: ReturnType<typeof fakeApi>
    queryData?: [QueryKey, unknown][]
  } = {},
) {
  const location = { search: '' }
  const view = renderArea(
    <>
      {ui}
      <LocationProbe into={location} />
      <Toasts />
    </>,
    {
      route,
      lang,
      queryData: [[categories.keys.list(lang, {}), rows], ...queryData],
      bindings: [provide(categoriesApi, api)],
    },
  )
  const query = () => Object.fromEntries(new URLSearchParams(location.search))
  return { ...view, api, query }
}

/** The toasts' texts (a modal drawer hides the rest of the page from role queries). */
export { toastTexts } from '../../support/toastLog.ts'
