import { Flex, Text, TextField } from '@radix-ui/themes'
import { type Ref, useId, useState } from 'react'
import { FieldFrame } from './FieldFrame.tsx'

/** Digits with an optional sign and one decimal point or comma (Dutch writes 12,5): nothing that can backtrack. */
const NUMBER = /^-?\d{1,12}(?:[.,]\d{1,9})?$/

/**
 * What typed text means: empty is no number (`null`); a number as written in English or Dutch;
 * anything else `NaN`, which the form's schema refuses with its own message (`z.number()`).
 */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN
}

const textOf = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value))

/**
 * A number that may be left empty (a CO2 question's unit value, an answer's unit amount): a text
 * input, not `type="number"`, so a Dutch "12,5" is taken and the text stays as typed while it is
 * being written ("12," on the way to "12,5"); the form holds the number, or null when empty, or
 * NaN for text that is no number (the schema's message then shows). `unit` is written after it
 * (outside the input, which keeps the one focus ring of every field) and describes it.
 */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  unit,
  name,
  inputRef,
  autoFocus,
}: {
  label: string
  value: number | null | undefined
  onChange: (value: number | null) => void
  onBlur?: () => void
  error?: string
  hint?: string
  unit?: string
  name?: string
  inputRef?: Ref<HTMLInputElement>
  /** The drawer's first field takes focus as it opens. */
  autoFocus?: boolean
}) {
  const unitId = useId()
  const current = value ?? null
  const [draft, setDraft] = useState(() => textOf(current))
  // The text typed stands while it means the form's value; a value set from elsewhere (a record
  // loaded, Undo changes) replaces it.
  const text = Object.is(parseNumberText(draft), current) ? draft : textOf(current)
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <Flex align="center" gap="2">
          <TextField.Root
            {...control}
            aria-describedby={
              [control['aria-describedby'], unit ? unitId : null].filter(Boolean).join(' ') || undefined
            }
            ref={inputRef}
            name={name}
            autoFocus={autoFocus}
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            value={text}
            onChange={(event) => {
              const typed = event.currentTarget.value
              setDraft(typed)
              onChange(parseNumberText(typed))
            }}
            onBlur={onBlur}
            style={{ width: '10rem' }}
          />
          {unit ? (
            <Text id={unitId} size="2" color="gray">
              {unit}
            </Text>
          ) : null}
        </Flex>
      )}
    </FieldFrame>
  )
}
