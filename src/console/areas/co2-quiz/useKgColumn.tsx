import { useLingui } from '@lingui/react/macro'
import type { RowData } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'
import { createColumns } from '../../ui/grid/index.ts'

/**
 * A kg CO2 figure's column (a value's Value, an average's Average): written the interface
 * language's way ("1,600 kg CO2" / "1.600 kg CO2"), right-aligned so the figures line up.
 */
export function useKgColumn<Row extends RowData & { value: number }>() {
  const { t, i18n } = useLingui()
  const format = useMemo(() => new Intl.NumberFormat(i18n.locale), [i18n.locale])
  return useCallback(
    (id: string, header: string) =>
      createColumns<Row>().accessor((row) => row.value, {
        id,
        header,
        cell: ({ getValue }) => {
          const figure = format.format(getValue())
          return t`${figure} kg CO2`
        },
        meta: { align: 'end', nowrap: true },
      }),
    [format, t],
  )
}
