import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes'
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useMemo,
  useState,
} from 'react'
import type { AnswerStatsChartProps } from './answerStatsProps.ts'
import { estimatedChartHeight } from './answerStatsRows.ts'

let loaded: ComponentType<AnswerStatsChartProps> | undefined

/**
 * The chart's chunk (visx with it). A drawer that will show a chart may call this early (while
 * idle, or when the question loads) so the chart does not wait for the download.
 */
export const loadAnswerStatsChart = () =>
  import('./AnswerStatsChart.tsx').then((chunk) => {
    loaded = chunk.default
    return chunk
  })

/**
 * The answer statistics chart, downloaded the first time one shows: meanwhile a placeholder of
 * about its height holds the place, and a failed download offers Try again.
 */
export function LazyAnswerStatsChart(props: AnswerStatsChartProps) {
  const { t } = useLingui()
  const [attempt, setAttempt] = useState(0)
  // With the chunk already here the chart renders at once: through `lazy` it would suspend for a
  // moment on every mount, and React 19 reveals suspended content only in steps of 300 ms.
  const Chart = useMemo(() => (attempt === 0 && loaded) || lazy(loadAnswerStatsChart), [attempt])
  const height = estimatedChartHeight(props.stats, props.answers.length)
  return (
    <ChartBoundary
      key={attempt}
      fallback={
        <Callout.Root color="red" size="1" role="alert" style={{ minHeight: height }}>
          <Callout.Text>{t`The chart could not be loaded.`}</Callout.Text>
          <Button type="button" size="1" variant="soft" onClick={() => setAttempt(attempt + 1)}>
            {t`Try again`}
          </Button>
        </Callout.Root>
      }
    >
      <Suspense
        fallback={
          <Flex align="center" justify="center" gap="2" style={{ height }} role="status">
            <Spinner /> <Text size="2" color="gray">{t`Loading the chart…`}</Text>
          </Flex>
        }
      >
        <Chart {...props} />
      </Suspense>
    </ChartBoundary>
  )
}

/** Shows `fallback` instead of the chart when its chunk failed to load. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The chart could not be loaded', error, info.componentStack)
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
