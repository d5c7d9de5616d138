import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon, PlusIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Heading } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { DataTableDto } from '../../../domain/data-tables.ts'
import { formatDateTime } from '../../../domain/dates.ts'
import { type DataTablesApi, dataTablesApi } from '../../api/data-tables.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { createColumns, DataTable, type FilterDef, textMatches } from '../../ui/data-table/index.ts'
import { useDrawerParam } from '../../ui/drawer/useDrawerParam.ts'
import { DataTableDrawer } from './DataTableDrawer.tsx'
import { dataSizeMessage } from './dataSize.ts'
import { dataTableListQuery } from './queries.ts'

const col = createColumns<DataTableDto>()

/**
 * Data tables (SPEC §2): ID, Name, Data (rows or fields), Date, with the warning that CO2
 * calculations use this data; a name filter, 25 per page; a row opens its drawer.
 */
export default function DataTablesPage({ api = dataTablesApi }: { api?: DataTablesApi }) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const list = useQuery(dataTableListQuery(api, lang))
  const { openNew, openEdit } = useDrawerParam()

  const columns = useMemo(
    () => [
      col.id(),
      col.accessor('name', { header: t`Name` }),
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
    <Flex direction="column" gap="4" p="6">
      <Heading as="h1" size="6">
        {t`Data Tables`}
      </Heading>
      <Callout.Root color="amber" role="note" highContrast>
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          {t`The data in these tables is used in CO2 calculations. A change affects every user's results.`}
        </Callout.Text>
      </Callout.Root>
      <DataTable
        label={t`Data Tables`}
        columns={columns}
        filters={filters}
        rows={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(table) => table.id}
        onOpen={(table) => openEdit(table.id)}
        matches={(table, values) => textMatches(values.q, table.name)}
        emptyMessage={t`No data tables yet. Add the first one.`}
        actions={
          <Button onClick={openNew}>
            <PlusIcon /> {t`Add Data Table`}
          </Button>
        }
      />
      <DataTableDrawer api={api} />
    </Flex>
  )
}
