import { msg } from '@lingui/core/macro'
import type { PageKeySet } from '../../app/palette/pageKeys.ts'

/** A drag handle's keys: dnd-kit's keyboard sensor reads this table, and the `?` dialog shows it. */
export const dragKeyCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] }

export const orderingKeySet: PageKeySet = {
  id: 'ordering',
  title: msg`Ordering`,
  keys: [
    { keys: dragKeyCodes.start, label: msg`Pick up the focused item` },
    { keys: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'], label: msg`Move the picked-up item` },
    { keys: dragKeyCodes.end, label: msg`Drop it here` },
    { keys: ['Escape'], label: msg`Put it back where it was` },
  ],
}
