import { type CollisionDetection, closestCenter, pointerWithin } from '@dnd-kit/core'
import type { SortingStrategy } from '@dnd-kit/sortable'

/** Items stay in place while dragging; the drop target shows where the dragged item would go. */
export const keepInPlace: SortingStrategy = () => null

/**
 * For a vertical list or tree: the pointer picks the target it is over (or the nearest one in a
 * gap); the keyboard sensor moves the dragged item onto a target's top edge, so the target whose
 * top is nearest wins. (A grid would pick by centre instead: `closestCenter`.)
 */
export const verticalCollision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args)
    return within.length ? within : closestCenter(args)
  }
  // sortableKeyboardCoordinates aligns the top edges, or the bottom edges when moving down within
  // one list; whichever edge lines up marks the target.
  const { collisionRect, droppableRects, droppableContainers } = args
  return droppableContainers
    .map((container) => {
      const rect = droppableRects.get(container.id)
      if (!rect) return null
      const value = Math.min(
        Math.abs(rect.top - collisionRect.top),
        Math.abs(rect.top + rect.height - (collisionRect.top + collisionRect.height)),
      )
      return { id: container.id, value }
    })
    .filter((entry) => entry !== null)
    .sort((a, b) => a.value - b.value)
    .map((entry) => ({ id: entry.id, data: { value: entry.value } }))
}
