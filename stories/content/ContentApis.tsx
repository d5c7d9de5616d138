import type { ReactNode } from 'react'
import { categoriesApi } from '../../src/console/api/categories.ts'
import { infographicsApi } from '../../src/console/api/infographics.ts'
import { provide, ResourceProvider } from '../../src/console/api/ResourceProvider.tsx'
import { Toasts } from '../../src/console/ui/toasts/Toasts.tsx'
import { categoryRows, fakeCategoriesApi } from '../categories/fixtures.ts'

/**
 * The content area's stories inside fake APIs: `api` for infographics, and the categories the
 * drawer's checklist reads; the app's toasts beside them.
 */
export function ContentApis({ api, children }: { api: typeof infographicsApi; children: ReactNode }) {
  return (
    <>
      <ResourceProvider
        bindings={[
          provide(infographicsApi, api),
          provide(categoriesApi, fakeCategoriesApi(categoryRows('en'))),
        ]}
      >
        {children}
      </ResourceProvider>
      <Toasts />
    </>
  )
}
