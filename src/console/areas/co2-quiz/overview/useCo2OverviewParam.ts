import { useCallback } from 'react'
import { flagParam, recordParam } from '../../../ui/drawer/drawerParams.ts'
import { useDrawerUrl } from '../../../ui/drawer/useDrawerParam.ts'

/** The page's drawer parameters: a link out of the overview drops every one but the question's. */
export const CO2_PAGE_DRAWERS = [...recordParam.names, 'calculator', 'hierarchy', 'overview'] as const

/** The Quiz overview lives in the URL (`/co2quiz?overview`), so a link or a reload opens it. */
export const co2OverviewParam = flagParam('overview', [...recordParam.names, 'calculator', 'hierarchy'])

/** Opens and closes the Quiz overview (the questions page's button). */
export function useCo2OverviewParam() {
  const { key, set } = useDrawerUrl(co2OverviewParam)
  const openOverview = useCallback(() => set(true), [set])
  const closeOverview = useCallback(() => set(null), [set])
  return { open: key !== null, openOverview, closeOverview }
}
