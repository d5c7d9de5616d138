import { type StatisticsSlug, statisticsSlugs } from '../../../domain/statistics.ts'

export const STATISTICS_PATH = '/statistics'
export const statisticsPath = (slug: StatisticsSlug) => `${STATISTICS_PATH}/${slug}`
export const isStatisticsSlug = (slug: string | undefined): slug is StatisticsSlug =>
  (statisticsSlugs as readonly string[]).includes(slug ?? '')
