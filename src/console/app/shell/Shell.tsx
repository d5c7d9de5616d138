// First, so Radix's rules precede the console's own, as in one sheet (scripts/radix-css.ts).
import 'virtual:radix-themes/shell.css'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Outlet } from 'react-router-dom'
import '../palette/appCommands.ts'
import { CommandPalette, useCommands } from '../palette/CommandPalette.tsx'
import { useCommandContext } from '../palette/useCommandContext.ts'
import { ServerUnavailableNotice } from '../session/ServerUnavailableNotice.tsx'
import { Menu } from './Menu.tsx'
import { ShellTheme } from './ShellTheme.tsx'
import { ShortcutsDialog } from './ShortcutsDialog.tsx'
import { TopBar } from './TopBar.tsx'
import { useFocusOnNavigate } from './useFocusOnNavigate.ts'
import { useGlobalShortcuts } from './useGlobalShortcuts.ts'
import { useMenuRail } from './useMenuRail.ts'
import './shell.css'

/** The signed-in frame: menu, top bar, palette; the page renders in <main>. */
export function Shell() {
  const { t } = useLingui()
  const [paletteOpen, setPaletteOpen] = useState(false)
  // The palette portals into the shell so it inherits the Radix theme's variables.
  const [portal, setPortal] = useState<HTMLDivElement | null>(null)
  const context = useCommandContext()
  const commands = useCommands()
  useGlobalShortcuts({ commands, context, paletteOpen, openPalette: () => setPaletteOpen(true) })
  useFocusOnNavigate()
  const menu = useMenuRail()
  return (
    <ShellTheme>
      <div className="shell" data-menu={menu.rail ? 'rail' : 'full'} ref={setPortal}>
        <a href="#main" className="skip-link">
          {t`Skip to content`}
        </a>
        <Menu rail={menu.rail} onToggle={menu.toggle} />
        <div className="shell-main">
          <div className="shell-head">
            <TopBar onOpenPalette={() => setPaletteOpen(true)} onLogout={context.logout} />
            <ServerUnavailableNotice />
          </div>
          <main id="main" tabIndex={-1}>
            <Outlet />
          </main>
        </div>
        <ShortcutsDialog context={context} />
        <CommandPalette
          open={paletteOpen}
          onOpenChange={setPaletteOpen}
          context={context}
          container={portal}
        />
      </div>
    </ShellTheme>
  )
}
