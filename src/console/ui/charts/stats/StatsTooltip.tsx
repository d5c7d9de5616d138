import { useLingui } from '@lingui/react/macro'
import { TooltipWithBounds } from '@visx/tooltip'
import { Fragment } from 'react'
import { StackSwatch } from './StatsLegend.tsx'
import type { StatsChartKind } from './statsCardProps.ts'
import type { StatsRow } from './statsRows.ts'

type StatsTooltipProps = {
  row: StatsRow
  /** The row's label as shown ("Mon 3 Nov", or the category's name). */
  title: string
  names: readonly string[]
  kind: StatsChartKind
  format: (value: number) => string
  /** Where it points, in the chart's box (the group's top, its middle). */
  left: number
  top: number
}

const style = {
  position: 'absolute',
  pointerEvents: 'none',
  zIndex: 1,
  maxWidth: 280,
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-3)',
  background: 'var(--color-panel-solid)',
  boxShadow: 'var(--shadow-4)',
  color: 'var(--gray-12)',
  fontSize: 'var(--font-size-2)',
  lineHeight: 'var(--line-height-2)',
} as const

const grid = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: 'var(--space-2)',
  fontVariantNumeric: 'tabular-nums',
} as const

/**
 * The details of one day or category beside it: each stack's value with its swatch, and the total
 * where there are several. Kept inside the chart's box (visx flips it left or up where it would
 * stick out). Hidden from screen readers: the chart's live region says the same in a sentence.
 */
export function StatsTooltip({ row, title, names, kind, format, left, top }: StatsTooltipProps) {
  const { t } = useLingui()
  return (
    <TooltipWithBounds left={left} top={top} style={style} aria-hidden="true" data-tooltip>
      <div style={{ fontWeight: 500, overflowWrap: 'anywhere', marginBottom: 4 }}>{title}</div>
      <div style={grid}>
        {names.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stack is its place (two names may read the same)
          <Fragment key={`${index}-${name}`}>
            <StackSwatch index={index} kind={kind} />
            <span style={{ overflowWrap: 'anywhere' }}>{name}</span>
            <span style={{ textAlign: 'right' }}>{format(row.values[index] ?? 0)}</span>
          </Fragment>
        ))}
        {names.length > 1 && (
          <>
            <span />
            <span style={{ fontWeight: 500 }}>{t`Total`}</span>
            <span style={{ textAlign: 'right', fontWeight: 500 }}>{format(row.total)}</span>
          </>
        )}
      </div>
    </TooltipWithBounds>
  )
}
