import { i18n } from '@lingui/core'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { vi } from 'vitest'
import { LanguageProvider } from '../../../../src/console/app/i18n/LanguageProvider.tsx'
import { Toasts } from '../../../../src/console/ui/toasts/Toasts.tsx'
import type { CategoryDto } from '../../../../src/domain/categories.ts'
import type { Lang } from '../../../../src/domain/lang.ts'
import { categoryRows, fakeCategoriesApi } from '../../../../stories/categories/fixtures.ts'

// The macros keep each message's English text, so no catalog is needed for English.
i18n.loadAndActivate({ locale: 'en', messages: {} })

/** The fake API with vitest spies. */
export const fakeApi = (rows: CategoryDto[] = categoryRows()) =>
  fakeCategoriesApi(rows, vi.fn as unknown as Parameters<typeof fakeCategoriesApi>[1])

function LocationProbe({ into }: { into: { search: string } }) {
  into.search = useLocation().search
  return null
}

/**
 * Renders inside the app's providers: a query client pre-filled with the category list in `lang`
 * (nothing goes to the network), the language provider, the Radix theme, a router at `route`, toasts.
 */
export function renderCategories(
  ui: ReactNode,
  {
    route = '/categories',
    lang = 'en',
    rows = categoryRows(lang),
    queryData = [],
  }: { route?: string; lang?: Lang; rows?: CategoryDto[]; queryData?: [QueryKey, unknown][] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  queryClient.setQueryData(['categories', lang], rows)
  for (const [key, data] of queryData) queryClient.setQueryData(key, data)
  const location = { search: '' }
  const user = userEvent.setup()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={lang}>
        <Theme>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe into={location} />
          </MemoryRouter>
          <Toasts />
        </Theme>
      </LanguageProvider>
    </QueryClientProvider>,
  )
  const query = () => Object.fromEntries(new URLSearchParams(location.search))
  return { ...result, user, queryClient, query }
}

/** The text of each cell, per body row of the grid. */
export const cellTexts = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  )

/** The toasts' texts (a modal drawer hides the rest of the page from role queries). */
export const toastTexts = () => document.querySelector('section.toasts')?.textContent ?? ''
