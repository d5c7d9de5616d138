import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { PAGE_SIZE } from '../../../../domain/constants.ts'
import type { DeletionRequestDto } from '../../../../domain/users.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { deletionRequestsQuery, userFullQuery, usersApi } from '../../../api/users.ts'
import { useLanguage } from '../../../app/i18n/LanguageProvider.tsx'
import { useDrawerUrl } from '../../../ui/drawer/useDrawerParam.ts'
import { createColumns, DataGrid, type FilterDef, useTableUrlState } from '../../../ui/grid/index.ts'
import { savesData } from '../../../ui/preload/whenIdle.ts'
import { requestParam } from './requestParam.ts'
import { requestTypeLabels } from './requestTypeLabels.ts'

/**
 * This table's URL prefix (`?requests.page=2`), which keeps its page apart from the users list
 * above it, and its name for focus returning from the Handle the request drawer.
 */
export const REQUESTS_LIST = 'requests'

const NO_FILTERS: readonly FilterDef<never>[] = []
const col = createColumns<DeletionRequestDto>()

/** The e-mail, else (a device user has none) the name, greyed. */
function RequestEmail({ request }: { request: DeletionRequestDto }) {
  if (request.email) return request.email
  const name = `${request.firstName} ${request.lastName}`.trim()
  return <Text color="gray">{name || <Trans>No e-mail</Trans>}</Text>
}

/**
 * The users who asked for their account or their data to be deleted (docs/product.md §2: "a separate table
 * … ID, Email, Type shown as Delete account or Delete data"), paged on the server. A row (click,
 * or Enter on the active row) opens the Handle the request drawer (`?request=12`).
 */
export function DeletionRequests() {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const client = useClient(usersApi)
  const headingId = useId()
  const { page } = useTableUrlState(NO_FILTERS, { prefix: REQUESTS_LIST, pageSize: PAGE_SIZE })
  const list = useQuery({
    ...deletionRequestsQuery(client, lang, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  })
  const { set: openRequest } = useDrawerUrl(requestParam)
  const queryClient = useQueryClient()
  // The request about to be opened: its drawer reads what the removal takes away (the full record).
  const prefetch = (request: DeletionRequestDto) => {
    if (!savesData()) void queryClient.prefetchQuery(userFullQuery(client, lang, request.id))
  }

  const columns = useMemo(
    () => [
      col.id(),
      col.accessor((request) => request.email ?? '', {
        id: 'email',
        header: () => <Trans>Email</Trans>,
        cell: ({ row }) => <RequestEmail request={row.original} />,
        meta: { sticky: true },
      }),
      col.accessor('type', {
        header: () => <Trans>Type</Trans>,
        cell: ({ getValue }) => {
          const type = getValue()
          return (
            <Badge color={type === 'account' ? 'red' : 'orange'} variant="soft">
              {i18n._(requestTypeLabels[type])}
            </Badge>
          )
        },
        meta: { nowrap: true, width: '10rem' },
      }),
    ],
    [i18n],
  )

  return (
    <Flex asChild direction="column" gap="3" mt="5">
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4" id={headingId}>
            {t`Deletion requests`}
          </Heading>
          <Text color="gray" size="2">
            {t`Users who asked for their account or their data to be deleted. Open one to handle it.`}
          </Text>
        </Flex>
        <DataGrid<DeletionRequestDto>
          mode="server"
          label={t`Deletion requests`}
          urlPrefix={REQUESTS_LIST}
          columns={columns}
          rows={list.data?.rows}
          total={list.data?.total}
          loading={list.isFetching}
          error={list.error}
          onRetry={() => void list.refetch()}
          getRowId={(request) => request.id}
          onOpen={(request) => openRequest(request.id)}
          onRowPreview={prefetch}
          emptyMessage={t`No open deletion requests.`}
        />
      </section>
    </Flex>
  )
}
