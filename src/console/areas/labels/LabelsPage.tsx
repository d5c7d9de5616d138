import { useLingui } from '@lingui/react/macro'
import { PlusIcon } from '@radix-ui/react-icons'
import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { formatDateTime } from '../../../domain/dates.ts'
import type { LabelDto } from '../../../domain/labels.ts'
import { type LabelsApi, labelsApi } from '../../api/labels.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { createColumns, DataTable, type FilterDef, textMatches } from '../../ui/data-table/index.ts'
import { useDrawerParam } from '../../ui/drawer/useDrawerParam.ts'
import { LabelDrawer } from './LabelDrawer.tsx'
import { labelListQuery } from './queries.ts'

const col = createColumns<LabelDto>()

/** Labels (SPEC §2): ID, Value, Date; a value filter, 25 per page; a row opens its drawer. */
export default function LabelsPage({ api = labelsApi }: { api?: LabelsApi }) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const list = useQuery(labelListQuery(api, lang))
  const { openNew, openEdit } = useDrawerParam()

  const columns = useMemo(
    () => [
      col.id(),
      col.accessor('value', { header: t`Value` }),
      col.accessor('creationDate', {
        header: t`Date`,
        cell: ({ getValue }) => formatDateTime(getValue(), lang),
        meta: { nowrap: true, width: '14rem' },
      }),
    ],
    [t, lang],
  )
  const filters = useMemo<FilterDef<'q'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Value`, placeholder: t`Filter by value` }],
    [t],
  )

  return (
    <Flex direction="column" gap="4" p="6">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6">
          {t`Labels`}
        </Heading>
        <Text color="gray" size="2">
          {t`Labels that group app users`}
        </Text>
      </Flex>
      <DataTable
        label={t`Labels`}
        columns={columns}
        filters={filters}
        rows={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(label) => label.id}
        onOpen={(label) => openEdit(label.id)}
        matches={(label, values) => textMatches(values.q, label.value)}
        emptyMessage={t`No labels yet. Add the first one.`}
        actions={
          <Button onClick={openNew}>
            <PlusIcon /> {t`Add Label`}
          </Button>
        }
      />
      <LabelDrawer api={api} />
    </Flex>
  )
}
