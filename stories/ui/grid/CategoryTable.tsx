import { Badge, Box } from '@radix-ui/themes'
import {
  createColumns,
  DataGrid,
  type DataGridProps,
  type FilterDef,
} from '../../../src/console/ui/grid/index.ts'
import type { CategoryRow } from './fixtures.ts'

const col = createColumns<CategoryRow>()

// Plain strings: stories are not in the translation catalogs; an area page writes t`…` here.
export const categoryColumns = [
  col.id(),
  col.accessor('emoji', { header: 'Emoji', meta: { width: '4.5rem' } }),
  col.accessor('title', { header: 'Title' }),
  col.accessor('type', {
    header: 'Type',
    cell: ({ getValue }) =>
      getValue() === 'main' ? (
        <Badge color="grass">Main category</Badge>
      ) : (
        <Badge color="gray">Sub category</Badge>
      ),
    meta: { nowrap: true },
  }),
  col.state({ translated: (row) => row.translated }),
]

export const categoryFilters: FilterDef<'q' | 'type'>[] = [
  { id: 'q', kind: 'text', label: 'Title', placeholder: 'Filter by title' },
  {
    id: 'type',
    kind: 'select',
    label: 'Type',
    allLabel: 'All types',
    options: [
      { value: 'main', label: 'Main category' },
      { value: 'sub', label: 'Sub category' },
    ],
  },
]

export type CategoryTableProps = Omit<
  DataGridProps<CategoryRow, 'q' | 'type'>,
  'columns' | 'filters' | 'label' | 'getRowId'
>

/** A category list as the Categories page shows it; the other props pass through. */
export function CategoryTable(props: CategoryTableProps) {
  return (
    <Box p="5" maxWidth="960px">
      <DataGrid
        {...(props as DataGridProps<CategoryRow, 'q' | 'type'>)}
        label="Categories"
        columns={categoryColumns}
        filters={categoryFilters}
        getRowId={(row) => row.id}
      />
    </Box>
  )
}
