import { useLingui } from '@lingui/react/macro'
import { MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Flex, Kbd, Select, Text, TextField } from '@radix-ui/themes'
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import type { FilterDef, FilterValues, SelectFilterDef, TextFilterDef } from './filters.ts'

type Props = {
  filters: readonly FilterDef[]
  values: FilterValues
  onChange: (id: string, value: string) => void
  /** Receives the first filter's control, which `/` focuses. */
  firstRef: Ref<HTMLInputElement | HTMLButtonElement>
}

/** The table's filters in one row, each with a visible label. */
export function FilterBar({ filters, values, onChange, firstRef }: Props) {
  const { t } = useLingui()
  return (
    <Flex role="group" aria-label={t`Filters`} gap="4" align="center" wrap="wrap" className="grid-filters">
      {filters.map((filter, index) =>
        filter.kind === 'text' ? (
          <TextFilter
            key={filter.id}
            filter={filter}
            value={values[filter.id] ?? ''}
            onChange={(value) => onChange(filter.id, value)}
            inputRef={index === 0 ? (firstRef as Ref<HTMLInputElement>) : undefined}
            showShortcut={index === 0}
          />
        ) : (
          <SelectFilter
            key={filter.id}
            filter={filter}
            value={values[filter.id] ?? ''}
            onChange={(value) => onChange(filter.id, value)}
            triggerRef={index === 0 ? (firstRef as Ref<HTMLButtonElement>) : undefined}
          />
        ),
      )}
    </Flex>
  )
}

function TextFilter(props: {
  filter: TextFilterDef
  value: string
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
  showShortcut: boolean
}) {
  const { filter, value, onChange, inputRef, showShortcut } = props
  const id = useId()
  // The router commits URL changes in a transition, so an input bound straight to the URL would
  // lag and lose keystrokes. The draft follows the keyboard; the URL follows the draft, and the
  // draft follows the URL only when the change came from elsewhere (Clear filters, Back).
  const [draft, setDraft] = useState(value)
  const typing = useRef(false)
  useEffect(() => {
    if (!typing.current) setDraft(value)
  }, [value])
  return (
    <Flex align="center" gap="2">
      <Text as="label" htmlFor={id} size="2" weight="medium" color="gray">
        {filter.label}
      </Text>
      <TextField.Root
        id={id}
        ref={inputRef}
        type="search"
        size="2"
        autoComplete="off"
        placeholder={filter.placeholder}
        value={draft}
        onFocus={() => {
          typing.current = true
        }}
        onBlur={() => {
          typing.current = false
          setDraft(value)
        }}
        onChange={(event) => {
          setDraft(event.target.value)
          onChange(event.target.value)
        }}
        className="grid-text-filter"
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
        {showShortcut && !draft ? (
          <TextField.Slot>
            <Kbd size="1" aria-hidden>
              /
            </Kbd>
          </TextField.Slot>
        ) : null}
      </TextField.Root>
    </Flex>
  )
}

// Radix Select has no empty item value, so "all" stands for the unset filter inside the control.
const ALL = '__all__'

function SelectFilter(props: {
  filter: SelectFilterDef
  value: string
  onChange: (value: string) => void
  triggerRef?: Ref<HTMLButtonElement>
}) {
  const { filter, value, onChange, triggerRef } = props
  const { t } = useLingui()
  const labelId = useId()
  return (
    <Flex align="center" gap="2">
      <Text id={labelId} size="2" weight="medium" color="gray">
        {filter.label}
      </Text>
      <Select.Root value={value || ALL} onValueChange={(next) => onChange(next === ALL ? '' : next)}>
        <Select.Trigger ref={triggerRef} aria-labelledby={labelId} variant="surface" />
        <Select.Content position="popper">
          <Select.Item value={ALL}>{filter.allLabel ?? t`All`}</Select.Item>
          {filter.options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  )
}
