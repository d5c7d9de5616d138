import { useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router-dom'
import { Keys } from '../palette/Keys.tsx'
import { menuRoutes } from '../routing/routes.ts'

/** The left menu: SPEC §2's eleven entries, in its order. */
export function Menu() {
  const { t, i18n } = useLingui()
  return (
    <nav className="shell-menu" aria-label={t`Main menu`}>
      <NavLink to="/" className="shell-brand" end>
        <span aria-hidden="true">🌳</span> Canopy CMS
      </NavLink>
      <ul>
        {menuRoutes.map((route) => (
          <li key={route.id}>
            <NavLink to={route.path} className="shell-link" end={route.path === '/'}>
              <span>{i18n._(route.menu!)}</span>
              {route.shortcut ? <Keys shortcut={route.shortcut} /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
