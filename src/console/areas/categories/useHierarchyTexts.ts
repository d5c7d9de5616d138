import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { CategoryDto } from '../../../domain/categories.ts'
import type { HierarchyProblem } from '../../../domain/category-hierarchy.ts'
import type { HierarchyTexts as KitTexts } from '../../ui/hierarchy/hierarchyWords.ts'
import {
  type HierarchySentences,
  useRecordHierarchyTexts,
} from '../../ui/hierarchy/useRecordHierarchyTexts.ts'

/** The categories' texts in the hierarchy kit: each with its emoji. */
export type HierarchyTexts = KitTexts<HierarchyProblem>

const emojiOf = (category: CategoryDto) => category.emoji ?? ''

/** The Sort and Hierarchy drawer's texts, in the categories' words (two levels). */
export function useHierarchyTexts(categories: readonly CategoryDto[] | undefined): HierarchyTexts {
  const { t } = useLingui()
  const sentences = useMemo(
    (): HierarchySentences => ({
      hasChildren: (title) =>
        t`${title} has sub categories, so it cannot become a sub category. Only two levels are allowed.`,
      targetIsSub: (parent) =>
        t`${parent} is a sub category, so it cannot have sub categories. Only two levels are allowed.`,
      topPlace: (title, place, count) => t`${title}: main category, position ${place} of ${count}.`,
      subPlace: (title, parent, place, count) =>
        t`${title}: sub category of ${parent}, position ${place} of ${count}.`,
      instructions: t`To pick up a category, press Space. Use the arrow keys to move it over a place, then press Space or Enter to drop it there, or Escape to cancel.`,
    }),
    [t],
  )
  return useRecordHierarchyTexts(categories, sentences, emojiOf)
}
