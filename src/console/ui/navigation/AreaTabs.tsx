import { TabNav } from '@radix-ui/themes'
import { Link, useLocation } from 'react-router-dom'
import './navigation.css'

export type AreaTab = { path: string; label: string }

/**
 * The pages of one area as tabs (the CO2 quiz's Questions, Values, Averages): links in a named
 * navigation, the current page marked (`aria-current="page"`), so Tab and Enter move between them
 * like any link and the palette's `G` keys reach them too.
 */
export function AreaTabs({ label, tabs }: { label: string; tabs: readonly AreaTab[] }) {
  const { pathname } = useLocation()
  return (
    <TabNav.Root aria-label={label} className="area-tabs">
      {tabs.map((tab) => (
        <TabNav.Link key={tab.path} asChild active={pathname === tab.path}>
          <Link to={tab.path}>{tab.label}</Link>
        </TabNav.Link>
      ))}
    </TabNav.Root>
  )
}
