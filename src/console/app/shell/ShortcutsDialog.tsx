import { Trans, useLingui } from '@lingui/react/macro'
import { Dialog, Flex, Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { useSyncExternalStore } from 'react'
import { returnToWork } from '../../ui/focus/workFocus.ts'
import { keepOpenOnToastPress } from '../../ui/toasts/toastPresses.ts'
import { useCommands } from '../palette/CommandPalette.tsx'
import { Keys } from '../palette/Keys.tsx'
import { pageKeyRegistry } from '../palette/pageKeys.ts'
import { type CommandContext, commandGroups } from '../palette/registry.ts'
import { displayKeys, paletteKeys, saveKeys } from '../palette/shortcuts.ts'
import { shortcutsDialog } from './shortcutsDialogStore.ts'

/** `keys`: one chord or sequence, or (`alternatives`) keys that each do it. */
type Row = { id: string; keys: readonly string[]; label: string; alternatives?: boolean }

/** One table of keys; the keys are read out as text (the key caps are only drawn). */
function KeyTable({ title, rows }: { title: string; rows: Row[] }) {
  if (!rows.length) return null
  return (
    <section>
      <Heading as="h3" size="2" mb="1">
        {title}
      </Heading>
      <Table.Root size="1">
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.RowHeaderCell>{row.label}</Table.RowHeaderCell>
              <Table.Cell justify="end">
                {row.alternatives ? (
                  row.keys.map((key, index) => (
                    <span key={key}>
                      {index ? ' / ' : null}
                      <Keys shortcut={[key]} />
                    </span>
                  ))
                ) : (
                  <Keys shortcut={[...row.keys]} />
                )}
                <VisuallyHidden>
                  {row.alternatives
                    ? row.keys.map((key) => displayKeys([key]).join(' ')).join(', ')
                    : displayKeys([...row.keys]).join(' ')}
                </VisuallyHidden>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  )
}

/**
 * `?`: every shortcut that works here, made from the registries the palette and the keyboard read
 * (the commands' shortcuts, and the keys of the lists and drawers on the page), so it cannot drift.
 */
export function ShortcutsDialog({ context }: { context: CommandContext }) {
  const { t, i18n } = useLingui()
  const open = useSyncExternalStore(shortcutsDialog.subscribe, shortcutsDialog.isOpen, shortcutsDialog.isOpen)
  const commands = useCommands().filter(
    (command) => command.shortcut && (command.available?.(context) ?? true),
  )
  const pageKeys = useSyncExternalStore(
    pageKeyRegistry.subscribe,
    pageKeyRegistry.getSnapshot,
    pageKeyRegistry.getSnapshot,
  )
  const groups = Object.keys(commandGroups) as (keyof typeof commandGroups)[]
  return (
    <Dialog.Root open={open} onOpenChange={shortcutsDialog.set}>
      <Dialog.Content
        className="shortcuts-dialog"
        maxWidth="560px"
        aria-describedby={undefined}
        onPointerDownOutside={keepOpenOnToastPress}
        onCloseAutoFocus={(event) => {
          // Opened by a key, it has no trigger: focus goes back to where the user was working.
          event.preventDefault()
          returnToWork()
        }}
      >
        <Dialog.Title>
          <Trans>Keyboard shortcuts</Trans>
        </Dialog.Title>
        <Flex direction="column" gap="4">
          <Text size="2" color="gray" highContrast>
            <Trans>
              Letter sequences (G then a letter) work everywhere except while typing in a text field; chords
              with Alt, Ctrl or ⌘ work everywhere.
            </Trans>
          </Text>
          <KeyTable
            title={t`Everywhere`}
            rows={[
              { id: 'palette', keys: [paletteKeys().join('+')], label: t`Command palette` },
              { id: 'help', keys: ['?'], label: t`Keyboard shortcuts` },
            ]}
          />
          <KeyTable
            title={t`Drawers and dialogs`}
            rows={[
              { id: 'save', keys: [saveKeys().join('+')], label: t`Save the open drawer` },
              {
                id: 'close',
                keys: ['Escape'],
                label: t`Close the drawer, dialog or palette`,
              },
            ]}
          />
          {groups.map((group) => (
            <KeyTable
              key={group}
              title={i18n._(commandGroups[group])}
              rows={commands
                .filter((command) => command.group === group && command.id !== 'help.shortcuts')
                .map((command) => ({
                  id: command.id,
                  keys: command.shortcut!,
                  label: i18n._(command.label),
                }))}
            />
          ))}
          {pageKeys.map((set) => (
            <KeyTable
              key={set.id}
              title={i18n._(set.title)}
              rows={set.keys.map((key, index) => ({
                id: `${set.id}-${index}`,
                keys: key.keys,
                label: i18n._(key.label),
                alternatives: true,
              }))}
            />
          ))}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
