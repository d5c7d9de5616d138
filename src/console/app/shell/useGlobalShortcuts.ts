import { useEffect, useRef } from 'react'
import type { Command, CommandContext } from '../palette/registry.ts'
import { createShortcutMatcher, isEditable } from '../palette/shortcuts.ts'
import { shortcutsDialog } from './shortcutsDialogStore.ts'

/**
 * Ctrl/Cmd+K opens the palette from anywhere (`/` is the page's search: the list's filter). A command's chord (Alt+Shift+N, Alt+Shift+Q) works everywhere, in fields and
 * drawers too; its key sequence (G then C) everywhere but while typing in a field, where the keys
 * are text. A drawer with unsaved changes asks before a sequence takes the user to another page.
 */
export function useGlobalShortcuts(options: {
  commands: Command[]
  context: CommandContext
  paletteOpen: boolean
  openPalette: () => void
}) {
  const latest = useRef(options)
  latest.current = options
  useEffect(() => {
    const match = createShortcutMatcher(() =>
      latest.current.commands.filter((command) => command.available?.(latest.current.context) ?? true),
    )
    const onKeyDown = (event: KeyboardEvent) => {
      const { paletteOpen, openPalette, context } = latest.current
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        openPalette()
        return
      }
      if (paletteOpen || event.defaultPrevented) return
      const chord = event.altKey || event.ctrlKey || event.metaKey
      if (!chord && isEditable(event.target)) return
      // A confirmation (discard changes?, delete?) takes its own keys.
      if (!chord && document.querySelector('[role="alertdialog"]')) return
      // "?" lists every shortcut that works here.
      if (
        event.key === '?' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        !isEditable(event.target)
      ) {
        event.preventDefault()
        shortcutsDialog.set(true)
        return
      }
      const command = match(event)
      if (command) {
        event.preventDefault()
        command.run(context)
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
