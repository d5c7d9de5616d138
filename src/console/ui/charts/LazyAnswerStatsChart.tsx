import { useLingui } from '@lingui/react/macro'
import { Flex, Spinner, Text } from '@radix-ui/themes'
import { ChunkView } from '../preload/ChunkView.tsx'
import { lazyChunk } from '../preload/lazyChunk.ts'
import type { AnswerStatsChartProps } from './answerStatsProps.ts'
import { estimatedChartHeight } from './answerStatsRows.ts'

/**
 * The chart's chunk (visx with it). A drawer that will show a chart may `load` it early (while
 * idle, or when the question loads) so the chart does not wait for the download.
 */
export const answerStatsChartChunk = lazyChunk<AnswerStatsChartProps>(() => import('./AnswerStatsChart.tsx'))

/**
 * The answer statistics chart, downloaded the first time one shows: meanwhile a placeholder of
 * about its height holds the place, and a failed download offers Try again.
 */
export function LazyAnswerStatsChart(props: AnswerStatsChartProps) {
  const { t } = useLingui()
  const height = estimatedChartHeight(props.stats, props.answers.length)
  return (
    <ChunkView
      chunk={answerStatsChartChunk}
      props={props}
      failed={t`The chart could not be loaded.`}
      minHeight={height}
      placeholder={
        <Flex align="center" justify="center" gap="2" style={{ height }} role="status">
          <Spinner /> <Text size="2" color="gray">{t`Loading the chart…`}</Text>
        </Flex>
      }
    />
  )
}
