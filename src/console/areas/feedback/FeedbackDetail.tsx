import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ImageIcon } from '@radix-ui/react-icons'
import { Button, Callout, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { Dialog } from 'radix-ui'
import { useId, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { feedbackDetailMachine } from '../../../../machines/feedbackDetail.machine.ts'
import { formatDateTime } from '../../../domain/dates.ts'
import { type FeedbackDto, feedbackUserName, screenshotUrl } from '../../../domain/feedback.ts'
import { apiError } from '../../api/client.ts'
import { feedback } from '../../api/feedback.ts'
import { detailQuery, resourceChanged } from '../../api/resourceQueries.ts'
import { useResourceClient } from '../../api/useResource.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import {
  DrawerActions,
  DrawerBody,
  DrawerHeader,
  DrawerLoadFailed,
  DrawerLoading,
} from '../../ui/drawer/DrawerParts.tsx'
import { DrawerShell } from '../../ui/drawer/DrawerShell.tsx'
import { storedRecordParam } from '../../ui/drawer/drawerParams.ts'
import { useUrlDrawer } from '../../ui/drawer/useUrlDrawer.ts'
import { toast } from '../../ui/toasts/toastStore.ts'
import { senderLabel } from './sender.ts'
import './feedback.css'

export type FeedbackDetailProps = {
  /** Where a screenshot loads from; defaults to `/file/{uuid}/original.webp` (stories serve their own). */
  screenshotSrc?: (uuid: string) => string
}

/**
 * The feedback detail view (SPEC §2 Feedback): a side drawer with the sender, the date, the whole
 * message, the screenshot (`/file/{uuid}/original.webp`, opened full size in a new tab; a
 * placeholder when there is none or it does not load) and Delete with a confirmation. The open
 * record is in the URL (`?edit=12`), so rows, links and the palette open it. Esc closes.
 * The record is read through the feedback resource's cache and client (a story or test binds a
 * fake client with ResourceProvider).
 */
export function FeedbackDetail(props: FeedbackDetailProps) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  const client = useResourceClient(feedback)
  const latest = useRef({ props, lang, client })
  latest.current = { props, lang, client }

  const machine = useMemo(
    () =>
      feedbackDetailMachine.provide({
        actors: {
          load: fromPromise(async ({ input }: { input: { id: number } }) => {
            const { client, lang } = latest.current
            return queryClient.fetchQuery(detailQuery(feedback, client, lang, input.id))
          }),
          remove: fromPromise(
            async ({ input }: { input: { id: number } }): Promise<unknown> =>
              latest.current.client.remove(input.id),
          ),
        },
        actions: {
          notifyDeleted: (_, id) => {
            toast.success(i18n._(msg`Deleted feedback`))
            // Its lists and the palette's results may still name it.
            void resourceChanged(queryClient, feedback, { deleted: id })
          },
          notifyDeleteFailed: (_, error) =>
            toast.error(i18n._(msg`Failed to delete feedback`), apiError(error)?.message),
        },
      }),
    [queryClient, i18n],
  )
  const [snapshot, send] = useMachine(machine)
  const { id, record, error } = snapshot.context
  const state = snapshot.value as string
  const isOpen = state !== 'closed'
  // The row focus returns to on closing (the machine forgets the id then).
  const shown = useRef<number | null>(null)
  if (isOpen) shown.current = id

  // A row, a link, the palette or the back button opens or closes the drawer (`?edit=12`; `?new`
  // means nothing here: feedback is created by the app, not in the CMS).
  useUrlDrawer(storedRecordParam, {
    openKey: isOpen ? id : null,
    open: (key) => send({ type: 'detail.open', id: key }),
    close: () => send({ type: 'detail.close' }),
  })

  const showing = state === 'showing'
  const fileUuid = record?.file?.uuid ?? null
  const recordCommands = useMemo((): Command[] | null => {
    if (!isOpen) return null
    const commands: Command[] = []
    if (showing) {
      commands.push({
        id: 'feedback.record.delete',
        group: 'record',
        label: msg`Delete this feedback`,
        run: () => send({ type: 'detail.delete' }),
      })
      if (fileUuid) {
        commands.push({
          id: 'feedback.record.screenshot',
          group: 'record',
          label: msg`Open the screenshot full size`,
          run: () =>
            window.open(
              (latest.current.props.screenshotSrc ?? screenshotUrl)(fileUuid),
              '_blank',
              'noopener',
            ),
        })
      }
    }
    commands.push({
      id: 'feedback.record.close',
      group: 'record',
      label: msg`Close this feedback`,
      shortcut: ['Escape'],
      run: () => send({ type: 'detail.close' }),
    })
    return commands
  }, [isOpen, showing, fileUuid, send])
  useRecordCommands(recordCommands)

  const busy = state === 'deleting'
  const failure = apiError(error)

  return (
    <>
      <DrawerShell
        open={isOpen}
        onClose={() => send({ type: 'detail.close' })}
        returnFocusTo={() => shown.current}
        className="feedback-detail"
      >
        <DrawerHeader title={<Trans>Feedback</Trans>} recordId={id} />
        {state === 'loading' ? (
          <DrawerLoading />
        ) : state === 'loadFailed' ? (
          <DrawerLoadFailed message={failure?.message} onRetry={() => send({ type: 'detail.retry' })} />
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
              <Button
                type="button"
                color="red"
                variant="soft"
                disabled={busy}
                onClick={() => send({ type: 'detail.delete' })}
              >
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
        onConfirm={() => send({ type: 'detail.confirmDelete' })}
        onCancel={() => send({ type: 'detail.cancelDelete' })}
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

/**
 * The screenshot at a constrained size; a click (or Enter on the focused link) opens it full size
 * in a new tab. Without a file, or when the file does not load, a placeholder says so.
 */
export function Screenshot({
  uuid,
  src: srcOf = screenshotUrl,
}: {
  uuid: string | null
  src?: (uuid: string) => string
}) {
  const { t } = useLingui()
  const [failed, setFailed] = useState(false)
  const hintId = useId()
  if (!uuid || failed) {
    return (
      <Flex
        className="feedback-screenshot-placeholder"
        direction="column"
        align="center"
        justify="center"
        gap="2"
        data-testid="no-screenshot"
      >
        <ImageIcon width="24" height="24" aria-hidden />
        <Text size="2" weight="medium">
          {t`No screenshot`}
        </Text>
        {failed ? (
          <Text size="1" color="gray" align="center">
            {t`The screenshot file could not be loaded.`}
          </Text>
        ) : null}
      </Flex>
    )
  }
  const src = srcOf(uuid)
  return (
    <Flex direction="column" gap="2" align="start">
      <a
        href={src}
        target="_blank"
        rel="noopener noreferrer"
        className="feedback-screenshot-link"
        aria-describedby={hintId}
      >
        <img
          src={src}
          alt={t`Screenshot sent with the feedback`}
          className="feedback-screenshot"
          onError={() => setFailed(true)}
        />
      </a>
      <Text id={hintId} size="1" color="gray">
        {t`Opens full size in a new tab.`}
      </Text>
    </Flex>
  )
}
