/**
 * DataGrid: the console's list table (issue 3). An area page declares columns and filters and
 * hands over rows; filters and page live in the URL (`?q=lab&type=main&page=2`).
 *
 * @example Client mode (the list endpoint returns everything; the table filters and pages)
 * const col = createColumns<Category>()
 * function CategoriesPage() {
 *   const { t } = useLingui()
 *   const list = useQuery(categoriesQuery(lang))
 *   const columns = useMemo(() => [
 *     col.id(),
 *     col.accessor('title', { header: t`Title` }),
 *     col.accessor((c) => (c.parentCategory ? 'sub' : 'main'), { id: 'type', header: t`Type` }),
 *     col.state({ translated: (c) => c.translated }),
 *   ], [t])
 *   const filters = useMemo<FilterDef<'q' | 'type'>[]>(() => [
 *     { id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` },
 *     { id: 'type', kind: 'select', label: t`Type`, allLabel: t`All types`,
 *       options: [{ value: 'main', label: t`Main category` }, { value: 'sub', label: t`Sub category` }] },
 *   ], [t])
 *   return (
 *     <DataGrid label={t`Categories`} columns={columns} filters={filters}
 *       rows={list.data} loading={list.isFetching} error={list.error} onRetry={() => list.refetch()}
 *       getRowId={(c) => c.id} onOpen={(c) => openEditDrawer(c.id)} actions={<AddCategoryButton />}
 *       matches={(c, f) => textMatches(f.q, c.title) && (!f.type || (f.type === 'sub') === !!c.parentCategory)} />
 *   )
 * }
 *
 * @example Server mode (large lists: fetch only the page the URL asks for)
 * const state = useTableUrlState(filters, { pageSize: PAGE_SIZE })
 * const list = useQuery({ queryKey: ['users', lang, state.query], queryFn: () => fetchUsers(state.query),
 *   placeholderData: keepPreviousData })
 * <DataGrid mode="server" rows={list.data?.rows} total={list.data?.total} filters={filters} … />
 */
export { createColumns, type DataColumn, idColumn, stateColumn } from './columns.tsx'
export { DataGrid, type DataGridProps } from './DataGrid.tsx'
export { defaultMatches } from './defaultMatches.ts'
export { deleteColumn } from './deleteColumn.tsx'
export { type DataColumnMeta, type DataTableFeatures, dataTableFeatures } from './features.ts'
export {
  type FilterDef,
  type FilterValues,
  hasActiveFilter,
  type SelectFilterDef,
  type TextFilterDef,
  textMatches,
} from './filters.ts'
export { PanelTable, type PanelTableProps } from './PanelTable.tsx'
export { useStateFilter } from './useStateFilter.ts'
export { useTableMemoryState } from './useTableMemoryState.ts'
export { paramName, parsePage, type TableUrlState, useTableUrlState } from './useTableUrlState.ts'
