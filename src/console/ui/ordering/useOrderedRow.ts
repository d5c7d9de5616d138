import type { KeyboardEvent } from 'react'
import { rowKeyAction } from './rowKeys.ts'
import { useOrderingItem } from './useOrderingItem.ts'

/**
 * One row of an ordered list (a media list, the quiz of the day): `useOrderingItem`'s props for the
 * row and its drag handle, the handle also taking Alt+↑/↓ to move the row a place at once (the
 * ordering kit's row keys); the other keys are the drag's (Space picks up, the arrows move, Space
 * drops, Escape cancels). `onStep` is called only for a place inside the list.
 */
export function useOrderedRow(
  id: number,
  {
    position,
    count,
    disabled = false,
    roleDescription,
    onStep,
  }: {
    position: number
    count: number
    disabled?: boolean
    /** What a screen reader calls the row while dragging ("draggable media"). */
    roleDescription: string
    onStep: (delta: -1 | 1, control: string) => void
  },
) {
  const { itemProps, handleProps } = useOrderingItem(id, { disabled, roleDescription })
  // dnd-kit's keyboard sensor listens on the handle too: Alt+arrows go first.
  const { onKeyDown: dragKeyDown, ...handle } = handleProps as typeof handleProps & {
    onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const action = rowKeyAction(event)
    if (action === 'moveUp' || action === 'moveDown') {
      event.preventDefault()
      const delta = action === 'moveUp' ? -1 : 1
      if (position + delta >= 0 && position + delta < count) onStep(delta, 'handle')
      return
    }
    dragKeyDown?.(event)
  }
  return { itemProps, handleProps: { ...handle, onKeyDown } }
}
