import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { fromPromise } from 'xstate'
import {
  type Co2HierarchySaveInput,
  co2HierarchyMachine,
  hasPendingCo2Moves,
} from '../../../../../machines/co2Hierarchy.machine.ts'
import { type Co2HierarchyItem, co2HierarchySave } from '../../../../domain/co2/hierarchy.ts'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { shownText } from '../../../../domain/reference.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { useResourceChanged, useResourceClient, useResourceList } from '../../../api/useResource.ts'
import { useLanguage } from '../../../app/i18n/LanguageProvider.tsx'
import { useUrlDrawer } from '../../../ui/drawer/useUrlDrawer.ts'
import { useUnsavedInput } from '../../../ui/leave/useUnsavedInput.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'
import { co2HierarchyParam } from './useCo2HierarchyParam.ts'

const toItem = (question: Co2QuestionDto): Co2HierarchyItem => ({
  id: question.id,
  parentQuestionId: question.parentQuestionId,
  index: question.index,
  version: question.version,
})

/**
 * What Sort and Hierarchy of the CO2 questions does, without its markup: the question list, the
 * hierarchy machine with its save, reload and notices, and the open state in the URL
 * (`?hierarchy`). Save writes each changed parent as an update of the question (its title sent
 * back in the language it is written in, with the version the drawer read: a 409 says someone
 * changed it meanwhile), then the whole order with `PUT /order`. Pending moves are unsaved input:
 * the leave guard asks before a navigation drops them.
 */
export function useCo2HierarchyEditor() {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const client = useResourceClient(co2Questions)
  const list = useResourceList(co2Questions)
  const invalidate = useResourceChanged(co2Questions)

  const messages = {
    saved: t`Saved the order and hierarchy of the questions`,
    saveFailed: t`Failed to save the order and hierarchy of the questions`,
    conflict: t`Someone else changed these questions since the drawer opened. Their order and hierarchy as stored now are shown: make your moves again.`,
  }
  const latest = useRef({ client, messages, invalidate, lang, questions: list.data })
  latest.current = { client, messages, invalidate, lang, questions: list.data }
  const machine = useMemo(
    () =>
      co2HierarchyMachine.provide({
        actors: {
          save: fromPromise(async ({ input }: { input: Co2HierarchySaveInput }) => {
            const { client, lang, questions } = latest.current
            const { parents, order } = co2HierarchySave(input.original, input.draft)
            const byId = new Map((questions ?? []).map((question) => [question.id, question]))
            // One at a time, in the order the server accepts them (`co2HierarchySave`).
            for (const { id, parentQuestionId, version } of parents) {
              const question = byId.get(id)
              // An update takes the title: the one stored, in the language it is written in.
              const title = question ? shownText(question, 'title') : { text: '' }
              await client.update(id, { title: title.text, parentQuestionId, version }, title.lang ?? lang)
            }
            return client.order(order)
          }),
          reload: fromPromise(async () => {
            const { client, lang, invalidate } = latest.current
            const questions = await client.list({}, lang)
            // The list page shows what is stored too.
            void invalidate()
            return questions.map(toItem)
          }),
        },
        actions: {
          notifySaved: () => {
            const { messages, invalidate } = latest.current
            toast.success(messages.saved)
            void invalidate()
          },
          notifySaveFailed: (_, error) => {
            const { messages, invalidate } = latest.current
            toast.error(messages.saveFailed, failureOf(error)?.message)
            // Some of the writes may have landed: the list shows what is stored.
            void invalidate()
          },
          notifyConflict: () => toast.error(latest.current.messages.conflict),
        },
      }),
    [],
  )
  const [snapshot, send] = useMachine(machine)
  const state = snapshot.value as 'closed' | 'editing' | 'confirmingClose' | 'saving' | 'reloading'
  const isOpen = state !== 'closed'

  const items = useMemo(() => list.data?.map(toItem), [list.data])
  // A link, the palette or Back opens or closes the drawer, once the list has loaded.
  const url = useUrlDrawer(co2HierarchyParam, {
    openKey: isOpen ? true : null,
    ready: items !== undefined,
    open: () => items && send({ type: 'hierarchy.open', items }),
    // The address went elsewhere: the leave guard has asked about pending moves already.
    close: () => send({ type: 'hierarchy.leave' }),
  })
  const pending = hasPendingCo2Moves(snapshot.context)
  const unsaved = t`The new order and hierarchy of the questions are not saved.`
  useUnsavedInput(isOpen && pending, unsaved, url.keptAt)
  // Opening asks for the current questions (another editor may have changed them since the list loaded).
  const { refetch } = list
  const urlOpen = url.urlKey !== null
  useEffect(() => {
    if (urlOpen) void refetch()
  }, [urlOpen, refetch])
  useEffect(() => {
    if (items) send({ type: 'hierarchy.refresh', items })
  }, [items, send])

  return {
    list,
    state,
    isOpen,
    /** The URL says open (the drawer shows, loading, until the machine has opened). */
    urlOpen,
    /** Closes the URL only (while the machine has not opened). */
    closeUrl: () => url.set(null),
    draft: snapshot.context.draft,
    refusal: snapshot.context.refusal,
    error: snapshot.context.error,
    pending,
    /** What closing with pending moves would drop, for the question. */
    unsavedInput: [unsaved],
    /** Saving, or reading the questions again after a conflict: the tree waits. */
    busy: state === 'saving' || state === 'reloading',
    saving: state === 'saving',
    messages,
    send,
  }
}
