import { useLayoutEffect } from 'react'
import { useStandIn } from '../focus/useStandIn.ts'

/**
 * A checklist whose options are still loading: its box stands in for the group in the Tab order
 * (useStandIn), and once the options show, whoever is on it goes on to the group's Tab stop (its
 * first box), as a Tab would have taken them there.
 */
export function useChecklistStandIn(label: string, loading: boolean) {
  const standIn = useStandIn({ label, waiting: loading })
  const { ref, handOff } = standIn
  // In the commit that shows the boxes, before the browser moves focus off the box that stopped
  // being a Tab stop.
  useLayoutEffect(() => {
    if (!loading)
      handOff(() =>
        ref.current
          ?.querySelector<HTMLElement>('[role="checkbox"][tabindex="0"], [role="checkbox"]')
          ?.focus(),
      )
  }, [loading, handOff, ref])
  return standIn
}
