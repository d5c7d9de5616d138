import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import './navigation.css'

export type Crumb = { label: string; path: string }

/**
 * Where a page sits (Home › CO2 Quiz › Values): the pages above it as links, the page itself last,
 * marked as the current one. A named navigation with an ordered list, as the ARIA pattern has it;
 * the separators are drawn by CSS, so screen readers do not read them.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path + crumb.label}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <Link to={crumb.path}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
