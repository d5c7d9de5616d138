import { ThemeContext } from '@radix-ui/themes'
import { Tooltip } from 'radix-ui'
import { type ComponentProps, type ReactNode, useMemo } from 'react'
import '../../ui/layers/radix-layers.css'
import { consoleTheme } from '../ThemeRoot.tsx'

type ThemeContextValue = NonNullable<ComponentProps<typeof ThemeContext.Provider>['value']>

const noop = () => {}

/**
 * What Radix Themes' `<Theme>` provides besides its element (src/console/app/ThemeRoot.tsx): the
 * theme's context, which dialogs, menus and selects read to theme their portals, and the tooltips'
 * provider. They load with the shell, not with the login page.
 */
export function ShellTheme({ children }: { children: ReactNode }) {
  const value = useMemo(
    (): ThemeContextValue => ({
      ...consoleTheme,
      appearance: 'inherit',
      resolvedGrayColor: consoleTheme.grayColor,
      onAppearanceChange: noop,
      onAccentColorChange: noop,
      onGrayColorChange: noop,
      onPanelBackgroundChange: noop,
      onRadiusChange: noop,
      onScalingChange: noop,
    }),
    [],
  )
  return (
    <ThemeContext.Provider value={value}>
      <Tooltip.Provider delayDuration={200}>{children}</Tooltip.Provider>
    </ThemeContext.Provider>
  )
}
