import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useCallback, useRef, useState } from 'react'
import type { UserFullDto } from '../../../../domain/contracts/users.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { useUserRemoval } from '../../../api/users.ts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'
import { type AnswerRemoval, answerRemovalTexts } from './answerRemovals.ts'
import { type PanelRecordKind, recordKindTexts } from './recordKinds.ts'

/** Where focus belongs once the confirmed change is done (the table, the panel's Remove button). */
type FocusAfter = () => HTMLElement | null | undefined

/** What a panel asks to confirm. A user action's steps are deleted first (docs/product.md §4). */
export type PanelConfirmation = (
  | { type: 'delete'; kind: PanelRecordKind; id: number; stepIds?: readonly number[] }
  | { type: AnswerRemoval }
) & { focusAfter: FocusAfter }

type Texts = { title: string; confirm: string; done: string; failed: string; confirmLabel?: string }

/**
 * The confirmations of the user's panels, one at a time (docs/product.md §5: reset BPT, reset Co2 quiz, here
 * "Remove BPT answers" and "Remove CO2 Quiz answers" naming whose answers go and how many, and
 * "Are you absolutely sure you want to delete this ...?" for a row): `ask` opens one, the dialog
 * runs it, then the full record (and the users list, whose counts change) is fetched again before
 * the dialog closes, so focus can go to what is there now: the table, or the panel's button.
 */
export function usePanelConfirmations(user: UserFullDto) {
  const { i18n } = useLingui()
  const [asking, setAsking] = useState<{ change: PanelConfirmation; texts: Texts } | null>(null)
  const focusAfter = useRef<FocusAfter | null>(null)
  // `ask` keeps its identity; the texts are made from the record shown when it is called.
  const latestUser = useRef(user)
  latestUser.current = user

  const run = useUserRemoval(user.id)

  const ask = useCallback(
    (change: PanelConfirmation) => {
      const texts: Texts =
        change.type === 'delete'
          ? {
              title: i18n._(msg`Delete`),
              confirm: i18n._(recordKindTexts[change.kind].confirm),
              done: i18n._(recordKindTexts[change.kind].deleted),
              failed: i18n._(recordKindTexts[change.kind].failed),
            }
          : {
              ...answerRemovalTexts(i18n, change.type, latestUser.current),
              confirmLabel: i18n._(msg`Remove`),
            }
      setAsking({ change, texts })
    },
    [i18n],
  )
  const texts = asking?.texts ?? null

  const confirm = () => {
    if (!asking || !texts || run.isPending) return
    const { change } = asking
    run.mutate(change, {
      onSuccess: () => {
        toast.success(texts.done)
        focusAfter.current = change.focusAfter
        setAsking(null)
      },
      onError: (error) => {
        toast.error(texts.failed, failureOf(error)?.message)
        focusAfter.current = null
        setAsking(null)
      },
    })
  }

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={texts?.title ?? ''}
      description={texts?.confirm ?? ''}
      confirmLabel={texts?.confirmLabel}
      busy={run.isPending}
      returnFocusTo={() => {
        const target = focusAfter.current?.()
        focusAfter.current = null
        return target
      }}
      onConfirm={confirm}
      onCancel={() => {
        if (!run.isPending) setAsking(null)
      }}
    />
  )
  return { ask, dialog }
}
