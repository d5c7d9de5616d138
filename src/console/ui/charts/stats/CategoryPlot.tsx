import { AxisBottom } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import type { StatsFormat } from './statsFormat.ts'
import { stackColour } from './statsPalette.ts'
import { type StatsModel, segmentsOf } from './statsRows.ts'

/** A row per category: a bar about 20 px thick, with room between rows. */
const rowStep = 32
const margin = { top: 4, bottom: 28, gap: 8 }

/** A category chart's height: its rows and the value axis under them. */
export const categoryHeight = (rows: number) => margin.top + rows * rowStep + margin.bottom

/** `text` cut to fit `width` (with "…"), whole when it fits. */
export function fitText(text: string, width: number, measure: (text: string) => number) {
  if (measure(text) <= width) return text
  let low = 0
  let high = text.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= width) low = mid
    else high = mid - 1
  }
  return `${text.slice(0, low).trimEnd()}…`
}

/**
 * Where everything of a category series goes. The chart is as tall as its rows: a fixed height
 * would squeeze twenty interests or stretch two into slabs.
 * Names sit left of their bars in a column of at most a third of the width: a longer name is cut
 * with "…" there and shows whole in the details and the table.
 */
export function categoryGeometry(
  model: StatsModel,
  size: { width: number },
  format: StatsFormat,
  measure: (text: string) => number,
) {
  const names = Math.max(...model.rows.map((row) => measure(row.label)), 0)
  const labelWidth = Math.ceil(Math.min(names, Math.max(80, size.width / 3)))
  const valueRoom = Math.ceil(Math.max(...model.rows.map((row) => measure(format.number(row.total))), 0)) + 16
  const left = labelWidth + margin.gap
  const bands = model.rows.length * rowStep
  const height = categoryHeight(model.rows.length)
  const inner = {
    width: Math.max(0, size.width - left - valueRoom),
    height: height - margin.top - margin.bottom,
  }
  const x = scaleLinear<number>({ domain: [0, model.maxTotal || 1], range: [0, inner.width], nice: 5 })
  const ticks = x.ticks(5).filter((tick) => !model.integers || Number.isInteger(tick))
  const y = scaleBand<number>({
    domain: model.rows.map((_, index) => index),
    range: [0, bands],
    paddingInner: 0.35,
    paddingOuter: 0.175,
  })
  const labels = model.rows.map((row) => fitText(row.label, labelWidth, measure))
  return {
    height,
    margin: { top: margin.top, left },
    inner,
    x,
    y,
    ticks,
    labels,
    /** Where a category's details point: the end of its bar, at its middle. */
    anchor: (index: number) => ({
      left: left + x(model.rows[index]?.total ?? 0),
      top: margin.top + (y(index) ?? 0) + y.bandwidth() / 2,
    }),
  }
}

type CategoryPlotProps = {
  model: StatsModel
  geometry: ReturnType<typeof categoryGeometry>
  width: number
  format: StatsFormat
  active: number | null
  onPoint: (index: number) => void
  summary: string
}

/** A category series: a horizontal stacked bar per category, its total at its end. */
export function CategoryPlot({
  model,
  geometry: g,
  width,
  format,
  active,
  onPoint,
  summary,
}: CategoryPlotProps) {
  const { x, y, inner } = g
  const step = y.step()
  const bandTop = (index: number) => (y(index) ?? 0) - (step - y.bandwidth()) / 2
  return (
    <svg width={width} height={g.height} role="img" aria-label={summary} className="stats-plot">
      <Group left={g.margin.left} top={g.margin.top}>
        {g.ticks.map((tick) => (
          <line key={tick} className="stats-grid" x1={x(tick)} x2={x(tick)} y1={0} y2={inner.height} />
        ))}
        {active !== null && (
          <rect
            className="stats-highlight"
            x={-g.margin.left}
            y={bandTop(active)}
            width={width}
            height={step}
          />
        )}
        {model.rows.map((row, index) => {
          const top = y(index) ?? 0
          const middle = top + y.bandwidth() / 2
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two categories may share a name
            <Group key={index} data-category={row.label}>
              <text x={-8} y={middle} textAnchor="end" dominantBaseline="central">
                {g.labels[index] !== row.label && <title>{row.label}</title>}
                {g.labels[index]}
              </text>
              {segmentsOf(row).map(({ stack, from, to }) => (
                <Bar
                  key={model.keys[stack]}
                  className="stats-segment"
                  x={x(from)}
                  y={top}
                  width={Math.max(0, x(to) - x(from))}
                  height={y.bandwidth()}
                  fill={stackColour(stack)}
                />
              ))}
              <text x={x(row.total) + 6} y={middle} dominantBaseline="central">
                {format.number(row.total)}
              </text>
            </Group>
          )
        })}
        <AxisBottom
          top={inner.height}
          scale={x}
          tickValues={g.ticks}
          tickFormat={(value) => format.number(Number(value))}
          axisLineClassName="stats-axis-line"
          tickLineProps={{ className: 'stats-axis-line' }}
          tickLength={4}
          tickLabelProps={{ fontSize: 12, textAnchor: 'middle' }}
        />
        {model.rows.map((_, index) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: two categories may share a name
            key={index}
            x={-g.margin.left}
            y={bandTop(index)}
            width={width}
            height={step}
            fill="transparent"
            data-hit={index}
            onPointerEnter={() => onPoint(index)}
          />
        ))}
      </Group>
    </svg>
  )
}
