import { useState } from 'react'
import { focusItemControl } from './focus.ts'
import type { RowKeyAction } from './rowKeys.ts'

/**
 * One Tab stop for an ordering's rows (a roving tab index): the row last focused, the first at
 * the start. `go` handles the arrows between rows (and Home/End), focusing the row's drag handle.
 * `order` is the rows' ids as they show, top to bottom.
 */
export function useRowFocus(order: readonly number[]) {
  const [current, setCurrent] = useState<number | null>(null)
  const tabStop = current !== null && order.includes(current) ? current : order[0]
  const focusRow = (id: number | undefined) => {
    if (id === undefined) return
    setCurrent(id)
    focusItemControl(id, 'handle')
  }
  /** Moves focus for `action` from row `id`; false for the actions that are not about focus. */
  const go = (action: RowKeyAction, id: number) => {
    const at = order.indexOf(id)
    if (action === 'next') focusRow(order[at + 1])
    else if (action === 'previous') focusRow(order[at - 1])
    else if (action === 'first') focusRow(order[0])
    else if (action === 'last') focusRow(order.at(-1))
    else return false
    return true
  }
  return { tabStop, setCurrent, go }
}
