import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import type { StatsChartKind } from './statsCardProps.ts'
import type { StatsFormat } from './statsFormat.ts'
import { stackColour, stackDash } from './statsPalette.ts'
import { type StatsModel, segmentsOf } from './statsRows.ts'

const margin = { top: 12, right: 12, bottom: 28 }

/** Where everything of a day series goes in a chart `width` × `height` wide. */
export function dayGeometry(
  model: StatsModel,
  kind: StatsChartKind,
  size: { width: number; height: number },
  format: StatsFormat,
  measure: (text: string) => number,
) {
  const max = kind === 'lines' ? model.maxValue : model.maxTotal
  const y = scaleLinear<number>({ domain: [0, max || 1], nice: 5 })
  // Counts get whole ticks only (no "0.5 quizzes").
  const ticks = y.ticks(5).filter((tick) => !model.integers || Number.isInteger(tick))
  const left = Math.ceil(Math.max(...ticks.map((tick) => measure(format.number(tick))))) + 10
  const inner = {
    width: Math.max(0, size.width - left - margin.right),
    height: Math.max(0, size.height - margin.top - margin.bottom),
  }
  y.range([inner.height, 0])
  const indices = model.rows.map((_, index) => index)
  const x = scaleBand<number>({
    domain: indices,
    range: [0, inner.width],
    paddingInner: 0.25,
    paddingOuter: 0.15,
  })
  // As many day labels as fit, counted back from the latest day so that one is always labelled.
  const labelRoom = Math.max(...model.rows.map((row) => measure(format.axisDay(row.label)))) + 12
  const every = Math.max(1, Math.ceil(labelRoom / Math.max(1, x.step())))
  const dayTicks = indices.filter((index) => (indices.length - 1 - index) % every === 0)
  const top = (index: number) => {
    const row = model.rows[index]
    return row ? y(kind === 'lines' ? Math.max(...row.values) : row.total) : 0
  }
  return {
    margin: { ...margin, left },
    inner,
    x,
    y,
    ticks,
    dayTicks,
    /** Where a day's details point: the middle of its band, at its highest value. */
    anchor: (index: number) => ({
      left: left + (x(index) ?? 0) + x.bandwidth() / 2,
      top: margin.top + top(index),
    }),
  }
}

type DayPlotProps = {
  model: StatsModel
  kind: StatsChartKind
  geometry: ReturnType<typeof dayGeometry>
  size: { width: number; height: number }
  format: StatsFormat
  active: number | null
  onPoint: (index: number) => void
  summary: string
}

/** A day series: stacked bars per day, or a line per stack through the days. */
export function DayPlot({ model, kind, geometry: g, size, format, active, onPoint, summary }: DayPlotProps) {
  const { x, y, inner } = g
  const step = x.step()
  const bandLeft = (index: number) => (x(index) ?? 0) - (step - x.bandwidth()) / 2
  const centre = (index: number) => (x(index) ?? 0) + x.bandwidth() / 2
  // A few days in a wide chart would make slabs: a bar is at most 48 px wide, in its band's middle.
  const barWidth = Math.min(x.bandwidth(), 48)
  return (
    <svg width={size.width} height={size.height} role="img" aria-label={summary} className="stats-plot">
      <Group left={g.margin.left} top={g.margin.top}>
        {g.ticks.map((tick) => (
          <line key={tick} className="stats-grid" x1={0} x2={inner.width} y1={y(tick)} y2={y(tick)} />
        ))}
        {active !== null && (
          <rect className="stats-highlight" x={bandLeft(active)} y={0} width={step} height={inner.height} />
        )}
        {kind === 'lines'
          ? model.keys.map((key, stack) => (
              <Group key={key} data-stack={stack}>
                <LinePath
                  data={model.rows}
                  x={(_, index) => centre(index)}
                  y={(row) => y(row.values[stack] ?? 0)}
                  stroke={stackColour(stack)}
                  strokeWidth={2.5}
                  strokeDasharray={stackDash(stack)}
                  strokeLinejoin="round"
                />
                {model.rows.map((row, index) => (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity
                    key={index}
                    className="stats-point"
                    cx={centre(index)}
                    cy={y(row.values[stack] ?? 0)}
                    r={index === active ? 5 : model.rows.length > 40 ? 0 : 3}
                    fill={stackColour(stack)}
                  />
                ))}
              </Group>
            ))
          : model.rows.map((row, index) => {
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity
                <Group key={index} data-day={row.label}>
                  {segmentsOf(row).map(({ stack, from, to }) => (
                    <Bar
                      key={model.keys[stack]}
                      className="stats-segment"
                      x={(x(index) ?? 0) + (x.bandwidth() - barWidth) / 2}
                      y={y(to)}
                      width={barWidth}
                      height={Math.max(0, y(from) - y(to))}
                      fill={stackColour(stack)}
                    />
                  ))}
                </Group>
              )
            })}
        <AxisLeft
          scale={y}
          tickValues={g.ticks}
          tickFormat={(value) => format.number(Number(value))}
          hideAxisLine
          hideTicks
          tickLabelProps={{ dx: -4, fontSize: 12, textAnchor: 'end', verticalAnchor: 'middle' }}
        />
        <AxisBottom
          top={inner.height}
          scale={x}
          tickValues={g.dayTicks}
          tickFormat={(index) => format.axisDay(model.rows[index]?.label ?? '')}
          axisLineClassName="stats-axis-line"
          tickClassName="stats-axis-tick"
          tickLineProps={{ className: 'stats-axis-line' }}
          tickLength={4}
          tickLabelProps={{ fontSize: 12, textAnchor: 'middle' }}
        />
        {/* The pointer's targets: a band per day, as tall as the chart (a zero day too). */}
        {model.rows.map((_, index) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a day's place is its identity
            key={index}
            x={bandLeft(index)}
            y={0}
            width={step}
            height={inner.height}
            fill="transparent"
            data-hit={index}
            onPointerEnter={() => onPoint(index)}
          />
        ))}
      </Group>
    </svg>
  )
}
