import { useLingui } from '@lingui/react/macro'
import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useParams } from 'react-router-dom'
import { type StatisticsSeriesName, statisticsPages } from '../../../domain/statistics.ts'
import { useClient } from '../../api/ResourceProvider.tsx'
import { statisticsApi, statsSeriesQuery } from '../../api/statistics.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { LazyStatsChartCard, statsChartCardChunk } from '../../ui/charts/stats/LazyStatsChartCard.tsx'
import { isStatisticsSlug } from './paths.ts'
import { StatisticsNav } from './StatisticsNav.tsx'
import { pageWords, seriesWords } from './statisticsWords.ts'

/**
 * `/statistics/{slug}` (docs/product.md §2): the series that belong to one page, each a chart
 * with its legend, its data table and its CSV. The router only comes here for the four slugs
 * (`accepts`); anything else is the normal not-found page.
 */
export default function StatisticsChartPage() {
  const { i18n } = useLingui()
  const { slug } = useParams()
  // The charts' chunk downloads with the page's data, not after it.
  useEffect(() => {
    void statsChartCardChunk.load().catch(() => {})
  }, [])
  if (!isStatisticsSlug(slug)) return null
  const words = pageWords[slug]
  return (
    <Box p="6">
      <Flex direction="column" gap="4">
        <StatisticsNav page={slug} />
        <Flex direction="column" gap="1">
          <Heading as="h1" size="7">
            {i18n._(words.title)}
          </Heading>
          <Text color="gray">{i18n._(words.about)}</Text>
        </Flex>
        {statisticsPages[slug].map((series) => (
          <SeriesCard key={series} series={series} />
        ))}
      </Flex>
    </Box>
  )
}

function SeriesCard({ series }: { series: StatisticsSeriesName }) {
  const { t, i18n } = useLingui()
  const { lang } = useLanguage()
  const client = useClient(statisticsApi)
  const query = useQuery(statsSeriesQuery(client, lang, series))
  const words = seriesWords[series]
  return (
    <LazyStatsChartCard
      series={series}
      title={i18n._(words.title)}
      description={i18n._(words.about)}
      kind={words.kind}
      status={query.status}
      data={query.data}
      onRetry={() => void query.refetch()}
      labelColumn={series === 'user-motivation' ? t`Motivation` : undefined}
    />
  )
}
