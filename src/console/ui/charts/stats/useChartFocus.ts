import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from 'react'

/** The bar group (or day) whose details show, and what showed it. */
export type ChartActive = { index: number; by: 'pointer' | 'keyboard' }

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/**
 * The chart's one tab stop: focused from the keyboard it shows the details of the group where the
 * keyboard last was (the first at first); ←/→ (and ↑/↓) move one group, Home and End to the
 * first and the last, Escape hides the details (and is then used up, so a page's own Escape does
 * not fire with it). The mouse shows the group under it; leaving the chart or its focus hides them.
 */
export function useChartFocus(count: number) {
  const [active, setActive] = useState<ChartActive | null>(null)
  const cursor = useRef(0)
  const last = Math.max(0, count - 1)

  const showKeyboard = useCallback(
    (index: number) => {
      cursor.current = Math.min(Math.max(index, 0), last)
      setActive({ index: cursor.current, by: 'keyboard' })
    },
    [last],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !count) return
    if (event.key === 'Escape') {
      if (!active) return
      event.preventDefault()
      event.stopPropagation()
      setActive(null)
      return
    }
    const from = Math.min(cursor.current, last)
    const step = steps[event.key]
    const to = step !== undefined ? from + step : event.key === 'Home' ? 0 : event.key === 'End' ? last : null
    if (to === null) return
    event.preventDefault()
    showKeyboard(to)
  }

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && count && focusVisible(event.currentTarget)) {
      showKeyboard(cursor.current)
    }
  }
  const onBlur = () => setActive(null)
  const point = useCallback((index: number | null) => {
    setActive(index === null ? null : { index, by: 'pointer' })
  }, [])

  const shown = active && active.index <= last && count ? active : null
  return { active: shown, onKeyDown, onFocus, onBlur, point }
}
