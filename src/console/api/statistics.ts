import { queryOptions } from '@tanstack/react-query'
import type { StatisticsSeriesName, StatsSeries } from '../../domain/contracts/statistics.ts'
import type { Lang } from '../../domain/lang.ts'
import { api } from './client.ts'
import { bodyOf } from './resource.ts'

/** The statistics series (`GET /api/statistics/<name>`, docs/product.md §7), each over the last 30 days. */
export const statisticsApi = {
  series: (name: StatisticsSeriesName) => bodyOf<StatsSeries>(api.get(`statistics/${name}`)),
}
export type StatisticsClient = typeof statisticsApi

/** `['statistics', lang, name]`: category and motivation names come in the request's language. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  series: (lang: Lang, name: StatisticsSeriesName) => ['statistics', lang, name] as const,
}

/** A series, fresh for a minute: a page and the hub's card showing one read it once. */
export const statsSeriesQuery = (client: StatisticsClient, lang: Lang, name: StatisticsSeriesName) =>
  queryOptions({
    queryKey: statisticsKeys.series(lang, name),
    queryFn: () => client.series(name),
    staleTime: 60_000,
  })
