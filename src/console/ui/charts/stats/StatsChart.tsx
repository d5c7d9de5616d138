import { useLingui } from '@lingui/react/macro'
import { Flex, VisuallyHidden } from '@radix-ui/themes'
import { useParentSize } from '@visx/responsive'
import { getStringWidth } from '@visx/text'
import { useCallback, useId, useMemo } from 'react'
import { CategoryPlot, categoryGeometry, categoryHeight } from './CategoryPlot.tsx'
import { DayPlot, dayGeometry } from './DayPlot.tsx'
import { StatsLegend } from './StatsLegend.tsx'
import { StatsTooltip } from './StatsTooltip.tsx'
import { type StatsChartKind, statsChartHeight } from './statsCardProps.ts'
import { statsFormat } from './statsFormat.ts'
import type { StatsModel } from './statsRows.ts'
import { useChartFocus } from './useChartFocus.ts'
import { useChartSummary } from './useChartSummary.ts'
import './stats.css'

export type StatsChartProps = {
  model: StatsModel
  /** Each stack's name as shown, in the model's order. */
  names: readonly string[]
  layout: 'day' | 'category'
  /** A category series is always drawn as bars. */
  kind: StatsChartKind
  /** The chart's name (its card's title). */
  label: string
}

const onlyWidth = ['height', 'top', 'left'] as const satisfies ('height' | 'top' | 'left')[]
/** Room between the drawing and the focus ring around it. */
const pad = 4

/**
 * One statistics series drawn with visx (docs/product.md §7): a day series as stacked bars per
 * day, or as a line per stack (`kind`); a category series as horizontal stacked bars, one per row,
 * because category names are long (a motivation, an interest) and read best left of their bar
 * rather than slanted under it. Above it the legend; the details of a day or category show
 * under the pointer, or from the keyboard: the chart is one tab stop, ←/→ (↑/↓) move through
 * the days or bars, Home/End jump, Escape hides the details (`useChartFocus`). The drawing is an
 * image with a summary as its name; the card's table holds every number.
 */
export default function StatsChart({ model, names, layout, kind: wanted, label }: StatsChartProps) {
  const { t, i18n } = useLingui()
  const kind = layout === 'category' ? 'bars' : wanted
  const format = statsFormat(i18n.locale)
  const hintId = useId()
  const { parentRef, width, node } = useParentSize({ debounceTime: 50, ignoreDimensions: onlyWidth })
  // Texts are measured in the font they are drawn in (the theme's, read from the chart's box).
  const font = useMemo(() => (node ? getComputedStyle(node).fontFamily : ''), [node])
  const measure = useCallback(
    (text: string) => getStringWidth(text, { fontSize: '12px', fontFamily: font }) ?? text.length * 7,
    [font],
  )
  const geometry = useMemo(() => {
    if (!width) return null
    return layout === 'day'
      ? { layout, ...dayGeometry(model, kind, { width, height: statsChartHeight }, format, measure) }
      : { layout, ...categoryGeometry(model, { width }, format, measure) }
  }, [layout, model, kind, width, format, measure])
  const focus = useChartFocus(model.rows.length)
  const summary = useChartSummary(model, names, layout, kind, format)
  const active = focus.active
  const activeRow = active ? model.rows[active.index] : undefined
  const rowTitle = (label: string) => (layout === 'day' ? format.shortDay(label) : label)
  const said = (index: number) => {
    const row = model.rows[index]!
    const values = names.map((name, stack) => {
      const value = format.number(row.values[stack] ?? 0)
      return t`${name}: ${value}`
    })
    const total = format.number(row.total)
    if (names.length > 1) values.push(t`Total: ${total}`)
    return `${rowTitle(row.label)}. ${values.join(', ')}.`
  }
  const height = layout === 'day' ? statsChartHeight : categoryHeight(model.rows.length)

  return (
    <Flex direction="column" gap="3">
      <StatsLegend names={names} kind={kind} />
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> is for form fields; this is a chart's one tab stop */}
      <div
        ref={parentRef}
        role="group"
        aria-label={t`Chart: ${label}`}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys read the chart's days from here
        tabIndex={0}
        className="stats-chart-frame"
        style={{ minHeight: height + 2 * pad, padding: pad, boxSizing: 'border-box' }}
        onKeyDown={focus.onKeyDown}
        onFocus={focus.onFocus}
        onBlur={focus.onBlur}
        onPointerLeave={() => focus.point(null)}
        data-chart={layout === 'day' ? kind : 'categories'}
      >
        {geometry?.layout === 'day' && (
          <DayPlot
            model={model}
            kind={kind}
            geometry={geometry}
            size={{ width, height }}
            format={format}
            active={active?.index ?? null}
            onPoint={focus.point}
            summary={summary}
          />
        )}
        {geometry?.layout === 'category' && (
          <CategoryPlot
            model={model}
            geometry={geometry}
            width={width}
            format={format}
            active={active?.index ?? null}
            onPoint={focus.point}
            summary={summary}
          />
        )}
        {geometry && active && activeRow && (
          <StatsTooltip
            key={active.index}
            row={activeRow}
            title={rowTitle(activeRow.label)}
            names={names}
            kind={kind}
            format={format.number}
            // The tooltip is placed in the frame's padding box, the drawing `pad` inside it.
            left={geometry.anchor(active.index).left + pad}
            top={geometry.anchor(active.index).top + pad}
          />
        )}
        <VisuallyHidden id={hintId}>
          {layout === 'day'
            ? t`Arrow keys: go from day to day. Escape: hide the details.`
            : t`Arrow keys: go from bar to bar. Escape: hide the details.`}
        </VisuallyHidden>
        <VisuallyHidden aria-live="polite" data-live>
          {active?.by === 'keyboard' ? said(active.index) : ''}
        </VisuallyHidden>
      </div>
    </Flex>
  )
}
