import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { InfoCircledIcon, PlusIcon, TrashIcon } from '@radix-ui/react-icons'
import { Badge, Button, Callout, Flex, IconButton, Text, VisuallyHidden } from '@radix-ui/themes'
import { type KeyboardEvent, type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react'
import {
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  useFormState,
} from 'react-hook-form'
import { listModel, type OrderingMove } from '../../../../domain/ordering-model.ts'
import { type PageKeySet, usePageKeys } from '../../../app/palette/pageKeys.ts'
import type { Command } from '../../../app/palette/registry.ts'
import { useRecordCommands } from '../../../app/palette/useRecordCommands.ts'
import type { OrderingTexts } from '../../ordering/announcements.ts'
import { rowKeyAction, rowKeys } from '../../ordering/rowKeys.ts'
import { StepButtons } from '../../ordering/StepButtons.tsx'
import { useMoveWithFocus } from '../../ordering/useMoveWithFocus.ts'
import { useOrderingSentences } from '../../ordering/useOrderingSentences.ts'
import { translateValidation } from '../validationMessages.ts'
import { type ChildListEntry, type ChildListOptions, useChildList } from './useChildList.ts'
import { useFirstPaintCount } from './useFirstPaintCount.ts'
import './child-list.css'

export type ChildListFieldProps<
  T extends FieldValues,
  N extends FieldArrayPath<T>,
  TT = T,
> = ChildListOptions<T, N, TT> & {
  /** The list's name, its legend: "Steps". */
  label: string
  /** The counter under the legend, with the caller's noun: `(n) => t({ message: plural(n, …) })`. */
  count: (n: number) => string
  /** An entry's name, its group's label: "Step 2 of 3" (`index` from 0). */
  entryLabel: (index: number, count: number) => string
  /** The Add button's text: "Add step". */
  addLabel: string
  /** An entry's fields; `name` is the entry's path (`steps.2`), for `register(\`${name}.text\`)`. */
  renderEntry: (entry: { index: number; name: `${N}.${number}`; entry: ChildListEntry<T, N> }) => ReactNode
  /** Nothing can change (the form also locks it while it submits). */
  disabled?: boolean
  /**
   * More beside the Add button (a BPT question's "Add all missing answers"): `addMany` adds
   * several entries through the list, focus on the first new one; `locked` while nothing may change.
   */
  more?: (list: { addMany: (items: FieldArray<T, N>[]) => boolean; locked: boolean }) => ReactNode
}

/** The `?` dialog's line for the keys an entry answers to (the handler reads `rowKeys` too). */
const childListKeySet: PageKeySet = {
  id: 'child-list',
  title: msg`Lists in a form`,
  keys: [
    { keys: rowKeys.moveUp.keys, label: msg`Move the entry up` },
    { keys: rowKeys.moveDown.keys, label: msg`Move the entry down` },
  ],
}

// The ordering kit names items by number; an entry's is negative, so it never meets a record's
// id in another ordering on the page (a media list in the same drawer).
let lastOrderingId = 0

/** Entries built in the list's first frame: what a drawer shows without scrolling, and a little more. */
const FIRST_PAINT_ENTRIES = 4

/**
 * An owned ordered list of a drawer's form (an action's steps, a question's answers, a record's
 * sources; docs/product.md §4 "Answer lists"): each entry a group with the caller's fields, Move
 * up / Move down (or Alt+↑/↓ anywhere in the entry, focus staying on the control used), Remove;
 * Add at the end up to `max`; the list's own message (zod's "at least two answers") under it.
 * A move is announced through the ordering kit; with `onlySavedMove` a note says why new entries
 * stay put.
 */
export function ChildListField<T extends FieldValues, N extends FieldArrayPath<T>, TT = T>(
  props: ChildListFieldProps<T, N, TT>,
) {
  const { label, count, entryLabel, addLabel, renderEntry, control, name, max } = props
  const { t, i18n } = useLingui()
  const list = useChildList(props)
  // Every array path is a path; the types cannot show it for a generic name (react-hook-form's own
  // useFieldArray says so with the same cast).
  const path = name as Path<T>
  const formState = useFormState({ control, name: path })
  const locked = Boolean(props.disabled) || formState.isSubmitting
  const sentences = useOrderingSentences()
  const [said, setSaid] = useState('')
  const id = useId()
  usePageKeys(childListKeySet)

  // zod puts a list's own message on the array, or on its `root` once entries are registered.
  const error = control.getFieldState(path, formState).error
  const listMessage = translateValidation(i18n, error?.message ?? error?.root?.message)
  const cannotMoveNew = t`New entries can be moved once saved.`
  const limit = count(max ?? 0)

  // The ordering kit's moves: a model of the entries' numbers, re-made only when the order changes.
  const numbers = useRef(new Map<string, number>())
  const numberOf = (key: string) => {
    const known = numbers.current.get(key)
    if (known !== undefined) return known
    lastOrderingId -= 1
    numbers.current.set(key, lastOrderingId)
    return lastOrderingId
  }
  const order = list.entries.map((entry) => numberOf(entry.key))
  const orderKey = order.join(' ')
  const model = useMemo(() => listModel(orderKey ? orderKey.split(' ').map(Number) : []), [orderKey])
  const placement = useCallback<OrderingTexts<never>['placement']>(
    (_move, position, total) => sentences.moved(entryLabel(position, total)),
    [sentences, entryLabel],
  )
  const onMove = (move: OrderingMove) => {
    const index = order.indexOf(move.id)
    list.move(index, move.position < index ? -1 : 1)
  }
  const { moveBy, status } = useMoveWithFocus(model, placement, onMove)
  // The entries a drawer shows in its first frame (about a screen); the rest a moment later.
  const built = useFirstPaintCount(list.entries.length, FIRST_PAINT_ENTRIES)

  const step = (index: number, delta: -1 | 1, control: string) => {
    const allowed = delta < 0 ? list.canMoveUp(index) : list.canMoveDown(index)
    const inside = index + delta >= 0 && index + delta < list.count
    // At an end there is nothing to say; a new entry's refusal says why.
    setSaid(!allowed && inside && props.onlySavedMove ? sentences.notMoved(cannotMoveNew) : '')
    if (allowed) moveBy({ id: order[index]!, parentId: null, position: index + delta }, control)
  }
  const onEntryKey = (index: number) => (event: KeyboardEvent<HTMLFieldSetElement>) => {
    // Not from a portal (an open select's options): those keys are the select's.
    const inEntry = event.target instanceof Node && event.currentTarget.contains(event.target)
    const action = rowKeyAction(event)
    if (locked || event.shiftKey || !inEntry || (action !== 'moveUp' && action !== 'moveDown')) return
    event.preventDefault()
    event.stopPropagation()
    const control = event.target instanceof HTMLElement ? (event.target.dataset.control ?? 'field') : 'field'
    step(index, action === 'moveUp' ? -1 : 1, control)
  }
  const remove = (index: number) => {
    const entry = entryLabel(index, list.count)
    setSaid(t`${entry} removed.`)
    list.remove(index)
  }

  // "Add step" in the palette while the drawer is open (its text is the caller's, translated).
  const latestAdd = useRef(list.add)
  latestAdd.current = list.add
  const canAdd = !locked && !list.atMax
  const paletteAdd = useMemo<Command[] | null>(
    () =>
      canAdd
        ? [
            {
              id: `record.add.${name}`,
              group: 'record',
              label: { id: `record.add.${name}`, message: addLabel },
              run: () => latestAdd.current(),
            },
          ]
        : null,
    [canAdd, name, addLabel],
  )
  useRecordCommands(paletteAdd)

  const describedBy = [
    `${id}-count`,
    listMessage ? `${id}-error` : null,
    list.atMax ? `${id}-max` : null,
    list.unsavedCannotMove ? `${id}-note` : null,
  ]
  return (
    <fieldset className="child-list" aria-describedby={describedBy.filter(Boolean).join(' ')}>
      <legend className="child-list-legend">
        <Text size="2" weight="medium">
          {label}
        </Text>
      </legend>
      <Text id={`${id}-count`} size="1" color="gray" highContrast>
        {count(list.count)}
      </Text>
      <div className="child-list-entries" ref={list.listRef}>
        {list.entries.slice(0, built).map((entry, index) => {
          const entryName = entryLabel(index, list.count)
          const labelId = `${id}-${entry.key}`
          return (
            <fieldset
              key={entry.key}
              aria-labelledby={labelId}
              className="child-list-entry"
              {...list.entryProps(index)}
              data-ordering-item={order[index]}
              onKeyDown={onEntryKey(index)}
            >
              <Flex align="center" gap="2" className="child-list-entry-head">
                <Text id={labelId} size="1" weight="medium" color="gray" highContrast>
                  {entryName}
                </Text>
                {props.onlySavedMove && !list.isSaved(index) ? (
                  <Badge size="1" color="amber" variant="soft" highContrast>
                    {t`Unsaved`}
                  </Badge>
                ) : null}
                <Flex gap="3" align="center" ml="auto">
                  <StepButtons
                    canMoveUp={list.canMoveUp(index)}
                    canMoveDown={list.canMoveDown(index)}
                    disabled={locked}
                    onStep={(delta, control) => step(index, delta, control)}
                  />
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    color="red"
                    data-control="remove"
                    aria-label={t`Remove ${entryName}`}
                    title={t`Remove`}
                    disabled={locked}
                    onClick={() => remove(index)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Flex>
              </Flex>
              <Flex direction="column" gap="3" {...list.fieldsProps}>
                {renderEntry({ index, name: `${name}.${index}`, entry })}
              </Flex>
            </fieldset>
          )
        })}
      </div>
      <VisuallyHidden role="status">{said || status}</VisuallyHidden>
      <Flex align="center" gap="3" wrap="wrap">
        <Button
          ref={list.addRef}
          type="button"
          size="1"
          variant="soft"
          disabled={locked || list.atMax}
          aria-describedby={list.atMax ? `${id}-max` : undefined}
          onClick={list.add}
        >
          <PlusIcon /> {addLabel}
        </Button>
        {props.more?.({ addMany: list.addMany, locked: locked || list.atMax })}
        {list.atMax ? (
          <Text id={`${id}-max`} size="1" color="gray" highContrast>
            {t`No more can be added: the maximum is ${limit}.`}
          </Text>
        ) : null}
      </Flex>
      {listMessage ? (
        <Text id={`${id}-error`} size="1" color="red">
          {listMessage}
        </Text>
      ) : null}
      {list.unsavedCannotMove ? (
        <Callout.Root id={`${id}-note`} color="blue" size="1" highContrast>
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{cannotMoveNew}</Callout.Text>
        </Callout.Root>
      ) : null}
    </fieldset>
  )
}
