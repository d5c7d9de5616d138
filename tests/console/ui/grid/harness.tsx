import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { createColumns, DataGrid, type FilterDef } from '../../../../src/console/ui/grid/index.ts'
import { categoryFilters } from '../../../../stories/ui/grid/CategoryTable.tsx'

i18n.loadAndActivate({ locale: 'en', messages: {} })

export type Category = { id: number; title: string; type: 'main' | 'sub'; translated: boolean }

const words = ['Energy', 'Food', 'Mobility', 'Waste', 'Water', 'Lab']

/** `count` categories: ids 1…count, every third a main category, every sixth titled "Lab …". */
export function makeCategories(count: number): Category[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `${words[index % words.length]} category ${index + 1}`,
    type: index % 3 === 0 ? 'main' : 'sub',
    translated: index % 4 !== 0,
  }))
}

const col = createColumns<Category>()
export const columns = [
  col.id(),
  col.accessor('title', { header: 'Title' }),
  col.accessor('type', {
    header: 'Type',
    cell: (cell) => (cell.getValue() === 'main' ? 'Main category' : 'Sub category'),
  }),
  col.state({ translated: (row) => row.translated }),
]

/** The filters of the grid's stories: a title text and a type select. */
export const filters = categoryFilters

/** The grid over categories as the tests render it: label, columns and ids given, the rest theirs. */
export function CategoriesGrid(props: {
  rows: Category[]
  filters?: FilterDef<'q' | 'type'>[]
  onOpen?: (row: Category) => void
  onRowPreview?: (row: Category) => void
}) {
  return <DataGrid label="Categories" columns={columns} getRowId={(row) => row.id} {...props} />
}

/** Renders inside the app's providers at `route`; `location.search` follows the URL. */
/** Copies the router's query into `into.search` on every render. */
function LocationProbe({ into }: { into: { search: string } }) {
  into.search = useLocation().search
  return null
}

export function renderWithRouter(ui: ReactNode, { route = '/categories' }: { route?: string } = {}) {
  const location = { search: '' }
  const user = userEvent.setup()
  const result = render(
    <I18nProvider i18n={i18n}>
      <Theme>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe into={location} />
        </MemoryRouter>
      </Theme>
    </I18nProvider>,
  )
  /** The URL's query as an object. */
  const query = () => Object.fromEntries(new URLSearchParams(location.search))
  return { ...result, user, location, query }
}

/** The text of the first cell after the id, per body row. */
export const titlesIn = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map(
    (row) => row.querySelectorAll('td')[1]?.textContent,
  )

export const idsIn = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr[aria-rowindex]')].map((row) =>
    Number(row.querySelector('td')?.textContent),
  )
