import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
import { fromPromise, type StateValueFrom } from 'xstate'
import { feedbackDetailMachine } from '../../../../machines/feedbackDetail.machine.ts'
import { failureOf } from '../../../domain/failure.ts'
import { screenshotUrl } from '../../../domain/feedback.ts'
import { feedback } from '../../api/feedback.ts'
import { detailQuery, resourceChanged } from '../../api/resourceQueries.ts'
import { useResourceClient } from '../../api/useResource.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import { storedRecordParam } from '../../ui/drawer/drawerParams.ts'
import { useUrlDrawer } from '../../ui/drawer/useUrlDrawer.ts'
import { toast } from '../../ui/toasts/toastStore.ts'

/** The detail machine's states the drawer can rest in (`closing` is only passed through). */
export type FeedbackDetailState = Exclude<StateValueFrom<typeof feedbackDetailMachine>, 'closing'>

/**
 * What the feedback detail drawer does, without its markup (docs/product.md §2 Feedback): the detail machine
 * with the record's I/O (through the feedback resource's cache and client; a story or test binds a
 * fake client with ResourceProvider) and notices, the open record from the URL (`?edit=12`), and
 * the open record's commands in the palette. `screenshotSrc`: where a screenshot loads from.
 */
export function useFeedbackDetail(screenshotSrc: ((uuid: string) => string) | undefined) {
  const { i18n } = useLingui()
  const { lang } = useLanguage()
  const queryClient = useQueryClient()
  const client = useResourceClient(feedback)
  const latest = useRef({ screenshotSrc, lang, client })
  latest.current = { screenshotSrc, lang, client }

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
            toast.error(i18n._(msg`Failed to delete feedback`), failureOf(error)?.message),
        },
      }),
    [queryClient, i18n],
  )
  const [snapshot, send] = useMachine(machine)
  const { id, record, error } = snapshot.context
  // `closing` is only passed through (it always goes on to `closed` at once).
  const state: FeedbackDetailState = snapshot.value === 'closing' ? 'closed' : snapshot.value
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
            window.open((latest.current.screenshotSrc ?? screenshotUrl)(fileUuid), '_blank', 'noopener'),
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

  const actions = useMemo(
    () => ({
      close: () => send({ type: 'detail.close' }),
      retry: () => send({ type: 'detail.retry' }),
      delete: () => send({ type: 'detail.delete' }),
      confirmDelete: () => send({ type: 'detail.confirmDelete' }),
      cancelDelete: () => send({ type: 'detail.cancelDelete' }),
    }),
    [send],
  )

  return {
    state,
    isOpen,
    /** The open feedback's id (null while closed). */
    id,
    record,
    /** Why loading or deleting failed: the server's answer, when it sent one. */
    error,
    failure: failureOf(error),
    /** A delete is under way: its answer decides, nothing else is offered. */
    busy: state === 'deleting',
    /** The row focus returns to on closing. */
    returnFocusTo: () => shown.current,
    actions,
  }
}
