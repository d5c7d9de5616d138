import { useCallback, useRef } from 'react'

/**
 * A field whose control comes a moment after its drawer opens (the markdown editor downloading and
 * starting, the categories arriving) would be skipped by a quick Tab from the field before. Until
 * it comes, the element holding its place stands in: a Tab stop named as the field and marked busy.
 * Once the control is there, `handOff` takes whoever is on the stand-in on into it.
 */
export function useStandIn({ label, waiting }: { label: string; waiting: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  const props = waiting
    ? ({ tabIndex: 0, role: 'group', 'aria-label': label, 'aria-busy': true } as const)
    : {}
  /** Runs `focus` (into the control now there) only when the person is on the stand-in. */
  const handOff = useCallback((focus: () => void) => {
    if (ref.current && document.activeElement === ref.current) focus()
  }, [])
  return { ref, props, handOff }
}
