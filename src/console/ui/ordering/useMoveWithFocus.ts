import { useEffect, useRef, useState } from 'react'
import type { OrderingModel, OrderingMove } from '../../../domain/ordering-model.ts'
import type { OrderingTexts } from './announcements.ts'
import { focusItemControl } from './focus.ts'

/**
 * Moves made with an item's buttons (the keyboard fallback to dragging): after the move the
 * status says where the item is now, and focus goes back to the control that moved it (or the
 * item's drag handle when that control is gone or disabled), on the item's new element.
 * `model` must change (only) when the items do: the new model is the sign that the move landed.
 */
export function useMoveWithFocus<Problem>(
  model: OrderingModel<Problem>,
  placement: OrderingTexts<Problem>['placement'],
  onMove: (move: OrderingMove) => void,
) {
  const [status, setStatus] = useState('')
  const focusAfter = useRef<{ id: number; control: string } | null>(null)
  const moveBy = (move: OrderingMove, control: string) => {
    focusAfter.current = { id: move.id, control }
    onMove(move)
  }
  useEffect(() => {
    const wanted = focusAfter.current
    if (!wanted) return
    focusAfter.current = null
    const place = model.placeOf(wanted.id)
    if (place) {
      const { parentId, position, siblings } = place
      setStatus(placement({ id: wanted.id, parentId, position }, position, siblings.length))
    }
    // After the control's own focus handling (a Radix Select returns focus to its trigger, which
    // may have been remounted by the move).
    const timer = setTimeout(() => focusItemControl(wanted.id, wanted.control), 0)
    return () => clearTimeout(timer)
  }, [model, placement])
  return { moveBy, status }
}
