import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { AreaTabs } from '../../ui/navigation/AreaTabs.tsx'
import { Breadcrumbs } from '../../ui/navigation/Breadcrumbs.tsx'
import { CO2_PATHS, type Co2Page } from './paths.ts'

/**
 * The CO2 quiz area's menu and breadcrumbs (docs/product.md §2 "CO2 quiz area": a menu of
 * Questions, Values, Averages, and breadcrumbs), above the heading of each of its three pages.
 */
export function Co2Nav({ page }: { page: Co2Page }) {
  const { t } = useLingui()
  const names: Record<Co2Page, string> = {
    questions: t`Questions`,
    values: t`Values`,
    averages: t`Averages`,
  }
  const pages = (Object.keys(CO2_PATHS) as Co2Page[]).map((each) => ({
    path: CO2_PATHS[each],
    label: names[each],
  }))
  return (
    <Flex direction="column" gap="2">
      <Breadcrumbs
        crumbs={[
          { path: '/', label: t`Home` },
          { path: CO2_PATHS.questions, label: t`CO2 Quiz` },
          { path: CO2_PATHS[page], label: names[page] },
        ]}
      />
      <AreaTabs label={t`CO2 Quiz`} tabs={pages} />
    </Flex>
  )
}
