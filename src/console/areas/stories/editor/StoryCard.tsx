import { useDraggable, useDroppable } from '@dnd-kit/core'
import { useLingui } from '@lingui/react/macro'
import { DragHandleDots2Icon, ImageIcon, TrashIcon } from '@radix-ui/react-icons'
import { Badge, IconButton, Text } from '@radix-ui/themes'
import { type KeyboardEvent, type MouseEvent, memo } from 'react'
import type { StoryItemDto } from '../../../../domain/contracts/story-items.ts'
import { shownText } from '../../../../domain/reference.ts'
import { type DropPosition, dropPositions } from '../../../../domain/stories/grid.ts'
import { MediaThumb } from '../../../ui/media/MediaThumb.tsx'
import { StateIcon } from '../../../ui/StateIcon.tsx'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { pageKinds } from './pageKinds.ts'

/** What a card does, the same functions for every card and render (so unchanged cards skip rendering). */
export type CardHandlers = {
  keyDown: (id: number, event: KeyboardEvent<HTMLDivElement>) => void
  focus: (id: number) => void
  open: (id: number) => void
  remove: (id: number, button: HTMLButtonElement) => void
}

export type CardProps = {
  page: StoryItemDto
  column: number
  row: number
  /** The roving focus is on this card (Tab reaches it; the others by arrows). */
  selected: boolean
  /** Held (picked up by pointer or keyboard). */
  held: boolean
  /** A card is held by the pointer: the drop zones show on the others. */
  pointerDrag: boolean
  /** Where the held card would go, when next to this one. */
  dropAt: DropPosition | null
  describedBy: string
  handlers: CardHandlers
}

/** A drop zone's id for dnd-kit: the card and the side. */
export const zoneId = (id: number, position: DropPosition) => `${id}:${position}`

function DropZone({ id, position }: { id: number; position: DropPosition }) {
  const { setNodeRef } = useDroppable({ id: zoneId(id, position) })
  return <div ref={setNodeRef} className="story-drop-zone" data-position={position} aria-hidden />
}

/**
 * A page on the story grid (docs/product.md §2 "Story editor"): its kind, title (and how many more
 * it lists), the first picture, its translated state and a delete icon. A click or Enter edits it;
 * the pointer drags it (the whole card), Space picks it up for the keyboard.
 */
export const StoryCard = memo(function StoryCard(props: CardProps) {
  const { page, column, row, selected, held, pointerDrag, dropAt, handlers } = props
  const { t, i18n } = useLingui()
  const drag = useDraggable({ id: page.id })
  const first = page.content[0]
  const title = first ? shownText(first, 'title') : { text: '' }
  const more = page.content.length - 1
  const kind = i18n._(pageKinds[page.kind].name)
  const label = `${kind}: ${title.text || `#${page.id}`}${more > 0 ? t` and ${more} more` : ''}`
  const stop = (event: MouseEvent) => event.stopPropagation()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a card holding its own button, not a form's fieldset.
    <div
      ref={drag.setNodeRef}
      {...drag.listeners}
      // The card's own keys (useStoryGridKeys), not dnd-kit's keyboard sensor: the targets are places.
      onKeyDown={(event) => handlers.keyDown(page.id, event)}
      className="story-card"
      role="group"
      aria-roledescription={t`page`}
      aria-label={t`${label}, column ${column + 1}, row ${row + 1}`}
      aria-describedby={props.describedBy}
      data-page-id={page.id}
      data-selected={selected ? '' : undefined}
      data-held={held ? '' : undefined}
      data-drop={dropAt ?? undefined}
      tabIndex={selected ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) handlers.focus(page.id)
      }}
      onClick={() => handlers.open(page.id)}
    >
      <div className="story-card-picture" data-empty={first?.picture ? undefined : ''}>
        {first?.picture ? (
          <MediaThumb uuid={first.picture.file.uuid} size="fill" />
        ) : (
          <ImageIcon aria-hidden width={20} height={20} className="story-card-no-picture" />
        )}
      </div>
      <div className="story-card-body">
        <div className="story-card-top">
          <Badge variant="soft" color={page.kind === 'question' ? 'purple' : 'grass'}>
            {kind}
          </Badge>
          <StateIcon translated={page.translated} />
        </div>
        <Text as="div" size="2" weight="medium" className="story-card-title">
          <TranslatableText value={title} fallback={`#${page.id}`} />
          {more > 0 ? <Text color="gray">{t` and ${more} more`}</Text> : null}
        </Text>
        <div className="story-card-bottom">
          <DragHandleDots2Icon aria-hidden className="story-card-handle" />
          <IconButton
            type="button"
            size="1"
            variant="ghost"
            color="red"
            tabIndex={selected ? 0 : -1}
            aria-label={t`Delete page ${label}`}
            data-control="delete"
            onPointerDown={stop}
            onKeyDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation()
              handlers.remove(page.id, event.currentTarget)
            }}
          >
            <TrashIcon />
          </IconButton>
        </div>
      </div>
      {pointerDrag && !held
        ? dropPositions.map((position) => <DropZone key={position} id={page.id} position={position} />)
        : null}
    </div>
  )
})
