import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { HierarchyWords } from '../../ui/hierarchy/hierarchyWords.ts'

/** The categories' words in the hierarchy kit's tree: main categories and their sub categories. */
export function useHierarchyWords(): HierarchyWords {
  const { t } = useLingui()
  return useMemo(
    () => ({
      tree: t`Categories in order`,
      childrenOf: (title: string) => t`Sub categories of ${title}`,
      intoZone: (title: string) => t`Drop here to make it a sub category of ${title}`,
      rootZone: t`Drop here to make it a main category`,
      roleDescription: t`draggable category`,
      cannotNest: t`This category has sub categories, so it cannot become a sub category.`,
      childCount: (childCount: number) => t`${childCount} sub`,
      makeTop: msg`Make main category`,
      nest: msg`Make sub category of…`,
      nestSearch: msg`Search main categories by title`,
      nestKeywords: ['parent', 'nest', 'subcategorie'],
    }),
    [t],
  )
}
