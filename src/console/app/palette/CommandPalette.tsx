import { useLingui } from '@lingui/react/macro'
import { Command } from 'cmdk'
import { useSyncExternalStore } from 'react'
import { Keys } from './Keys.tsx'
import {
  type Command as AppCommand,
  type CommandContext,
  commandGroups,
  commandRegistry,
} from './registry.ts'
import './palette.css'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  context: CommandContext
  container?: HTMLElement | null
}

export function useCommands() {
  return useSyncExternalStore(
    commandRegistry.subscribe,
    commandRegistry.getSnapshot,
    commandRegistry.getSnapshot,
  )
}

/** The command palette (Ctrl/Cmd+K or /): every page, the language and log out, each with its shortcut. */
export function CommandPalette({ open, onOpenChange, context, container }: Props) {
  const { t, i18n } = useLingui()
  const commands = useCommands().filter((command) => command.available?.(context) ?? true)
  const groups = Object.keys(commandGroups) as (keyof typeof commandGroups)[]

  const run = (command: AppCommand) => {
    onOpenChange(false)
    command.run(context)
  }

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t`Command palette`}
      className="palette"
      overlayClassName="palette-overlay"
      contentClassName="palette-content"
      loop
      container={container ?? undefined}
    >
      <Command.Input className="palette-input" placeholder={t`Type a command or search…`} />
      {/* Outside the list: a listbox may hold only options (axe: aria-required-children). */}
      <Command.Empty className="palette-empty">{t`No matching command.`}</Command.Empty>
      <Command.List className="palette-list">
        {groups.map((group) => {
          const items = commands.filter((command) => command.group === group)
          if (!items.length) return null
          return (
            <Command.Group key={group} heading={i18n._(commandGroups[group])} className="palette-group">
              {items.map((command) => {
                const label = i18n._(command.label)
                return (
                  <Command.Item
                    key={command.id}
                    value={command.id}
                    keywords={[label, ...(command.keywords ?? [])]}
                    onSelect={() => run(command)}
                    className="palette-item"
                  >
                    <span>{label}</span>
                    {command.shortcut ? <Keys shortcut={command.shortcut} /> : null}
                  </Command.Item>
                )
              })}
            </Command.Group>
          )
        })}
      </Command.List>
    </Command.Dialog>
  )
}
