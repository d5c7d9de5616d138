import { useLingui } from '@lingui/react/macro'
import { DoubleArrowLeftIcon, DoubleArrowRightIcon } from '@radix-ui/react-icons'
import { Tooltip } from '@radix-ui/themes'
import type { ReactElement } from 'react'
import { NavLink } from 'react-router-dom'
import { Keys } from '../palette/Keys.tsx'
import { displayKeys } from '../palette/shortcuts.ts'
import { menuRoutes } from '../routing/routes.ts'
import { menuIcons } from './menuIcons.tsx'

/** In the rail, an entry's name (and keys) show beside it on hover and focus. */
function RailTip({ rail, content, children }: { rail: boolean; content: string; children: ReactElement }) {
  if (!rail) return children
  return (
    <Tooltip content={content} side="right">
      {children}
    </Tooltip>
  )
}

/**
 * The left menu: docs/product.md §2's eleven entries, in its order, each with an icon. Below
 * `MENU_RAIL_BELOW_PX` (or when the user narrows it) it is a rail of icons: the labels stay in
 * the links for assistive technology and show as tooltips; the toggle button widens or narrows it.
 */
export function Menu({ rail, onToggle }: { rail: boolean; onToggle: () => void }) {
  const { t, i18n } = useLingui()
  const toggleLabel = rail ? t`Expand the menu` : t`Collapse the menu`
  return (
    <nav className="shell-menu" aria-label={t`Main menu`}>
      <div className="shell-menu-head">
        <RailTip rail={rail} content="Canopy CMS">
          <NavLink to="/" className="shell-brand" end>
            <span aria-hidden="true">🌳</span> <span className="shell-menu-label">Canopy CMS</span>
          </NavLink>
        </RailTip>
        <RailTip rail={rail} content={toggleLabel}>
          <button
            type="button"
            className="shell-menu-toggle"
            aria-expanded={!rail}
            aria-label={toggleLabel}
            onClick={onToggle}
          >
            {rail ? <DoubleArrowRightIcon aria-hidden /> : <DoubleArrowLeftIcon aria-hidden />}
          </button>
        </RailTip>
      </div>
      <ul>
        {menuRoutes.map((route) => {
          const Icon = menuIcons[route.id]
          const label = i18n._(route.menu!)
          return (
            <li key={route.id}>
              <RailTip
                rail={rail}
                content={route.shortcut ? `${label} (${displayKeys(route.shortcut).join(' ')})` : label}
              >
                <NavLink to={route.path} className="shell-link" end={route.path === '/'}>
                  <span className="shell-link-icon" aria-hidden="true">
                    {Icon ? <Icon aria-hidden /> : label.slice(0, 1)}
                  </span>
                  <span className="shell-menu-label">{label}</span>
                  {route.shortcut ? <Keys shortcut={route.shortcut} /> : null}
                </NavLink>
              </RailTip>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
