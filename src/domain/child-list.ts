import { z } from 'zod'
import { orderIdField, orderingMessages } from './ordering.ts'

// Ordered lists a record owns (docs/product.md §4 "Answer lists"): a quiz question's answers, an
// action's steps and sources, later a CO2 question's answers and a BPT question's answers. The
// form edits the whole list, the API takes it whole with the record, the server stores it in the
// order sent.

export const childListMessages = {
  /** An entry names an id that is not one of this record's saved entries. */
  notOwned: 'This entry belongs to another record.',
  /** docs/product.md §4: in some lists only saved entries can move. */
  onlySavedMove: 'New entries can be moved once saved.',
} as const

/**
 * The body field of an owned list: entries of `entry` in order, each with the `id` of the saved
 * child it is (left out for a new one), at most `max` of them, each id once.
 */
export const childListField = <Shape extends z.ZodRawShape>(
  entry: z.ZodObject<Shape>,
  max: number,
  tooMany: string,
) =>
  z
    .array(entry.extend({ id: orderIdField.optional() }))
    .max(max, { error: tooMany })
    .superRefine((entries, context) => {
      const seen = new Set<number>()
      entries.forEach((each, position) => {
        // The id `extend` added: a generic shape does not show the compiler its type.
        const { id } = each as { id?: number }
        if (id === undefined) return
        if (seen.has(id))
          context.addIssue({ code: 'custom', path: [position, 'id'], message: orderingMessages.idRepeated })
        seen.add(id)
      })
    })

/** The stored order of a list: each entry's `index` is its position, 0..n-1. */
export const renumbered = <T extends object>(entries: readonly T[]): (T & { index: number })[] =>
  entries.map((entry, index) => ({ ...entry, index }))

/**
 * Whether the entry at `position` may move by `delta` (docs/product.md §4): the first cannot go
 * up, the last cannot go down; with `onlySaved`, neither it nor the entry it swaps with may be
 * unsaved (no `id`).
 */
export function canMove(
  entries: readonly { id?: number | undefined }[],
  position: number,
  delta: -1 | 1,
  onlySaved = false,
): boolean {
  const target = position + delta
  if (position < 0 || position >= entries.length || target < 0 || target >= entries.length) return false
  if (!onlySaved) return true
  return entries[position]!.id !== undefined && entries[target]!.id !== undefined
}

/** The list with the entry at `position` moved by `delta`, or the same list when it may not move. */
export function moved<T extends { id?: number | undefined }>(
  entries: readonly T[],
  position: number,
  delta: -1 | 1,
  onlySaved = false,
): readonly T[] {
  if (!canMove(entries, position, delta, onlySaved)) return entries
  const next = [...entries]
  const [entry] = next.splice(position, 1)
  next.splice(position + delta, 0, entry!)
  return next
}
