import type { Announcements } from '@dnd-kit/core'
import type { OrderingMove } from '../../../domain/ordering-model.ts'
import type { DragState, DropOutcome } from './dropOutcome.ts'
import { itemOfDropId } from './dropTargets.ts'

/** The texts of one ordering, in the interface language (the caller's, through Lingui). */
export type OrderingTexts<Problem> = {
  /** An item's name in sentences. */
  titleOf: (id: number) => string
  /** Where an item would go or went: "Energy: sub category of Mobility, position 3 of 3." */
  placement: (move: OrderingMove, position: number, count: number) => string
  /** Why a move is refused: "Food has sub categories, so it cannot become a sub category." */
  refusal: (problem: Problem, move: OrderingMove) => string
  /** Read when a drag handle gets focus: how to pick up, move, drop and cancel. */
  instructions: string
}

/** The sentences every ordering shares (see `useOrderingSentences`). */
export type OrderingSentences = {
  pickedUp: (title: string) => string
  backInPlace: (title: string) => string
  droppedInPlace: (title: string) => string
  moved: (placement: string) => string
  notMoved: (reason: string) => string
  cancelled: (title: string) => string
}

/** What dropping there would do, as a sentence: where it goes, why it cannot, or back in its place. */
export function describeOutcome<Problem>(
  texts: OrderingTexts<Problem>,
  sentences: OrderingSentences,
  id: number,
  outcome: DropOutcome<Problem>,
): string {
  if (outcome.kind === 'refused') return texts.refusal(outcome.problem, outcome.move)
  if (outcome.kind === 'move') return texts.placement(outcome.move, outcome.position, outcome.siblings)
  return sentences.backInPlace(texts.titleOf(id))
}

type Active = { id: string | number }
type Over = { id: string | number } | null

/**
 * What a screen reader hears during a drag (dnd-kit's live region): picked up, where it would go
 * at each step (not at the first step, while the item is still over its own place), where it went
 * or why not, or that the drag was cancelled.
 */
export function orderingAnnouncements<Problem>({
  texts,
  sentences,
  outcomeOver,
  leftHome,
}: {
  texts: OrderingTexts<Problem>
  sentences: OrderingSentences
  outcomeOver: (active: Active, over: Over) => DragState<Problem> | null
  /** Whether the dragged item has left its own place since the pick-up (kept between calls). */
  leftHome: { current: boolean }
}): Announcements {
  const titleOfActive = (active: Active) => {
    const id = itemOfDropId(active.id)
    return id === null ? undefined : texts.titleOf(id)
  }
  return {
    onDragStart: ({ active }) => {
      const title = titleOfActive(active)
      return title === undefined ? undefined : sentences.pickedUp(title)
    },
    onDragOver: ({ active, over }) => {
      const result = outcomeOver(active, over)
      // Right after the pick-up the item is over its own place: "Picked up" says enough.
      if (!result || (result.outcome.kind === 'none' && !leftHome.current)) return undefined
      leftHome.current = true
      return describeOutcome(texts, sentences, result.id, result.outcome)
    },
    onDragEnd: ({ active, over }) => {
      const result = outcomeOver(active, over)
      if (!result) return undefined
      const { id, outcome } = result
      if (outcome.kind === 'none') return sentences.droppedInPlace(texts.titleOf(id))
      if (outcome.kind === 'refused') return sentences.notMoved(texts.refusal(outcome.problem, outcome.move))
      return sentences.moved(texts.placement(outcome.move, outcome.position, outcome.siblings))
    },
    onDragCancel: ({ active }) => {
      const title = titleOfActive(active)
      return title === undefined ? undefined : sentences.cancelled(title)
    },
  }
}
