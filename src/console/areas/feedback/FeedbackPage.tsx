import { Trans, useLingui } from '@lingui/react/macro'
import { ImageIcon } from '@radix-ui/react-icons'
import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { PAGE_SIZE } from '../../../domain/constants.ts'
import { formatDateTime } from '../../../domain/dates.ts'
import type { FeedbackDto } from '../../../domain/feedback.ts'
import type { FeedbackPageQuery } from '../../api/feedback.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { createColumns, DataTable, type FilterDef, useTableUrlState } from '../../ui/data-table/index.ts'
import { useDrawerParam } from '../../ui/drawer/useDrawerParam.ts'
import { FeedbackDetail, type FeedbackDetailProps } from './FeedbackDetail.tsx'
import { feedbackListQuery } from './queries.ts'
import { senderLabel } from './sender.ts'
import './feedback.css'

const col = createColumns<FeedbackDto>()

/** Typing in the filter fetches once the typing pauses, not on every key. */
const FILTER_DELAY_MS = 250

function useSettled(query: FeedbackPageQuery): FeedbackPageQuery {
  const [settled, setSettled] = useState(query)
  const key = JSON.stringify(query)
  useEffect(() => {
    const next = JSON.parse(key) as FeedbackPageQuery
    // Paging answers at once; only a changed filter waits.
    const delay = next.q === settled.q ? 0 : FILTER_DELAY_MS
    const timer = setTimeout(() => setSettled(next), delay)
    return () => clearTimeout(timer)
  }, [key, settled.q])
  return settled
}

/**
 * Feedback (SPEC §2): ID, Message, User, Date, newest first, 25 per page, filtered on the
 * message; paged and filtered by the server, since feedback keeps coming in. A row opens the
 * detail drawer (`?edit=12`).
 */
export default function FeedbackPage({ detail }: { detail?: FeedbackDetailProps } = {}) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const { openEdit } = useDrawerParam()

  const filters = useMemo<FilterDef<'q'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Message`, placeholder: t`Filter by message` }],
    [t],
  )
  const url = useTableUrlState(filters, { pageSize: PAGE_SIZE })
  const query = useSettled({ q: url.query.q, page: url.page, pageSize: PAGE_SIZE })
  const list = useQuery({ ...feedbackListQuery(lang, query), placeholderData: keepPreviousData })

  const columns = useMemo(
    () => [
      col.id(),
      col.accessor('message', {
        header: () => <Trans>Message</Trans>,
        cell: ({ row }) => {
          const { message, file } = row.original
          return (
            <span className="feedback-message-with-icon">
              <span className="feedback-message-cell">{message}</span>
              {file ? <ImageIcon role="img" aria-label={t`With screenshot`} /> : null}
            </span>
          )
        },
      }),
      col.accessor((feedback) => senderLabel(feedback.user, i18n), {
        id: 'user',
        header: () => <Trans>User</Trans>,
        cell: ({ row, getValue }) => (
          <span className={row.original.user ? undefined : 'feedback-anonymous'}>{getValue<string>()}</span>
        ),
        meta: { width: '12rem' },
      }),
      col.accessor((feedback) => formatDateTime(feedback.creationDate, lang), {
        id: 'creationDate',
        header: () => <Trans>Date</Trans>,
        meta: { width: '12.5rem', nowrap: true },
      }),
    ],
    [t, i18n, lang],
  )

  const settling = query.q !== url.query.q
  return (
    <Box p="6">
      <Flex direction="column" gap="1" mb="4">
        <Heading as="h1" size="6">
          <Trans>Feedback</Trans>
        </Heading>
        <Text color="gray" size="2">
          <Trans>Feedback sent from the app, newest first. Open a message to see its screenshot.</Trans>
        </Text>
      </Flex>
      <DataTable
        mode="server"
        label={t`Feedback`}
        columns={columns}
        filters={filters}
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching || settling}
        error={list.error}
        onRetry={() => void list.refetch()}
        getRowId={(feedback) => feedback.id}
        onOpen={(feedback) => openEdit(feedback.id)}
        emptyMessage={t`No feedback yet.`}
      />
      <FeedbackDetail {...detail} />
    </Box>
  )
}
