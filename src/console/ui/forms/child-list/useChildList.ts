import { useEffect, useRef } from 'react'
import {
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldArrayWithId,
  type FieldValues,
  useFieldArray,
} from 'react-hook-form'
import { canMove } from '../../../../domain/child-list.ts'

export type ChildListOptions<T extends FieldValues, N extends FieldArrayPath<T>, TT = T> = {
  control: Control<T, unknown, TT>
  /** The form's array field: the record's owned list (`steps`, `answers`, `sources`). */
  name: N
  /** A new, empty entry (no `id`: the server gives it one when the record is saved). */
  newItem: () => FieldArray<T, N>
  /** The most entries the list may hold; Add stops there. */
  max?: number
  /** docs/product.md §4: in some lists only saved entries (with an `id`) can move. */
  onlySavedMove?: boolean
}

/** One entry as the list renders it: its values, and `key`, react-hook-form's id for React. */
export type ChildListEntry<T extends FieldValues, N extends FieldArrayPath<T>> = FieldArrayWithId<T, N, 'key'>

// What the view's elements carry, so focus can find them after a change: an entry's key, and the
// part of an entry that holds the caller's fields.
const ENTRY_ATTRIBUTE = 'data-child-entry'
const FIELDS_ATTRIBUTE = 'data-entry-fields'

/** Where focus goes once the entries have rendered again. */
type FocusRequest =
  /** The first field of the entry with this key; null: the last entry (one just added). */
  | { to: 'entry'; key: string | null }
  | { to: 'add' }
  /** The first field of the entry at this place (the first of several just added). */
  | { to: 'place'; index: number }
  /** The control that moved the entry (`element`), or its like, in the moved entry. */
  | { to: 'moved'; key: string; element: HTMLElement; suffix: string | null }

/** The saved child's database id, if the entry has one (a new entry has none). */
export const savedIdOf = (entry: object): number | undefined =>
  'id' in entry && typeof entry.id === 'number' ? entry.id : undefined

const focusable = (root: Element | null | undefined) =>
  [
    ...(root?.querySelectorAll<HTMLElement>(
      'input, textarea, select, button, [contenteditable="true"], [tabindex]',
    ) ?? []),
    // Radix's hidden native inputs carry tabindex -1; disabled controls cannot take focus.
  ].filter((element) => (element.isContentEditable || element.tabIndex >= 0) && !element.matches(':disabled'))

/** The first control of an entry's fields (the caller's), else of the entry. */
export const firstFieldOf = (entry: Element | null | undefined) =>
  focusable(entry?.querySelector(`[${FIELDS_ATTRIBUTE}]`))[0] ?? focusable(entry)[0]

/**
 * An owned ordered list of a drawer's form (steps, answers, sources) on react-hook-form's field
 * array, with the rules of docs/product.md §4 and where focus goes after each change: Add focuses
 * the new entry's first field; Remove the next entry's (else the previous one's, else Add); a move
 * keeps focus on the control that was used, in the moved entry. The view puts `listRef` around the
 * entries, `addRef` on Add, `entryProps(index)` on each entry and `fieldsProps` around its fields.
 */
export function useChildList<T extends FieldValues, N extends FieldArrayPath<T>, TT = T>({
  control,
  name,
  newItem,
  max,
  onlySavedMove = false,
}: ChildListOptions<T, N, TT>) {
  // keyName 'key': react-hook-form would otherwise put its own `id` over the saved child's id.
  const array = useFieldArray<T, N, 'key', TT>({ control, name, keyName: 'key' })
  const { fields } = array
  const listRef = useRef<HTMLDivElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const pending = useRef<FocusRequest | null>(null)
  const ids = fields.map((entry) => ({ id: savedIdOf(entry) }))
  const count = fields.length
  const atMax = max !== undefined && count >= max

  const entryElement = (key: string | undefined) =>
    key === undefined ? null : (listRef.current?.querySelector(`[${ENTRY_ATTRIBUTE}="${key}"]`) ?? null)

  // React re-inserts a moved element, which takes focus from it: give it back. A control that was
  // remounted is found by its name in the entry's new place (`answers.1.text` for `answers.0.text`).
  const focusMoved = ({ key, element, suffix }: FocusRequest & { to: 'moved' }, entry: Element | null) => {
    if (!entry) return
    const index = fields.findIndex((field) => field.key === key)
    const same =
      element.isConnected && entry.contains(element) && !element.matches(':disabled')
        ? element
        : suffix === null
          ? null
          : entry.querySelector<HTMLElement>(`[name="${name}.${index}.${suffix}"]:not(:disabled)`)
    // Move up at the top is disabled now: Move down takes over (the ordering kit's buttons).
    const step = entry.querySelector<HTMLElement>(
      '[data-control="up"]:not(:disabled), [data-control="down"]:not(:disabled)',
    )
    ;(same ?? step ?? firstFieldOf(entry))?.focus()
  }

  // After the change has rendered (every render: a ref says whether one asked for focus).
  useEffect(() => {
    const request = pending.current
    pending.current = null
    if (request?.to === 'add') addRef.current?.focus()
    else if (request?.to === 'entry') firstFieldOf(entryElement(request.key ?? fields.at(-1)?.key))?.focus()
    else if (request?.to === 'moved') focusMoved(request, entryElement(request.key))
    else if (request?.to === 'place') firstFieldOf(entryElement(fields[request.index]?.key))?.focus()
  })

  const canMoveBy = (index: number, delta: -1 | 1) => canMove(ids, index, delta, onlySavedMove)

  /** Moves the entry at `index` one place (`delta`); false when the rules refuse. */
  const move = (index: number, delta: -1 | 1) => {
    const key = fields[index]?.key
    if (key === undefined || !canMoveBy(index, delta)) return false
    const focused = document.activeElement
    if (focused instanceof HTMLElement && entryElement(key)?.contains(focused)) {
      const prefix = `${name}.${index}.`
      const fieldName = focused.getAttribute('name')
      const suffix = fieldName?.startsWith(prefix) ? fieldName.slice(prefix.length) : null
      pending.current = { to: 'moved', key, element: focused, suffix }
    }
    array.swap(index, index + delta)
    return true
  }

  /** Adds a new entry at the end (not past `max`) and focuses its first field. */
  const add = () => {
    if (atMax) return false
    pending.current = { to: 'entry', key: null }
    // Focus is ours (the first field, whatever kind of control it is), not react-hook-form's.
    array.append(newItem(), { shouldFocus: false })
    return true
  }

  /**
   * Adds several entries at the end at once (as many as `max` leaves room for) through the field
   * array, so what is typed in the others stays, and focuses the first new one's first field.
   */
  const addMany = (items: ReturnType<typeof newItem>[]) => {
    const room = max === undefined ? items.length : Math.max(0, max - count)
    const added = items.slice(0, room)
    if (!added.length) return false
    pending.current = { to: 'place', index: count }
    array.append(added, { shouldFocus: false })
    return true
  }

  /** Removes the entry at `index`; focus goes to the next entry, else the previous one, else Add. */
  const remove = (index: number) => {
    if (index < 0 || index >= count) return
    const next = fields[index + 1] ?? fields[index - 1]
    pending.current = next ? { to: 'entry', key: next.key } : { to: 'add' }
    array.remove(index)
  }

  return {
    entries: fields,
    count,
    atMax,
    /** Whether the entry has a saved id (an unsaved one cannot move with `onlySavedMove`). */
    isSaved: (index: number) => ids[index]?.id !== undefined,
    /** Some entry is unsaved while only saved ones may move: the view says why they cannot. */
    unsavedCannotMove: onlySavedMove && ids.some((entry) => entry.id === undefined),
    canMoveUp: (index: number) => canMoveBy(index, -1),
    canMoveDown: (index: number) => canMoveBy(index, 1),
    move,
    add,
    addMany,
    remove,
    listRef,
    addRef,
    entryProps: (index: number) => ({ [ENTRY_ATTRIBUTE]: fields[index]?.key }),
    fieldsProps: { [FIELDS_ATTRIBUTE]: '' },
  }
}

export type ChildList<T extends FieldValues, N extends FieldArrayPath<T>> = ReturnType<
  typeof useChildList<T, N>
>
