import { Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { OrderingArea, OrderingGroup } from '../OrderingArea.tsx'
import type { Ordering } from '../useOrdering.ts'
import { SortRow } from './SortRow.tsx'
import './sort-list.css'

/**
 * A flat list in its draft order, ordered with the ordering kit: one `SortRow` per id (its place,
 * drag handle, Move up/down), a row whose place differs from `original` marked as moved. An id
 * whose record is gone (deleted elsewhere while moves were pending) keeps its row, named by its
 * id, so the places and the moves stay those of the draft.
 */
export function SortList<R extends { id: number }>({
  ordering,
  ids,
  original,
  recordOf,
  titleOf,
  contentOf,
  label,
  roleDescription,
  disabled,
}: {
  ordering: Ordering<never>
  /** The draft's order. */
  ids: readonly number[]
  /** The stored order. */
  original: readonly number[]
  recordOf: (id: number) => R | undefined
  /** An item's name as plain text (the drag handle's, the sentences'). */
  titleOf: (id: number) => string
  /** What a row shows of its record. */
  contentOf: (record: R) => ReactNode
  /** The list's name: "Questions in order". */
  label: string
  roleDescription: string
  disabled: boolean
}) {
  return (
    <OrderingArea
      ordering={ordering}
      preview={(drag) => <div className="ordering-row sort-row">{titleOf(drag.id)}</div>}
    >
      <OrderingGroup id="sort" ids={ids}>
        <ol className="sort-list" aria-label={label}>
          {ids.map((id, position) => {
            const record = recordOf(id)
            return (
              <SortRow
                key={id}
                id={id}
                position={position}
                count={ids.length}
                name={titleOf(id)}
                roleDescription={roleDescription}
                moved={original.length > 0 && original[position] !== id}
                disabled={disabled}
                dragging={ordering.drag?.id === id}
                dropState={ordering.dropStateOf({ kind: 'row', id })}
                onStep={(delta, control) =>
                  ordering.moveBy({ id, parentId: null, position: position + delta }, control)
                }
              >
                {record ? contentOf(record) : <Text size="2">{`#${id}`}</Text>}
              </SortRow>
            )
          })}
        </ol>
      </OrderingGroup>
    </OrderingArea>
  )
}
