import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { failureOf } from '../../../api/failure.ts'
import { useClient } from '../../../api/ResourceProvider.tsx'
import { userDrawerApi } from '../../../api/userDrawer.ts'
import { users } from '../../../api/users.ts'
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx'
import { toast } from '../../../ui/toasts/toastStore.ts'
import { type PanelRecordKind, recordKindTexts } from './recordKinds.ts'

/** Where focus belongs once the confirmed change is done (the table, the panel's Reset button). */
type FocusAfter = () => HTMLElement | null | undefined

/** What a panel asks to confirm. A user action's steps are deleted first (SPEC §4). */
export type PanelConfirmation = (
  | { type: 'delete'; kind: PanelRecordKind; id: number; stepIds?: readonly number[] }
  | { type: 'resetBpt' }
  | { type: 'resetCo2Quiz' }
) & { focusAfter: FocusAfter }

const resetTexts = {
  resetBpt: {
    title: msg`Reset BPT`,
    confirm: msg`Are you absolutely sure you want to reset the BPT of this user?`,
    done: msg`The BPT of this user was reset.`,
    failed: msg`Failed to reset the BPT`,
  },
  resetCo2Quiz: {
    title: msg`Reset Co2 quiz`,
    confirm: msg`Are you absolutely sure you want to reset the Co2 quiz of this user?`,
    done: msg`The Co2 quiz of this user was reset.`,
    failed: msg`Failed to reset the Co2 quiz`,
  },
}

/**
 * The confirmations of the user's panels, one at a time (SPEC §5: reset BPT, reset Co2 quiz, and
 * "Are you absolutely sure you want to delete this ...?" for a row): `ask` opens one, the dialog
 * runs it, then the full record (and the users list, whose counts change) is fetched again before
 * the dialog closes, so focus can go to what is there now: the table, or the panel's Reset.
 */
export function usePanelConfirmations(userId: number) {
  const { i18n } = useLingui()
  const client = useClient(userDrawerApi)
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState<PanelConfirmation | null>(null)
  const focusAfter = useRef<FocusAfter | null>(null)

  const run = useMutation({
    mutationFn: async (change: PanelConfirmation) => {
      try {
        if (change.type === 'delete') {
          for (const stepId of change.stepIds ?? []) await client.deleteRecord('steps', stepId)
          await client.deleteRecord(change.kind, change.id)
        } else if (change.type === 'resetBpt') await client.resetBpt(userId)
        else await client.resetCo2Quiz(userId)
      } finally {
        // Also after a failure: some of an action's steps may be gone already.
        await queryClient.invalidateQueries({ queryKey: users.keys.all })
      }
    },
  })

  const ask = useCallback((change: PanelConfirmation) => setAsking(change), [])
  const texts = asking
    ? asking.type === 'delete'
      ? {
          title: msg`Delete`,
          confirm: recordKindTexts[asking.kind].confirm,
          done: recordKindTexts[asking.kind].deleted,
          failed: recordKindTexts[asking.kind].failed,
        }
      : resetTexts[asking.type]
    : null

  const confirm = () => {
    if (!asking || !texts || run.isPending) return
    run.mutate(asking, {
      onSuccess: () => {
        toast.success(i18n._(texts.done))
        focusAfter.current = asking.focusAfter
        setAsking(null)
      },
      onError: (error) => {
        toast.error(i18n._(texts.failed), failureOf(error)?.message)
        focusAfter.current = null
        setAsking(null)
      },
    })
  }

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={texts ? i18n._(texts.title) : ''}
      description={texts ? i18n._(texts.confirm) : ''}
      confirmLabel={asking && asking.type !== 'delete' ? i18n._(msg`Reset`) : undefined}
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
