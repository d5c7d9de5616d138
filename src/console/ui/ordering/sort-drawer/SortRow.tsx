import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { type ReactNode, useId } from 'react'
import { DragHandle } from '../DragHandle.tsx'
import { StepButtons } from '../StepButtons.tsx'
import { useOrderedRow } from '../useOrderedRow.ts'
import './sort-list.css'

/**
 * One row of a flat ordered list (the Sort drawer's, the quiz of the day's): its place, a drag
 * handle named "Drag <name>" (Space picks it up, the arrows move it, Space drops; Alt+↑/↓ a place
 * at once), what the list shows of the item (`children`, which also names the row), `aside` (a
 * state icon), Move up and Move down. A row whose place differs from the stored order is marked.
 */
export function SortRow({
  id,
  position,
  count,
  name,
  roleDescription,
  moved,
  disabled,
  dragging,
  dropState,
  onStep,
  handleAttributes,
  classNames,
  aside,
  children,
}: {
  id: number
  position: number
  count: number
  /** The item's name as plain text, for its drag handle. */
  name: string
  /** What a screen reader calls the row while it is dragged ("draggable question"). */
  roleDescription: string
  /** Its place differs from the stored order. */
  moved: boolean
  disabled: boolean
  /** It is the row being dragged (faded in its place). */
  dragging: boolean
  /** Where the dragged row would land if dropped on this one (a line before or after it). */
  dropState: string | undefined
  onStep: (delta: -1 | 1, control: string) => void
  /** More attributes of the drag handle (a page's primary focus). */
  handleAttributes?: Record<string, string>
  /** More class names of the row and its place, where a page's tests find them by their own. */
  classNames?: { row?: string; place?: string }
  aside?: ReactNode
  children: ReactNode
}) {
  const { t } = useLingui()
  const textId = useId()
  const { itemProps, handleProps } = useOrderedRow(id, { position, count, disabled, roleDescription, onStep })
  return (
    <li
      {...itemProps}
      className={['ordering-row sort-row', classNames?.row].filter(Boolean).join(' ')}
      aria-labelledby={textId}
      data-moved={moved ? '' : undefined}
      data-dragging={dragging ? '' : undefined}
      data-drop={dropState}
    >
      <Text size="2" color="gray" className={['sort-row-place', classNames?.place].filter(Boolean).join(' ')}>
        {position + 1}
      </Text>
      <DragHandle {...handleProps} {...handleAttributes} label={t`Drag ${name}`} />
      <div className="sort-row-text" id={textId}>
        {children}
      </div>
      {aside}
      <StepButtons
        canMoveUp={position > 0}
        canMoveDown={position < count - 1}
        disabled={disabled}
        onStep={onStep}
      />
    </li>
  )
}
