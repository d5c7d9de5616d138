import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import type { StoryDto } from '../../../domain/contracts/stories.ts'
import { shownText } from '../../../domain/reference.ts'
import { PRIMARY_FOCUS } from '../../ui/focus/returnFocus.ts'
import { SortRow } from '../../ui/ordering/sort-drawer/SortRow.tsx'
import { StateIcon } from '../../ui/StateIcon.tsx'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'

/** The names the page's tests find a row and its place by (tests/e2e/quiz-of-the-day.test.ts). */
const classNames = { row: 'quiz-order-row', place: 'quiz-order-place' }

/**
 * One published quiz in the quiz of the day's order: the ordering kit's flat row (`SortRow`: its
 * place, a drag handle, Move up and Move down) showing its title, category and state.
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
  const title = shownText(quiz, 'title')
  const name = title.text || `#${quiz.id}`
  return (
    <SortRow
      id={quiz.id}
      position={position}
      count={count}
      name={name}
      roleDescription={t`draggable quiz`}
      moved={moved}
      disabled={disabled}
      dragging={dragging}
      dropState={dropState}
      onStep={onStep}
      handleAttributes={primary ? { [PRIMARY_FOCUS]: '' } : undefined}
      classNames={classNames}
      aside={<StateIcon translated={quiz.translated} />}
    >
      <Text size="2" weight="medium">
        <TranslatableText value={title} fallback={name} />
      </Text>
      {quiz.category ? (
        <Text size="1" color="gray">
          {quiz.category.emoji}{' '}
          <TranslatableText value={shownText(quiz.category, 'title')} fallback={`#${quiz.category.id}`} />
        </Text>
      ) : null}
    </SortRow>
  )
}
