import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { DataTableDto } from '../../../domain/data-tables.ts'
import { formatDateTime } from '../../../domain/dates.ts'
import { dataTables } from '../../api/data-tables.ts'
import { type AlsoPrefetch, usePrefetchRecord } from '../../api/usePrefetch.ts'
import { useResourceList } from '../../api/useResource.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { createColumns, type FilterDef, textMatches } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { Co2Warning } from './Co2Warning.tsx'
import { DataTableDrawer } from './DataTableDrawer.tsx'
import { dataSizeMessage } from './dataSize.ts'
import { dataTableDefaultsQuery, dataTableLegendsQuery } from './queries.ts'

const col = createColumns<DataTableDto>()

/** The drawer's help reads the shipped tables and their legends too (once: they change with a release). */
const alsoHelp: AlsoPrefetch = ({ queryClient, lang, resolve }) => {
  const client = resolve(dataTables.client)
  void queryClient.prefetchQuery(dataTableLegendsQuery(client, lang))
  void queryClient.prefetchQuery(dataTableDefaultsQuery(client, lang))
}

/**
 * Data tables (docs/product.md §2): ID, Name, Data (rows or fields), Date, with the warning that CO2
 * calculations use this data; a name filter, 25 per page; a row opens its drawer.
 */
export default function DataTablesPage() {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const list = useResourceList(dataTables)
  const prefetch = usePrefetchRecord(dataTables, alsoHelp)

  const columns = useMemo(
    () => [
      col.id(),
      col.accessor('name', { header: t`Name`, meta: { sticky: true } }),
      col.accessor('size', {
        header: t`Data`,
        cell: ({ getValue }) => i18n._(dataSizeMessage(getValue())),
        meta: { nowrap: true, width: '8rem' },
      }),
      col.accessor('creationDate', {
        header: t`Date`,
        cell: ({ getValue }) => formatDateTime(getValue(), lang),
        meta: { nowrap: true, width: '14rem' },
      }),
    ],
    [t, i18n, lang],
  )
  const filters = useMemo<FilterDef<'q'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Name`, placeholder: t`Filter by name` }],
    [t],
  )

  return (
    <ListPage
      title={t`Data Tables`}
      notice={<Co2Warning />}
      list={list}
      columns={columns}
      filters={filters}
      matches={(table, values) => textMatches(values.q, table.name)}
      emptyMessage={t`No Data Tables yet. Add the first one.`}
      addLabel={t`Add Data Table`}
      onRowPreview={prefetch}
    >
      <DataTableDrawer />
    </ListPage>
  )
}
