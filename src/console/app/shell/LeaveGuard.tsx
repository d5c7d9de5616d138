import { DiscardChangesDialog } from '../../ui/drawer/DrawerParts.tsx'
import { workFocus } from '../../ui/focus/workFocus.ts'
import { useLeaveGuard } from './useLeaveGuard.ts'

/**
 * The question the leave guard asks before a navigation drops unsaved input, naming what would
 * be lost. Keep editing gives focus back to where the user was working (a palette command that
 * was held had taken it away).
 */
export function LeaveGuard() {
  const guard = useLeaveGuard()
  return (
    <DiscardChangesDialog
      open={guard.asking}
      lost={guard.lost}
      returnFocusTo={workFocus}
      onDiscard={guard.discard}
      onKeepEditing={guard.keepEditing}
    />
  )
}
