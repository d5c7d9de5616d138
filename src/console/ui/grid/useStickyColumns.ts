import { type RefObject, useLayoutEffect } from 'react'

/** The CSS variable holding the left offset of the `nth` sticky column (0 for the first). */
export const stickyLeftVar = (nth: number) => `--grid-sticky-${nth}`

/**
 * Keeps the sticky columns (at `columns`, the indexes of the leaf columns, in order) in view
 * while the table's frame scrolls sideways. Each sticky cell is `position: sticky` at the left
 * offset of its column: the widths of the sticky columns before it, so a sticky column after a
 * scrolling one (the users' First name after Type) slides left over it until it meets the ID.
 * The widths depend on the content, so they are measured from the header cells and kept as CSS
 * variables on the table, updated when a sticky column changes size.
 *
 * The scroller gets `--grid-sticky-width` (its `scroll-padding-left`, so a cell that
 * scrolls into view, by focus or by the arrow keys, stops beside the sticky columns rather than
 * under them) and `data-scrolled` while it is scrolled sideways (the sticky edge's shadow).
 */
export function useStickyColumns(
  scrollerRef: RefObject<HTMLElement | null>,
  tableRef: RefObject<HTMLTableElement | null>,
  columns: readonly number[],
) {
  // A stable dependency for the effect: the same indexes from one render to the next.
  const key = columns.join(',')
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    const table = tableRef.current
    if (!scroller || !table) return
    const onScroll = () => {
      if (scroller.scrollLeft > 0) scroller.setAttribute('data-scrolled', '')
      else scroller.removeAttribute('data-scrolled')
    }
    onScroll()
    scroller.addEventListener('scroll', onScroll, { passive: true })
    const indexes = key ? key.split(',').map(Number) : []
    if (!indexes.length) return () => scroller.removeEventListener('scroll', onScroll)

    const headers = () => {
      const cells = table.tHead?.rows[table.tHead.rows.length - 1]?.cells
      return indexes.flatMap((index) => cells?.[index] ?? [])
    }
    const measure = () => {
      let left = 0
      headers().forEach((cell, index) => {
        table.style.setProperty(stickyLeftVar(index), `${left}px`)
        left += cell.getBoundingClientRect().width
      })
      scroller.style.setProperty('--grid-sticky-width', `${left}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    for (const cell of headers()) observer.observe(cell)
    return () => {
      scroller.removeEventListener('scroll', onScroll)
      observer.disconnect()
    }
  }, [scrollerRef, tableRef, key])
}

/**
 * Scrolls a table's frame sideways by one column (ArrowRight / ArrowLeft on the grid): the first
 * column cut at the right edge comes fully into view, or the last one hidden behind the sticky
 * columns at the left. Returns whether it moved.
 */
export function scrollByColumn(scroller: HTMLElement, table: HTMLTableElement, direction: 1 | -1): boolean {
  const view = scroller.getBoundingClientRect()
  const stickyWidth = Number.parseFloat(scroller.style.getPropertyValue('--grid-sticky-width')) || 0
  const start = view.left + scroller.clientLeft + stickyWidth
  const end = view.left + scroller.clientLeft + scroller.clientWidth
  const cells = Array.from(table.tHead?.rows[table.tHead.rows.length - 1]?.cells ?? []).filter(
    (cell) => !cell.hasAttribute('data-sticky'),
  )
  const boxes = cells.map((cell) => cell.getBoundingClientRect())
  let by = 0
  if (direction === 1) {
    const cut = boxes.find((box) => box.right > end + 1)
    // A column wider than the room left shows from its start.
    if (cut) by = Math.min(cut.right - end, cut.left - start)
    if (cut && by <= 0) by = cut.right - end
  } else {
    const hidden = boxes.findLast((box) => box.left < start - 1)
    if (hidden) by = hidden.left - start
  }
  if (Math.abs(by) < 1) return false
  const before = scroller.scrollLeft
  scroller.scrollLeft = before + by
  return scroller.scrollLeft !== before
}
