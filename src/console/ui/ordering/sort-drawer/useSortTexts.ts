import { useLingui } from '@lingui/react/macro'
import { useCallback, useMemo } from 'react'
import type { OrderingTexts } from '../announcements.ts'

/**
 * The ordering kit's texts of a flat list: each item's name (`nameOf` its record, stable between
 * renders; its id when the record is gone), where a move puts it ("Walk: place 2 of 3."), and the
 * area's keyboard `instructions`. Nothing is refused in a flat list.
 */
export function useSortTexts<R extends { id: number }>(
  records: readonly R[] | undefined,
  nameOf: (record: R) => string,
  instructions: string,
) {
  const { t } = useLingui()
  const byId = useMemo(() => new Map((records ?? []).map((record) => [record.id, record])), [records])
  const recordOf = useCallback((id: number) => byId.get(id), [byId])
  const titleOf = useCallback(
    (id: number) => {
      const record = byId.get(id)
      return (record && nameOf(record)) || `#${id}`
    },
    [byId, nameOf],
  )
  const texts = useMemo<OrderingTexts<never>>(
    () => ({
      titleOf,
      placement: (move, position, count) => {
        const title = titleOf(move.id)
        const place = position + 1
        return t`${title}: place ${place} of ${count}.`
      },
      refusal: () => '',
      instructions,
    }),
    [titleOf, instructions, t],
  )
  return { texts, recordOf }
}
