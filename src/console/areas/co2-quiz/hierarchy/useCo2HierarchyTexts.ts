import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { HierarchyProblem } from '../../../../domain/category-hierarchy.ts'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import type { OrderingMove } from '../../../../domain/ordering-model.ts'
import { shownText } from '../../../../domain/reference.ts'
import type { HierarchyTexts } from '../../../ui/hierarchy/hierarchyWords.ts'

/**
 * The CO2 hierarchy's sentences: each question's title (where it is missing in this language its
 * reference, in the language that has it; its id when it has none at all), where a question would
 * go, why it cannot (one level only), and how to drag with the keyboard.
 */
export function useCo2HierarchyTexts(
  questions: readonly Co2QuestionDto[] | undefined,
): HierarchyTexts<HierarchyProblem> {
  const { t } = useLingui()
  const byId = useMemo(
    () => new Map((questions ?? []).map((question) => [question.id, question])),
    [questions],
  )
  const titleOf = useCallback(
    (id: number | null | undefined) => {
      const question = id == null ? undefined : byId.get(id)
      if (!question) return `#${id}`
      return shownText(question, 'title').text || `${t`No title in this language`} (#${question.id})`
    },
    [byId, t],
  )
  const refusal = useCallback(
    (problem: HierarchyProblem, move: OrderingMove) => {
      const title = titleOf(move.id)
      const parent = titleOf(move.parentId)
      switch (problem) {
        case 'self':
          return t`${title} cannot go under itself.`
        case 'hasChildren':
          return t`${title} has sub questions, so it cannot become a sub question. Only one level is allowed.`
        case 'targetIsSub':
          return t`${parent} is a sub question, so it cannot have sub questions. Only one level is allowed.`
        default:
          return t`${title} is no longer in the list. Reload the page.`
      }
    },
    [t, titleOf],
  )
  const placement = useCallback(
    (move: OrderingMove, position: number, count: number) => {
      const title = titleOf(move.id)
      const place = position + 1
      if (move.parentId === null) return t`${title}: top-level question, position ${place} of ${count}.`
      const parent = titleOf(move.parentId)
      return t`${title}: sub question of ${parent}, position ${place} of ${count}.`
    },
    [t, titleOf],
  )
  const instructions = t`To pick up a question, press Space. Use the arrow keys to move it over a place, then press Space or Enter to drop it there, or Escape to cancel.`
  return useMemo(
    () => ({
      titleOf,
      // Questions have no emoji: the row starts with the title.
      emojiOf: () => '',
      titleLangOf: (id: number) => {
        const question = byId.get(id)
        return question ? shownText(question, 'title').lang : undefined
      },
      refusal,
      placement,
      instructions,
    }),
    [titleOf, byId, refusal, placement, instructions],
  )
}
