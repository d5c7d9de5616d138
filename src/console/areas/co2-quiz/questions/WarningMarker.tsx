import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Badge, Tooltip } from '@radix-ui/themes'

/**
 * A question's warnings in its list row (docs/product.md §5: what its calculation needs): an orange
 * badge with their number, named by the warnings themselves for screen readers, listed in a
 * tooltip for the mouse. Nothing when there are none.
 */
export function WarningMarker({ warnings }: { warnings: readonly string[] }) {
  const { t } = useLingui()
  if (!warnings.length) return null
  const all = warnings.join('; ')
  const name = t`Warnings: ${all}`
  return (
    <Tooltip content={name}>
      <Badge color="orange" variant="soft" role="img" aria-label={name} className="co2-warning-marker">
        <ExclamationTriangleIcon aria-hidden /> {warnings.length}
      </Badge>
    </Tooltip>
  )
}
