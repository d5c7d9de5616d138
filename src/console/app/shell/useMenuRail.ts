import { useCallback, useState, useSyncExternalStore } from 'react'

/**
 * Below this width the left menu is a rail of icons (issue 18): at 1024 px the full menu's 232 px
 * left too little for a list with nine columns and the top bar. 1200 keeps the full menu on the
 * common 1280 px and wider screens.
 */
export const MENU_RAIL_BELOW_PX = 1200
const narrowQuery = `(max-width: ${MENU_RAIL_BELOW_PX - 0.02}px)`

function subscribe(onChange: () => void) {
  const query = window.matchMedia(narrowQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isNarrow = () => window.matchMedia(narrowQuery).matches

/**
 * Whether the menu shows as a rail: on a narrow window unless the user widened it, on a wide one
 * only when they narrowed it (the menu's toggle button). The choice lasts until the window
 * crosses the width, where the menu follows the window again.
 */
export function useMenuRail() {
  const narrow = useSyncExternalStore(subscribe, isNarrow, () => false)
  const [choice, setChoice] = useState<{ narrow: boolean; rail: boolean } | null>(null)
  const rail = choice && choice.narrow === narrow ? choice.rail : narrow
  const toggle = useCallback(() => setChoice({ narrow, rail: !rail }), [narrow, rail])
  return { rail, toggle }
}
