import { useLingui } from '@lingui/react/macro'
import { Cross2Icon } from '@radix-ui/react-icons'
import { IconButton, Text } from '@radix-ui/themes'
import { useState } from 'react'
import type { ShownText } from '../../../domain/reference.ts'
import type { AnyResourceClient } from '../../api/resource.ts'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import { RecordPicker, type RecordPickerProps } from './RecordPicker.tsx'
import './RecordListField.css'

/**
 * Several records of another resource, named by id in no particular order (a CO2 question's
 * related questions, the questions an answer resets): under the label the chosen ones, each with
 * Remove, then the RecordPicker's search to find and add another by its title. `titleOf` names a
 * chosen id (from a list the form already has; a record picked here names itself); one without a
 * title reads as its id.
 */
export function RecordListField<C extends AnyResourceClient>({
  value,
  onChange,
  titleOf,
  max,
  ...picker
}: Omit<RecordPickerProps<C>, 'chosenIds' | 'onChoose' | 'multiple' | 'chosen'> & {
  value: readonly number[]
  onChange: (ids: number[]) => void
  titleOf: (id: number) => ShownText | undefined
  /** The most it may hold: the picker then says so instead of adding. */
  max?: number
}) {
  const { t } = useLingui()
  // The titles of records picked here, which the caller's list may not hold yet (one added since).
  const [picked, setPicked] = useState<Record<number, ShownText>>({})
  const full = max !== undefined && value.length >= max
  const chosen = value.length ? (
    <ul className="record-chosen-list" aria-label={t`Chosen: ${picker.label}`}>
      {value.map((id) => {
        const title = titleOf(id) ?? picked[id]
        const name = title?.text || `#${id}`
        return (
          <li key={id}>
            <Text size="2">
              <TranslatableText value={title ?? { text: '' }} fallback={`#${id}`} />
            </Text>
            <Text size="1" color="gray">
              #{id}
            </Text>
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="red"
              aria-label={t`Remove ${name}`}
              onClick={() => onChange(value.filter((each) => each !== id))}
            >
              <Cross2Icon />
            </IconButton>
          </li>
        )
      })}
    </ul>
  ) : null
  return (
    <RecordPicker
      {...picker}
      chosen={chosen}
      chosenIds={value}
      multiple
      onChoose={(row) => {
        if (full) return
        setPicked((now) => ({ ...now, [row.id]: picker.describe(row) }))
        onChange([...value, row.id])
      }}
      status={full ? t`No more can be added: the maximum is ${max}.` : picker.status}
    />
  )
}
