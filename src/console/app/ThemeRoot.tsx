import type { ReactNode } from 'react'

/** The console's look: Radix Themes with grass, sage and medium corners (DESIGN-CARD). */
export const consoleTheme = {
  accentColor: 'grass',
  grayColor: 'sage',
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'translucent',
} as const

/** The attributes by which Radix Themes' rules find the console's theme (besides `.radix-themes`). */
export const themeAttributes = {
  'data-accent-color': consoleTheme.accentColor,
  'data-gray-color': consoleTheme.grayColor,
  'data-panel-background': consoleTheme.panelBackground,
  'data-radius': consoleTheme.radius,
  'data-scaling': consoleTheme.scaling,
} as const

/**
 * The element Radix Themes' root `<Theme>` renders, with the same attributes, so every page looks
 * as under `<Theme>`. `<Theme>` itself imports the tooltip and its positioning library (17 kB
 * gzip), which the login page would download for nothing (issue 11). What `<Theme>` also provides,
 * its context (read by dialogs, menus, selects and tooltips), comes with the signed-in shell's
 * chunk (src/console/app/shell/ShellTheme.tsx); a public page using one of those would need it too.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <div className="radix-themes" data-is-root-theme="true" data-has-background="true" {...themeAttributes}>
      {children}
    </div>
  )
}
