import { useLingui } from '@lingui/react/macro'
import { Spinner } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { Command } from 'cmdk'
import { useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { paletteSearchKeys } from '../../api/resourceQueries.ts'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'
import { Keys } from './Keys.tsx'
import { rankCommands } from './ranking.ts'
import {
  type Command as AppCommand,
  type CommandContext,
  type CommandGroup,
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

/**
 * The palette's groups in the order they show and break ties: the open record's commands first
 * (with a drawer open they are what "save" or "delete" mean), then pages, then the rest.
 */
export const paletteGroupOrder: readonly CommandGroup[] = [
  'record',
  'navigation',
  'create',
  'preferences',
  'session',
]

/**
 * The command palette (Ctrl/Cmd+K): every page, create and open records, the open record's
 * actions, the language and log out, each with its shortcut. A command with `search` opens a
 * second page that finds records through the API; Backspace on an empty input goes back.
 */
export function CommandPalette({ open, onOpenChange, context, container }: Props) {
  const { t, i18n } = useLingui()
  const [input, setInput] = useState('')
  const [page, setPage] = useState<AppCommand | null>(null)
  const [selected, setSelected] = useState('')
  // Every keystroke searches at once (no pause), so results follow a key within ~50 ms (issue
  // 9: the user search on 100,000 users; the server answers from its trigram index in ~15 ms).
  // Deferred, so typing never waits for a render of results; earlier answers are cached.
  const query = useDeferredValue(input)
  const available = useCommands().filter((command) => command.available?.(context) ?? true)
  // Ranked here, not by cmdk: exact and word-prefix matches first, so Enter runs what was typed.
  const ranked = useMemo(
    () =>
      rankCommands(
        input,
        available.map((command) => ({
          id: command.id,
          group: command.group,
          label: i18n._(command.label),
          keywords: command.keywords ?? [],
          command,
        })),
        paletteGroupOrder,
      ),
    [input, available, i18n],
  )
  // Groups in the order of their best command; each group's commands in rank order.
  const groups = [...new Set(ranked.map((entry) => entry.group as CommandGroup))]
  const bestCommand = ranked[0]?.id
  useEffect(() => {
    if (!page && bestCommand) setSelected(bestCommand)
  }, [page, bestCommand])

  const results = useQuery({
    queryKey: paletteSearchKeys.search(page?.id, query, context.lang),
    queryFn: () => page!.search!.find(query, context),
    enabled: open && Boolean(page?.search),
    staleTime: 10_000,
    // The previous results of the same search stay while the next ones load, so the list does
    // not flicker per key (another search's results never show here).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === page?.id ? previous : undefined,
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
      shouldFilter={false}
      value={selected}
      onValueChange={setSelected}
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
      ) : ranked.length === 0 ? (
        <div className="palette-empty">{t`No matching command.`}</div>
      ) : null}
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
                <span>
                  <TranslatableText value={{ text: result.label, lang: result.labelLang }} />
                </span>
                {result.detail ? (
                  <span className="palette-detail">
                    <TranslatableText value={{ text: result.detail, lang: result.detailLang }} />
                  </span>
                ) : null}
              </Command.Item>
            ))
          : groups.map((group) => {
              const items = ranked.filter((entry) => entry.group === group)
              return (
                <Command.Group key={group} heading={i18n._(commandGroups[group])} className="palette-group">
                  {items.map(({ command, label }) => {
                    return (
                      <Command.Item
                        key={command.id}
                        value={command.id}
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
