import { useLingui } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import { type KeyboardEvent, useRef, useState } from 'react'
import type { MediaItemDto } from '../../../domain/contracts/media.ts'
import { shownText } from '../../../domain/reference.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import { MediaThumb } from './MediaThumb.tsx'
import { purposeLabels } from './purposeLabels.ts'

/** Columns of the grid (media.css lays it out with the same number). */
export const GRID_COLUMNS = 3

/** The cell an arrow key (or Home/End) moves to from `index`, in a grid of `count` cells. */
export function gridStep(key: string, index: number, count: number, columns = GRID_COLUMNS): number | null {
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, last)
    case 'ArrowLeft':
      return Math.max(index - 1, 0)
    case 'ArrowDown':
      return index + columns <= last ? index + columns : index
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return null
  }
}

/**
 * Search results as thumbnails: one Tab stop, the arrow keys move between cells (Home/End to the
 * first and last), Enter or Space (or a click) chooses one. Media already in the list show as such
 * and cannot be chosen again.
 */
export function MediaGrid<T extends MediaItemDto>({
  media,
  attachedIds,
  onChoose,
  label,
}: {
  media: readonly T[]
  attachedIds: ReadonlySet<number>
  onChoose: (media: T) => void
  label: string
}) {
  const { t, i18n } = useLingui()
  const [active, setActive] = useState(0)
  const cells = useRef<(HTMLButtonElement | null)[]>([])
  const current = Math.min(active, Math.max(media.length - 1, 0))
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = gridStep(event.key, index, media.length)
    if (next === null) return
    event.preventDefault()
    setActive(next)
    cells.current[next]?.focus()
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons laid out as a grid; a fieldset would add a form border and legend
    <div className="media-grid" role="group" aria-label={label}>
      {media.map((item, index) => {
        const attached = attachedIds.has(item.id)
        const shown = shownText(item, 'description')
        return (
          <button
            key={item.id}
            ref={(node) => {
              cells.current[index] = node
            }}
            type="button"
            className="media-grid-cell"
            tabIndex={index === current ? 0 : -1}
            aria-disabled={attached}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => {
              if (!attached) onChoose(item)
            }}
          >
            <MediaThumb uuid={item.file.uuid} size="fill" />
            <span className="media-grid-cell-text">
              <TranslatableText value={shown} fallback={t`No description in this language`} />
            </span>
            <Badge size="1" color={attached ? 'green' : 'gray'} variant="soft">
              {attached ? t`In the list` : i18n._(purposeLabels[item.purpose])}
            </Badge>
          </button>
        )
      })}
    </div>
  )
}
