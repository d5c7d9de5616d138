import { msg } from '@lingui/core/macro'
import type { PageKeySet } from '../../app/palette/pageKeys.ts'

/**
 * The keys of an ordering's rows when nothing is being dragged: one Tab stop per row (its drag
 * handle), the arrows between rows, Alt+arrows to move the row, Enter for the row's menu. The
 * handler reads this table and the `?` dialog shows it, so the two cannot drift.
 */
export const rowKeys = {
  next: { keys: ['ArrowDown'], label: msg`Next row` },
  previous: { keys: ['ArrowUp'], label: msg`Previous row` },
  first: { keys: ['Home'], label: msg`First row` },
  last: { keys: ['End'], label: msg`Last row` },
  moveDown: { keys: ['Alt+ArrowDown'], label: msg`Move the row down` },
  moveUp: { keys: ['Alt+ArrowUp'], label: msg`Move the row up` },
  indent: { keys: ['Alt+ArrowRight'], label: msg`Make it a sub item of the main item above` },
  outdent: { keys: ['Alt+ArrowLeft'], label: msg`Make it a main item again` },
  menu: { keys: ['Enter'], label: msg`Choose where it goes (the row's menu)` },
} as const

export type RowKeyAction = keyof typeof rowKeys

/** What a key press on a row's handle asks for, if anything (Space is the drag's own key). */
export function rowKeyAction(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  if (event.ctrlKey || event.metaKey) return null
  const pressed = event.altKey ? `Alt+${event.key}` : event.key
  return (
    (Object.keys(rowKeys) as RowKeyAction[]).find((action) =>
      (rowKeys[action].keys as readonly string[]).includes(pressed),
    ) ?? null
  )
}

/** The rows' keys for the `?` dialog. */
export const rowKeySet: PageKeySet = {
  id: 'ordering-rows',
  title: msg`Rows to order`,
  keys: Object.values(rowKeys).map(({ keys, label }) => ({ keys, label })),
}
