import { useLingui } from '@lingui/react/macro'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Flex, Spinner, Text, TextField } from '@radix-ui/themes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useState } from 'react'
import type { InitiativeSummaryDto } from '../../../domain/contracts/initiatives.ts'
import type { Lang } from '../../../domain/lang.ts'
import { shownText } from '../../../domain/reference.ts'
import { TEXT_MAX } from '../../../domain/validation.ts'
import { initiatives } from '../../api/initiatives.ts'
import { useResourceClient } from '../../api/useResource.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'

const PICKER_SIZE = 20

/**
 * Finds an initiative by its title (in the editor's language) and picks one: type to search, ↓/↑
 * move through the matches, Enter picks (a click too). A listbox tied to the search field.
 */
export function InitiativePicker({
  lang,
  chosen,
  onChoose,
  error,
}: {
  lang: Lang
  chosen: InitiativeSummaryDto | null
  onChoose: (initiative: InitiativeSummaryDto) => void
  error?: string
}) {
  const { t } = useLingui()
  const client = useResourceClient(initiatives)
  const [text, setText] = useState('')
  const term = useDeferredValue(text.trim())
  const [active, setActive] = useState(0)
  const inputId = useId()
  const listId = useId()
  const found = useQuery({
    queryKey: [...initiatives.keys.list(lang, { q: term, page: 1, pageSize: PICKER_SIZE }), 'picker'],
    queryFn: () => client.list({ q: term || undefined, page: 1, pageSize: PICKER_SIZE }, lang),
    placeholderData: keepPreviousData,
  })
  const rows = found.data ?? []
  const current = Math.min(active, Math.max(rows.length - 1, 0))
  // Until the matches of what is typed arrive, the list shows the previous ones: an Enter then
  // picks from the new matches once they come, never a row the search is about to remove.
  const stale = found.isPlaceholderData || term !== text.trim()
  const [enterWaiting, setEnterWaiting] = useState(false)
  useEffect(() => {
    if (!enterWaiting || stale || found.isFetching) return
    setEnterWaiting(false)
    const first = rows[current]
    if (first && first.id !== chosen?.id) onChoose(first)
  }, [enterWaiting, stale, found.isFetching, rows, current, chosen, onChoose])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive(Math.min(Math.max(current + step, 0), Math.max(rows.length - 1, 0)))
    } else if (event.key === 'Enter' && (stale || found.isFetching)) {
      event.preventDefault()
      setEnterWaiting(true)
    } else if (event.key === 'Enter' && rows[current] && rows[current].id !== chosen?.id) {
      // The first Enter picks the active match; with it picked, Enter inserts the link.
      event.preventDefault()
      onChoose(rows[current])
    }
  }
  const optionId = (id: number) => `${listId}-${id}`
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor={inputId} size="2" weight="medium">
        {t`Initiative`}
      </Text>
      <TextField.Root
        id={inputId}
        value={text}
        maxLength={TEXT_MAX.search}
        autoComplete="off"
        placeholder={t`Search initiatives by title`}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-activedescendant={rows[current] ? optionId(rows[current].id) : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      >
        <TextField.Slot>{found.isFetching ? <Spinner /> : <MagnifyingGlassIcon />}</TextField.Slot>
      </TextField.Root>
      <div className="initiative-options" id={listId} role="listbox" aria-label={t`Initiatives`}>
        {rows.map((row, index) => (
          <div
            key={row.id}
            id={optionId(row.id)}
            role="option"
            tabIndex={-1}
            aria-selected={chosen?.id === row.id}
            data-active={index === current ? '' : undefined}
            className="initiative-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(row)}
            onKeyDown={onKeyDown}
          >
            <Text size="2">
              <TranslatableText value={shownText(row, 'title')} fallback={`#${row.id}`} />
            </Text>
            <Text size="1" color="gray">
              #{row.id}
            </Text>
          </div>
        ))}
        {found.isSuccess && rows.length === 0 ? (
          <Text size="2" color="gray">
            {t`No initiative matches "${term}".`}
          </Text>
        ) : null}
      </div>
      {error ? (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      ) : chosen ? (
        <Text size="1" color="gray" role="status">
          {t`Chosen: ${chosen.title || `#${chosen.id}`}`}
        </Text>
      ) : null}
    </Flex>
  )
}
