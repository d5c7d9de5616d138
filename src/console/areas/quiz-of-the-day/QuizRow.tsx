import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { useId } from 'react'
import type { StoryDto } from '../../../domain/contracts/stories.ts'
import { shownText } from '../../../domain/reference.ts'
import { PRIMARY_FOCUS } from '../../ui/focus/returnFocus.ts'
import { DragHandle } from '../../ui/ordering/DragHandle.tsx'
import { StepButtons } from '../../ui/ordering/StepButtons.tsx'
import { useOrderedRow } from '../../ui/ordering/useOrderedRow.ts'
import { StateIcon } from '../../ui/StateIcon.tsx'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'

/**
 * One published quiz in the quiz of the day's order: its place, title, category and state, a drag
 * handle (Space picks it up, the arrows move it, Space drops; Alt+↑/↓ a place at once), Move up
 * and Move down.
 */
export function QuizRow({
  quiz,
  position,
  count,
  moved,
  disabled,
  primary,
  dragging,
  dropState,
  onStep,
}: {
  quiz: StoryDto
  position: number
  count: number
  /** Its place differs from the stored order. */
  moved: boolean
  disabled: boolean
  /** The page's first row: its handle takes focus when the page opens (`PRIMARY_FOCUS`). */
  primary: boolean
  /** It is the row being dragged (faded in its place). */
  dragging: boolean
  /** Where the dragged row would land if dropped on this one (a line before or after it). */
  dropState: string | undefined
  onStep: (delta: -1 | 1, control: string) => void
}) {
  const { t } = useLingui()
  const textId = useId()
  const title = shownText(quiz, 'title')
  const name = title.text || `#${quiz.id}`
  const { itemProps, handleProps } = useOrderedRow(quiz.id, {
    position,
    count,
    disabled,
    roleDescription: t`draggable quiz`,
    onStep,
  })
  return (
    <li
      {...itemProps}
      className="ordering-row quiz-order-row"
      aria-labelledby={textId}
      data-moved={moved ? '' : undefined}
      data-dragging={dragging ? '' : undefined}
      data-drop={dropState}
    >
      <Text size="2" color="gray" className="quiz-order-place">
        {position + 1}
      </Text>
      <DragHandle {...handleProps} {...(primary ? { [PRIMARY_FOCUS]: '' } : {})} label={t`Drag ${name}`} />
      <div className="quiz-order-text" id={textId}>
        <Text size="2" weight="medium">
          <TranslatableText value={title} fallback={name} />
        </Text>
        {quiz.category ? (
          <Text size="1" color="gray">
            {quiz.category.emoji}{' '}
            <TranslatableText value={shownText(quiz.category, 'title')} fallback={`#${quiz.category.id}`} />
          </Text>
        ) : null}
      </div>
      <StateIcon translated={quiz.translated} />
      <StepButtons
        canMoveUp={position > 0}
        canMoveDown={position < count - 1}
        disabled={disabled}
        onStep={onStep}
      />
    </li>
  )
}
