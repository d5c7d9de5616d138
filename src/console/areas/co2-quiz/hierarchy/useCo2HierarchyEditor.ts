import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useMemo, useRef } from 'react'
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
import { useHierarchyUrl } from '../../../ui/hierarchy/useHierarchyUrl.ts'
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
  const pending = hasPendingCo2Moves(snapshot.context)
  const unsaved = t`The new order and hierarchy of the questions are not saved.`
  const { urlOpen, closeUrl } = useHierarchyUrl(co2HierarchyParam, {
    isOpen,
    items,
    pending,
    unsaved,
    send,
    refetch: list.refetch,
  })

  return {
    list,
    state,
    isOpen,
    urlOpen,
    closeUrl,
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
