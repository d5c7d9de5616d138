import { useLingui } from '@lingui/react/macro'
import type { Ref } from 'react'
import { SelectField } from '../../../ui/forms/SelectField.tsx'

/** The choice that stands for null: a select cannot hold an empty value. */
const NONE = '-'

/**
 * A select of a few values that may be left unset (a calculation type, a part type, a chain
 * question): "None" first, standing for null in the form.
 */
export function OptionalSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  triggerRef,
}: {
  label: string
  value: V | null
  options: readonly { value: V; label: string }[]
  onChange: (value: V | null) => void
  onBlur?: () => void
  error?: string
  triggerRef?: Ref<HTMLButtonElement>
}) {
  const { t } = useLingui()
  return (
    <SelectField<string>
      label={label}
      value={value ?? NONE}
      options={[{ value: NONE, label: t`None` }, ...options]}
      onChange={(next) => onChange(next === NONE ? null : (next as V))}
      onBlur={onBlur}
      error={error}
      triggerRef={triggerRef}
    />
  )
}
