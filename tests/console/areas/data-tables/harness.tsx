import { i18n } from '@lingui/core'
import { Theme } from '@radix-ui/themes'
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { type Binding, ResourceProvider } from '../../../../src/console/api/ResourceProvider.tsx'
import { LanguageProvider } from '../../../../src/console/app/i18n/LanguageProvider.tsx'
import type { Lang } from '../../../../src/domain/lang.ts'
import { DataMemoryRouter } from '../../../../stories/support/DataMemoryRouter.tsx'

// The macros keep each message's English text, so no catalog is needed for English.
i18n.loadAndActivate({ locale: 'en', messages: {} })

/**
 * Renders an area page inside the app's providers: a query client pre-filled with `queryData`
 * (nothing goes to the network), the fakes `bindings` puts in place of API clients, the language provider at `lang`, the Radix theme and a router at
 * `route`.
 */
export function renderArea(
  ui: ReactNode,
  {
    route = '/',
    lang = 'en',
    queryData = [],
    bindings = [],
  }: { route?: string; lang?: Lang; queryData?: [QueryKey, unknown][]; bindings?: Binding[] },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  })
  for (const [key, data] of queryData) queryClient.setQueryData(key, data)
  const user = userEvent.setup()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ResourceProvider bindings={bindings}>
        <LanguageProvider initial={lang}>
          <Theme>
            <DataMemoryRouter route={route}>{ui}</DataMemoryRouter>
          </Theme>
        </LanguageProvider>
      </ResourceProvider>
    </QueryClientProvider>,
  )
  return { ...result, user, queryClient }
}

/** The text of each cell, per body row of a DataGrid grid. */
export const cellTexts = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  )
