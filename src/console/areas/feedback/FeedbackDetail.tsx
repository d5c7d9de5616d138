import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Callout, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { Dialog } from 'radix-ui'
import { formatDateTime } from '../../../domain/dates.ts'
import { type FeedbackDto, feedbackUserName } from '../../../domain/feedback.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import {
  DrawerActions,
  DrawerBody,
  DrawerHeader,
  DrawerLoadFailed,
  DrawerLoading,
} from '../../ui/drawer/DrawerParts.tsx'
import { DrawerShell } from '../../ui/drawer/DrawerShell.tsx'
import { Screenshot } from './Screenshot.tsx'
import { senderLabel } from './sender.ts'
import { useFeedbackDetail } from './useFeedbackDetail.ts'
import './feedback.css'

export type FeedbackDetailProps = {
  /** Where a screenshot loads from; defaults to `/file/{uuid}/original.webp` (stories serve their own). */
  screenshotSrc?: (uuid: string) => string
}

/**
 * The feedback detail view (docs/product.md §2 Feedback): a side drawer with the sender, the date, the whole
 * message, the screenshot (`/file/{uuid}/original.webp`, opened full size in a new tab; a
 * placeholder when there is none or it does not load) and Delete with a confirmation. The open
 * record is in the URL (`?edit=12`), so rows, links and the palette open it. Esc closes.
 * What it does is `useFeedbackDetail`'s; this is its markup.
 */
export function FeedbackDetail(props: FeedbackDetailProps) {
  const { t } = useLingui()
  const { state, isOpen, id, record, error, failure, busy, returnFocusTo, actions } = useFeedbackDetail(
    props.screenshotSrc,
  )
  return (
    <>
      <DrawerShell
        open={isOpen}
        onClose={actions.close}
        returnFocusTo={returnFocusTo}
        className="feedback-detail"
      >
        <DrawerHeader title={<Trans>Feedback</Trans>} recordId={id} />
        {state === 'loading' ? (
          <DrawerLoading />
        ) : state === 'loadFailed' ? (
          <DrawerLoadFailed message={failure?.message} onRetry={actions.retry} />
        ) : record ? (
          <>
            <DrawerBody>
              {error ? (
                <Callout.Root color="red" role="alert" size="1" mb="4">
                  <Callout.Text>{failure?.message ?? t`Failed to delete feedback`}</Callout.Text>
                </Callout.Root>
              ) : null}
              <FeedbackBody record={record} screenshotSrc={props.screenshotSrc} />
            </DrawerBody>
            <DrawerActions>
              <Button type="button" color="red" variant="soft" disabled={busy} onClick={actions.delete}>
                {t`Delete`}
              </Button>
              <Dialog.Close asChild>
                <Button type="button" variant="soft" color="gray" disabled={busy}>
                  {t`Close`}
                </Button>
              </Dialog.Close>
            </DrawerActions>
          </>
        ) : null}
      </DrawerShell>
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t`Delete`}
        description={t`Are you absolutely sure you want to delete this feedback?`}
        busy={busy}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </>
  )
}

/** Sender, date, the whole message and the screenshot. */
function FeedbackBody({
  record,
  screenshotSrc,
}: {
  record: FeedbackDto
  screenshotSrc?: (uuid: string) => string
}) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const { user } = record
  const named = user ? feedbackUserName(user) : null
  return (
    <Flex direction="column" gap="5">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label minWidth="88px">{t`User`}</DataList.Label>
          <DataList.Value>
            <Flex direction="column">
              <Text weight={user ? 'medium' : undefined} color={user ? undefined : 'gray'}>
                {senderLabel(user, i18n)}
              </Text>
              {user?.email && named !== user.email ? (
                <Text size="1" color="gray">
                  {user.email}
                </Text>
              ) : null}
              {user ? null : (
                <Text size="1" color="gray">
                  {t`Sent without an account`}
                </Text>
              )}
            </Flex>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="88px">{t`Date`}</DataList.Label>
          <DataList.Value>
            <time dateTime={record.creationDate}>{formatDateTime(record.creationDate, lang)}</time>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <section aria-labelledby={`feedback-message-${record.id}`}>
        <Heading as="h3" size="2" mb="2" id={`feedback-message-${record.id}`}>
          {t`Message`}
        </Heading>
        <Text as="p" size="3" className="feedback-message-full">
          {record.message}
        </Text>
      </section>
      <section aria-labelledby={`feedback-screenshot-${record.id}`}>
        <Heading as="h3" size="2" mb="2" id={`feedback-screenshot-${record.id}`}>
          {t`Screenshot`}
        </Heading>
        <Screenshot key={record.file?.uuid ?? 'none'} uuid={record.file?.uuid ?? null} src={screenshotSrc} />
      </section>
    </Flex>
  )
}
