import { type RefObject, useEffect } from 'react'
import { isEditable } from '../../app/palette/shortcuts.ts'

/** The topmost open dialog (drawer, confirm, palette), if any. */
function topDialog(): Element | null {
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]')
  return dialogs.length ? dialogs[dialogs.length - 1]! : null
}

/**
 * `/` focuses the table's first filter while the table is mounted, unless focus is in a field or
 * a dialog the table is not part of is open. The listener sits on the document, so it runs before
 * the shell's window listener (where `/` opens the palette) and claims the key by preventing its
 * default; of two tables on a page the first one mounted wins the same way.
 */
export function useSlashToFilter(root: RefObject<HTMLElement | null>, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.defaultPrevented || isEditable(event.target)) return
      const dialog = topDialog()
      if (dialog && !(root.current && dialog.contains(root.current))) return
      if (!target.current) return
      event.preventDefault()
      target.current.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [root, target])
}
