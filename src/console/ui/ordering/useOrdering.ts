import {
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { useRef, useState } from 'react'
import type { OrderingModel, OrderingMove } from '../../../domain/ordering-model.ts'
import { describeOutcome, type OrderingTexts, orderingAnnouncements } from './announcements.ts'
import { verticalCollision } from './collision.ts'
import { type DragState, type DropOutcome, dropOutcome, dropStateOf } from './dropOutcome.ts'
import { type DropTarget, itemOfDropId, parseDropId } from './dropTargets.ts'
import { dragKeyCodes } from './orderingKeys.ts'
import { useMoveWithFocus } from './useMoveWithFocus.ts'
import { useOrderingSentences } from './useOrderingSentences.ts'

export type OrderingOptions<Problem> = {
  /** The items and the caller's rules (`treeModel`, `listModel`); a new model only when the items change. */
  model: OrderingModel<Problem>
  /** Names, placements, refusals and instructions in the interface language; stable between renders. */
  texts: OrderingTexts<Problem>
  /** A drop or a button asks for a move, refused ones included (the caller may say why). */
  onMove: (move: OrderingMove) => void
  /** How the dragged item picks its target: `verticalCollision` (lists, trees) unless given. */
  collisionDetection?: CollisionDetection
}

/**
 * Drag-and-drop ordering of a tree (two levels) or a list, with dnd-kit: the pointer (after 4 px)
 * or the keyboard (Space picks up, the arrows move, Space or Enter drops, Escape cancels; Enter
 * stays free to start, for Ctrl+Enter). While dragging, every target says what a drop would do
 * (`dropStateOf`, `describe`), and a screen reader hears it. Moves made with an item's buttons go
 * through `moveBy`, which keeps focus on the moved item.
 *
 * Render with `OrderingArea` (the dnd-kit context, the live regions, the drag preview),
 * `OrderingGroup` around each level's items, `useOrderingItem` in each item and `useDropZone` in
 * each zone.
 */
export function useOrdering<Problem>({
  model,
  texts,
  onMove,
  collisionDetection = verticalCollision,
}: OrderingOptions<Problem>) {
  const sentences = useOrderingSentences()
  const [drag, setDrag] = useState<DragState<Problem> | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: dragKeyCodes,
    }),
  )
  const outcomeOver = (active: { id: string | number }, over: { id: string | number } | null) => {
    const id = itemOfDropId(active.id)
    if (id === null) return null
    const target = parseDropId(over?.id)
    return { id, target, outcome: dropOutcome(model, id, target) }
  }
  const leftHome = useRef(false)
  const [liveRegion, setLiveRegion] = useState<HTMLElement | null>(null)
  const { moveBy, status } = useMoveWithFocus(model, texts.placement, onMove)

  const dndProps: DndContextProps = {
    sensors,
    collisionDetection,
    // Drop targets are measured once a drag starts (and again as zones appear during it), not at
    // every render: measuring each of them forces the browser to lay the page out, which cost
    // Sort and Hierarchy about a third of a second per opening (`npm run bench drawers`).
    measuring: { droppable: { strategy: MeasuringStrategy.WhileDragging } },
    accessibility: {
      announcements: orderingAnnouncements({ texts, sentences, outcomeOver, leftHome }),
      container: liveRegion ?? undefined,
      screenReaderInstructions: { draggable: texts.instructions },
    },
    onDragStart: ({ active }: DragStartEvent) => {
      leftHome.current = false
      const id = itemOfDropId(active.id)
      if (id !== null) setDrag({ id, target: { kind: 'row', id }, outcome: { kind: 'none' } })
    },
    onDragOver: ({ active, over }: DragOverEvent) => setDrag(outcomeOver(active, over)),
    onDragEnd: ({ active, over }: DragEndEvent) => {
      const result = outcomeOver(active, over)
      setDrag(null)
      if (result && result.outcome.kind !== 'none') onMove(result.outcome.move)
    },
    onDragCancel: () => setDrag(null),
  }

  return {
    /** The drag under way, or null. */
    drag,
    dndProps,
    /** Where dnd-kit's announcements go (inside the dialog, so a modal does not hide them). */
    liveRegionRef: setLiveRegion,
    /** Where the last button move put the item, for a `role="status"` region. */
    status,
    moveBy,
    /** How `target` shows during the drag. */
    dropStateOf: (target: DropTarget) => dropStateOf(model, drag, target),
    /** What a drop would do, as a sentence (for a visible status line). */
    describe: (id: number, outcome: DropOutcome<Problem>) => describeOutcome(texts, sentences, id, outcome),
  }
}

export type Ordering<Problem> = ReturnType<typeof useOrdering<Problem>>
