import { msg } from '@lingui/core/macro'
import { useMemo } from 'react'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'

/**
 * The open record's actions in the palette (issue 3: contextual commands): save, delete, close,
 * and after a refused stale write, reload theirs or overwrite with mine.
 */
export function useFormDrawerCommands({
  isOpen,
  canSave,
  canDelete,
  conflict,
  submit,
  actions,
}: {
  isOpen: boolean
  canSave: boolean
  canDelete: boolean
  conflict: boolean
  submit: () => Promise<void>
  actions: { delete: () => void; close: () => void; reload: () => void; overwrite: () => void }
}) {
  const commands = useMemo((): Command[] | null => {
    if (!isOpen) return null
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
        shortcut: ['Ctrl+Enter'],
        run: () => void submit(),
      })
    }
    if (canDelete) {
      commands.push({
        id: 'record.delete',
        group: 'record',
        label: msg`Delete this record`,
        run: actions.delete,
      })
    }
    commands.push({
      id: 'record.close',
      group: 'record',
      label: msg`Close this record`,
      shortcut: ['Escape'],
      run: actions.close,
    })
    return commands
  }, [isOpen, canSave, canDelete, conflict, submit, actions])
  useRecordCommands(commands)
}
