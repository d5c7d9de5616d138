import { Flex, Text } from '@radix-ui/themes'
import type { StatsChartKind } from './statsCardProps.ts'
import { stackColour, stackDash } from './statsPalette.ts'

/** A stack's colour as the chart draws it: a block for bars, a stroke in its dash for lines. */
export function StackSwatch({ index, kind }: { index: number; kind: StatsChartKind }) {
  return (
    <svg width={22} height={12} aria-hidden="true" style={{ flex: 'none' }}>
      {kind === 'lines' ? (
        <line
          x1={1}
          x2={21}
          y1={6}
          y2={6}
          stroke={stackColour(index)}
          strokeWidth={2.5}
          strokeDasharray={stackDash(index)}
        />
      ) : (
        <rect x={3} y={0} width={16} height={12} rx={2} fill={stackColour(index)} />
      )}
    </svg>
  )
}

/**
 * The chart's legend, as HTML text (a list a screen reader and a translation tool read): each
 * stack's swatch and name, in the stacks' order (for bars, the bottom one first).
 */
export function StatsLegend({ names, kind }: { names: readonly string[]; kind: StatsChartKind }) {
  return (
    <Flex asChild wrap="wrap" gap="1" style={{ columnGap: 'var(--space-4)', listStyle: 'none' }} m="0" p="0">
      <ul data-legend>
        {names.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a stack is its place (two names may read the same)
          <Flex asChild align="center" gap="2" key={`${index}-${name}`}>
            <li>
              <StackSwatch index={index} kind={kind} />
              <Text size="2">{name}</Text>
            </li>
          </Flex>
        ))}
      </ul>
    </Flex>
  )
}
