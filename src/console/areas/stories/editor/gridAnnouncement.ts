import { type RefObject, useEffect, useRef, useState } from 'react'
import type { GridMove, StoryGridContext } from '../../../../../machines/storyGrid/storyGrid.machine.ts'
import type { DropPosition, GridPlace } from '../../../../domain/stories/grid.ts'
import { dropLanding } from '../../../../domain/stories/grid-drops.ts'

/** The editor's sentences for a screen reader, in the interface language (the page makes them). */
export type GridSentences = {
  titleOf: (id: number) => string
  picked: (title: string) => string
  nowhere: (title: string) => string
  over: (title: string, position: DropPosition, target: string, place: GridPlace) => string
  moved: (title: string, place: GridPlace) => string
  stays: (title: string) => string
}

export type GridState = 'idle' | 'dragging' | 'saving'

/**
 * What the grid's live region says as a move goes on (docs/keyboard.md, "Story editor"): a card
 * picked up (and how to move it), each place it is aimed at with its column and row, the place it
 * was saved at, or that it stays. Read from the machine's state, so the pointer's moves are said too.
 */
export function useGridAnnouncement(
  state: GridState,
  context: StoryGridContext,
  moved: RefObject<GridMove | null>,
  sentences: GridSentences,
) {
  const [said, setSaid] = useState('')
  const before = useRef<{ state: GridState; dragged: number | null }>({ state, dragged: null })
  const latest = useRef(sentences)
  latest.current = sentences
  const overKey = context.over ? `${context.over.targetId}:${context.over.position}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per change of the move, not per render.
  useEffect(() => {
    const words = latest.current
    const was = before.current
    before.current = { state, dragged: context.dragged }
    if (state === 'dragging' && context.dragged !== null) {
      const title = words.titleOf(context.dragged)
      if (context.over) {
        const place = dropLanding(context.items, context.dragged, context.over)
        setSaid(words.over(title, context.over.position, words.titleOf(context.over.targetId), place))
      } else if (was.state !== 'dragging') {
        setSaid(context.items.length > 1 ? words.picked(title) : words.nowhere(title))
      }
      return
    }
    if (state === 'idle' && was.state === 'saving' && moved.current) {
      const { id } = moved.current
      moved.current = null
      const place = context.items.find((item) => item.id === id)
      if (place) setSaid(words.moved(words.titleOf(id), place))
      return
    }
    if (state === 'idle' && was.state === 'dragging' && was.dragged !== null)
      setSaid(words.stays(words.titleOf(was.dragged)))
  }, [state, overKey, context.dragged])
  return said
}
