import { msg } from '@lingui/core/macro'
import { useMemo } from 'react'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'

type RecordState = {
  canSave: boolean
  canDelete: boolean
  conflict: boolean
  submit: () => Promise<void>
  actions: { delete: () => void; close: () => void; reload: () => void; overwrite: () => void }
}

/**
 * The open record's actions in the palette (contextual commands): save, delete, close, and after
 * a refused stale write, reload theirs or overwrite with mine.
 */
export function formDrawerCommands({
  canSave,
  canDelete,
  conflict,
  submit,
  actions,
}: RecordState): Command[] {
  const commands: Command[] = []
  if (conflict) {
    commands.push(
      {
        id: 'record.reload',
        group: 'record',
        label: msg`Reload (theirs)`,
        keywords: ['conflict', 'herladen'],
        run: actions.reload,
      },
      {
        id: 'record.overwrite',
        group: 'record',
        label: msg`Overwrite (mine)`,
        keywords: ['conflict', 'overschrijven'],
        run: actions.overwrite,
      },
    )
  }
  if (canSave) {
    commands.push({
      id: 'record.save',
      group: 'record',
      label: msg`Save this record`,
      keywords: ['opslaan', 'bewaren'],
      shortcut: ['Ctrl+Enter'],
      run: () => void submit(),
    })
  }
  if (canDelete) {
    commands.push({
      id: 'record.delete',
      group: 'record',
      label: msg`Delete this record`,
      keywords: ['remove', 'verwijderen'],
      run: actions.delete,
    })
  }
  commands.push({
    id: 'record.close',
    group: 'record',
    label: msg`Close this record`,
    keywords: ['sluiten'],
    shortcut: ['Escape'],
    run: actions.close,
  })
  return commands
}

/** Offers the open record's commands in the palette while its drawer is open. */
export function useFormDrawerCommands({ isOpen, ...state }: RecordState & { isOpen: boolean }) {
  const { canSave, canDelete, conflict, submit, actions } = state
  const commands = useMemo(
    () => (isOpen ? formDrawerCommands({ canSave, canDelete, conflict, submit, actions }) : null),
    [isOpen, canSave, canDelete, conflict, submit, actions],
  )
  useRecordCommands(commands)
}
