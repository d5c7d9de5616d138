import { DndContext, DragOverlay } from '@dnd-kit/core'
import { SortableContext } from '@dnd-kit/sortable'
import { VisuallyHidden } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { usePageKeys } from '../../app/palette/pageKeys.ts'
import { keepInPlace } from './collision.ts'
import type { DragState } from './dropOutcome.ts'
import { itemDropId } from './dropTargets.ts'
import { orderingKeySet } from './orderingKeys.ts'
import type { Ordering } from './useOrdering.ts'
import './ordering.css'

/**
 * Where an ordering happens: the live region dnd-kit announces in and the status of button moves
 * (both for screen readers), the dnd-kit context around the items, and what follows the pointer
 * (or the keyboard) while dragging.
 */
export function OrderingArea<Problem>({
  ordering,
  preview,
  children,
}: {
  ordering: Ordering<Problem>
  preview: (drag: DragState<Problem>) => ReactNode
  children: ReactNode
}) {
  usePageKeys(orderingKeySet)
  return (
    <>
      <div ref={ordering.liveRegionRef} />
      <VisuallyHidden role="status">{ordering.status}</VisuallyHidden>
      <DndContext {...ordering.dndProps}>
        {children}
        <DragOverlay dropAnimation={null}>{ordering.drag ? preview(ordering.drag) : null}</DragOverlay>
      </DndContext>
    </>
  )
}

/** One level's items (the top level, or one parent's children), in order; `id` names the level. */
export function OrderingGroup({
  id,
  ids,
  children,
}: {
  id: string
  ids: readonly number[]
  children: ReactNode
}) {
  return (
    <SortableContext id={id} items={ids.map(itemDropId)} strategy={keepInPlace}>
      {children}
    </SortableContext>
  )
}
