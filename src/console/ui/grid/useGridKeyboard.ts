import { type FocusEvent, type KeyboardEvent, useState } from 'react'
import { gridActionOf } from './gridKeys.ts'

type Options = {
  /** Rows on the current page. */
  rowCount: number
  /** 1-based. */
  page: number
  pageCount: number
  goToPage: (page: number) => void
  open: (index: number) => void
  /** Scrolls a table wider than its frame by one column (1: right, -1: left). */
  scrollSideways?: (direction: 1 | -1) => void
  /** The active row is forgotten when this changes (new filter values: another list of rows). */
  resetKey: string
}

/**
 * The active row of a one-stop grid and its keys: ArrowDown/ArrowUp and j/k move (crossing into
 * the next or previous page at the edges), Home/End jump within the page, PageDown/PageUp turn
 * the page, Enter opens, ArrowRight/ArrowLeft bring the next or previous column of a wide table
 * into view (the active row stays). Keys typed in a control inside a row (a delete button) are left alone.
 */
export function useGridKeyboard(options: Options) {
  const { rowCount, page, pageCount, goToPage, open, scrollSideways, resetKey } = options
  // Kept as asked for and clamped when read, so "last row of the previous page" can be asked for
  // before that page's rows have arrived (server mode).
  const [state, setState] = useState<{ key: string; index: number | null }>({ key: resetKey, index: null })
  // A new filter forgets the active row, except the first: focus that arrived (Enter from the
  // filter box) just before the typed filter settled still means "the first of the results".
  const wanted = state.key === resetKey || state.index === 0 ? state.index : null
  const setActive = (index: number | null) => setState({ key: resetKey, index })
  const active = wanted === null || rowCount === 0 ? null : Math.min(wanted, rowCount - 1)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const last = rowCount - 1
    const at = active ?? -1
    switch (gridActionOf(event.key)) {
      case 'next':
        if (at < last) setActive(at + 1)
        else if (page < pageCount) {
          goToPage(page + 1)
          setActive(0)
        }
        break
      case 'previous':
        if (at > 0) setActive(at - 1)
        else if (at === -1 && rowCount > 0) setActive(0)
        else if (page > 1) {
          goToPage(page - 1)
          setActive(Number.POSITIVE_INFINITY)
        }
        break
      case 'first':
        setActive(0)
        break
      case 'last':
        setActive(Math.max(last, 0))
        break
      case 'nextPage':
        if (page < pageCount) goToPage(page + 1)
        else setActive(Math.max(last, 0))
        break
      case 'previousPage':
        if (page > 1) goToPage(page - 1)
        else setActive(0)
        break
      case 'open':
        if (active === null) return
        open(active)
        break
      case 'scrollRight':
        scrollSideways?.(1)
        break
      case 'scrollLeft':
        scrollSideways?.(-1)
        break
      default:
        return
    }
    event.preventDefault()
  }

  /**
   * Focus arriving on the grid (Tab, click, `focus()`) makes the first row active if none is,
   * also when the rows arrive after the focus (a page opened from the keyboard focuses its list
   * while it is still loading).
   */
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && wanted === null) setActive(0)
  }

  return { active, setActive, onKeyDown, onFocus }
}
