import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CheckCircledIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { type RefObject, useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import {
  type DeletionRequestInput,
  type DeletionRequestOutput,
  type DeletionSummary,
  deletionRequestMachine,
  deletionSummaryOf,
} from '../../../../../machines/deletionRequest.machine.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { useResourceChanged } from '../../../api/useResource.ts'
import { userFullQuery, users, usersApi } from '../../../api/users.ts'
import { useLanguage } from '../../../app/i18n/LanguageProvider.tsx'
import type { Command } from '../../../app/palette/registry.ts'
import { useRecordCommands } from '../../../app/palette/useRecordCommands.ts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx'
import {
  DrawerActions,
  DrawerBody,
  DrawerLoadFailed,
  DrawerLoading,
} from '../../../ui/drawer/DrawerParts.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'
import { userName } from '../userName.ts'
import { RemovalSummary } from './RemovalSummary.tsx'
import { requestTypeLabels } from './requestTypeLabels.ts'

type Props = DeletionRequestInput & {
  /** The drawer's close (Esc, ×, the overlay) asks the workflow, which refuses while removing. */
  closeRef: RefObject<(() => void) | null>
  /** The workflow ended: the drawer closes. */
  onClosed: (output: DeletionRequestOutput) => void
}

/**
 * One handling of a deletion request, driven by machines/deletionRequest.machine.ts: it loads
 * what will be removed, shows the review, asks first (docs/product.md §5's exact questions), removes
 * (`DELETE /api/user/{id}` or `DELETE /api/user/{id}/data`), then says Done, or what failed with
 * Try again. A handled request refreshes the users and the requests table, and says so.
 */
export function RequestWorkflow({ userId, type, closeRef, onClosed }: Props) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  const client = useClient(usersApi)
  const usersChanged = useResourceChanged(users)
  const latest = useRef({ client, lang, usersChanged })
  latest.current = { client, lang, usersChanged }

  const machine = useMemo(
    () =>
      deletionRequestMachine.provide({
        actors: {
          load: fromPromise<DeletionSummary, DeletionRequestInput>(async ({ input }) => {
            const { client, lang } = latest.current
            // Fresh counts, but the record just read to learn the request's type is fresh enough.
            const full = await queryClient.fetchQuery({
              ...userFullQuery(client, lang, input.userId),
              staleTime: 5_000,
            })
            return deletionSummaryOf(full)
          }),
          remove: fromPromise<unknown, DeletionRequestInput>(async ({ input }) => {
            const { client, usersChanged } = latest.current
            try {
              const answer =
                input.type === 'account'
                  ? await client.remove(input.userId)
                  : await client.deleteData(input.userId)
              // The users (their counts), the requests table and the palette's results change.
              void usersChanged()
              toast.success(
                i18n._(
                  input.type === 'account'
                    ? msg`Deleted the user and all data`
                    : msg`Deleted the user's data`,
                ),
              )
              return answer
            } catch (error) {
              toast.error(i18n._(msg`Failed to handle the request`), failureOf(error)?.message)
              throw error
            }
          }),
        },
      }),
    [queryClient, i18n],
  )
  const [snapshot, send] = useMachine(machine, { input: { userId, type } })
  const state = snapshot.value
  const { summary, error } = snapshot.context

  closeRef.current = () => send({ type: 'request.close' })
  const ended = snapshot.status === 'done'
  const output = snapshot.output
  useEffect(() => {
    if (ended && output) onClosed(output)
  }, [ended, output, onClosed])

  const commands = useMemo((): Command[] => {
    const list: Command[] = []
    if (state === 'review') {
      list.push({
        id: 'users.request.confirm',
        group: 'record',
        label: msg`Confirm this deletion request`,
        run: () => send({ type: 'request.delete' }),
      })
    }
    if (state !== 'removing') {
      list.push({
        id: 'users.request.close',
        group: 'record',
        label: msg`Close this deletion request`,
        shortcut: ['Escape'],
        run: () => send({ type: 'request.close' }),
      })
    }
    return list
  }, [state, send])
  useRecordCommands(commands)

  const failure = failureOf(error)
  if (state === 'loading') return <DrawerLoading />
  if (state === 'loadFailed') {
    return <DrawerLoadFailed message={failure?.message} onRetry={() => send({ type: 'request.retry' })} />
  }
  if (!summary) return null
  const name = userName(summary.user, t`User ${userId}`)
  const close = (
    <Button type="button" variant="soft" color="gray" onClick={() => send({ type: 'request.close' })}>
      {t`Close`}
    </Button>
  )

  if (state === 'done') {
    return (
      <>
        <DrawerBody>
          <Callout.Root color="green" role="status" highContrast>
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text weight="medium">{t`Done`}</Callout.Text>
            <Callout.Text>
              {type === 'account'
                ? t`The account of ${name} and all of its data were deleted.`
                : t`The data of ${name} was deleted. The account stays.`}
            </Callout.Text>
          </Callout.Root>
        </DrawerBody>
        <DrawerActions>
          <span />
          <Button type="button" autoFocus onClick={() => send({ type: 'request.close' })}>
            {t`Close`}
          </Button>
        </DrawerActions>
      </>
    )
  }

  const removing = state === 'removing'
  const typeLabel = i18n._(requestTypeLabels[type])
  return (
    <>
      <DrawerBody>
        {state === 'failed' ? (
          <Callout.Root color="red" role="alert" size="1" mb="4">
            <Callout.Text>{failure?.message ?? t`Failed to handle the request`}</Callout.Text>
          </Callout.Root>
        ) : null}
        <RemovalSummary type={type} summary={summary} />
      </DrawerBody>
      <DrawerActions>
        {removing ? (
          <Button type="button" variant="soft" color="gray" disabled>
            {t`Close`}
          </Button>
        ) : (
          close
        )}
        <Flex gap="3" align="center">
          {removing ? (
            <Text size="2" color="gray" role="status">
              {t`Removing…`}
            </Text>
          ) : null}
          {state === 'failed' ? (
            <Button type="button" color="red" autoFocus onClick={() => send({ type: 'request.retry' })}>
              {t`Try again`}
            </Button>
          ) : (
            <Button
              type="button"
              color="red"
              loading={removing}
              onClick={() => send({ type: 'request.delete' })}
            >
              {t`Confirm`}
            </Button>
          )}
        </Flex>
      </DrawerActions>
      <ConfirmDialog
        open={state === 'confirming'}
        title={typeLabel}
        description={
          type === 'account'
            ? t`Are you absolutely sure you want to delete this user and all data?`
            : t`Are you absolutely sure you want to delete this user's data?`
        }
        confirmLabel={typeLabel}
        onConfirm={() => send({ type: 'request.confirm' })}
        onCancel={() => send({ type: 'request.back' })}
      />
    </>
  )
}
