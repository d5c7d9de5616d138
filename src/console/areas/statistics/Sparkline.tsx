/**
 * A day series' shape in a few pixels, for a hub card: one line over the days, scaled to its
 * largest day. Decoration: the card's headline says the figure in words, so it is hidden from
 * screen readers.
 */
export function Sparkline({
  values,
  width = 220,
  height = 48,
}: {
  values: number[]
  width?: number
  height?: number
}) {
  const top = Math.max(...values, 0)
  const step = values.length > 1 ? width / (values.length - 1) : 0
  const y = (value: number) => (top > 0 ? height - 2 - (value / top) * (height - 4) : height - 2)
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ')
  return (
    <svg
      className="statistics-sparkline"
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height={height}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={points}
        fill="none"
        stroke="var(--accent-9)"
        strokeWidth="2"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}
