// First, so Radix's rules precede the console's own, as in one sheet (scripts/radix-css.ts).
import 'virtual:radix-themes/shell.css'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { useBodyLayer } from '../../ui/layers/BodyLayer.tsx'
import '../palette/appCommands.ts'
import { returnToWorkOnceClosed, trackWorkFocus } from '../../ui/focus/workFocus.ts'
import { CommandPalette, useCommands } from '../palette/CommandPalette.tsx'
import { useCommandContext } from '../palette/useCommandContext.ts'
import { ServerUnavailableNotice } from '../session/ServerUnavailableNotice.tsx'
import { LeaveGuard } from './LeaveGuard.tsx'
import { Menu } from './Menu.tsx'
import { ShellTheme } from './ShellTheme.tsx'
import { ShortcutsDialog } from './ShortcutsDialog.tsx'
import { TopBar } from './TopBar.tsx'
import { useFocusOnNavigate } from './useFocusOnNavigate.ts'
import { useGlobalShortcuts } from './useGlobalShortcuts.ts'
import { useMenuRail } from './useMenuRail.ts'
import { useScrollTopOnNewPage } from './useScrollTopOnNewPage.ts'
import './shell.css'

/** The palette is on the page (cmdk marks its dialog). */
const paletteShown = () => document.querySelector('[cmdk-dialog]') !== null

/**
 * The signed-in frame: menu, top bar, palette; the page renders in <main>. It holds the console's
 * one leave guard, and gives focus back to where the user worked when the palette closes.
 */
export function Shell() {
  const { t } = useLingui()
  const [paletteOpen, setPalette] = useState(false)
  const setPaletteOpen = (open: boolean) => {
    setPalette(open)
    // The palette has no trigger to give focus back to (Esc would leave it on the page body).
    if (!open) returnToWorkOnceClosed(() => !paletteShown())
  }
  // The palette opens from anywhere, over a drawer or a dialog too: it portals into a themed
  // element of its own at the end of <body>, in its layer (layers.css), made as it opens.
  const paletteLayer = useBodyLayer(paletteOpen)
  const context = useCommandContext()
  const commands = useCommands()
  useGlobalShortcuts({ commands, context, paletteOpen, openPalette: () => setPaletteOpen(true) })
  useFocusOnNavigate()
  useScrollTopOnNewPage()
  useEffect(trackWorkFocus, [])
  const menu = useMenuRail()
  return (
    <ShellTheme>
      <div className="shell" data-menu={menu.rail ? 'rail' : 'full'}>
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
        <LeaveGuard />
        <CommandPalette
          open={paletteOpen && paletteLayer !== null}
          onOpenChange={setPaletteOpen}
          context={context}
          container={paletteLayer}
        />
      </div>
    </ShellTheme>
  )
}
