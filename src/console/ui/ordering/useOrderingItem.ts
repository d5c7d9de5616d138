import { useDroppable } from '@dnd-kit/core'
import { useSortable } from '@dnd-kit/sortable'
import { type DropTarget, dropId, itemDropId } from './dropTargets.ts'

/**
 * One item of an ordering: spread `itemProps` on its element and `handleProps` on its drag handle
 * (a button: the pointer drags it, Space picks it up). `roleDescription` names what is dragged
 * ("draggable category").
 */
export function useOrderingItem(id: number, options: { disabled: boolean; roleDescription: string }) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners } = useSortable({
    id: itemDropId(id),
    disabled: options.disabled,
    attributes: { roleDescription: options.roleDescription },
  })
  return {
    itemProps: { ref: setNodeRef, 'data-ordering-item': id },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners, 'data-control': 'handle' },
  }
}

/** A drop zone (a parent's "make it a child" zone, the empty target at the end): spread on its element. */
export function useDropZone(target: DropTarget) {
  const { setNodeRef } = useDroppable({ id: dropId(target) })
  return { ref: setNodeRef, 'data-zone': dropId(target) }
}
