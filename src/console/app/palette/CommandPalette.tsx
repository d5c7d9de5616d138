import { useLingui } from '@lingui/react/macro'
import { Spinner } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Command, defaultFilter } from 'cmdk'
import { useEffect, useState, useSyncExternalStore } from 'react'
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

/** cmdk's fuzzy score, with "Go to" commands first among equals: typing a page's name goes there. */
function rankCommands(value: string, search: string, keywords?: string[]) {
  const score = defaultFilter(value, search, keywords)
  return value.startsWith('go.') ? score : score * 0.98
}

function useDebounced<T>(value: T, ms: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/**
 * The command palette (Ctrl/Cmd+K or /): every page, create and open records, the open record's
 * actions, the language and log out, each with its shortcut. A command with `search` opens a
 * second page that finds records through the API; Backspace on an empty input goes back.
 */
export function CommandPalette({ open, onOpenChange, context, container }: Props) {
  const { t, i18n } = useLingui()
  const [input, setInput] = useState('')
  const [page, setPage] = useState<AppCommand | null>(null)
  const [selected, setSelected] = useState('')
  const query = useDebounced(input, 150)
  const commands = useCommands().filter((command) => command.available?.(context) ?? true)
  const groups = Object.keys(commandGroups) as (keyof typeof commandGroups)[]

  const results = useQuery({
    queryKey: ['palette-search', page?.id, query, context.lang],
    queryFn: () => page!.search!.find(query, context),
    enabled: open && Boolean(page?.search),
    staleTime: 10_000,
  })

  // New search results replace the old ones: highlight the first, so Enter always does something.
  const firstResult = results.data?.[0]?.id
  useEffect(() => {
    if (page && firstResult) setSelected(firstResult)
  }, [page, firstResult])

  useEffect(() => {
    if (!open) {
      setPage(null)
      setInput('')
    }
  }, [open])

  const close = () => onOpenChange(false)
  const choose = (command: AppCommand) => {
    if (command.search) {
      setPage(command)
      setInput('')
      return
    }
    close()
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
      shouldFilter={!page}
      value={selected}
      onValueChange={setSelected}
      filter={rankCommands}
      container={container ?? undefined}
      onKeyDown={(event) => {
        if (page && event.key === 'Backspace' && !input) {
          event.preventDefault()
          setPage(null)
        }
      }}
    >
      {page ? <div className="palette-page">{i18n._(page.label)}</div> : null}
      <Command.Input
        className="palette-input"
        value={input}
        onValueChange={setInput}
        placeholder={page?.search ? i18n._(page.search.placeholder) : t`Type a command or search…`}
      />
      {/* Outside the list: a listbox may hold only options (axe: aria-required-children). */}
      {page ? (
        results.isFetching && !results.data ? (
          <div className="palette-empty" aria-busy="true">
            <Spinner /> {t`Searching…`}
          </div>
        ) : results.data?.length === 0 ? (
          <div className="palette-empty">{t`No matching record.`}</div>
        ) : null
      ) : (
        <Command.Empty className="palette-empty">{t`No matching command.`}</Command.Empty>
      )}
      <Command.List className="palette-list">
        {page
          ? results.data?.map((result) => (
              <Command.Item
                key={result.id}
                value={result.id}
                onSelect={() => {
                  close()
                  result.run(context)
                }}
                className="palette-item"
              >
                <span>{result.label}</span>
                {result.detail ? <span className="palette-detail">{result.detail}</span> : null}
              </Command.Item>
            ))
          : groups.map((group) => {
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
                        onSelect={() => choose(command)}
                        className="palette-item"
                      >
                        <span>
                          {label}
                          {command.search ? '…' : ''}
                        </span>
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
