import { type RefObject, useEffect } from 'react'
import { isEditable } from '../../app/palette/shortcuts.ts'

/** The topmost open dialog (drawer, confirm, palette), if any. */
function topDialog(): Element | null {
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]')
  return dialogs.length ? dialogs[dialogs.length - 1]! : null
}

/**
 * `/` focuses the table's first filter while the table is mounted (GitHub's rule: `/` is the
 * page's search, Ctrl/Cmd+K the palette), unless focus is in a field or a dialog the table is not
 * part of is open; of two tables on a page the first one mounted claims it. From a text filter,
 * ArrowDown or Enter moves into the results: the grid, on its first row.
 */
export function useSlashToFilter(
  root: RefObject<HTMLElement | null>,
  target: RefObject<HTMLElement | null>,
  grid: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const intoResults = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'Enter') return
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      if (!(event.target as HTMLElement).matches('input[type="search"]')) return
      if (!grid.current || grid.current.querySelector('tbody tr[aria-rowindex]') === null) return
      event.preventDefault()
      grid.current.focus()
    }
    element.addEventListener('keydown', intoResults)
    return () => element.removeEventListener('keydown', intoResults)
  }, [root, grid])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.defaultPrevented || isEditable(event.target)) return
      const dialog = topDialog()
      if (dialog && !(root.current && dialog.contains(root.current))) return
      if (!target.current) return
      event.preventDefault()
      target.current.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [root, target])
}
