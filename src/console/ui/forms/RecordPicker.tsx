import { useLingui } from '@lingui/react/macro'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Flex, Spinner, Text, TextField } from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, type ReactNode, useDeferredValue, useEffect, useId, useState } from 'react'
import type { Lang } from '../../../domain/lang.ts'
import type { ShownText } from '../../../domain/reference.ts'
import { TEXT_MAX } from '../../../domain/validation.ts'
import type { AnyResourceClient, RowOf } from '../../api/resource.ts'
import type { Resource } from '../../api/resourceQueries.ts'
import { useResourceClient } from '../../api/useResource.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import { translateValidation } from './validationMessages.ts'
import './RecordPicker.css'

const PICKER_SIZE = 20

type Row = { id: number }

export type RecordPickerProps<C extends AnyResourceClient> = {
  resource: Resource<C>
  lang: Lang
  /** The search field's label ("Initiative"); its placeholder ("Search initiatives by title"). */
  label: string
  placeholder: string
  /** The list's name for screen readers ("Initiatives"). */
  listLabel: string
  /** What shows when nothing matches `term`. */
  noMatch: (term: string) => string
  /** A match's text (with the language it is shown in, where it is the other one's). */
  describe: (row: RowOf<C>) => ShownText
  /** The records already chosen: marked in the list; choosing one again does nothing. */
  chosenIds: readonly number[]
  /** Several may be chosen (an ordered list of them): the listbox says so. */
  multiple?: boolean
  onChoose: (row: RowOf<C>) => void
  /** Said under the list when nothing is wrong ("Chosen: …"). */
  status?: ReactNode
  /** Between the label and the search field: what is chosen so far (RecordListField's list). */
  chosen?: ReactNode
  error?: string
  autoFocus?: boolean
}

/**
 * Finds a record of `resource` by its title (in `lang`, on the server) and picks it: type to
 * search, ↓/↑ move through the matches, Enter picks (a click too). A listbox tied to the search
 * field (a combobox with `aria-activedescendant`): focus stays in the field.
 */
export function RecordPicker<C extends AnyResourceClient>(props: RecordPickerProps<C>) {
  const { resource, lang, label, placeholder, listLabel, noMatch, describe, chosenIds, onChoose } = props
  const { t, i18n } = useLingui()
  const client = useResourceClient(resource)
  const [text, setText] = useState('')
  const term = useDeferredValue(text.trim())
  const [active, setActive] = useState(0)
  const inputId = useId()
  const listId = useId()
  const found = useQuery({
    queryKey: [...resource.keys.list(lang, { q: term, page: 1, pageSize: PICKER_SIZE }), 'picker'],
    queryFn: () => client.list({ q: term || undefined, page: 1, pageSize: PICKER_SIZE }, lang),
    placeholderData: keepPreviousData,
  })
  const rows = (found.data ?? []) as RowOf<C>[]
  const current = Math.min(active, Math.max(rows.length - 1, 0))
  const isChosen = (row: Row) => chosenIds.includes(row.id)
  // Until the matches of what is typed arrive, the list shows the previous ones: an Enter then
  // picks from the new matches once they come, never a row the search is about to remove.
  const stale = found.isPlaceholderData || term !== text.trim()
  const [enterWaiting, setEnterWaiting] = useState(false)
  useEffect(() => {
    if (!enterWaiting || stale || found.isFetching) return
    setEnterWaiting(false)
    const first = rows[current]
    if (first && !chosenIds.includes(first.id)) onChoose(first)
  }, [enterWaiting, stale, found.isFetching, rows, current, chosenIds, onChoose])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(Math.min(Math.max(current + step, 0), Math.max(rows.length - 1, 0)))
    } else if (event.key === 'Enter' && (stale || found.isFetching)) {
      event.preventDefault()
      setEnterWaiting(true)
    } else if (event.key === 'Enter' && rows[current] && !isChosen(rows[current])) {
      // The first Enter picks the active match; with it picked, Enter goes on to the form (submit).
      event.preventDefault()
      onChoose(rows[current])
    }
  }
  const optionId = (id: number) => `${listId}-${id}`
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {label}
      </Text>
      {props.chosen}
      <TextField.Root
        id={inputId}
        value={text}
        maxLength={TEXT_MAX.search}
        autoComplete="off"
        autoFocus={props.autoFocus}
        placeholder={placeholder}
        role="combobox"
        aria-expanded={rows.length > 0}
        aria-controls={rows.length ? listId : undefined}
        aria-activedescendant={rows[current] ? optionId(rows[current].id) : undefined}
        aria-invalid={props.error ? true : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      >
        <TextField.Slot>{found.isFetching ? <Spinner /> : <MagnifyingGlassIcon />}</TextField.Slot>
      </TextField.Root>
      {rows.length ? (
        <div
          className="record-options"
          id={listId}
          role="listbox"
          aria-label={listLabel}
          aria-multiselectable={props.multiple ? true : undefined}
        >
          {rows.map((row, index) => (
            <div
              key={row.id}
              id={optionId(row.id)}
              role="option"
              tabIndex={-1}
              aria-selected={isChosen(row)}
              data-active={index === current ? '' : undefined}
              className="record-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (!isChosen(row)) onChoose(row)
              }}
              onKeyDown={onKeyDown}
            >
              <Text size="2">
                <TranslatableText value={describe(row)} fallback={`#${row.id}`} />
              </Text>
              <Text size="1" color="gray">
                #{row.id}
              </Text>
            </div>
          ))}
        </div>
      ) : null}
      {props.error ? (
        <Text size="1" color="red" role="alert">
          {translateValidation(i18n, props.error)}
        </Text>
      ) : null}
      {/* One live region, outside the listbox (which holds options only): no match, a failed
          search, or what is chosen. */}
      <div role="status" className="record-picker-status">
        {found.isSuccess && rows.length === 0 ? (
          <Text size="2" color="gray">
            {noMatch(term)}
          </Text>
        ) : found.isError ? (
          <Text size="2" color="red">
            {t`The list could not be loaded.`}
          </Text>
        ) : null}
        {props.status && !props.error ? (
          <Text as="div" size="1" color="gray">
            {props.status}
          </Text>
        ) : null}
      </div>
    </Flex>
  )
}
