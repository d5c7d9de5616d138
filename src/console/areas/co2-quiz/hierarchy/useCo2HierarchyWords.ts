import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { HierarchyWords } from '../../../ui/hierarchy/hierarchyWords.ts'

/** The CO2 questions' words in the hierarchy kit's tree: top-level questions and their sub questions. */
export function useCo2HierarchyWords(): HierarchyWords {
  const { t } = useLingui()
  return useMemo(
    () => ({
      tree: t`Questions in quiz order`,
      childrenOf: (title: string) => t`Sub questions of ${title}`,
      intoZone: (title: string) => t`Drop here to make it a sub question of ${title}`,
      rootZone: t`Drop here to make it a top-level question`,
      roleDescription: t`draggable question`,
      cannotNest: t`This question has sub questions, so it cannot become a sub question.`,
      childCount: (childCount: number) => t`${childCount} sub`,
      makeTop: msg`Make top-level question`,
      nest: msg`Make sub question of…`,
      nestSearch: msg`Search top-level questions by title`,
      nestKeywords: ['parent', 'sub question', 'subvraag'],
    }),
    [t],
  )
}
