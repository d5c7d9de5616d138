import { msg } from '@lingui/core/macro'
import type { PageKeySet } from '../../app/palette/pageKeys.ts'

/** The list's keys: the grid's handler reads this table, and the `?` dialog shows it. */
export const gridKeys = {
  next: { keys: ['ArrowDown', 'j'], label: msg`Next row (into the next page at the end)` },
  previous: { keys: ['ArrowUp', 'k'], label: msg`Previous row` },
  first: { keys: ['Home'], label: msg`First row of the page` },
  last: { keys: ['End'], label: msg`Last row of the page` },
  nextPage: { keys: ['PageDown'], label: msg`Next page` },
  previousPage: { keys: ['PageUp'], label: msg`Previous page` },
  open: { keys: ['Enter'], label: msg`Open the active row` },
  scrollRight: { keys: ['ArrowRight'], label: msg`Show the next column (a table wider than its frame)` },
  scrollLeft: { keys: ['ArrowLeft'], label: msg`Show the previous column` },
} as const

export type GridAction = keyof typeof gridKeys

/** The action a key press means in the grid, if any. */
export const gridActionOf = (key: string): GridAction | null =>
  (Object.keys(gridKeys) as GridAction[]).find((action) =>
    (gridKeys[action].keys as readonly string[]).includes(key),
  ) ?? null

/** What the `?` dialog lists while a list is on the page. */
export const listKeySet: PageKeySet = {
  id: 'list',
  title: msg`List`,
  keys: [
    { keys: ['/'], label: msg`Search this list (then ArrowDown or Enter back to the rows)` },
    ...Object.values(gridKeys),
  ],
}
