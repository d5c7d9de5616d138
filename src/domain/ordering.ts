import { z } from 'zod'
import { MAX_ID } from './validation.ts'

/** One entry of an ordering request (docs/product.md §4: "a list of id and zero-based index"). */
export type OrderItem = { id: number; index: number }

/** The most entries one ordering request may carry (a whole list of a large area fits). */
export const MAX_ORDER_ITEMS = 10_000

/** An id in an ordering request: a positive whole number an id column can hold. */
export const orderIdField = z
  .number({ error: 'Id must be a number.' })
  .int({ error: 'Id must be a whole number.' })
  .positive({ error: 'Id must be a positive number.' })
  .max(MAX_ID, { error: 'Id is out of range.' })

/** A zero-based position in an ordering request. */
export const orderIndexField = z
  .number({ error: 'Index must be a number.' })
  .int({ error: 'Index must be a whole number.' })
  .min(0, { error: 'Index starts at 0.' })
  .max(MAX_ID, { error: 'Index is out of range.' })

const orderItemSchema = z.object(
  { id: orderIdField, index: orderIndexField },
  { error: 'Each entry is an object with an id and an index.' },
)

/** Texts a refinement writes (the schemas' own texts are found by reading the schemas). */
export const orderingMessages = {
  idRepeated: 'Each id may appear only once.',
}

/** A list refinement: each `id` appears once; a repeat is reported on its own position. */
export function eachIdOnce(items: readonly { id: number }[], context: z.RefinementCtx) {
  const seen = new Set<number>()
  items.forEach((item, position) => {
    if (seen.has(item.id)) {
      context.addIssue({ code: 'custom', path: [position, 'id'], message: orderingMessages.idRepeated })
    }
    seen.add(item.id)
  })
}

/** Body of `PUT /api/<resource>/order`: a non-empty list of `{id, index}` with each id once. */
export const orderSchema = z
  .array(orderItemSchema, { error: 'Order must be a list of entries, each with an id and an index.' })
  .min(1, { error: 'Order needs at least one entry.' })
  .max(MAX_ORDER_ITEMS, { error: `Order takes at most ${MAX_ORDER_ITEMS} entries.` })
  .superRefine(eachIdOnce)
export type OrderInput = z.infer<typeof orderSchema>

/**
 * The indexes the server stores: entries sorted by the index they were given (ties keep the order
 * in which they were sent), then numbered 0..n-1. The answer is in the new order.
 */
export function renumber(items: readonly OrderItem[]): OrderItem[] {
  return items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => a.item.index - b.item.index || a.position - b.position)
    .map(({ item }, index) => ({ id: item.id, index }))
}

/** Entries as an ordering request: each id with its position. */
export function toOrder(items: readonly { id: number }[]): OrderItem[] {
  return items.map((item, index) => ({ id: item.id, index }))
}

/** Each entry with `index` set to its position (answer lists keep their indexes this way). */
export function reindex<T extends { index: number }>(items: readonly T[]): T[] {
  return items.map((item, index) => (item.index === index ? item : { ...item, index }))
}

export type MoveOptions<T> = {
  /** Whether this entry may move at all (in some lists only saved entries can, docs/product.md §4). */
  canMove?: (item: T) => boolean
}

const inRange = (length: number, position: number) =>
  Number.isInteger(position) && position >= 0 && position < length

/** The first entry cannot go up. */
export function canMoveUp<T>(items: readonly T[], position: number, options: MoveOptions<T> = {}): boolean {
  if (!inRange(items.length, position) || position === 0) return false
  return options.canMove?.(items[position]!) ?? true
}

/** The last entry cannot go down. */
export function canMoveDown<T>(items: readonly T[], position: number, options: MoveOptions<T> = {}): boolean {
  if (!inRange(items.length, position) || position === items.length - 1) return false
  return options.canMove?.(items[position]!) ?? true
}

function swap<T>(items: readonly T[], a: number, b: number): T[] {
  const next = [...items]
  ;[next[a], next[b]] = [next[b]!, next[a]!]
  return next
}

/**
 * The list with the entry at `position` one place up. When it cannot move, the same array is
 * returned (so callers can tell nothing changed by reference).
 */
export function moveUp<T>(items: readonly T[], position: number, options: MoveOptions<T> = {}): readonly T[] {
  return canMoveUp(items, position, options) ? swap(items, position, position - 1) : items
}

/** The list with the entry at `position` one place down; the same array when it cannot move. */
export function moveDown<T>(
  items: readonly T[],
  position: number,
  options: MoveOptions<T> = {},
): readonly T[] {
  return canMoveDown(items, position, options) ? swap(items, position, position + 1) : items
}
