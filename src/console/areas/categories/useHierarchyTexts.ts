import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { CategoryDto } from '../../../domain/categories.ts'
import type { HierarchyProblem } from '../../../domain/category-hierarchy.ts'
import type { OrderingMove } from '../../../domain/ordering-model.ts'
import { shownText } from '../../../domain/reference.ts'
import type { HierarchyTexts as KitTexts } from '../../ui/hierarchy/hierarchyWords.ts'

/** The categories' texts in the hierarchy kit: each with its emoji. */
export type HierarchyTexts = KitTexts<HierarchyProblem>

/**
 * The Sort and Hierarchy drawer's texts: each category's title (where it is missing in this
 * language its reference, in the language that has it; its id when it has none at all) and emoji, where a category would go, why it cannot, and how to drag with the keyboard.
 */
export function useHierarchyTexts(categories: readonly CategoryDto[] | undefined): HierarchyTexts {
  const { t } = useLingui()
  const byId = useMemo(
    () => new Map((categories ?? []).map((category) => [category.id, category])),
    [categories],
  )
  const titleOf = useCallback(
    (id: number | null | undefined) => {
      const category = id == null ? undefined : byId.get(id)
      if (!category) return `#${id}`
      return shownText(category, 'title').text || `${t`No title in this language`} (#${category.id})`
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
          return t`${title} has sub categories, so it cannot become a sub category. Only two levels are allowed.`
        case 'targetIsSub':
          return t`${parent} is a sub category, so it cannot have sub categories. Only two levels are allowed.`
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
      if (move.parentId === null) return t`${title}: main category, position ${place} of ${count}.`
      const parent = titleOf(move.parentId)
      return t`${title}: sub category of ${parent}, position ${place} of ${count}.`
    },
    [t, titleOf],
  )
  const instructions = t`To pick up a category, press Space. Use the arrow keys to move it over a place, then press Space or Enter to drop it there, or Escape to cancel.`
  return useMemo(
    () => ({
      titleOf,
      emojiOf: (id: number) => byId.get(id)?.emoji ?? '',
      titleLangOf: (id: number) => {
        const category = byId.get(id)
        return category ? shownText(category, 'title').lang : undefined
      },
      refusal,
      placement,
      instructions,
    }),
    [titleOf, byId, refusal, placement, instructions],
  )
}
