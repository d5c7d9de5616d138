import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { StoryItemDto } from '../../../../domain/contracts/story-items.ts'
import { shownText } from '../../../../domain/reference.ts'
import type { GridSentences } from './gridAnnouncement.ts'
import { pageKinds } from './pageKinds.ts'

/**
 * How the editor names its pages to a screen reader ("Info page: Why bees matter") and what its
 * grid says as a card moves (gridAnnouncement.ts), in the interface language.
 */
export function usePageTitles(pages: ReadonlyMap<number, StoryItemDto>): GridSentences {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const titleOf = (id: number) => {
      const page = pages.get(id)
      if (!page) return `#${id}`
      const first = page.content[0]
      const title = (first && shownText(first, 'title').text) || `#${id}`
      return `${i18n._(pageKinds[page.kind].name)}: ${title}`
    }
    const sides = {
      before: (target: string) => t`in a column of its own before ${target}`,
      after: (target: string) => t`in the column after ${target}`,
      below: (target: string) => t`below ${target}`,
    }
    return {
      titleOf,
      picked: (title) =>
        t`Picked up ${title}. The arrow keys choose where it goes, Space drops it, Escape cancels.`,
      nowhere: (title) =>
        t`Picked up ${title}. It is the only page: there is nowhere to move it. Escape puts it back.`,
      over: (title, position, target, place) =>
        t`${title} goes ${sides[position](target)}: column ${place.column + 1}, row ${place.row + 1}.`,
      moved: (title, place) => t`Moved ${title} to column ${place.column + 1}, row ${place.row + 1}.`,
      stays: (title) => t`${title} stays where it was.`,
    }
  }, [pages, t, i18n])
}
