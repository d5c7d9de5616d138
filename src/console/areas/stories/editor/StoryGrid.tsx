import {
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core'
import { useLingui } from '@lingui/react/macro'
import { Text, VisuallyHidden } from '@radix-ui/themes'
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type {
  StoryGridContext,
  storyGridMachine,
} from '../../../../../machines/storyGrid/storyGrid.machine.ts'
import type { StoryItemDto } from '../../../../domain/contracts/story-items.ts'
import { shownText } from '../../../../domain/reference.ts'
import { columnsOf, type Drop, type DropPosition, dropPositions } from '../../../../domain/stories/grid.ts'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { type CardHandlers, StoryCard } from './StoryCard.tsx'

type Props = {
  actor: ActorRefFrom<typeof storyGridMachine>
  state: 'idle' | 'dragging' | 'saving'
  context: StoryGridContext
  pages: ReadonlyMap<number, StoryItemDto>
  announcement: string
  onOpen: (id: number) => void
  onDelete: (id: number, button: HTMLElement) => void
}

const arrows = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' } as const

/** A dnd-kit zone id (`12:below`) as a drop. */
function dropOf(id: string | number | undefined): Drop | null {
  const [target, position] = String(id ?? '').split(':')
  const targetId = Number(target)
  if (!Number.isInteger(targetId) || !dropPositions.includes(position as DropPosition)) return null
  return { targetId, position: position as DropPosition }
}

// dnd-kit's own announcements are left out: the grid's live region says each step (gridAnnouncement.ts).
const quiet = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
}

/**
 * The story's pages in columns and rows (docs/product.md §2 "Story editor", §4 "Story item
 * moves"), as machines/storyGrid holds them. The pointer drags a card onto the side of another
 * (before, after, below); the keyboard moves the focus between cards with the arrows, Space picks
 * one up, the arrows step through the places it can go, Space drops it and Escape puts it back.
 */
export function StoryGrid({ actor, state, context, pages, announcement, onOpen, onDelete }: Props) {
  const { t } = useLingui()
  const helpId = useId()
  const gridRef = useRef<HTMLDivElement>(null)
  const focusInside = useRef(false)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }))
  const columns = columnsOf(context.draft)
  const selected = context.selected ?? columns[0]?.[0]?.id ?? null
  const keyboardDrag = state === 'dragging' && context.via === 'keyboard'

  // The focused card moves with the roving focus, and stays focused when a move puts it elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: after each change of place too.
  useLayoutEffect(() => {
    if (!focusInside.current || selected === null) return
    const card = gridRef.current?.querySelector<HTMLElement>(`[data-page-id="${selected}"]`)
    if (card && document.activeElement !== card && !card.contains(document.activeElement)) card.focus()
  }, [selected, context.draft])
  useEffect(() => {
    const grid = gridRef.current
    if (!grid) return
    const inside = () => {
      focusInside.current = grid.contains(document.activeElement)
    }
    // Focus leaving reads where it went once it has arrived.
    const left = () => setTimeout(inside)
    grid.addEventListener('focusin', inside)
    grid.addEventListener('focusout', left)
    return () => {
      grid.removeEventListener('focusin', inside)
      grid.removeEventListener('focusout', left)
    }
  }, [])

  const keys = (id: number, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || state === 'saving') return
    const direction = arrows[event.key as keyof typeof arrows]
    if (keyboardDrag) {
      if (direction)
        actor.send({
          type: 'drag.step',
          direction: direction === 'left' || direction === 'up' ? 'previous' : 'next',
        })
      else if (event.key === ' ' || event.key === 'Enter') actor.send({ type: 'drag.drop' })
      else if (event.key === 'Escape') actor.send({ type: 'drag.cancel' })
      else if (event.key !== 'Tab') return
      else actor.send({ type: 'drag.cancel' })
      if (event.key !== 'Tab') event.preventDefault()
      event.stopPropagation()
      return
    }
    if (direction) actor.send({ type: 'select.step', direction })
    else if (event.key === ' ') actor.send({ type: 'drag.start', id, via: 'keyboard' })
    else if (event.key === 'Enter') onOpen(id)
    else if (event.key === 'Delete' || event.key === 'Backspace') onDelete(id, event.currentTarget)
    else return
    event.preventDefault()
  }

  // The cards' handlers, one set for every render: they read the latest state through `latest`.
  const latest = useRef({ keys, state, context, onOpen, onDelete })
  latest.current = { keys, state, context, onOpen, onDelete }
  const handlers = useMemo<CardHandlers>(
    () => ({
      keyDown: (id, event) => latest.current.keys(id, event),
      focus: (id) => {
        const { state, context } = latest.current
        if (state === 'idle' && context.selected !== id) actor.send({ type: 'card.select', id })
      },
      open: (id) => latest.current.onOpen(id),
      remove: (id, button) => latest.current.onDelete(id, button),
    }),
    [actor],
  )

  const onDragOver = (event: DragOverEvent) => actor.send({ type: 'drag.over', drop: dropOf(event.over?.id) })
  const onDragEnd = (event: DragEndEvent) => {
    const drop = dropOf(event.over?.id)
    if (!drop) {
      actor.send({ type: 'drag.cancel' })
      return
    }
    actor.send({ type: 'drag.over', drop })
    actor.send({ type: 'drag.drop' })
  }
  const held = context.dragged !== null ? pages.get(context.dragged) : undefined
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      accessibility={{ announcements: quiet, screenReaderInstructions: { draggable: '' } }}
      onDragStart={(event) => actor.send({ type: 'drag.start', id: Number(event.active.id), via: 'pointer' })}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => actor.send({ type: 'drag.cancel' })}
    >
      <VisuallyHidden id={helpId}>
        {t`Enter edits the page. Arrow keys move between pages. Space picks a page up; then the arrow keys choose where it goes, Space drops it and Escape cancels. Delete deletes it.`}
      </VisuallyHidden>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <div
        ref={gridRef}
        className="story-grid"
        data-dragging={state === 'dragging' ? '' : undefined}
        aria-busy={state === 'saving' ? true : undefined}
      >
        {columns.map((column, index) => (
          <ol key={column[0]!.id} className="story-column" aria-label={t`Column ${index + 1}`}>
            {column.map((item) => {
              const page = pages.get(item.id)
              if (!page) return null
              return (
                <li key={item.id}>
                  <StoryCard
                    page={page}
                    column={item.column}
                    row={item.row}
                    selected={item.id === selected}
                    held={item.id === context.dragged}
                    pointerDrag={state === 'dragging' && context.via === 'pointer'}
                    dropAt={context.over?.targetId === item.id ? context.over.position : null}
                    describedBy={helpId}
                    handlers={handlers}
                  />
                </li>
              )
            })}
          </ol>
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {held && context.via === 'pointer' ? (
          <div className="story-card story-card-overlay">
            <Text size="2" weight="medium">
              <TranslatableText
                value={held.content[0] ? shownText(held.content[0], 'title') : { text: '' }}
                fallback={`#${held.id}`}
              />
            </Text>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  )
}
