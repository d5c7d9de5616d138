import { useMemo } from 'react'
import type { BptType } from '../../../../domain/enums.ts'
import type { Lang } from '../../../../domain/lang.ts'
import { bptQuestions } from '../../../api/bpt-questions.ts'
import { useResourceList } from '../../../api/useResource.ts'

/**
 * The types the other questions have (docs/product.md §5: each type is used by one question only),
 * read from the list (the page's own query when the languages agree). While the list is unknown
 * nothing counts as taken: the server still refuses a taken type, on the Type field.
 */
export function useTakenTypes(id: number, lang: Lang): ReadonlySet<BptType> {
  const list = useResourceList(bptQuestions, { lang })
  return useMemo(
    () =>
      new Set((list.data ?? []).filter((question) => question.id !== id).map((question) => question.type)),
    [list.data, id],
  )
}
