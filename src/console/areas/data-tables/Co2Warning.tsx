import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Callout } from '@radix-ui/themes'

/** docs/product.md §2: the list and the drawer warn that the data feeds every user's CO2 results. */
export function Co2Warning({ size }: { size?: '1' }) {
  const { t } = useLingui()
  return (
    <Callout.Root color="amber" role="note" size={size} highContrast>
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Callout.Text>
        {t`The data in these tables is used in CO2 calculations. A change affects every user's results.`}
      </Callout.Text>
    </Callout.Root>
  )
}
