import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { SelectFilterDef } from './filters.ts'

/**
 * The State filter (`?state=translated|missing`) for every list with a State column: missing
 * translations at a glance. Client lists test rows with `stateMatches` (src/domain/translation-state.ts);
 * server lists send `state` with their query.
 */
export function useStateFilter(): SelectFilterDef<'state'> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      id: 'state',
      kind: 'select',
      label: t`State`,
      allLabel: t`All`,
      options: [
        { value: 'translated', label: t`Translated` },
        { value: 'missing', label: t`Missing translations` },
      ],
    }),
    [t],
  )
}
