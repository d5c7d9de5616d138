import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import '../../../src/console/app/palette/appCommands.ts'
import { loadAreaCommands } from '../../../src/console/app/palette/areaCommands.ts'
import { usePageKeys } from '../../../src/console/app/palette/pageKeys.ts'
import { type CommandContext, commandRegistry } from '../../../src/console/app/palette/registry.ts'
import { ShortcutsDialog } from '../../../src/console/app/shell/ShortcutsDialog.tsx'
import { shortcutsDialog } from '../../../src/console/app/shell/shortcutsDialogStore.ts'
import { listKeySet } from '../../../src/console/ui/grid/gridKeys.ts'

// Area commands load with the signed-in shell, lazily.
beforeAll(() => loadAreaCommands())
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => act(() => shortcutsDialog.set(false)))

const context = { lang: 'en' } as CommandContext

function ListOnThePage() {
  usePageKeys(listKeySet)
  return null
}

const show = (withList: boolean) => {
  render(
    <I18nProvider i18n={i18n}>
      <Theme>
        {withList ? <ListOnThePage /> : null}
        <ShortcutsDialog context={context} />
      </Theme>
    </I18nProvider>,
  )
  act(() => shortcutsDialog.set(true))
  return screen.getByRole('dialog', { name: 'Keyboard shortcuts' })
}

const rowNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)

describe('the ? dialog', () => {
  it('lists every command that has a shortcut, from the registry the palette reads', () => {
    const dialog = show(false)
    const expected = commandRegistry
      .getSnapshot()
      .filter((command) => command.shortcut && (command.available?.(context) ?? true))
      .filter((command) => command.id !== 'help.shortcuts')
      .map((command) => i18n._(command.label))
    expect(expected.length).toBeGreaterThan(15)
    expect(rowNames(dialog)).toEqual([
      'Command palette',
      'Keyboard shortcuts',
      'Save the open drawer',
      'Close the drawer, dialog or palette',
      ...expected,
    ])
  })

  it('adds the keys of a list while one is on the page, each read out', () => {
    const dialog = show(true)
    const names = rowNames(dialog)
    expect(names).toContain('Open the active row')
    expect(names).toContain('Next row (into the next page at the end)')
    const next = within(dialog).getByRole('rowheader', { name: 'Next row (into the next page at the end)' })
    // ↓ or J: the alternatives, as text for screen readers.
    expect(next.closest('tr')!.textContent).toContain('↓, J')
  })
})
