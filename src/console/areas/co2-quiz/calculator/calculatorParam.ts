import { useCallback } from 'react'
import { flagParam, recordParam } from '../../../ui/drawer/drawerParams.ts'
import { useDrawerUrl } from '../../../ui/drawer/useDrawerParam.ts'

/**
 * The Calculator drawer lives in the URL (`/co2quiz?calculator`), so a link or a reload opens it;
 * opening it closes the page's other drawers.
 */
export const calculatorParam = flagParam('calculator', [...recordParam.names, 'hierarchy', 'overview'])

/** Opens and closes the Calculator (the questions page's button, the palette). */
export function useCalculatorParam() {
  const { key, set } = useDrawerUrl(calculatorParam)
  const openCalculator = useCallback(() => set(true), [set])
  const closeCalculator = useCallback(() => set(null), [set])
  return { open: key !== null, openCalculator, closeCalculator }
}
