import { Trans, useLingui } from '@lingui/react/macro'
import { ImageIcon } from '@radix-ui/react-icons'
import { useMemo } from 'react'
import { formatDateTime } from '../../../domain/dates.ts'
import type { FeedbackDto } from '../../../domain/feedback.ts'
import { feedback } from '../../api/feedback.ts'
import { usePrefetchRecord } from '../../api/usePrefetch.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { createColumns, type FilterDef } from '../../ui/grid/index.ts'
import { ListPage } from '../../ui/list-page/ListPage.tsx'
import { useServerList } from '../../ui/list-page/useServerList.ts'
import { FeedbackDetail } from './FeedbackDetail.tsx'
import { senderLabel } from './sender.ts'
import './feedback.css'

const col = createColumns<FeedbackDto>()

/**
 * Feedback (docs/product.md §2): ID, Message, User, Date, newest first, 25 per page, filtered on the
 * message; paged and filtered by the server, since feedback keeps coming in. A row opens the
 * detail drawer (`?edit=12`). `screenshotSrc` is where screenshots load from (stories serve their
 * own; default `/file/{uuid}/original.webp`).
 */
export default function FeedbackPage({ screenshotSrc }: { screenshotSrc?: (uuid: string) => string } = {}) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()

  const filters = useMemo<FilterDef<'q'>[]>(
    () => [{ id: 'q', kind: 'text', label: t`Message`, placeholder: t`Filter by message` }],
    [t],
  )
  const { page, settling } = useServerList(feedback, filters)
  const prefetch = usePrefetchRecord(feedback)

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
        // A message cut to three words says nothing: below this the table scrolls sideways instead.
        meta: { minWidth: '20rem' },
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

  return (
    <ListPage
      mode="server"
      title={t`Feedback`}
      description={t`Feedback sent from the app, newest first. Open a message to see its screenshot.`}
      list={page}
      settling={settling}
      columns={columns}
      filters={filters}
      emptyMessage={t`No feedback yet.`}
      onRowPreview={prefetch}
    >
      <FeedbackDetail screenshotSrc={screenshotSrc} />
    </ListPage>
  )
}
