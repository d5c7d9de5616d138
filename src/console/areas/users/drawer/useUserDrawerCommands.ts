import { msg } from '@lingui/core/macro'
import { useMemo, useRef } from 'react'
import type { Command } from '../../../app/palette/registry.ts'
import { useRecordCommands } from '../../../app/palette/useRecordCommands.ts'

type UserDrawerActions = {
  /** Whether the user can receive a push (docs/product.md §6); otherwise Send notification is not offered. */
  canReceive: boolean
  /** Whether the user has BPT answers, CO2 Quiz answers to remove; otherwise those are not offered. */
  canRemoveBpt: boolean
  canRemoveCo2: boolean
  sendNotification: () => void
  resetPassword: () => void
  resetBpt: () => void
  resetCo2Quiz: () => void
  deleteUser: () => void
}

/**
 * The open user's own actions in the palette (beside the drawer's Save, Delete and Close), each
 * doing what its button does: open the notification form or the New Password field and focus it,
 * or ask the confirmation (remove the BPT answers, the CO2 Quiz answers, delete the user and all data).
 */
export function userDrawerCommands(actions: UserDrawerActions): Command[] {
  const commands: Command[] = []
  if (actions.canReceive) {
    commands.push({
      id: 'user.sendNotification',
      group: 'record',
      label: msg`Send notification`,
      keywords: ['push', 'message', 'notificatie', 'bericht sturen'],
      run: actions.sendNotification,
    })
  }
  commands.push({
    id: 'user.resetPassword',
    group: 'record',
    label: msg`Reset password`,
    keywords: ['new password', 'wachtwoord'],
    run: actions.resetPassword,
  })
  // The ids keep the API's word (POST /api/user/bpt/{id} "resets"); the labels say what goes.
  if (actions.canRemoveBpt) {
    commands.push({
      id: 'user.resetBpt',
      group: 'record',
      label: msg`Remove BPT answers`,
      keywords: ['reset bpt', 'behaviour and profile tracker', 'gedrag', 'wissen'],
      run: actions.resetBpt,
    })
  }
  if (actions.canRemoveCo2) {
    commands.push({
      id: 'user.resetCo2Quiz',
      group: 'record',
      label: msg`Remove CO2 Quiz answers`,
      keywords: ['reset co2 quiz', 'co2', 'footprint', 'voetafdruk', 'wissen'],
      run: actions.resetCo2Quiz,
    })
  }
  commands.push({
    id: 'user.delete',
    group: 'record',
    label: msg`Delete user`,
    keywords: ['remove user', 'all data', 'gebruiker verwijderen'],
    run: actions.deleteUser,
  })
  return commands
}

/** Offers the open user's commands while the drawer's panels are shown. */
export function useUserDrawerCommands(actions: UserDrawerActions) {
  // The commands call the newest handlers, so they are registered again only when the set changes.
  const latest = useRef(actions)
  latest.current = actions
  const commands = useMemo(
    () =>
      userDrawerCommands({
        canReceive: actions.canReceive,
        canRemoveBpt: actions.canRemoveBpt,
        canRemoveCo2: actions.canRemoveCo2,
        sendNotification: () => latest.current.sendNotification(),
        resetPassword: () => latest.current.resetPassword(),
        resetBpt: () => latest.current.resetBpt(),
        resetCo2Quiz: () => latest.current.resetCo2Quiz(),
        deleteUser: () => latest.current.deleteUser(),
      }),
    [actions.canReceive, actions.canRemoveBpt, actions.canRemoveCo2],
  )
  useRecordCommands(commands)
}
