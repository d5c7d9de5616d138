import { useLingui } from '@lingui/react/macro'
import { Select } from '@radix-ui/themes'
import { forwardRef } from 'react'
import { type MediaPurpose, mediaPurposes } from '../../../domain/enums.ts'
import { FieldFrame } from '../forms/FieldFrame.tsx'
import { purposeLabels } from './purposeLabels.ts'

/** The purpose of a media (docs/product.md §3), required: empty until one is chosen. */
export const PurposeSelect = forwardRef<
  HTMLButtonElement,
  {
    value: MediaPurpose | ''
    onChange: (purpose: MediaPurpose) => void
    error?: string
    /** Purposes the object still needs, marked in the list. */
    needed?: readonly MediaPurpose[]
    disabled?: boolean
  }
>(function PurposeSelect({ value, onChange, error, needed = [], disabled }, ref) {
  const { t, i18n } = useLingui()
  return (
    <FieldFrame label={t`Purpose`} error={error} naming="by">
      {(control) => (
        <Select.Root
          value={value === '' ? undefined : value}
          onValueChange={(next) => onChange(next as MediaPurpose)}
          disabled={disabled}
        >
          <Select.Trigger ref={ref} {...control} placeholder={t`Choose a purpose`} variant="surface" />
          <Select.Content position="popper">
            {mediaPurposes.map((purpose) => (
              <Select.Item key={purpose} value={purpose}>
                {i18n._(purposeLabels[purpose])}
                {needed.includes(purpose) ? ` · ${t`required`}` : ''}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      )}
    </FieldFrame>
  )
})
