import { useLingui } from '@lingui/react/macro'
import { ExclamationTriangleIcon } from '@radix-ui/react-icons'
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useCallback, useId, useMemo } from 'react'
import type { StoryDto } from '../../../domain/contracts/stories.ts'
import { listModel, type OrderingMove } from '../../../domain/ordering-model.ts'
import { shownText } from '../../../domain/reference.ts'
import { stories } from '../../api/stories.ts'
import { useResourceList } from '../../api/useResource.ts'
import { ErrorState } from '../../ui/grid/TableStates.tsx'
import { useUnsavedInput } from '../../ui/leave/useUnsavedInput.tsx'
import type { OrderingTexts } from '../../ui/ordering/announcements.ts'
import { OrderingArea, OrderingGroup } from '../../ui/ordering/OrderingArea.tsx'
import { useOrdering } from '../../ui/ordering/useOrdering.ts'
import { QuizRow } from './QuizRow.tsx'
import { useQuizOrder } from './useQuizOrder.ts'
import './quiz-of-the-day.css'

/** The published quizzes, in the order the app offers them (docs/product.md §2 "Quiz of the day"). */
const QUERY = { type: 'quiz', published: true, sort: 'index' } as const

/**
 * Daily Quiz (docs/product.md §2 "Quiz of the day"): the published quizzes, ordered by drag and
 * drop, by mouse or keyboard (or Move up/down, Alt+↑/↓), with the warning that changing the order
 * may give strange results. Moves are a draft (marked) until Save sends the whole order once;
 * Undo changes drops them; leaving with moves unsaved asks first.
 */
export default function QuizOfTheDayPage() {
  const { t } = useLingui()
  const headingId = useId()
  const list = useResourceList(stories, { query: QUERY })
  const quizzes = list.data as StoryDto[] | undefined
  const order = useQuizOrder(quizzes?.map((quiz) => quiz.id))
  const byId = useMemo(() => new Map((quizzes ?? []).map((quiz) => [quiz.id, quiz])), [quizzes])
  // Until the draft has taken the loaded list (an effect later), the list as loaded.
  const ids = order.draft.length || !quizzes ? order.draft : quizzes.map((quiz) => quiz.id)
  const shown = ids.flatMap((id) => byId.get(id) ?? [])
  useUnsavedInput(order.pending, t`The new order of the quiz of the day is not saved.`)

  const model = useMemo(() => listModel(ids), [ids])
  const titleOf = useCallback(
    (id: number) => {
      const quiz = byId.get(id)
      return (quiz && shownText(quiz, 'title').text) || `#${id}`
    },
    [byId],
  )
  const texts = useMemo<OrderingTexts<never>>(
    () => ({
      titleOf,
      placement: (move, position, count) => t`${titleOf(move.id)}: place ${position + 1} of ${count}.`,
      refusal: () => '',
      instructions: t`To move a quiz, press Space to pick it up, the arrow keys to move it, and Space to drop it. Escape cancels. Alt+Arrow up or down moves it one place.`,
    }),
    [titleOf, t],
  )
  const { actor } = order
  const onMove = useCallback((move: OrderingMove) => actor.send({ type: 'order.move', move }), [actor])
  const ordering = useOrdering({ model, texts, onMove })

  return (
    <Flex direction="column" gap="4" p="6">
      <Flex direction="column" gap="1">
        <Heading as="h1" size="6" id={headingId}>
          {t`Daily Quiz`}
        </Heading>
        <Text color="gray" size="2">
          {t`The published quizzes, in the order the app offers them as the quiz of the day.`}
        </Text>
      </Flex>
      <Callout.Root color="amber" highContrast style={{ maxInlineSize: '48rem' }}>
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>
          {t`Changing the order may give strange results: users part way through the quizzes may get one again or miss one.`}
        </Callout.Text>
      </Callout.Root>
      <Flex gap="2" align="center">
        <Button onClick={() => actor.send({ type: 'order.save' })} disabled={!order.pending || order.saving}>
          {order.saving ? <Spinner /> : null} {t`Save order`}
        </Button>
        <Button
          variant="soft"
          color="gray"
          onClick={() => actor.send({ type: 'order.reset' })}
          disabled={!order.pending || order.saving}
        >
          {t`Undo changes`}
        </Button>
        {order.pending ? (
          <Text size="2" color="amber" role="status">
            {t`The order has unsaved changes.`}
          </Text>
        ) : null}
      </Flex>
      {list.error && quizzes === undefined ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : quizzes === undefined ? (
        // Busy: focus waits for the list (its first handle) instead of settling on <main>.
        <Flex role="status" aria-busy="true" align="center" gap="2">
          <Spinner /> <Text size="2" color="gray">{t`Loading the quizzes…`}</Text>
        </Flex>
      ) : !shown.length ? (
        <Text role="status" size="2" color="gray">
          {t`No published quizzes yet. Publish a quiz in its story editor to order it here.`}
        </Text>
      ) : (
        <OrderingArea
          ordering={ordering}
          preview={(drag) => <div className="ordering-row sort-row quiz-order-row">{titleOf(drag.id)}</div>}
        >
          <OrderingGroup id="quizzes" ids={ids}>
            <ol className="sort-list quiz-order" aria-labelledby={headingId}>
              {shown.map((quiz, index) => (
                <QuizRow
                  key={quiz.id}
                  quiz={quiz}
                  position={index}
                  count={shown.length}
                  moved={order.original.length > 0 && order.original[index] !== quiz.id}
                  primary={index === 0}
                  dragging={ordering.drag?.id === quiz.id}
                  dropState={ordering.dropStateOf({ kind: 'row', id: quiz.id })}
                  disabled={order.saving}
                  onStep={(delta, control) =>
                    ordering.moveBy({ id: quiz.id, parentId: null, position: index + delta }, control)
                  }
                />
              ))}
            </ol>
          </OrderingGroup>
        </OrderingArea>
      )}
    </Flex>
  )
}
