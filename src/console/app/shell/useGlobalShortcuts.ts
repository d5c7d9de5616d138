import { useEffect, useRef } from 'react'
import type { Command, CommandContext } from '../palette/registry.ts'
import { createShortcutMatcher, isEditable } from '../palette/shortcuts.ts'

/** Ctrl/Cmd+K and "/" open the palette; every command's shortcut runs it from anywhere but a field. */
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
      if (paletteOpen || event.defaultPrevented || isEditable(event.target)) return
      if (document.querySelector('[role="dialog"]')) return
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault()
        openPalette()
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
