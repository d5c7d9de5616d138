import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { HierarchyProblem } from '../../../../domain/category-hierarchy.ts'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import type { HierarchyTexts } from '../../../ui/hierarchy/hierarchyWords.ts'
import {
  type HierarchySentences,
  useRecordHierarchyTexts,
} from '../../../ui/hierarchy/useRecordHierarchyTexts.ts'

/**
 * The CO2 hierarchy's sentences, in the questions' words (one level of sub questions). Questions
 * have no emoji: each row starts with its title.
 */
export function useCo2HierarchyTexts(
  questions: readonly Co2QuestionDto[] | undefined,
): HierarchyTexts<HierarchyProblem> {
  const { t } = useLingui()
  const sentences = useMemo(
    (): HierarchySentences => ({
      hasChildren: (title) =>
        t`${title} has sub questions, so it cannot become a sub question. Only one level is allowed.`,
      targetIsSub: (parent) =>
        t`${parent} is a sub question, so it cannot have sub questions. Only one level is allowed.`,
      topPlace: (title, place, count) => t`${title}: top-level question, position ${place} of ${count}.`,
      subPlace: (title, parent, place, count) =>
        t`${title}: sub question of ${parent}, position ${place} of ${count}.`,
      instructions: t`To pick up a question, press Space. Use the arrow keys to move it over a place, then press Space or Enter to drop it there, or Escape to cancel.`,
    }),
    [t],
  )
  return useRecordHierarchyTexts(questions, sentences)
}
