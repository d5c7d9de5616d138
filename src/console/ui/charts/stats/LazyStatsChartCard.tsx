import { useLingui } from '@lingui/react/macro'
import { ChunkView } from '../../preload/ChunkView.tsx'
import { lazyChunk } from '../../preload/lazyChunk.ts'
import { StatsCardFrame, StatsSkeleton } from './StatsCardFrame.tsx'
import { type StatsChartCardProps, statsChartHeight } from './statsCardProps.ts'

/**
 * The statistics card's chunk (visx with it). A statistics page may `load` it early (while idle,
 * or as its queries start) so the charts do not wait for the download; no other page imports it.
 */
export const statsChartCardChunk = lazyChunk<StatsChartCardProps>(() => import('./StatsChartCard.tsx'))

/**
 * A statistics card, downloaded the first time one shows: meanwhile its frame (heading and
 * description) with a skeleton holds the place, and a failed download offers Try again.
 */
export function LazyStatsChartCard(props: StatsChartCardProps) {
  const { t } = useLingui()
  return (
    <ChunkView
      chunk={statsChartCardChunk}
      props={props}
      failed={t`The chart could not be loaded.`}
      minHeight={statsChartHeight}
      placeholder={
        <StatsCardFrame title={props.title} description={props.description} headingLevel={props.headingLevel}>
          <StatsSkeleton />
        </StatsCardFrame>
      }
    />
  )
}
