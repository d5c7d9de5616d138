import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { HierarchyProblem } from '../../../domain/category-hierarchy.ts'
import type { OrderingMove } from '../../../domain/ordering-model.ts'
import { shownText } from '../../../domain/reference.ts'
import type { HierarchyTexts } from './hierarchyWords.ts'

/**
 * The sentences a hierarchy's area writes itself (so each stays one Lingui message in its own
 * words: "sub category", "sub question"); the kit writes the rest.
 */
export type HierarchySentences = {
  /** Why an item with children cannot go under another. */
  hasChildren: (title: string) => string
  /** Why nothing can go under a child. */
  targetIsSub: (parent: string) => string
  /** Where a move puts an item on the top level (`place` counts from 1). */
  topPlace: (title: string, place: number, count: number) => string
  /** Where a move puts an item under `parent`. */
  subPlace: (title: string, parent: string, place: number, count: number) => string
  /** How to drag with the keyboard. */
  instructions: string
}

const noMark = () => ''

/**
 * The hierarchy kit's texts over a list of titled records: each record's title (where it is
 * missing in this language its reference, in the language that has it; its id when it has none at
 * all) and mark, where a record would go and why it cannot, in the area's `sentences` (memoized by
 * the area on its `t`).
 */
export function useRecordHierarchyTexts<R extends { id: number }>(
  records: readonly R[] | undefined,
  sentences: HierarchySentences,
  markOf: (record: R) => string = noMark,
): HierarchyTexts<HierarchyProblem> {
  const { t } = useLingui()
  const byId = useMemo(() => new Map((records ?? []).map((record) => [record.id, record])), [records])
  const titleOf = useCallback(
    (id: number | null | undefined) => {
      const record = id == null ? undefined : byId.get(id)
      if (!record) return `#${id}`
      return shownText(record, 'title').text || `${t`No title in this language`} (#${record.id})`
    },
    [byId, t],
  )
  const refusal = useCallback(
    (problem: HierarchyProblem, move: OrderingMove) => {
      const title = titleOf(move.id)
      switch (problem) {
        case 'self':
          return t`${title} cannot go under itself.`
        case 'hasChildren':
          return sentences.hasChildren(title)
        case 'targetIsSub':
          return sentences.targetIsSub(titleOf(move.parentId))
        default:
          return t`${title} is no longer in the list. Reload the page.`
      }
    },
    [t, titleOf, sentences],
  )
  const placement = useCallback(
    (move: OrderingMove, position: number, count: number) => {
      const title = titleOf(move.id)
      if (move.parentId === null) return sentences.topPlace(title, position + 1, count)
      return sentences.subPlace(title, titleOf(move.parentId), position + 1, count)
    },
    [titleOf, sentences],
  )
  return useMemo(
    () => ({
      titleOf,
      emojiOf: (id: number) => {
        const record = byId.get(id)
        return record ? markOf(record) : ''
      },
      titleLangOf: (id: number) => {
        const record = byId.get(id)
        return record ? shownText(record, 'title').lang : undefined
      },
      refusal,
      placement,
      instructions: sentences.instructions,
    }),
    [titleOf, byId, markOf, refusal, placement, sentences.instructions],
  )
}
