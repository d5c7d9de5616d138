import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { type StatisticsSlug, statisticsSlugs } from '../../../domain/statistics.ts'
import { AreaTabs } from '../../ui/navigation/AreaTabs.tsx'
import { Breadcrumbs } from '../../ui/navigation/Breadcrumbs.tsx'
import { STATISTICS_PATH, statisticsPath } from './paths.ts'
import { pageWords } from './statisticsWords.ts'

/**
 * Where a statistics page sits (Home › Statistics › Quizzes) and the area's pages as tabs: the
 * hub and its four charts, so a page is one Tab and Enter from the next.
 */
export function StatisticsNav({ page }: { page: StatisticsSlug | null }) {
  const { t, i18n } = useLingui()
  const hub = { path: STATISTICS_PATH, label: t`Overview` }
  const tabs = [
    hub,
    ...statisticsSlugs.map((slug) => ({ path: statisticsPath(slug), label: i18n._(pageWords[slug].title) })),
  ]
  const here = page ? [{ path: statisticsPath(page), label: i18n._(pageWords[page].title) }] : []
  return (
    <Flex direction="column" gap="2">
      <Breadcrumbs
        crumbs={[{ path: '/', label: t`Home` }, { path: STATISTICS_PATH, label: t`Statistics` }, ...here]}
      />
      <AreaTabs label={t`Statistics`} tabs={tabs} />
    </Flex>
  )
}
